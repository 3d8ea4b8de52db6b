export const CHAT_REPORTS_PATH = '/api/admin/chat-reports';
export const CHAT_MUTES_PATH = '/api/admin/chat-mutes';
export const ADMIN_CHAT_ROOMS_PATH = '/api/admin/chat-rooms';
/** The members' room list (chat feature); refreshed when an admin changes rooms. */
export const MEMBER_CHAT_ROOMS_PATH = '/api/chat-rooms';

/** Query keys of chat moderation: one list each. */
export const chatModerationKeys = {
  reports: () => [CHAT_REPORTS_PATH] as const,
  mutes: () => [CHAT_MUTES_PATH] as const,
  rooms: () => [ADMIN_CHAT_ROOMS_PATH] as const,
};
