import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const COMMUNITY_STORIES_PATH = '/api/community/stories';

/** Query keys of the public story list (the moderation screen of this feature invalidates it). */
export const communityStoryKeys = {
  all: [COMMUNITY_STORIES_PATH] as const,
};

const getCommunityStories = apiJson(() => import('#shared/contracts/community.ts').then((c) => c.storySchema.array()));

/** GET /api/community/stories: published stories, newest first. */
export function communityStoriesQueryOptions() {
  return queryOptions({ queryKey: communityStoryKeys.all, queryFn: ({ signal }) => getCommunityStories(COMMUNITY_STORIES_PATH, { signal }) });
}

export function useCommunityStories() {
  return useQuery(communityStoriesQueryOptions());
}
