import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserSchema } from '#shared/contracts/admin.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ADMIN_USERS_PATH = '/api/admin/users';

export const adminUserKeys = {
  all: [ADMIN_USERS_PATH] as const,
  search: (search: string) => [ADMIN_USERS_PATH, { search }] as const,
};

const getAdminUsers = apiJson(adminUserSchema.array());

/** GET /api/admin/users?search=: accounts whose name or email contains the search text. */
export function fetchAdminUsers(search: string, signal?: AbortSignal) {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  return getAdminUsers(`${ADMIN_USERS_PATH}${query}`, { signal });
}

export function adminUsersQueryOptions(search: string) {
  return queryOptions({
    queryKey: adminUserKeys.search(search),
    queryFn: ({ signal }) => fetchAdminUsers(search, signal),
    // Admin rights and account states change through other admins too: refetch after a minute.
    staleTime: 60_000,
  });
}

export function useAdminUsers(search: string) {
  // The previous results stay on screen while the next search runs, so the list does not flash.
  return useQuery({ ...adminUsersQueryOptions(search), placeholderData: keepPreviousData });
}
