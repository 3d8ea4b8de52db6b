import type { FastifyInstance } from 'fastify';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';

export function registerMailOutboxRoutes(app: FastifyInstance, outbox: MailOutbox): void {
  app.get('/api/admin/outbox', { config: { access: 'admin' } }, async () => ({
    transport: outbox.transportName,
    emails: await outbox.list(200),
  }));
}
