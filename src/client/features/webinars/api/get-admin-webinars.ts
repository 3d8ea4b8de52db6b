import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWebinarSchema } from '#shared/contracts/webinars.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ADMIN_WEBINARS_PATH = '/api/admin/webinars';

export const adminWebinarKeys = { all: [ADMIN_WEBINARS_PATH] as const };

const getAdminWebinars = apiJson(adminWebinarSchema.array());

/** GET /api/admin/webinars: every webinar with its join link and registration count. */
export function adminWebinarsQueryOptions() {
  return queryOptions({ queryKey: adminWebinarKeys.all, queryFn: ({ signal }) => getAdminWebinars(ADMIN_WEBINARS_PATH, { signal }) });
}

export function useAdminWebinars() {
  return useQuery(adminWebinarsQueryOptions());
}
