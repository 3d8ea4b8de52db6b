import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticle } from '#shared/contracts/news.ts';

export const ADMIN_NEWS_PATH = '/api/admin/news';

export const adminNewsKeys = {
  all: [ADMIN_NEWS_PATH] as const,
};

/** GET /api/admin/news (admins): every article, drafts included, with its text. */
export function adminNewsQueryOptions() {
  return queryOptions<NewsArticle[]>({ queryKey: adminNewsKeys.all });
}

export function useAdminNews() {
  return useQuery(adminNewsQueryOptions());
}
