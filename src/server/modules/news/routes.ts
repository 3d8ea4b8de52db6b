import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '#shared/contracts/community.ts';
import { newsArticleIdParamsSchema, newsArticleInputSchema } from '#shared/contracts/news.ts';
import { parseInput } from '../../http/validation.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import { buildNewsFeed } from './rss.ts';
import type { createNewsService } from './service.ts';

export function registerNewsRoutes(
  app: FastifyInstance,
  news: ReturnType<typeof createNewsService>,
  deps: { audit: AuditLog; siteName: string; publicUrl: string },
): void {
  app.get('/api/news', { config: { access: 'public' } }, async () => news.listPublished());

  app.get('/api/news/:id', { config: { access: 'public' } }, async (request) => {
    const { id } = parseInput(newsArticleIdParamsSchema, request.params);
    return news.getPublished(id);
  });

  app.get('/news/rss.xml', async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(buildNewsFeed(await news.listPublished(), { name: deps.siteName, publicUrl: deps.publicUrl })),
  );

  app.get('/api/admin/news', { config: { access: 'admin' } }, async () => news.listForEditing());

  app.post('/api/news', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(newsArticleInputSchema, request.body);
    const article = await news.create(input);
    await deps.audit.record({ actorId: request.viewer!.userId, action: 'news.create', targetType: 'news_article', targetId: article.id, details: { title: input.title, isPublished: input.isPublished } });
    return reply.status(201).send(article);
  });

  app.put('/api/admin/news/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseInput(newsArticleInputSchema, request.body);
    const article = await news.update(id, input);
    await deps.audit.record({ actorId: request.viewer!.userId, action: 'news.update', targetType: 'news_article', targetId: id, details: { title: input.title, isPublished: input.isPublished } });
    return article;
  });

  app.delete('/api/admin/news/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await news.delete(id);
    await deps.audit.record({ actorId: request.viewer!.userId, action: 'news.delete', targetType: 'news_article', targetId: id });
    return reply.status(204).send();
  });
}
