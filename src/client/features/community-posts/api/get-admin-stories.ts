import { queryOptions, useQuery } from '@tanstack/react-query';
import { storySchema } from '#shared/contracts/community.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ADMIN_STORIES_PATH = '/api/admin/stories';

export const adminStoryKeys = { all: [ADMIN_STORIES_PATH] as const };

const getAdminStories = apiJson(storySchema.array());

/** GET /api/admin/stories: every submitted story, for moderation. */
export function adminStoriesQueryOptions() {
  return queryOptions({ queryKey: adminStoryKeys.all, queryFn: ({ signal }) => getAdminStories(ADMIN_STORIES_PATH, { signal }) });
}

export function useAdminStories() {
  return useQuery(adminStoriesQueryOptions());
}
