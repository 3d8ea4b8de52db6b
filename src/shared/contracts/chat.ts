import { z } from 'zod';
import { idFromText, MAX_INT4, multilineText, text, withoutSocialSecurityNumber } from './fields.ts';
import { formatCount } from '../format/money.ts';

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_SIZE = 50;
/** Styled room types (spec 2.13); any other type is shown neutrally. */
export const chatRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  /** The room's pinned welcome and guidelines, shown above its messages. */
  pinnedNotice: z.string().nullable(),
  isArchived: z.boolean(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  userId: z.string().nullable(),
  /** The sender's public name (first name and last initial unless they chose another). */
  displayName: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const SSN_WARNING = 'For your safety, do not share a Social Security number in chat. Your message was not sent.';

export const sendChatMessageSchema = z.object({
  roomId: z.coerce.number({ invalid_type_error: 'Choose a chat room' }).int().positive('Choose a chat room').max(MAX_INT4, 'Choose a chat room'),
  // The same check as contact messages, stories and questions; the composer runs it too, so the text stays on the device.
  message: withoutSocialSecurityNumber(
    multilineText({ required_error: 'Type a message' })
      .trim()
      .min(1, 'Type a message')
      .max(CHAT_MESSAGE_MAX_LENGTH, `Messages can be at most ${formatCount(CHAT_MESSAGE_MAX_LENGTH)} characters`),
    SSN_WARNING,
  ),
});
export type SendChatMessage = z.input<typeof sendChatMessageSchema>;

/** Query of GET /api/chat-messages: newest page, an older page (`before`), or what came after an id. */
export const chatMessagesQuerySchema = z.object({
  roomId: idFromText().optional(),
  before: idFromText().optional(),
  after: z.coerce.number().int().nonnegative().max(MAX_INT4).optional(),
});

/** Path of GET /api/chat-messages/{roomId}. */
export const chatRoomParamsSchema = z.object({ roomId: idFromText() });

/** Query of GET /api/chat-events: the room to follow, and the last message id the page already shows. */
export const chatLiveQuerySchema = z.object({ roomId: idFromText(), after: z.coerce.number().int().nonnegative().max(MAX_INT4).optional() });

export const reportChatMessageSchema = z.object({
  reason: multilineText().trim().min(1, 'Tell us what is wrong with this message').max(500, 'Keep the reason under 500 characters'),
});

export const chatReportSchema = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  message: z.string(),
  isHidden: z.boolean(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  reporterName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ChatReport = z.infer<typeof chatReportSchema>;

export const chatMuteInputSchema = z.object({
  userId: text().trim().min(1, 'Enter the member’s user id').uuid('Unknown user'),
  minutes: z.number().int().min(1).max(60 * 24 * 30),
  reason: multilineText().trim().max(500).default(''),
});

export const chatMuteSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  mutedUntil: z.string(),
  reason: z.string(),
});
export type ChatMute = z.infer<typeof chatMuteSchema>;

/** Response of POST /api/admin/chat-mutes: who is muted and until when. */
export const chatMuteResultSchema = chatMuteSchema.pick({ userId: true, mutedUntil: true });
export type ChatMuteResult = z.infer<typeof chatMuteResultSchema>;

const ROOM_TYPE_MESSAGE = 'Use lower-case letters, digits and dashes for the type';

export const chatRoomInputSchema = z.object({
  name: text().trim().min(1, 'Enter a room name').max(80, 'Room names can be at most 80 characters'),
  type: text().trim().min(1, ROOM_TYPE_MESSAGE).max(40).regex(/^[a-z0-9-]+$/, ROOM_TYPE_MESSAGE),
  description: multilineText().trim().max(300, 'Descriptions can be at most 300 characters').default(''),
  isArchived: z.boolean().default(false),
});

export const setHiddenSchema = z.object({ isHidden: z.boolean() });

/** Events on the live channel (Server-Sent Events). */
export type ChatLiveEvent = { type: 'message'; message: ChatMessage } | { type: 'hidden'; roomId: number; messageId: number };
