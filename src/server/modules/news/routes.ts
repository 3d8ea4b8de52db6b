import type { FastifyInstance } from 'fastify';
import { newsArticleIdParamsSchema } from '#shared/contracts/news.ts';
import { parseInput } from '../../http/validation.ts';
import type { createNewsService } from './service.ts';

export function registerNewsRoutes(app: FastifyInstance, news: ReturnType<typeof createNewsService>): void {
  app.get('/api/news', { config: { access: 'public' } }, async () => news.listPublished());

  app.get('/api/news/:id', { config: { access: 'public' } }, async (request) => {
    const { id } = parseInput(newsArticleIdParamsSchema, request.params);
    return news.getPublished(id);
  });
}
