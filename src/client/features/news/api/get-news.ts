import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const NEWS_PATH = '/api/news';

/** Query keys of the news feature: all → list, detail(id). */
export const newsKeys = {
  all: [NEWS_PATH] as const,
  list: () => [...newsKeys.all, 'list'] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
};

// A loader: pages that show news do not download the validation library before they work.
const getNewsList = apiJson(() => import('#shared/contracts/news.ts').then((c) => c.newsArticleSummarySchema.array()));

/** GET /api/news: published articles, newest first. */
export function newsListQueryOptions() {
  return queryOptions({ queryKey: newsKeys.list(), queryFn: ({ signal }) => getNewsList(NEWS_PATH, { signal }) });
}

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
