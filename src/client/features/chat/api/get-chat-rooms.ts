import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';
import { CHAT_ROOMS_PATH, chatRoomKeys } from '#client/lib/query-keys/chat-rooms.ts';

const getChatRooms = apiJson(() => import('#shared/contracts/chat.ts').then((c) => c.chatRoomSchema.array()));

/** GET /api/chat-rooms: the open rooms (spec 7: only asked for when signed in). */
export function chatRoomsQueryOptions() {
  return queryOptions({ queryKey: chatRoomKeys.all, queryFn: ({ signal }) => getChatRooms(CHAT_ROOMS_PATH, { signal }) });
}

export function useChatRooms(isSignedIn: boolean) {
  return useQuery({ ...chatRoomsQueryOptions(), enabled: isSignedIn });
}
