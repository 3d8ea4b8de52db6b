import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema } from '#shared/contracts/admin.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { ADMIN_USERS_PATH, adminUserKeys } from './get-admin-users.ts';

const putUserDisabled = apiJson(adminUserSchema);

/** PUT /api/admin/users/{id}/disabled: a disabled account cannot sign in and is signed out everywhere. */
export function setUserDisabled({ id, isDisabled }: { id: string; isDisabled: boolean }) {
  return putUserDisabled(`${ADMIN_USERS_PATH}/${encodeURIComponent(id)}/disabled`, { method: 'PUT', body: { isDisabled } });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
