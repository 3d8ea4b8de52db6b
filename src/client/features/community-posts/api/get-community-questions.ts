import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const COMMUNITY_QUESTIONS_PATH = '/api/community/questions';

/** Query keys of the public Q&A list (the moderation screen of this feature invalidates it). */
export const communityQuestionKeys = {
  all: [COMMUNITY_QUESTIONS_PATH] as const,
};

const getCommunityQuestions = apiJson(() => import('#shared/contracts/community.ts').then((c) => c.questionSchema.array()));

/** GET /api/community/questions: published questions, with the admin's answer when there is one. */
export function communityQuestionsQueryOptions() {
  return queryOptions({ queryKey: communityQuestionKeys.all, queryFn: ({ signal }) => getCommunityQuestions(COMMUNITY_QUESTIONS_PATH, { signal }) });
}

export function useCommunityQuestions() {
  return useQuery(communityQuestionsQueryOptions());
}
