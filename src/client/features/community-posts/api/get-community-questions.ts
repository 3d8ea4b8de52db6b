import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question } from '#shared/contracts/community.ts';

export const COMMUNITY_QUESTIONS_PATH = '/api/community/questions';

/** Query keys of the public Q&A list (admin moderation invalidates the same path). */
export const communityQuestionKeys = {
  all: [COMMUNITY_QUESTIONS_PATH] as const,
};

/** GET /api/community/questions: published questions, with the admin's answer when there is one. */
export function communityQuestionsQueryOptions() {
  return queryOptions<Question[]>({ queryKey: communityQuestionKeys.all });
}

export function useCommunityQuestions() {
  return useQuery(communityQuestionsQueryOptions());
}
