import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '#shared/contracts/community.ts';
import { faqInputSchema, faqOrderSchema } from '#shared/contracts/faqs.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import { PUBLIC_READ_ROUTE, type PublicReadCache } from '../../http/public-read-cache.ts';
import type { FaqService } from './service.ts';

export function registerFaqRoutes(app: FastifyInstance, faqService: FaqService, cache: PublicReadCache): void {
  app.get('/api/faqs', PUBLIC_READ_ROUTE, async (request, reply) => cache.send(request, reply, 'faqs', 'list', () => faqService.list()));

  app.get('/api/admin/faqs', { config: { access: 'admin' } }, async () => faqService.listForEditing());

  app.post('/api/admin/faqs', { config: { access: 'admin', invalidates: 'faqs' } }, async (request, reply) => {
    const faq = await faqService.create(requireViewer(request).userId, parseInput(faqInputSchema, request.body));
    return reply.status(201).send(faq);
  });

  app.put('/api/admin/faqs/order', { config: { access: 'admin', invalidates: 'faqs' } }, async (request) => {
    const { category, ids } = parseInput(faqOrderSchema, request.body);
    await faqService.reorder(requireViewer(request).userId, category, ids);
    return { ok: true };
  });

  app.put('/api/admin/faqs/:id', { config: { access: 'admin', invalidates: 'faqs' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return faqService.update(requireViewer(request).userId, id, parseInput(faqInputSchema, request.body));
  });

  app.delete('/api/admin/faqs/:id', { config: { access: 'admin', invalidates: 'faqs' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await faqService.delete(requireViewer(request).userId, id);
    return reply.status(204).send();
  });
}
