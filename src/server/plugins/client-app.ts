import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAppRoute, routeParams, type AppRouteId } from '#shared/routes.ts';
import { AppError } from '#shared/errors.ts';
import { PAYMENTS_MODE_META } from '#shared/payments-mode.ts';
import type { AppConfig } from '../config.ts';
import { sendCompressed } from '../http/content-encoding.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

/**
 * Serves the built client: hashed assets with long caching, a prerendered page when the build
 * made one, otherwise the app shell. Unknown /api paths are JSON 404s; unknown page paths get
 * the shell with status 404 so the app shows its not-found screen and search engines skip it.
 * Files (pages included) go out as the build's Brotli or gzip copy when the browser accepts one;
 * in payments test mode a page is edited first and compressed on the fly instead.
 */
/**
 * Per page with a `:param`, whether the record it names exists (a published news article): a
 * missing one is answered 404 like an unknown path. The page still shows the not-found screen.
 */
export type PageRecordChecks = Partial<Record<AppRouteId, (params: Record<string, string>) => Promise<boolean>>>;

export async function registerClientApp(app: FastifyInstance, config: AppConfig, recordChecks: PageRecordChecks = {}): Promise<void> {
  const root = config.clientDistDir;
  // When public pages are prerendered, index.html is the prerendered home page and the empty
  // app shell (for pages rendered only in the browser) is written beside it as _shell.html.
  const prerenderedShell = path.join(root, '_shell.html');
  const shellPath = fs.existsSync(prerenderedShell) ? prerenderedShell : path.join(root, 'index.html');
  const hasBuild = fs.existsSync(shellPath);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const demoMarker = `<meta name="${PAYMENTS_MODE_META}" content="test">`;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string, status: number) => {
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web client has not been built. Run `npm start` (it builds it) or `npm run build`.');
    }
    const prerendered = path.join(root, pathname.replace(/\/+$/, ''), 'index.html');
    const isInside = prerendered.startsWith(root + path.sep);
    const file = status === 200 && isInside && fs.existsSync(prerendered) ? prerendered : shellPath;
    reply.status(status).header('cache-control', 'no-cache');
    if (!config.paymentsTestMode) return reply.sendFile(path.relative(root, file));
    reply.type('text/html; charset=utf-8');
    const html = await fs.promises.readFile(file, 'utf8');
    // Not a route, so the compression hook does not run here: compress the edited page ourselves.
    return sendCompressed(request, reply, html.replace('</head>', `${demoMarker}</head>`), COMPRESSION_THRESHOLD_BYTES);
  };

  const pageStatus = async (pathname: string): Promise<200 | 404> => {
    const route = findAppRoute(pathname);
    if (!route) return 404;
    const check = recordChecks[route.id];
    if (!check) return 200;
    // A failed lookup (database down) leaves the answer to the page, which can say so.
    const exists = await check(routeParams(route.path, pathname)).catch(() => true);
    return exists ? 200 : 404;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', 'Not found');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('NOT_FOUND', 'Not found');
    }
    return sendPage(request, reply, pathname, await pageStatus(pathname));
  });
}
