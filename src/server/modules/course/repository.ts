import { and, count, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { COURSES_OPENING_SCHEDULE_TOOL } from '#shared/billing/catalog.ts';
import { courseEnrollments, courseLessonProgress } from '../../db/schema/index.ts';

export interface LessonProgressRow {
  lessonId: string;
  position: string | null;
  answers: Record<string, string>;
  completedAt: Date | null;
  updatedAt: Date;
}

/** What a progress write changes; a field left out stays as it is. */
export interface LessonProgressPatch {
  position?: string;
  answers?: Record<string, string>;
  completedAt?: Date | null;
}

export function createCourseRepository(db: Database) {
  return {
    async isEnrolled(userId: string, courseType: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: courseEnrollments.userId })
        .from(courseEnrollments)
        .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseType, courseType)));
      return row !== undefined;
    },

    /** Enrolled in a course that opens the schedule completion tool (spec 6). */
    async opensScheduleTool(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: courseEnrollments.userId })
        .from(courseEnrollments)
        .where(and(eq(courseEnrollments.userId, userId), inArray(courseEnrollments.courseType, COURSES_OPENING_SCHEDULE_TOOL)))
        .limit(1);
      return row !== undefined;
    },

    async enrolledCourses(userId: string): Promise<string[]> {
      const rows = await db.select({ courseType: courseEnrollments.courseType }).from(courseEnrollments).where(eq(courseEnrollments.userId, userId));
      return rows.map((row) => row.courseType);
    },

    async progressOf(userId: string, courseType: string): Promise<LessonProgressRow[]> {
      return db
        .select({
          lessonId: courseLessonProgress.lessonId,
          position: courseLessonProgress.position,
          answers: courseLessonProgress.answers,
          completedAt: courseLessonProgress.completedAt,
          updatedAt: courseLessonProgress.updatedAt,
        })
        .from(courseLessonProgress)
        .where(and(eq(courseLessonProgress.userId, userId), eq(courseLessonProgress.courseType, courseType)));
    },

    async saveProgress(userId: string, courseType: string, lessonId: string, patch: LessonProgressPatch, now: Date): Promise<void> {
      const set = {
        ...(patch.position !== undefined ? { position: patch.position } : {}),
        ...(patch.answers !== undefined ? { answers: patch.answers } : {}),
        ...(patch.completedAt !== undefined ? { completedAt: patch.completedAt } : {}),
        updatedAt: now,
      };
      await db
        .insert(courseLessonProgress)
        .values({ userId, courseType, lessonId, createdAt: now, ...set })
        .onConflictDoUpdate({ target: [courseLessonProgress.userId, courseLessonProgress.courseType, courseLessonProgress.lessonId], set });
    },

    /** Enrollments, people who opened a lesson, and finishers per lesson and of all `lessonIds`: counts only, no one named. */
    async stats(courseType: string, lessonIds: readonly string[]) {
      const enrolled = and(
        eq(courseLessonProgress.courseType, courseType),
        inArray(
          courseLessonProgress.userId,
          db.select({ userId: courseEnrollments.userId }).from(courseEnrollments).where(eq(courseEnrollments.courseType, courseType)),
        ),
      );
      const [enrollments] = await db.select({ n: count() }).from(courseEnrollments).where(eq(courseEnrollments.courseType, courseType));
      const [started] = await db.select({ n: countDistinct(courseLessonProgress.userId) }).from(courseLessonProgress).where(enrolled);
      const perLesson = await db
        .select({ lessonId: courseLessonProgress.lessonId, n: count() })
        .from(courseLessonProgress)
        .where(and(enrolled, isNotNull(courseLessonProgress.completedAt)))
        .groupBy(courseLessonProgress.lessonId);
      const finishers =
        lessonIds.length === 0
          ? []
          : await db
              .select({ userId: courseLessonProgress.userId })
              .from(courseLessonProgress)
              .where(and(enrolled, isNotNull(courseLessonProgress.completedAt), inArray(courseLessonProgress.lessonId, [...lessonIds])))
              .groupBy(courseLessonProgress.userId)
              .having(sql`count(*) = ${lessonIds.length}`);
      return {
        enrollments: enrollments?.n ?? 0,
        started: started?.n ?? 0,
        completed: finishers.length,
        completedPerLesson: new Map(perLesson.map((row) => [row.lessonId, row.n])),
      };
    },
  };
}

export type CourseRepository = ReturnType<typeof createCourseRepository>;
