import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const ADMIN_USERS_PATH = '/api/admin/users';

export const adminUserKeys = {
  all: [ADMIN_USERS_PATH] as const,
  search: (search: string) => [ADMIN_USERS_PATH, { search }] as const,
};

/** GET /api/admin/users?search=: accounts whose name or email contains the search text. */
export async function fetchAdminUsers(search: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  const res = await apiRequest('GET', `${ADMIN_USERS_PATH}${query}`, undefined, { signal });
  return (await res.json()) as AdminUser[];
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
