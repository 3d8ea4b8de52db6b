import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionSchema, type ModerationStatus } from '#shared/contracts/community.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { ADMIN_QUESTIONS_PATH, adminQuestionKeys } from './get-admin-questions.ts';
import { communityQuestionKeys } from './get-community-questions.ts';

const putQuestionStatus = apiJson(questionSchema);

/** PUT /api/admin/questions/{id}/status: Approve & Publish (both true) or Reject (both false). */
export function setQuestionStatus({ id, status }: { id: number; status: ModerationStatus }) {
  return putQuestionStatus(`${ADMIN_QUESTIONS_PATH}/${id}/status`, { method: 'PUT', body: status });
}

export function useSetQuestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuestionStatus,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionKeys.all }),
        queryClient.invalidateQueries({ queryKey: communityQuestionKeys.all }),
      ]);
    },
  });
}
