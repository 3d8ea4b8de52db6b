import type { FastifyInstance } from 'fastify';
import type { SiteSetupService } from './service.ts';

export function registerSiteSetupRoutes(app: FastifyInstance, service: SiteSetupService): void {
  app.get('/api/admin/setup-checklist', { config: { access: 'admin' } }, async () => service.checklist());
}
