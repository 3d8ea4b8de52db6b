import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxEmail } from '#shared/contracts/mail-outbox.ts';

export const OUTBOX_PATH = '/api/admin/outbox';

export interface OutboxResponse {
  /** How email leaves the site: 'smtp', or the outbox only when no SMTP server is set. */
  transport: string;
  emails: OutboxEmail[];
}

/** GET /api/admin/outbox: the newest emails the site sent or stored. Fetched fresh each time the tab opens. */
export function outboxQueryOptions() {
  return queryOptions<OutboxResponse>({ queryKey: [OUTBOX_PATH], staleTime: 0 });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
