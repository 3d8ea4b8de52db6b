import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * A person's risk assessments: the questionnaire's answers as they go (a draft of the household
 * model, saved on every step), then the engine's result once completed. The id is a random UUID:
 * people see its last 8 characters in their history.
 */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The household draft (every section optional), as validated by the shared draft schema. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** The questionnaire step the person last saved, to bring them back there. */
    currentStep: text('current_step'),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The filing date the engine assumed (YYYY-MM-DD). */
    filingDate: text('filing_date'),
    /** The engine's whole answer (reasons, means-test figures) as of completion. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    riskScore: integer('risk_score'),
    recommendation: text('recommendation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('risk_assessments_user_created_idx').on(t.userId, t.createdAt)],
);
