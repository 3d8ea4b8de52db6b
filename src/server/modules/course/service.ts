import { AppError } from '#shared/errors.ts';
import { COURSES } from '#shared/billing/catalog.ts';
import {
  NEXT_STEPS_STEP,
  QUESTIONS_STEP,
  type AdminCourseStats,
  type CourseOutline,
  type CourseProgress,
  type CourseTypeId,
  type LessonProgress,
  type LessonProgressResponse,
  type LessonQuestion,
  type LessonResponse,
  type LessonSummary,
  type MyCourses,
  type UpdateLessonProgress,
} from '#shared/contracts/course.ts';
import type { LessonLibrary } from './lesson-library.ts';
import type { CourseRepository, LessonProgressRow } from './repository.ts';

export const NOT_ENROLLED_MESSAGE = 'The lessons are for people enrolled in this course. Enroll on the course page to open them.';
const UNKNOWN_LESSON_MESSAGE = 'This course has no such lesson.';
const COURSE_TYPES = Object.keys(COURSES) as CourseTypeId[];

function isCourseType(value: string): value is CourseTypeId {
  return (COURSE_TYPES as string[]).includes(value);
}

function toLessonProgress(lessonId: string, row: LessonProgressRow | undefined): LessonProgress {
  return { lessonId, position: row?.position ?? null, answers: row?.answers ?? {}, completedAt: row?.completedAt?.toISOString() ?? null };
}

/**
 * The saved answers that still fit the lesson: a question's id changes when its words or choices
 * are edited (lesson-file.ts), so an answer kept for an old question, or naming a choice the
 * question no longer has, is dropped rather than scored against the new question.
 */
export function currentAnswers(saved: Readonly<Record<string, string>>, questions: readonly LessonQuestion[]): Record<string, string> {
  return Object.fromEntries(Object.entries(saved).filter(([questionId, choiceId]) => questions.find((q) => q.id === questionId)?.choices.some((c) => c.id === choiceId)));
}

/**
 * Where a person is in a course: lessons done, and the one to continue with (the lesson they last
 * worked in if unfinished, else the first one not yet done).
 */
export function summarizeProgress(courseType: CourseTypeId, outline: readonly LessonSummary[], rows: readonly LessonProgressRow[]): CourseProgress {
  const byLesson = new Map(rows.map((row) => [row.lessonId, row]));
  const isDone = (id: string) => Boolean(byLesson.get(id)?.completedAt);
  const lastWorkedIn = outline
    .filter((lesson) => byLesson.has(lesson.id))
    .sort((a, b) => byLesson.get(b.id)!.updatedAt.getTime() - byLesson.get(a.id)!.updatedAt.getTime())[0];
  const current = lastWorkedIn && !isDone(lastWorkedIn.id) ? lastWorkedIn : outline.find((lesson) => !isDone(lesson.id));
  const completedCount = outline.filter((lesson) => isDone(lesson.id)).length;
  const allDone = outline.length > 0 && completedCount === outline.length;
  const lastFinished = allDone ? Math.max(...outline.map((lesson) => byLesson.get(lesson.id)!.completedAt!.getTime())) : null;
  return {
    courseType,
    name: COURSES[courseType].name,
    lessonCount: outline.length,
    completedCount,
    currentLesson: current ? { id: current.id, number: current.number, title: current.title } : null,
    completedAt: lastFinished === null ? null : new Date(lastFinished).toISOString(),
    lessons: outline.map((lesson) => toLessonProgress(lesson.id, byLesson.get(lesson.id))),
  };
}

