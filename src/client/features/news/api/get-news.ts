import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticleSummary } from '#shared/contracts/news.ts';

export const NEWS_PATH = '/api/news';

/** Query keys of the news feature: all → list. */
export const newsKeys = {
  all: [NEWS_PATH] as const,
  list: () => [NEWS_PATH] as const,
};

/**
 * GET /api/news: published articles, newest first. The default query function fetches the key's
 * path; the response is typed by the shared contract (not parsed again here, so pages that show
 * news need no validation library).
 */
export function newsListQueryOptions() {
  return queryOptions<NewsArticleSummary[]>({ queryKey: newsKeys.list() });
}

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
