import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-request.ts';
import { nextWebinarKeys } from '#client/lib/query-keys/next-webinar.ts';
import { ADMIN_WEBINARS_PATH, adminWebinarKeys } from './get-admin-webinars.ts';

/** DELETE /api/admin/webinars/{id} (its registrations go with it). */
export async function deleteWebinar(id: number): Promise<void> {
  await apiRequest('DELETE', `${ADMIN_WEBINARS_PATH}/${id}`);
}

export function useDeleteWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebinar,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminWebinarKeys.all }), queryClient.invalidateQueries({ queryKey: nextWebinarKeys.all })]);
    },
  });
}
