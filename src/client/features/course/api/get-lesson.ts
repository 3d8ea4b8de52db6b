import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseTypeId } from '#shared/contracts/course.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { courseKeys, coursePath } from './course-keys.ts';

const getLesson = apiJson(() => import('#shared/contracts/course.ts').then((c) => c.lessonResponseSchema));

/** GET /api/courses/:courseType/lessons/:lessonId (enrolled people): the lesson, where the person is in it, and the course. */
export function lessonQueryOptions(courseType: CourseTypeId, lessonId: string) {
  return queryOptions({
    queryKey: courseKeys.lesson(courseType, lessonId),
    queryFn: ({ signal }) => getLesson(`${coursePath(courseType)}/lessons/${encodeURIComponent(lessonId)}`, { signal }),
  });
}

export function useLesson(courseType: CourseTypeId, lessonId: string, options: { enabled: boolean }) {
  return useQuery({ ...lessonQueryOptions(courseType, lessonId), enabled: options.enabled });
}
