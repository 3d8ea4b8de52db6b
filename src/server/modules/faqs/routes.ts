import type { FastifyInstance } from 'fastify';
import type { createFaqService } from './service.ts';

export function registerFaqRoutes(app: FastifyInstance, faqService: ReturnType<typeof createFaqService>): void {
  app.get('/api/faqs', { config: { access: 'public' } }, async () => faqService.list());
}
