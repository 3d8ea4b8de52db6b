import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';
import { courseKeys } from './course-keys.ts';

const getStats = apiJson(() => import('#shared/contracts/course.ts').then((c) => c.adminCourseStatsSchema));

/** GET /api/admin/courses: enrollments and completions. */
export function adminCourseStatsQueryOptions() {
  return queryOptions({ queryKey: courseKeys.admin(), queryFn: ({ signal }) => getStats('/api/admin/courses', { signal }) });
}

export function useAdminCourseStats() {
  return useQuery(adminCourseStatsQueryOptions());
}
