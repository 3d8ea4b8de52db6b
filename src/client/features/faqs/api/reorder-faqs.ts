import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Faq } from '#shared/contracts/faqs.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_FAQS_PATH, adminFaqKeys } from './get-admin-faqs.ts';
import { faqKeys } from './get-faqs.ts';

/** PUT /api/admin/faqs/order: the new order of every FAQ id of one category. */
export async function reorderFaqs(input: { category: Faq['category']; ids: number[] }): Promise<void> {
  await apiRequest('PUT', `${ADMIN_FAQS_PATH}/order`, input);
}

export function useReorderFaqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderFaqs,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminFaqKeys.all }), queryClient.invalidateQueries({ queryKey: faqKeys.all })]);
    },
  });
}
