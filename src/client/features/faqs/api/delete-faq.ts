import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_FAQS_PATH, adminFaqKeys } from './get-admin-faqs.ts';
import { faqKeys } from './get-faqs.ts';

/** DELETE /api/admin/faqs/{id}. */
export async function deleteFaq(id: number): Promise<void> {
  await apiRequest('DELETE', `${ADMIN_FAQS_PATH}/${id}`);
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminFaqKeys.all }), queryClient.invalidateQueries({ queryKey: faqKeys.all })]);
    },
  });
}
