import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** The four document packages of spec section 3; what each prepares is data, not code. */
export const documentTemplates = pgTable('document_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  officialForms: jsonb('official_forms').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
