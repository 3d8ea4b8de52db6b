import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question } from '#shared/contracts/community.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_QUESTIONS_PATH, adminQuestionKeys, PUBLIC_QUESTIONS_PATH } from './get-admin-questions.ts';

/** PUT /api/admin/questions/{id}/answer: saves the team's answer; an empty answer removes it. */
export async function answerQuestion({ id, answer }: { id: number; answer: string }): Promise<Question> {
  const res = await apiRequest('PUT', `${ADMIN_QUESTIONS_PATH}/${id}/answer`, { answer });
  return (await res.json()) as Question;
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionKeys.all }),
        queryClient.invalidateQueries({ queryKey: [PUBLIC_QUESTIONS_PATH] }),
      ]);
    },
  });
}
