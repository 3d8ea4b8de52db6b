import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const CHAT_MESSAGES_PATH = '/api/chat-messages';

/** Query keys of the chat messages: the spec's `['/api/chat-messages', roomId]` per room. */
export const chatMessageKeys = {
  all: [CHAT_MESSAGES_PATH] as const,
  room: (roomId: number) => [CHAT_MESSAGES_PATH, roomId] as const,
};

const getChatMessages = apiJson(() => import('#shared/contracts/chat.ts').then((c) => c.chatMessageSchema.array()));

/** GET /api/chat-messages/{roomId}: the newest page, or the page `before` an id, or everything `after` one. */
export function fetchChatMessages(roomId: number, cursor: { before?: number; after?: number } = {}, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (cursor.before !== undefined) params.set('before', String(cursor.before));
  if (cursor.after !== undefined) params.set('after', String(cursor.after));
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return getChatMessages(`${CHAT_MESSAGES_PATH}/${roomId}${query}`, { signal });
}

/**
 * A room's messages, oldest first: the newest page first; after that the live feed, older pages
 * and our own sends write into this cache entry (`setQueryData`), so it is never refetched as a
 * whole while the room is open.
 */
export function chatMessagesQueryOptions(roomId: number) {
  return queryOptions({
    queryKey: chatMessageKeys.room(roomId),
    queryFn: ({ signal }) => fetchChatMessages(roomId, {}, signal),
    // Forgotten as soon as the room is closed: a later visit starts from a fresh page, which also
    // drops messages hidden meanwhile.
    gcTime: 0,
  });
}

export function useChatMessages(roomId: number) {
  return useQuery(chatMessagesQueryOptions(roomId));
}
