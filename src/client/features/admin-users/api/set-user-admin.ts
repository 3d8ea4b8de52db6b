import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema } from '#shared/contracts/admin.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { ADMIN_USERS_PATH, adminUserKeys } from './get-admin-users.ts';

const putUserAdmin = apiJson(adminUserSchema);

/** PUT /api/admin/users/{id}/admin: grants or revokes admin rights (409 for the last admin). */
export function setUserAdmin({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  return putUserAdmin(`${ADMIN_USERS_PATH}/${encodeURIComponent(id)}/admin`, { method: 'PUT', body: { isAdmin } });
}

export function useSetUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
