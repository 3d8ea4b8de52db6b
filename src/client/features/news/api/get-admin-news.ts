import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsArticleSchema } from '#shared/contracts/news.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ADMIN_NEWS_PATH = '/api/admin/news';

export const adminNewsKeys = {
  all: [ADMIN_NEWS_PATH] as const,
};

const getAdminNews = apiJson(newsArticleSchema.array());

/** GET /api/admin/news (admins): every article, drafts included, with its text. */
export function adminNewsQueryOptions() {
  return queryOptions({ queryKey: adminNewsKeys.all, queryFn: ({ signal }) => getAdminNews(ADMIN_NEWS_PATH, { signal }) });
}

export function useAdminNews() {
  return useQuery(adminNewsQueryOptions());
}
