/** The course's pages: /course, /course/<lesson id>, and /course/complete (src/shared/routes.ts). */
export const COURSE_PATH = '/course';
/** Never a lesson id: the lesson ids are content file names, which the server reads as `NN-<id>.md`. */
export const COURSE_COMPLETE_ID = 'complete';
export const COURSE_COMPLETE_PATH = `${COURSE_PATH}/${COURSE_COMPLETE_ID}`;
export const lessonPath = (lessonId: string) => `${COURSE_PATH}/${encodeURIComponent(lessonId)}`;
