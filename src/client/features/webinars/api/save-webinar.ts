import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webinarSchema, type WebinarInput } from '#shared/contracts/webinars.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { nextWebinarKeys } from '#client/lib/query-keys/next-webinar.ts';
import { ADMIN_WEBINARS_PATH, adminWebinarKeys } from './get-admin-webinars.ts';

const sendWebinar = apiJson(webinarSchema);

/** POST /api/admin/webinars (new, `id` undefined) or PUT /api/admin/webinars/{id} (edit, cancel, restore). */
export function saveWebinar({ id, input }: { id?: number; input: WebinarInput }) {
  return id === undefined
    ? sendWebinar(ADMIN_WEBINARS_PATH, { method: 'POST', body: input })
    : sendWebinar(`${ADMIN_WEBINARS_PATH}/${id}`, { method: 'PUT', body: input });
}

export function useSaveWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebinar,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminWebinarKeys.all }), queryClient.invalidateQueries({ queryKey: nextWebinarKeys.all })]);
    },
  });
}
