import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const OWN_POSTS_PATH = '/api/community/my-posts';

/** The signed-in person's own stories and questions. */
export const ownPostsKeys = {
  all: [OWN_POSTS_PATH] as const,
};

const getOwnPosts = apiJson(() => import('#shared/contracts/community.ts').then((c) => c.ownPostsSchema));

/** GET /api/community/my-posts: only the signed-in person's posts, in review or published, with answers. */
export function ownPostsQueryOptions() {
  return queryOptions({ queryKey: ownPostsKeys.all, queryFn: ({ signal }) => getOwnPosts(OWN_POSTS_PATH, { signal }) });
}

export function useOwnPosts({ enabled }: { enabled: boolean }) {
  return useQuery({ ...ownPostsQueryOptions(), enabled });
}
