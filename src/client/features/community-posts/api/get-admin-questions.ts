import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionSchema } from '#shared/contracts/community.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ADMIN_QUESTIONS_PATH = '/api/admin/questions';

export const adminQuestionKeys = { all: [ADMIN_QUESTIONS_PATH] as const };

const getAdminQuestions = apiJson(questionSchema.array());

/** GET /api/admin/questions: every submitted question with its answer, for moderation. */
export function adminQuestionsQueryOptions() {
  return queryOptions({ queryKey: adminQuestionKeys.all, queryFn: ({ signal }) => getAdminQuestions(ADMIN_QUESTIONS_PATH, { signal }) });
}

export function useAdminQuestions() {
  return useQuery(adminQuestionsQueryOptions());
}
