import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationStatus, Question } from '#shared/contracts/community.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_QUESTIONS_PATH, adminQuestionKeys, PUBLIC_QUESTIONS_PATH } from './get-admin-questions.ts';

/** PUT /api/admin/questions/{id}/status: Approve & Publish (both true) or Reject (both false). */
export async function setQuestionStatus({ id, status }: { id: number; status: ModerationStatus }): Promise<Question> {
  const res = await apiRequest('PUT', `${ADMIN_QUESTIONS_PATH}/${id}/status`, status);
  return (await res.json()) as Question;
}

export function useSetQuestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuestionStatus,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionKeys.all }),
        queryClient.invalidateQueries({ queryKey: [PUBLIC_QUESTIONS_PATH] }),
      ]);
    },
  });
}
