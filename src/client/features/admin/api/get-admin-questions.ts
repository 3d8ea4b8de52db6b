import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question } from '#shared/contracts/community.ts';

export const ADMIN_QUESTIONS_PATH = '/api/admin/questions';
/** The public Q&A list, refreshed after moderation (owned by the community-posts feature). */
export const PUBLIC_QUESTIONS_PATH = '/api/community/questions';

export const adminQuestionKeys = { all: [ADMIN_QUESTIONS_PATH] as const };

/** GET /api/admin/questions: every submitted question with its answer, for moderation. */
export function adminQuestionsQueryOptions() {
  return queryOptions<Question[]>({ queryKey: adminQuestionKeys.all });
}

export function useAdminQuestions() {
  return useQuery(adminQuestionsQueryOptions());
}
