import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsArticleSchema, type NewsArticleInput } from '#shared/contracts/news.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { adminNewsKeys } from './get-admin-news.ts';
import { NEWS_PATH, newsKeys } from './get-news.ts';

const postNewsArticle = apiJson(newsArticleSchema);

/** POST /api/news (admins): creates an article, published or as a draft. */
export function createNewsArticle(input: Required<NewsArticleInput>) {
  return postNewsArticle(NEWS_PATH, { method: 'POST', body: input });
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
