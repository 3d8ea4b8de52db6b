import type { FastifyInstance } from 'fastify';
import type { createDocumentTemplateRepository } from './repository.ts';

export function registerDocumentTemplateRoutes(
  app: FastifyInstance,
  templates: ReturnType<typeof createDocumentTemplateRepository>,
): void {
  app.get('/api/document-templates', { config: { access: 'public' } }, async () => templates.listAll());
}
