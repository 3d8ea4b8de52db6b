import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '#shared/contracts/community.ts';

export const COMMUNITY_STORIES_PATH = '/api/community/stories';

/** Query keys of the public story list (admin moderation invalidates the same path). */
export const communityStoryKeys = {
  all: [COMMUNITY_STORIES_PATH] as const,
};

/** GET /api/community/stories: published stories, newest first. */
export function communityStoriesQueryOptions() {
  return queryOptions<Story[]>({ queryKey: communityStoryKeys.all });
}

export function useCommunityStories() {
  return useQuery(communityStoriesQueryOptions());
}
