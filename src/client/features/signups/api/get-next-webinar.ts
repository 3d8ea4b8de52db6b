import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';
import { NEXT_WEBINAR_PATH, nextWebinarKeys } from '#client/lib/query-keys/next-webinar.ts';

const getNextWebinar = apiJson(() => import('#shared/contracts/webinars.ts').then((c) => c.nextWebinarResponseSchema));

/** GET /api/webinars/next: the next upcoming, not canceled webinar, or null. */
export function nextWebinarQueryOptions() {
  return queryOptions({
    queryKey: nextWebinarKeys.all,
    queryFn: ({ signal }) => getNextWebinar(NEXT_WEBINAR_PATH, { signal }),
    // Webinars start and end: look again after a minute rather than keep a stale answer forever.
    staleTime: 60_000,
  });
}

export function useNextWebinar({ enabled }: { enabled: boolean }) {
  return useQuery({ ...nextWebinarQueryOptions(), enabled });
}
