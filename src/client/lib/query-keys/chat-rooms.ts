/**
 * The key of the members' room list: read by the chat feature, refreshed by the chat-moderation
 * feature when an admin changes rooms. Features do not import each other, so the key lives here,
 * once.
 */
export const CHAT_ROOMS_PATH = '/api/chat-rooms';

export const chatRoomKeys = {
  all: [CHAT_ROOMS_PATH] as const,
};
