import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';
import { courseKeys } from './course-keys.ts';

export const MY_COURSES_PATH = '/api/course-progress';

const getMyCourses = apiJson(() => import('#shared/contracts/course.ts').then((c) => c.myCoursesSchema));

/** GET /api/course-progress: the courses the signed-in person is enrolled in, with their progress (none: empty). */
export function myCoursesQueryOptions() {
  return queryOptions({ queryKey: courseKeys.mine(), queryFn: ({ signal }) => getMyCourses(MY_COURSES_PATH, { signal }) });
}

export function useMyCourses(options: { enabled: boolean }) {
  return useQuery({ ...myCoursesQueryOptions(), enabled: options.enabled });
}
