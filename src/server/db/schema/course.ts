import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Where an enrolled person is in one lesson of a course: the step they were on, their answers to
 * its questions (question id → choice id) and when they finished it. One row per lesson opened.
 */
export const courseLessonProgress = pgTable(
  'course_lesson_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseType: text('course_type').notNull(),
    lessonId: text('lesson_id').notNull(),
    /** The step of the lesson last shown (a section id, `questions` or `next-steps`). */
    position: text('position'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseType, t.lessonId] }), index('course_lesson_progress_course_idx').on(t.courseType, t.lessonId)],
);
