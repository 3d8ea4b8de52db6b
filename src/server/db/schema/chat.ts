import { bigint, bigserial, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './identity.ts';

export const chatRooms = pgTable('chat_rooms', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  /** Shown pinned above the messages: the room's welcome and its guidelines (seeded; null: none). */
  pinnedNotice: text('pinned_notice'),
  isArchived: boolean('is_archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ids only ever grow, so a client that knows its last id can ask for exactly what it missed. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_room_id_idx').on(t.roomId, t.id)],
);

export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('chat_reports_open_idx').on(t.resolvedAt)],
);

export const chatMutes = pgTable('chat_mutes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedUntil: timestamp('muted_until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Live chat streams open now, on every instance, so the per-person cap holds across instances.
 * Each instance refreshes `seen_at` of its own streams while it checks their sessions; a row not
 * refreshed for a while belongs to an instance that stopped and no longer counts. A stream's row
 * goes with its session (sign-out, password change, disabled or deleted account).
 */
export const chatStreams = pgTable(
  'chat_streams',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_streams_user_idx').on(t.userId)],
);
