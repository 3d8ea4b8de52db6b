import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const CHAT_MESSAGES_PATH = '/api/chat-messages';

/** Query keys of the chat messages: the spec's `['/api/chat-messages', roomId]` per room. */
export const chatMessageKeys = {
  all: [CHAT_MESSAGES_PATH] as const,
  room: (roomId: number) => [CHAT_MESSAGES_PATH, roomId] as const,
};

/** GET /api/chat-messages/{roomId}: the newest page, or the page `before` an id, or everything `after` one. */
export async function fetchChatMessages(
  roomId: number,
  cursor: { before?: number; after?: number } = {},
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  const params = new URLSearchParams();
  if (cursor.before !== undefined) params.set('before', String(cursor.before));
  if (cursor.after !== undefined) params.set('after', String(cursor.after));
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const res = await apiRequest('GET', `${CHAT_MESSAGES_PATH}/${roomId}${query}`, undefined, { signal });
  return (await res.json()) as ChatMessage[];
}

/**
 * A room's messages, oldest first. The first page comes from the default query function (the
 * key's path); after that the live feed, older pages and our own sends write into this cache
 * entry (`setQueryData`), so it is never refetched as a whole while the room is open.
 */
export function chatMessagesQueryOptions(roomId: number) {
  // Forgotten as soon as the room is closed: a later visit starts from a fresh page, which also
  // drops messages hidden meanwhile.
  return queryOptions<ChatMessage[]>({ queryKey: chatMessageKeys.room(roomId), gcTime: 0 });
}

export function useChatMessages(roomId: number) {
  return useQuery(chatMessagesQueryOptions(roomId));
}
