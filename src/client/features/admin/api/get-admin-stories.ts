import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '#shared/contracts/community.ts';

export const ADMIN_STORIES_PATH = '/api/admin/stories';
/** The public list, refreshed after moderation (owned by the community-posts feature). */
export const PUBLIC_STORIES_PATH = '/api/community/stories';

export const adminStoryKeys = { all: [ADMIN_STORIES_PATH] as const };

/** GET /api/admin/stories: every submitted story, for moderation. */
export function adminStoriesQueryOptions() {
  return queryOptions<Story[]>({ queryKey: adminStoryKeys.all });
}

export function useAdminStories() {
  return useQuery(adminStoriesQueryOptions());
}
