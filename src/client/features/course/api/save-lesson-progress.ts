import type { CourseTypeId, UpdateLessonProgress } from '#shared/contracts/course.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { coursePath } from './course-keys.ts';

const putProgress = apiJson(() => import('#shared/contracts/course.ts').then((c) => c.lessonProgressResponseSchema));

/** PUT /api/courses/:courseType/lessons/:lessonId/progress: the step shown, the answers, finished or not. */
export function saveLessonProgress(courseType: CourseTypeId, lessonId: string, body: UpdateLessonProgress) {
  return putProgress(`${coursePath(courseType)}/lessons/${encodeURIComponent(lessonId)}/progress`, { method: 'PUT', body });
}
