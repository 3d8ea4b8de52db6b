import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Webinar, WebinarInput } from '#shared/contracts/webinars.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_WEBINARS_PATH, adminWebinarKeys, NEXT_WEBINAR_PATH } from './get-admin-webinars.ts';

/** POST /api/admin/webinars (new, `id` undefined) or PUT /api/admin/webinars/{id} (edit, cancel, restore). */
export async function saveWebinar({ id, input }: { id?: number; input: WebinarInput }): Promise<Webinar> {
  const res = id === undefined ? await apiRequest('POST', ADMIN_WEBINARS_PATH, input) : await apiRequest('PUT', `${ADMIN_WEBINARS_PATH}/${id}`, input);
  return (await res.json()) as Webinar;
}

export function useSaveWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebinar,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminWebinarKeys.all }), queryClient.invalidateQueries({ queryKey: [NEXT_WEBINAR_PATH] })]);
    },
  });
}
