import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';
import { NEWS_PATH, newsKeys } from './get-news.ts';

const getNewsArticle = apiJson(() => import('#shared/contracts/news.ts').then((c) => c.newsArticleSchema));

/** GET /api/news/{id}: one published article (404 when unknown or not published). */
export function newsArticleQueryOptions(id: number) {
  return queryOptions({ queryKey: newsKeys.detail(id), queryFn: ({ signal }) => getNewsArticle(`${NEWS_PATH}/${id}`, { signal }) });
}

export function useNewsArticle(id: number) {
  return useQuery(newsArticleQueryOptions(id));
}
