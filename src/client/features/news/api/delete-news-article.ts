import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_NEWS_PATH, adminNewsKeys } from './get-admin-news.ts';
import { newsKeys } from './get-news.ts';

/** DELETE /api/admin/news/{id} (admins). */
export async function deleteNewsArticle(id: number): Promise<void> {
  await apiRequest('DELETE', `${ADMIN_NEWS_PATH}/${id}`);
}

export function useDeleteNewsArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsArticle,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: newsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminNewsKeys.all }),
      ]);
    },
  });
}
