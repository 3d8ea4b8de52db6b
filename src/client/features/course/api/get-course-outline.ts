import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseTypeId } from '#shared/contracts/course.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { courseKeys, coursePath } from './course-keys.ts';

const getOutline = apiJson(() => import('#shared/contracts/course.ts').then((c) => c.courseOutlineSchema));

/** GET /api/courses/:courseType/outline (public): the lessons' titles and summaries. */
export function courseOutlineQueryOptions(courseType: CourseTypeId) {
  return queryOptions({ queryKey: courseKeys.outline(courseType), queryFn: ({ signal }) => getOutline(`${coursePath(courseType)}/outline`, { signal }) });
}

export function useCourseOutline(courseType: CourseTypeId) {
  return useQuery(courseOutlineQueryOptions(courseType));
}
