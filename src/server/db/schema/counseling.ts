import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * A signed-in person's conversations with the counseling assistant: one per page visit (the
 * page's session id), the messages as shown, the guided interview's place and answers, and the
 * last analysis. The person lists and deletes them; account deletion erases them.
 */
export const counselingConversations = pgTable(
  'counseling_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    /** Messages as the page shows them (role, content, type, timestamp, analysis). */
    messages: jsonb('messages').$type<unknown[]>().notNull().default([]),
    /** The guided interview's step and the facts gathered so far. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    analysis: jsonb('analysis').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('counseling_conversations_user_session_idx').on(t.userId, t.sessionId), index('counseling_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);
