import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '#shared/contracts/community.ts';
import { faqInputSchema, faqOrderSchema } from '#shared/contracts/faqs.ts';
import { parseInput } from '../../http/validation.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { createFaqService } from './service.ts';

export function registerFaqRoutes(app: FastifyInstance, faqService: ReturnType<typeof createFaqService>, audit: AuditLog): void {
  app.get('/api/faqs', { config: { access: 'public' } }, async () => faqService.list());

  app.get('/api/admin/faqs', { config: { access: 'admin' } }, async () => faqService.listForEditing());

  app.post('/api/admin/faqs', { config: { access: 'admin' } }, async (request, reply) => {
    const faq = await faqService.create(parseInput(faqInputSchema, request.body));
    await audit.record({ actorId: request.viewer!.userId, action: 'faq.create', targetType: 'faq', targetId: faq.id, details: { category: faq.category } });
    return reply.status(201).send(faq);
  });

  app.put('/api/admin/faqs/order', { config: { access: 'admin' } }, async (request) => {
    const { category, ids } = parseInput(faqOrderSchema, request.body);
    await faqService.reorder(category, ids);
    await audit.record({ actorId: request.viewer!.userId, action: 'faq.reorder', targetType: 'faq_category', targetId: category, details: { ids } });
    return { ok: true };
  });

  app.put('/api/admin/faqs/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const faq = await faqService.update(id, parseInput(faqInputSchema, request.body));
    await audit.record({ actorId: request.viewer!.userId, action: 'faq.update', targetType: 'faq', targetId: id });
    return faq;
  });

  app.delete('/api/admin/faqs/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await faqService.delete(id);
    await audit.record({ actorId: request.viewer!.userId, action: 'faq.delete', targetType: 'faq', targetId: id });
    return reply.status(204).send();
  });
}
