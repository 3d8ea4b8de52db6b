import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAppRoute, routeParams, type AppRouteId } from '#shared/routes.ts';
import { AppError } from '#shared/errors.ts';
import { PAYMENTS_MODE_META } from '#shared/payments-mode.ts';
import type { AppConfig } from '../config.ts';
import { serverEntryFile } from '../../build/server-entry-path.ts';
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

/**
 * Per prerendered page whose content changes (/news), its public read: the server draws the page
 * with it (the build's server-rendering bundle, as the prerender did) so the content is in the
 * HTML, not drawn after a request. The answer's ETag keys the drawn page.
 */
export type PageFills = Partial<Record<AppRouteId, () => Promise<{ json: Buffer; etag: string }>>>;

interface ServerEntry {
  isFilledPage(routeId: string): boolean;
  renderPage(pathname: string, data?: unknown): Promise<{ html: string; routeId: string; dataScript?: string }>;
}

const ROOT_START = '<div id="root">';

/**
 * The prerendered page with the root element's content replaced by `appHtml` and `dataScript`
 * after it; undefined when the page is not shaped as the prerender writes it. The root element is
 * the body's last <div> (only a <noscript> paragraph follows it).
 */
export function fillPrerenderedPage(page: string, appHtml: string, dataScript: string): string | undefined {
  const start = page.indexOf(ROOT_START);
  const bodyEnd = page.lastIndexOf('</body>');
  const rootEnd = page.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || rootEnd < start) return undefined;
  return `${page.slice(0, start + ROOT_START.length)}${appHtml}</div>${dataScript}${page.slice(rootEnd + '</div>'.length)}`;
}

/** At most this many filled pages are kept (one per page address that has public data). */
const MAX_FILLED_PAGES = 100;

export async function registerClientApp(app: FastifyInstance, config: AppConfig, recordChecks: PageRecordChecks = {}, fills: PageFills = {}): Promise<void> {
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

  // The server-rendering bundle, loaded at the first filled page; without it pages go out as built.
  let serverEntry: Promise<ServerEntry | undefined> | undefined;
  const loadServerEntry = () =>
    (serverEntry ??= import(pathToFileURL(serverEntryFile(root)).href).then(
      (entry) => entry as ServerEntry,
      (error: unknown) => {
        app.log.warn({ err: error }, 'Pages with public data go out as built: the server-rendering bundle did not load');
        return undefined;
      },
    ));
  // Per page, the last filled HTML and the ETag of the answer it was drawn with. Keyed by the page's
  // own address, not the one asked for (`/news/`, `//news` are request input), and bounded.
  const filled = new Map<string, { etag: string; html: Promise<string | undefined> }>();
  const fillPage = async (asked: string, file: string): Promise<string | undefined> => {
    const route = findAppRoute(asked);
    const read = route ? fills[route.id] : undefined;
    if (!route || !read) return undefined;
    const params = routeParams(route.path, asked);
    const pathname = route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
    const { json, etag } = await read();
    const known = filled.get(pathname);
    if (known?.etag === etag) return known.html;
    const html = (async () => {
      const entry = await loadServerEntry();
      if (!entry?.isFilledPage(route.id)) return undefined;
      const page = await entry.renderPage(pathname, JSON.parse(json.toString('utf8')));
      return fillPrerenderedPage(await fs.promises.readFile(file, 'utf8'), page.html, page.dataScript ?? '');
    })();
    if (!filled.has(pathname) && filled.size >= MAX_FILLED_PAGES) filled.delete(filled.keys().next().value!);
    filled.set(pathname, { etag, html });
    // A failed drawing is not kept: the next request tries again instead of failing until new data.
    html.catch(() => {
      if (filled.get(pathname)?.html === html) filled.delete(pathname);
    });
    return html;
  };

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
    // A failed read (database down) sends the page as built: it asks for the data itself.
    const filledHtml = file === shellPath ? undefined : await fillPage(pathname, file).catch((error: unknown) => {
      request.log.warn({ err: error }, 'Page sent as built: filling it failed');
      return undefined;
    });
    if (!config.paymentsTestMode && filledHtml === undefined) return reply.sendFile(path.relative(root, file));
    reply.type('text/html; charset=utf-8');
    const html = filledHtml ?? (await fs.promises.readFile(file, 'utf8'));
    // Not a route, so the compression hook does not run here: compress the edited page ourselves.
    return sendCompressed(request, reply, config.paymentsTestMode ? html.replace('</head>', `${demoMarker}</head>`) : html, COMPRESSION_THRESHOLD_BYTES);
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
