import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatRoom } from '#shared/contracts/chat.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_CHAT_ROOMS_PATH, MEMBER_CHAT_ROOMS_PATH, chatModerationKeys } from './keys.ts';

export type ChatRoomInput = Pick<ChatRoom, 'name' | 'type' | 'description' | 'isArchived'>;

/** GET /api/admin/chat-rooms: every room, archived ones included. */
export function adminChatRoomsQueryOptions() {
  return queryOptions<ChatRoom[]>({ queryKey: chatModerationKeys.rooms() });
}

export function useAdminChatRooms() {
  return useQuery(adminChatRoomsQueryOptions());
}

/** POST /api/admin/chat-rooms, or PUT /api/admin/chat-rooms/{id} when `id` is given. */
export async function saveChatRoom({ id, ...input }: ChatRoomInput & { id?: number }): Promise<ChatRoom> {
  const res = id === undefined ? await apiRequest('POST', ADMIN_CHAT_ROOMS_PATH, input) : await apiRequest('PUT', `${ADMIN_CHAT_ROOMS_PATH}/${id}`, input);
  return (await res.json()) as ChatRoom;
}

export function useSaveChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatRoom,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatModerationKeys.rooms() }),
        queryClient.invalidateQueries({ queryKey: [MEMBER_CHAT_ROOMS_PATH] }),
      ]);
    },
  });
}
