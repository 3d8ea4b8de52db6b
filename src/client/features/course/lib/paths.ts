/** The course's pages (src/shared/routes.ts). */
export const COURSE_PATH = '/course';
export const COURSE_COMPLETE_PATH = '/course/complete';
export const lessonPath = (lessonId: string) => `${COURSE_PATH}/${encodeURIComponent(lessonId)}`;
