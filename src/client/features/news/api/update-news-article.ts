import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsArticle, NewsArticleInput } from '#shared/contracts/news.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_NEWS_PATH, adminNewsKeys } from './get-admin-news.ts';
import { newsKeys } from './get-news.ts';

/** PUT /api/admin/news/{id} (admins): replaces an article's texts and published state. */
export async function updateNewsArticle({ id, input }: { id: number; input: Required<NewsArticleInput> }): Promise<NewsArticle> {
  const res = await apiRequest('PUT', `${ADMIN_NEWS_PATH}/${id}`, input);
  return (await res.json()) as NewsArticle;
}

export function useUpdateNewsArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsArticle,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: newsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminNewsKeys.all }),
      ]);
    },
  });
}
