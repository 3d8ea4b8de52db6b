import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_USERS_PATH, adminUserKeys } from './get-admin-users.ts';

/** PUT /api/admin/users/{id}/admin: grants or revokes admin rights (409 for the last admin). */
export async function setUserAdmin({ id, isAdmin }: { id: string; isAdmin: boolean }): Promise<AdminUser> {
  const res = await apiRequest('PUT', `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}/admin`, { isAdmin });
  return (await res.json()) as AdminUser;
}

export function useSetUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
