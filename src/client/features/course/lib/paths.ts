/** The course's pages, all at /course (one route, src/shared/routes.ts): `?lesson=<id>`, and `?lesson=complete`. */
export const COURSE_PATH = '/course';
/** Never a lesson id: the server refuses a lesson file named so (lesson-file.ts). */
export const COURSE_COMPLETE_ID = 'complete';
export const lessonPath = (lessonId: string) => `${COURSE_PATH}?lesson=${encodeURIComponent(lessonId)}`;
export const COURSE_COMPLETE_PATH = lessonPath(COURSE_COMPLETE_ID);
