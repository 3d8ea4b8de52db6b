import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsArticleSchema, type NewsArticleInput } from '#shared/contracts/news.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { ADMIN_NEWS_PATH, adminNewsKeys } from './get-admin-news.ts';
import { newsKeys } from './get-news.ts';

const putNewsArticle = apiJson(newsArticleSchema);

/** PUT /api/admin/news/{id} (admins): replaces an article's texts and published state. */
export function updateNewsArticle({ id, input }: { id: number; input: Required<NewsArticleInput> }) {
  return putNewsArticle(`${ADMIN_NEWS_PATH}/${id}`, { method: 'PUT', body: input });
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
