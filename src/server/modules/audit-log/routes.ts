import type { FastifyInstance } from 'fastify';
import type { AuditLog } from './audit-log.ts';

export function registerAuditLogRoutes(app: FastifyInstance, audit: AuditLog): void {
  app.get('/api/admin/audit-log', { config: { access: 'admin' } }, async () => audit.list());
}
