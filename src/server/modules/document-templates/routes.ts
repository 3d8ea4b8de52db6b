import type { FastifyInstance } from 'fastify';
import { PUBLIC_READ_ROUTE, type PublicReadCache } from '../../http/public-read-cache.ts';
import type { createDocumentTemplateRepository } from './repository.ts';

export function registerDocumentTemplateRoutes(
  app: FastifyInstance,
  templates: ReturnType<typeof createDocumentTemplateRepository>,
  cache: PublicReadCache,
): void {
  // Only the seed writes templates (before the site listens), so nothing invalidates them.
  app.get('/api/document-templates', PUBLIC_READ_ROUTE, async (request, reply) =>
    cache.send(request, reply, 'document-templates', 'list', () => templates.listAll()),
  );
}
