import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const COUNSELING_CONVERSATIONS_PATH = '/api/chatbot/conversations';

export const counselingKeys = {
  all: [COUNSELING_CONVERSATIONS_PATH] as const,
  one: (id: string) => [COUNSELING_CONVERSATIONS_PATH, id] as const,
};

const getList = apiJson(() => import('#shared/contracts/counseling.ts').then((c) => c.counselingConversationSummarySchema.array()));
const getOne = apiJson(() => import('#shared/contracts/counseling.ts').then((c) => c.counselingConversationSchema));
const deleteOne = apiJson(() => import('zod').then(({ z }) => z.undefined()));

/** GET /api/chatbot/conversations: the signed-in person's earlier conversations, newest first. */
export const counselingConversationsQuery = () =>
  queryOptions({ queryKey: counselingKeys.all, queryFn: ({ signal }) => getList(COUNSELING_CONVERSATIONS_PATH, { signal }) });

export function useCounselingConversations() {
  return useQuery(counselingConversationsQuery());
}

/** GET /api/chatbot/conversations/:id, read when the person opens it. */
export function useCounselingConversation(id: string, enabled: boolean) {
  return useQuery({ queryKey: counselingKeys.one(id), queryFn: ({ signal }) => getOne(`${COUNSELING_CONVERSATIONS_PATH}/${id}`, { signal }), enabled });
}

/** DELETE /api/chatbot/conversations/:id (204). */
export function useDeleteCounselingConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOne(`${COUNSELING_CONVERSATIONS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counselingKeys.all }),
  });
}
