/**
 * Server-side rendering entry (built with `vite build --ssr`, so the Markdown plugin, aliases and
 * site settings apply as in the browser), used at build time by src/build/prerender.ts and by the
 * server for pages filled with public data (src/server/plugins/client-app.ts: /news). It renders a
 * page exactly as the browser's first render will: the visitor's view, data still loading unless
 * the server passes the page's public read, which then travels in the page (`pageQueriesScript`)
 * so hydration (main.tsx) reproduces the same markup.
 */
import type { QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { APP_ROUTES, findAppRoute } from '#shared/routes.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, matchAppRouteId, preloadPage } from './app/router.tsx';
import { t } from './i18n/i18n.ts';
import { pageQueriesScript, queryClient } from './lib/query-client.ts';
import { newsKeys } from './features/news/api/get-news.ts';

export { APP_ROUTES };

export interface PageHead {
  /** The full document title, `<page title> | <site name>`. */
  title: string;
  /** The page title alone (for Open Graph). */
  pageTitle: string;
  description: string;
  siteName: string;
}

/** Title and description of a page, as useRouteHead sets them in the browser. */
export function pageHead(pathname: string): PageHead {
  const route = findAppRoute(pathname);
  const pageTitle = route ? route.title : t('notFound.title');
  return {
    title: t('site.titleTemplate', { title: pageTitle }),
    pageTitle,
    description: route ? route.description : t('notFound.text'),
    siteName: __SITE_CONFIG__.siteName,
  };
}

/** Per page the server may fill, the query its public read answers (the same key the page asks with). */
const FILLED_PAGE_QUERIES: Partial<Record<string, QueryKey>> = { news: newsKeys.list() };

/** Whether the server may pass this page's public read to `renderPage`. */
export function isFilledPage(routeId: string): boolean {
  return FILLED_PAGE_QUERIES[routeId] !== undefined;
}

/**
 * The HTML of the app at `pathname` (for `<div id="root">`), and the id of the page's route. With
 * `data`, the page's public read (`isFilledPage`), the page is drawn with it, and `dataScript` is
 * the script to put after the root element so the browser starts from the same answer.
 */
export async function renderPage(pathname: string, data?: unknown): Promise<{ html: string; routeId: string; dataScript?: string }> {
  const routeId = matchAppRouteId(pathname);
  await preloadPage(pathname);
  const key = data === undefined ? undefined : FILLED_PAGE_QUERIES[routeId];
  // Seeded, rendered and removed in one synchronous stretch: renders of other requests never see it.
  if (key) queryClient.setQueryData(key, data);
  try {
    const html = renderToString(
      <StrictMode>
        <Providers>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </StrictMode>,
    );
    return key ? { html, routeId, dataScript: pageQueriesScript([[key, data]]) } : { html, routeId };
  } finally {
    if (key) queryClient.removeQueries({ queryKey: key, exact: true });
  }
}
