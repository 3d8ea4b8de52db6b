import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Faq, FaqInput } from '#shared/contracts/faqs.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_FAQS_PATH, adminFaqKeys, PUBLIC_FAQS_PATH } from './get-admin-faqs.ts';

/** POST /api/admin/faqs (new, `id` undefined) or PUT /api/admin/faqs/{id} (edit). */
export async function saveFaq({ id, input }: { id?: number; input: FaqInput }): Promise<Faq> {
  const res = id === undefined ? await apiRequest('POST', ADMIN_FAQS_PATH, input) : await apiRequest('PUT', `${ADMIN_FAQS_PATH}/${id}`, input);
  return (await res.json()) as Faq;
}

export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFaq,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminFaqKeys.all }), queryClient.invalidateQueries({ queryKey: [PUBLIC_FAQS_PATH] })]);
    },
  });
}
