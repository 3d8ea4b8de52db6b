import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMute } from '#shared/contracts/chat.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { CHAT_MUTES_PATH, chatModerationKeys } from './keys.ts';

/** GET /api/admin/chat-mutes: members muted right now. */
export function chatMutesQueryOptions() {
  return queryOptions<ChatMute[]>({ queryKey: chatModerationKeys.mutes() });
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
export async function muteChatUser(input: MuteInput): Promise<{ userId: string; mutedUntil: string }> {
  const res = await apiRequest('POST', CHAT_MUTES_PATH, input);
  return (await res.json()) as { userId: string; mutedUntil: string };
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
