import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatRoom } from '#shared/contracts/chat.ts';

export const CHAT_ROOMS_PATH = '/api/chat-rooms';

/** GET /api/chat-rooms: the open rooms (spec 7: only asked for when signed in). */
export function chatRoomsQueryOptions() {
  return queryOptions<ChatRoom[]>({ queryKey: [CHAT_ROOMS_PATH] });
}

export function useChatRooms(isSignedIn: boolean) {
  return useQuery({ ...chatRoomsQueryOptions(), enabled: isSignedIn });
}
