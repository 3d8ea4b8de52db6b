import { useMutation, useQueryClient } from '@tanstack/react-query';
import { faqSchema, type FaqInput } from '#shared/contracts/faqs.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { ADMIN_FAQS_PATH, adminFaqKeys } from './get-admin-faqs.ts';
import { faqKeys } from './get-faqs.ts';

const sendFaq = apiJson(faqSchema);

/** POST /api/admin/faqs (new, `id` undefined) or PUT /api/admin/faqs/{id} (edit). */
export function saveFaq({ id, input }: { id?: number; input: FaqInput }) {
  return id === undefined ? sendFaq(ADMIN_FAQS_PATH, { method: 'POST', body: input }) : sendFaq(`${ADMIN_FAQS_PATH}/${id}`, { method: 'PUT', body: input });
}

export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFaq,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminFaqKeys.all }), queryClient.invalidateQueries({ queryKey: faqKeys.all })]);
    },
  });
}
