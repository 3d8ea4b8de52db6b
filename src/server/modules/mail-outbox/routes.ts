import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '#shared/contracts/community.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { MailOutboxService } from './service.ts';

export function registerMailOutboxRoutes(app: FastifyInstance, service: MailOutboxService): void {
  app.get('/api/admin/outbox', { config: { access: 'admin' } }, async (request) => service.listForAdmin(requireViewer(request).userId));

  app.get('/api/admin/outbox/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return service.findForAdmin(requireViewer(request).userId, id);
  });
}
