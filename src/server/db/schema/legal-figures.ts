import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MedianIncomeRowData } from '#shared/law/data/types.ts';

/**
 * Median income tables an admin imported (the US Trustee Program's tables for the means test).
 * The committed tables in src/shared/law/data remain the seed; an imported table of the same
 * effective date wins. No personal data: who imported a table is in the audit log.
 */
export const medianIncomeTables = pgTable('median_income_tables', {
  id: serial('id').primaryKey(),
  /** YYYY-MM-DD: cases filed on or after this day use the table. */
  effectiveDate: text('effective_date').notNull().unique(),
  sourceUrl: text('source_url').notNull(),
  addPerPersonOver4: integer('add_per_person_over_4').notNull(),
  rows: jsonb('rows').$type<MedianIncomeRowData[]>().notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
