import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatMuteResultSchema, chatMuteSchema } from '#shared/contracts/chat.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { CHAT_MUTES_PATH, chatModerationKeys } from './keys.ts';

const getChatMutes = apiJson(chatMuteSchema.array());
const postChatMute = apiJson(chatMuteResultSchema);

/** GET /api/admin/chat-mutes: members muted right now. */
export function chatMutesQueryOptions() {
  return queryOptions({ queryKey: chatModerationKeys.mutes(), queryFn: ({ signal }) => getChatMutes(CHAT_MUTES_PATH, { signal }) });
}

export function useChatMutes() {
  return useQuery(chatMutesQueryOptions());
}

export interface MuteInput {
  userId: string;
  minutes: number;
  reason: string;
}

/** POST /api/admin/chat-mutes: no chat messages from this member for `minutes`. */
export function muteChatUser(input: MuteInput) {
  return postChatMute(CHAT_MUTES_PATH, { method: 'POST', body: input });
}

/** DELETE /api/admin/chat-mutes/{userId}: lets the member send messages again. */
export async function unmuteChatUser(userId: string): Promise<void> {
  await apiRequest('DELETE', `${CHAT_MUTES_PATH}/${encodeURIComponent(userId)}`);
}

export function useMuteChatUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: muteChatUser, onSettled: () => queryClient.invalidateQueries({ queryKey: chatModerationKeys.mutes() }) });
}

export function useUnmuteChatUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unmuteChatUser, onSettled: () => queryClient.invalidateQueries({ queryKey: chatModerationKeys.mutes() }) });
}
