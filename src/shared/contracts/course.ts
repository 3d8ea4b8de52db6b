import { z } from 'zod';
import { text } from './fields.ts';
import { figureSourceNoteSchema } from './figure-sources.ts';

/**
 * The online course (issue 24): its outline (public), its lessons and each enrolled person's
 * progress (enrolled people only), and the admin's enrollment and completion counts.
 */

/** The courses the catalog sells (`COURSES` in src/shared/billing/catalog.ts). */
export const courseTypeSchema = z.enum(['chapter7'], { errorMap: () => ({ message: 'Unknown course' }) });
export type CourseTypeId = z.infer<typeof courseTypeSchema>;

/** A lesson's id: its content file's name without the number and `.md` (`means-test`). */
export const lessonIdSchema = text().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown lesson').max(80, 'Unknown lesson');

/** The steps of a lesson that are not one of its sections. */
export const QUESTIONS_STEP = 'questions';
export const NEXT_STEPS_STEP = 'next-steps';

/** Tools a lesson may show inside a section (`[[means-test-calculator]]` in its content file). */
export const LESSON_TOOLS = ['means-test-calculator'] as const;
export type LessonTool = (typeof LESSON_TOOLS)[number];

export const courseParamsSchema = z.object({ courseType: courseTypeSchema });
export const lessonParamsSchema = z.object({ courseType: courseTypeSchema, lessonId: lessonIdSchema });

/** One lesson in the outline. */
export const lessonSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** GET /api/courses/:courseType/outline (public): what the course teaches, lesson by lesson. */
export const courseOutlineSchema = z.object({
  courseType: courseTypeSchema,
  name: z.string(),
  priceCents: z.number().int(),
  listPriceCents: z.number().int(),
  lessons: z.array(lessonSummarySchema),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

/** Where a person is in one lesson. */
export const lessonProgressSchema = z.object({
  lessonId: z.string(),
  /** The step last shown: a section id, `questions` or `next-steps`; null before the lesson was opened. */
  position: z.string().nullable(),
  /** Question id → the choice the person picked. */
  answers: z.record(z.string()),
  completedAt: z.string().nullable(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

/** A person's progress through a whole course. */
export const courseProgressSchema = z.object({
  courseType: courseTypeSchema,
  name: z.string(),
  lessonCount: z.number().int(),
  completedCount: z.number().int(),
  /** The lesson to continue with ("Lesson 3 of 8"); null once every lesson is done. */
  currentLesson: z.object({ id: z.string(), number: z.number().int(), title: z.string() }).nullable(),
  /** When the last lesson was finished; null until every lesson is. */
  completedAt: z.string().nullable(),
  lessons: z.array(lessonProgressSchema),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** GET /api/course-progress (signed in): the courses the person is enrolled in, each with their progress; empty when none. */
export const myCoursesSchema = z.object({ courses: z.array(courseProgressSchema) });
export type MyCourses = z.infer<typeof myCoursesSchema>;

export const lessonQuestionSchema = z.object({
  id: z.string(),
  /** The question as inline HTML. */
  prompt: z.string(),
  choices: z.array(z.object({ id: z.string(), html: z.string() })),
  correctChoiceId: z.string(),
  /** Why the right answer is right, as HTML. */
  explanation: z.string(),
});
export type LessonQuestion = z.infer<typeof lessonQuestionSchema>;

/** One lesson, rendered from its content file with the legal figures in force today. */
export const lessonContentSchema = lessonSummarySchema.extend({
  /** HTML before the first section. */
  intro: z.string(),
  sections: z.array(z.object({ id: z.string(), heading: z.string(), html: z.string(), tool: z.enum(LESSON_TOOLS).nullable() })),
  questions: z.array(lessonQuestionSchema),
  /** The checklist of what to do next, each item as inline HTML with links into the site. */
  nextSteps: z.array(z.string()),
  figureSources: z.array(figureSourceNoteSchema),
  previousLesson: z.object({ id: z.string(), title: z.string() }).nullable(),
  nextLesson: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type LessonContent = z.infer<typeof lessonContentSchema>;

/** GET /api/courses/:courseType/lessons/:lessonId (enrolled people). */
export const lessonResponseSchema = z.object({ lesson: lessonContentSchema, progress: lessonProgressSchema, course: courseProgressSchema });
export type LessonResponse = z.infer<typeof lessonResponseSchema>;

/** PUT /api/courses/:courseType/lessons/:lessonId/progress (enrolled people): what changed; the rest stays. */
export const updateLessonProgressSchema = z
  .object({
    position: text().max(100, 'Unknown step').optional(),
    /** Question id → choice id; replaces the answers given before. */
    answers: z.record(text().max(20, 'Unknown question'), text().max(20, 'Unknown choice')).optional(),
    /** true finishes the lesson (every question needs an answer); false opens it again. */
    completed: z.boolean({ invalid_type_error: 'completed must be true or false' }).optional(),
  })
  .strict();
export type UpdateLessonProgress = z.infer<typeof updateLessonProgressSchema>;

export const lessonProgressResponseSchema = z.object({ progress: lessonProgressSchema, course: courseProgressSchema });
export type LessonProgressResponse = z.infer<typeof lessonProgressResponseSchema>;

/** GET /api/admin/courses: enrollments and completions per course and lesson. */
export const adminCourseStatsSchema = z.object({
  courses: z.array(
    z.object({
      courseType: courseTypeSchema,
      name: z.string(),
      enrollments: z.number().int(),
      /** Enrolled people who opened at least one lesson. */
      started: z.number().int(),
      /** Enrolled people who finished every lesson. */
      completed: z.number().int(),
      lessons: z.array(z.object({ id: z.string(), number: z.number().int(), title: z.string(), completed: z.number().int() })),
    }),
  ),
});
export type AdminCourseStats = z.infer<typeof adminCourseStatsSchema>;
