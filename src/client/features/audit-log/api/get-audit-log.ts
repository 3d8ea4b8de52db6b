import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditEntrySchema } from '#shared/contracts/admin.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const AUDIT_LOG_PATH = '/api/admin/audit-log';

export const auditLogKeys = {
  all: [AUDIT_LOG_PATH] as const,
};

const getAuditLog = apiJson(auditEntrySchema.array());

/** GET /api/admin/audit-log: the newest admin actions first. Fetched fresh each time the tab opens. */
export function auditLogQueryOptions() {
  return queryOptions({ queryKey: auditLogKeys.all, queryFn: ({ signal }) => getAuditLog(AUDIT_LOG_PATH, { signal }), staleTime: 0 });
}

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
