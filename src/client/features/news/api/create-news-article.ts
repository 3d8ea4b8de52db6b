import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsArticle, NewsArticleInput } from '#shared/contracts/news.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { adminNewsKeys } from './get-admin-news.ts';
import { newsKeys } from './get-news.ts';

/** POST /api/news (admins): creates an article, published or as a draft. */
export async function createNewsArticle(input: Required<NewsArticleInput>): Promise<NewsArticle> {
  const res = await apiRequest('POST', '/api/news', input);
  return (await res.json()) as NewsArticle;
}

export function useCreateNewsArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsArticle,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: newsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminNewsKeys.all }),
      ]);
    },
  });
}
