import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatRoomSchema, type ChatRoom } from '#shared/contracts/chat.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { chatRoomKeys } from '#client/lib/query-keys/chat-rooms.ts';
import { ADMIN_CHAT_ROOMS_PATH, chatModerationKeys } from './keys.ts';

export type ChatRoomInput = Pick<ChatRoom, 'name' | 'type' | 'description' | 'isArchived'>;

const getAdminChatRooms = apiJson(chatRoomSchema.array());
const sendChatRoom = apiJson(chatRoomSchema);

/** GET /api/admin/chat-rooms: every room, archived ones included. */
export function adminChatRoomsQueryOptions() {
  return queryOptions({ queryKey: chatModerationKeys.rooms(), queryFn: ({ signal }) => getAdminChatRooms(ADMIN_CHAT_ROOMS_PATH, { signal }) });
}

export function useAdminChatRooms() {
  return useQuery(adminChatRoomsQueryOptions());
}

/** POST /api/admin/chat-rooms, or PUT /api/admin/chat-rooms/{id} when `id` is given. */
export function saveChatRoom({ id, ...input }: ChatRoomInput & { id?: number }) {
  return id === undefined
    ? sendChatRoom(ADMIN_CHAT_ROOMS_PATH, { method: 'POST', body: input })
    : sendChatRoom(`${ADMIN_CHAT_ROOMS_PATH}/${id}`, { method: 'PUT', body: input });
}

export function useSaveChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatRoom,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatModerationKeys.rooms() }),
        queryClient.invalidateQueries({ queryKey: chatRoomKeys.all }),
      ]);
    },
  });
}
