import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '#shared/contracts/community.ts';
import { newsArticleIdParamsSchema, newsArticleInputSchema } from '#shared/contracts/news.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import { buildNewsFeed } from './rss.ts';
import { PUBLIC_READ_ROUTE, RETRACTABLE_CACHE_CONTROL, type PublicReadCache } from '../../http/public-read-cache.ts';
import type { NewsService } from './service.ts';

const NEWS_LIST_KEY = 'list';

/** The /news page's public read: the cached `GET /api/news` answer (the server fills the page with it). */
export function readNewsList(news: NewsService, cache: PublicReadCache): Promise<{ json: Buffer; etag: string }> {
  return cache.read('news', NEWS_LIST_KEY, () => news.listPublished());
}

export function registerNewsRoutes(app: FastifyInstance, news: NewsService, deps: { siteName: string; publicUrl: string; cache: PublicReadCache }): void {
  const { cache } = deps;
  // The same cached answer as readNewsList's (topic, key and loader).
  app.get('/api/news', PUBLIC_READ_ROUTE, async (request, reply) => cache.send(request, reply, 'news', NEWS_LIST_KEY, () => news.listPublished()));

  app.get('/api/news/:id', PUBLIC_READ_ROUTE, async (request, reply) => {
    const { id } = parseInput(newsArticleIdParamsSchema, request.params);
    return cache.send(request, reply, 'news', String(id), () => news.getPublished(id));
  });

  app.get('/news/rss.xml', async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      // Lists articles an admin can unpublish: kept no longer than the news answers.
      .header('cache-control', RETRACTABLE_CACHE_CONTROL)
      .send(buildNewsFeed(await news.listPublished(), { name: deps.siteName, publicUrl: deps.publicUrl })),
  );

  app.get('/api/admin/news', { config: { access: 'admin' } }, async () => news.listForEditing());

  app.post('/api/news', { config: { access: 'admin', invalidates: 'news' } }, async (request, reply) => {
    const input = parseInput(newsArticleInputSchema, request.body);
    return reply.status(201).send(await news.create(requireViewer(request).userId, input));
  });

  app.put('/api/admin/news/:id', { config: { access: 'admin', invalidates: 'news' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseInput(newsArticleInputSchema, request.body);
    return news.update(requireViewer(request).userId, id, input);
  });

  app.delete('/api/admin/news/:id', { config: { access: 'admin', invalidates: 'news' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await news.delete(requireViewer(request).userId, id);
    return reply.status(204).send();
  });
}
