import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const chatRooms = pgTable('chat_rooms', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  isArchived: boolean('is_archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
