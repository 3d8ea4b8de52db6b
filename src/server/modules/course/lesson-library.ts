import fs from 'node:fs';
import path from 'node:path';
import type { ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import { COURSES } from '#shared/billing/catalog.ts';
import type { CourseTypeId, LessonContent, LessonQuestion, LessonSummary } from '#shared/contracts/course.ts';
import type { PublicSiteConfig } from '#shared/site-config.ts';
import { lessonFileName, renderLessonFile, type LessonSource, type RenderedLesson } from './lesson-file.ts';

/** Where the lesson files are: content/en/course/<course type>/ (see the README there). */
export const COURSE_CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../content/en/course');

/** The lesson files of one course, in the order of their numbers. */
export function readLessonSources(dir: string): LessonSource[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const lessons: LessonSource[] = [];
  for (const fileName of files) {
    const name = lessonFileName(fileName);
    if (!name) continue;
    lessons.push({ ...name, number: lessons.length + 1, fileName, source: fs.readFileSync(path.join(dir, fileName), 'utf8') });
  }
  return lessons;
}

/** The lesson files cannot be served: thrown at start, its message names every file and mistake. */
export class LessonFilesError extends Error {
  override name = 'LessonFilesError';
}

/** What is wrong with one course's files as a whole: none, numbers out of order, the same id twice. */
function problemsOfCourse(courseType: string, dir: string, lessons: readonly LessonSource[]): string[] {
  if (lessons.length === 0) return [`${courseType}: no lesson files (NN-lesson-id.md) in ${dir}`];
  const problems: string[] = [];
  lessons.forEach((lesson, index) => {
    const fileNumber = Number(lesson.fileName.slice(0, 2));
    if (fileNumber !== index + 1) problems.push(`${courseType}/${lesson.fileName}: is lesson ${index + 1} in order, so its file name must start with ${String(index + 1).padStart(2, '0')}-`);
  });
  const ids = lessons.map((lesson) => lesson.id);
  for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index))) problems.push(`${courseType}: two lesson files have the id "${id}"`);
  return problems;
}

/**
 * Reads and renders every lesson of every course in the catalog (at server start, before anything
 * else opens), so a file an editor broke stops the start with a message naming each file and
 * mistake, instead of failing for an enrolled reader later.
 */
export function checkLessonFiles(options: { site: PublicSiteConfig; onDate: Date; contentDir?: string }): void {
  const dir = options.contentDir ?? COURSE_CONTENT_DIR;
  const problems: string[] = [];
  for (const courseType of Object.keys(COURSES)) {
    let lessons: LessonSource[];
    try {
      lessons = readLessonSources(path.join(dir, courseType));
    } catch (error) {
      problems.push(`${courseType}/${(error as Error).message}`);
      continue;
    }
    problems.push(...problemsOfCourse(courseType, path.join(dir, courseType), lessons));
    for (const lesson of lessons) {
      try {
        renderLessonFile(lesson, { site: options.site, onDate: options.onDate });
      } catch (error) {
        problems.push(`${courseType}/${(error as Error).message}`);
      }
    }
  }
  if (problems.length > 0) {
    throw new LessonFilesError(`The course lesson files in ${dir} cannot be served (see content/en/course/README.md):\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

export interface LessonLibraryDeps {
  site: PublicSiteConfig;
  clock: () => Date;
  medianIncomeTables: () => Promise<ImportedMedianIncomeTables>;
  /** Default: COURSE_CONTENT_DIR. */
  contentDir?: string;
}

/**
 * The lessons of each course: files read once (an editor's change shows after a restart), each
 * rendered with the figures in force on the day it is served and kept for that day.
 */
export function createLessonLibrary(deps: LessonLibraryDeps) {
  const dir = deps.contentDir ?? COURSE_CONTENT_DIR;
  const sources = new Map<CourseTypeId, LessonSource[]>();
  let cache: { key: string; lessons: Map<string, RenderedLesson> } | null = null;

  const sourcesOf = (courseType: CourseTypeId): LessonSource[] => {
    let list = sources.get(courseType);
    if (!list) {
      list = readLessonSources(path.join(dir, courseType));
      sources.set(courseType, list);
    }
    return list;
  };

  async function rendered(courseType: CourseTypeId, source: LessonSource): Promise<RenderedLesson> {
    const onDate = deps.clock();
    const imported = await deps.medianIncomeTables();
    const key = `${onDate.toISOString().slice(0, 10)}|${imported.map((t) => `${t.effectiveDate}:${t.source}`).join(',')}`;
    if (cache?.key !== key) cache = { key, lessons: new Map() };
    const cacheKey = `${courseType}/${source.id}`;
    let lesson = cache.lessons.get(cacheKey);
    if (!lesson) {
      lesson = renderLessonFile(source, { site: deps.site, onDate, imported });
      cache.lessons.set(cacheKey, lesson);
    }
    return lesson;
  }

  return {
    /** Lesson ids in order. */
    lessonIds: (courseType: CourseTypeId): string[] => sourcesOf(courseType).map((s) => s.id),

    async outline(courseType: CourseTypeId): Promise<LessonSummary[]> {
      const list = sourcesOf(courseType);
      return Promise.all(
        list.map(async (source) => {
          const lesson = await rendered(courseType, source);
          return { id: source.id, number: source.number, title: lesson.title, summary: lesson.summary, minutes: lesson.minutes };
        }),
      );
    },

    /** Each lesson's questions, by lesson id (to check saved answers against the questions as they are now). */
    async questions(courseType: CourseTypeId): Promise<Map<string, LessonQuestion[]>> {
      const list = sourcesOf(courseType);
      return new Map(await Promise.all(list.map(async (source) => [source.id, (await rendered(courseType, source)).questions] as const)));
    },

    /** A lesson with its neighbours, or null for an id the course does not have. */
    async lesson(courseType: CourseTypeId, lessonId: string): Promise<LessonContent | null> {
      const list = sourcesOf(courseType);
      const index = list.findIndex((s) => s.id === lessonId);
      if (index === -1) return null;
      const neighbour = async (at: number) => {
        const source = list[at];
        return source ? { id: source.id, title: (await rendered(courseType, source)).title } : null;
      };
      return { id: list[index]!.id, number: list[index]!.number, ...(await rendered(courseType, list[index]!)), previousLesson: await neighbour(index - 1), nextLesson: await neighbour(index + 1) };
    },
  };
}

export type LessonLibrary = ReturnType<typeof createLessonLibrary>;
