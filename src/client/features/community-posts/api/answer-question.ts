import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionSchema } from '#shared/contracts/community.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { ADMIN_QUESTIONS_PATH, adminQuestionKeys } from './get-admin-questions.ts';
import { communityQuestionKeys } from './get-community-questions.ts';

const putAnswer = apiJson(questionSchema);

/** PUT /api/admin/questions/{id}/answer: saves the team's answer; an empty answer removes it. */
export function answerQuestion({ id, answer }: { id: number; answer: string }) {
  return putAnswer(`${ADMIN_QUESTIONS_PATH}/${id}/answer`, { method: 'PUT', body: { answer } });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionKeys.all }),
        queryClient.invalidateQueries({ queryKey: communityQuestionKeys.all }),
      ]);
    },
  });
}
