import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#shared/contracts/admin.ts';

export const AUDIT_LOG_PATH = '/api/admin/audit-log';

/** GET /api/admin/audit-log: the newest admin actions first. Fetched fresh each time the tab opens. */
export function auditLogQueryOptions() {
  return queryOptions<AuditEntry[]>({ queryKey: [AUDIT_LOG_PATH], staleTime: 0 });
}

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
