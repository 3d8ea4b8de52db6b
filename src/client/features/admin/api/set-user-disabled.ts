import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_USERS_PATH, adminUserKeys } from './get-admin-users.ts';

/** PUT /api/admin/users/{id}/disabled: a disabled account cannot sign in and is signed out everywhere. */
export async function setUserDisabled({ id, isDisabled }: { id: string; isDisabled: boolean }): Promise<AdminUser> {
  const res = await apiRequest('PUT', `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}/disabled`, { isDisabled });
  return (await res.json()) as AdminUser;
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
