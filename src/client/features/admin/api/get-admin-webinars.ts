import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWebinar } from '#shared/contracts/webinars.ts';

export const ADMIN_WEBINARS_PATH = '/api/admin/webinars';
/** The hero dialog's "next webinar", refreshed after every change (owned by the signups feature). */
export const NEXT_WEBINAR_PATH = '/api/webinars/next';

export const adminWebinarKeys = { all: [ADMIN_WEBINARS_PATH] as const };

/** GET /api/admin/webinars: every webinar with its join link and registration count. */
export function adminWebinarsQueryOptions() {
  return queryOptions<AdminWebinar[]>({ queryKey: adminWebinarKeys.all });
}

export function useAdminWebinars() {
  return useQuery(adminWebinarsQueryOptions());
}
