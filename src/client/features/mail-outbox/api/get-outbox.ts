import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxResponseSchema } from '#shared/contracts/mail-outbox.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const OUTBOX_PATH = '/api/admin/outbox';

export const outboxKeys = {
  all: [OUTBOX_PATH] as const,
};

const getOutbox = apiJson(outboxResponseSchema);

/** GET /api/admin/outbox: the newest emails the site sent or stored. Fetched fresh each time the tab opens. */
export function outboxQueryOptions() {
  return queryOptions({ queryKey: outboxKeys.all, queryFn: ({ signal }) => getOutbox(OUTBOX_PATH, { signal }), staleTime: 0 });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
