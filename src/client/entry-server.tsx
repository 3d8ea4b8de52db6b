/**
 * Server-side rendering entry, used only at build time by src/build/prerender.ts (built with
 * `vite build --ssr`, so the Markdown plugin, aliases and site settings apply as in the browser).
 * It renders a page exactly as the browser's first render will: the visitor's view, data still
 * loading. Hydration (main.tsx) then reproduces the same markup.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { APP_ROUTES, findAppRoute } from '#shared/routes.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, matchAppRouteId, preloadPage } from './app/router.tsx';
import { t } from './i18n/i18n.ts';

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

/** The HTML of the app at `pathname` (for `<div id="root">`), and the id of the page's route. */
export async function renderPage(pathname: string): Promise<{ html: string; routeId: string }> {
  const routeId = matchAppRouteId(pathname);
  await preloadPage(pathname);
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  return { html, routeId };
}
