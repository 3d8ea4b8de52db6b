import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Webinar } from '#shared/contracts/webinars.ts';

export const NEXT_WEBINAR_PATH = '/api/webinars/next';

export const nextWebinarKeys = {
  all: [NEXT_WEBINAR_PATH] as const,
};

/** GET /api/webinars/next: the next upcoming, not canceled webinar, or null. */
export function nextWebinarQueryOptions() {
  return queryOptions<{ webinar: Webinar | null }>({
    queryKey: nextWebinarKeys.all,
    // Webinars start and end: look again after a minute rather than keep a stale answer forever.
    staleTime: 60_000,
  });
}

export function useNextWebinar({ enabled }: { enabled: boolean }) {
  return useQuery({ ...nextWebinarQueryOptions(), enabled });
}
