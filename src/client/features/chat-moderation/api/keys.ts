export const CHAT_REPORTS_PATH = '/api/admin/chat-reports';
export const CHAT_MUTES_PATH = '/api/admin/chat-mutes';
export const ADMIN_CHAT_ROOMS_PATH = '/api/admin/chat-rooms';

/** Query keys of chat moderation: one list each, all under `all`. */
export const chatModerationKeys = {
  all: ['chat-moderation'] as const,
  reports: () => [...chatModerationKeys.all, 'reports'] as const,
  mutes: () => [...chatModerationKeys.all, 'mutes'] as const,
  rooms: () => [...chatModerationKeys.all, 'rooms'] as const,
};
