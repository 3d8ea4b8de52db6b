import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticle } from '#shared/contracts/news.ts';
import { newsKeys } from './get-news.ts';

/** Key of one published article; under `newsKeys.all`, so invalidating the news list refreshes it too. */
export const newsArticleKey = (id: number) => [...newsKeys.all, id] as const;

/** GET /api/news/{id}: one published article (404 when unknown or not published). */
export function newsArticleQueryOptions(id: number) {
  return queryOptions<NewsArticle>({ queryKey: newsArticleKey(id) });
}

export function useNewsArticle(id: number) {
  return useQuery(newsArticleQueryOptions(id));
}
