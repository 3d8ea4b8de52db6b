import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Each named seed runs once per database, so content an admin later deletes stays deleted. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