export function createCourseService(deps: { repository: CourseRepository; lessons: LessonLibrary; clock: () => Date }) {
  const { repository, lessons, clock } = deps;

  async function requireEnrolled(userId: string, courseType: CourseTypeId): Promise<void> {
    if (!(await repository.isEnrolled(userId, courseType))) throw new AppError('FORBIDDEN', NOT_ENROLLED_MESSAGE);
  }

  /** The person's progress rows, with answers to questions that have since changed dropped. */
  async function savedProgress(userId: string, courseType: CourseTypeId): Promise<LessonProgressRow[]> {
    const questions = await lessons.questions(courseType);
    return (await repository.progressOf(userId, courseType)).map((row) => ({ ...row, answers: currentAnswers(row.answers, questions.get(row.lessonId) ?? []) }));
  }

  async function progressOf(userId: string, courseType: CourseTypeId): Promise<CourseProgress> {
    return summarizeProgress(courseType, await lessons.outline(courseType), await savedProgress(userId, courseType));
  }

  return {
    async outline(courseType: CourseTypeId): Promise<CourseOutline> {
      const course = COURSES[courseType];
      return { courseType, name: course.name, priceCents: course.priceCents, listPriceCents: course.listPriceCents, lessons: await lessons.outline(courseType) };
    },

    async progress(userId: string, courseType: CourseTypeId): Promise<CourseProgress> {
      await requireEnrolled(userId, courseType);
      return progressOf(userId, courseType);
    },

    /** Every course the person is enrolled in, with their progress (the home page and /account). */
    async myCourses(userId: string): Promise<MyCourses> {
      const enrolled = (await repository.enrolledCourses(userId)).filter(isCourseType);
      return { courses: await Promise.all(enrolled.map((courseType) => progressOf(userId, courseType))) };
    },

    async lesson(userId: string, courseType: CourseTypeId, lessonId: string): Promise<LessonResponse> {
      await requireEnrolled(userId, courseType);
      const lesson = await lessons.lesson(courseType, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND', UNKNOWN_LESSON_MESSAGE);
      const course = await progressOf(userId, courseType);
      return { lesson, progress: course.lessons.find((p) => p.lessonId === lessonId)!, course };
    },

    async saveProgress(userId: string, courseType: CourseTypeId, lessonId: string, input: UpdateLessonProgress): Promise<LessonProgressResponse> {
      await requireEnrolled(userId, courseType);
      const lesson = await lessons.lesson(courseType, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND', UNKNOWN_LESSON_MESSAGE);

      if (input.position !== undefined) {
        const steps = [...lesson.sections.map((s) => s.id), QUESTIONS_STEP, NEXT_STEPS_STEP];
        if (!steps.includes(input.position)) throw new AppError('VALIDATION_FAILED', 'This lesson has no such step.', [{ path: 'position', message: 'This lesson has no such step.' }]);
      }
      if (input.answers !== undefined) {
        for (const [questionId, choiceId] of Object.entries(input.answers)) {
          const question = lesson.questions.find((q) => q.id === questionId);
          if (!question) throw new AppError('VALIDATION_FAILED', 'This lesson has no such question.', [{ path: `answers.${questionId}`, message: 'This lesson has no such question.' }]);
          if (!question.choices.some((c) => c.id === choiceId)) {
            throw new AppError('VALIDATION_FAILED', 'Choose one of the answers given.', [{ path: `answers.${questionId}`, message: 'Choose one of the answers given.' }]);
          }
        }
      }

      const stored = (await savedProgress(userId, courseType)).find((row) => row.lessonId === lessonId);
      // Answers kept for questions that have since changed are not counted towards finishing.
      const answers = input.answers ?? stored?.answers ?? {};
      let completedAt: Date | null | undefined;
      if (input.completed === true) {
        const unanswered = lesson.questions.filter((q) => !answers[q.id]);
        if (unanswered.length > 0) {
          throw new AppError(
            'VALIDATION_FAILED',
            'Answer every question before you finish the lesson.',
            unanswered.map((q) => ({ path: `answers.${q.id}`, message: 'Choose an answer.' })),
          );
        }
        // Finishing again keeps the first day it was finished.
        completedAt = stored?.completedAt ?? clock();
      } else if (input.completed === false) {
        completedAt = null;
      }

      await repository.saveProgress(userId, courseType, lessonId, { position: input.position, answers: input.answers, completedAt }, clock());
      const course = await progressOf(userId, courseType);
      return { progress: course.lessons.find((p) => p.lessonId === lessonId)!, course };
    },

    async adminStats(): Promise<AdminCourseStats> {
      return {
        courses: await Promise.all(
          COURSE_TYPES.map(async (courseType) => {
            const outline = await lessons.outline(courseType);
            const stats = await repository.stats(courseType, outline.map((l) => l.id));
            return {
              courseType,
              name: COURSES[courseType].name,
              enrollments: stats.enrollments,
              started: stats.started,
              completed: stats.completed,
              lessons: outline.map((l) => ({ id: l.id, number: l.number, title: l.title, completed: stats.completedPerLesson.get(l.id) ?? 0 })),
            };
          }),
        ),
      };
    },
  };
}

export type CourseService = ReturnType<typeof createCourseService>;
