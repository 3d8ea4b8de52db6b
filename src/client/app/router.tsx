import { lazy as reactLazy, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { APP_ROUTES, type AppRouteId } from '#shared/routes.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

type PageModule = { Component: ComponentType };

/**
 * The code of each page, loaded when the page is first visited so a public page ships little
 * JavaScript. The Record type makes the build fail when a route of APP_ROUTES has no page.
 */
const PAGE_MODULES: Record<AppRouteId, () => Promise<PageModule>> = {
  home: () => import('./routes/home.tsx'),
  news: () => import('./routes/news.tsx'),
  'news-article': () => import('./routes/news-article.tsx'),
  preparation: () => import('./routes/preparation.tsx'),
  chapter7: () => import('./routes/chapter7.tsx'),
  chapter13: () => import('./routes/chapter13.tsx'),
  community: () => import('./routes/community.tsx'),
  about: () => import('./routes/about.tsx'),
  contact: () => import('./routes/contact.tsx'),
  'privacy-policy': () => import('./routes/privacy-policy.tsx'),
  'terms-of-service': () => import('./routes/terms-of-service.tsx'),
  disclaimer: () => import('./routes/disclaimer.tsx'),
  forms: () => import('./routes/forms.tsx'),
  subscribe: () => import('./routes/subscribe.tsx'),
  'subscribe-success': () => import('./routes/subscribe-success.tsx'),
  account: () => import('./routes/account.tsx'),
  documents: () => import('./routes/documents.tsx'),
  'document-edit': () => import('./routes/document-edit.tsx'),
  assessment: () => import('./routes/assessment.tsx'),
  'assessment-questionnaire': () => import('./routes/assessment-questionnaire.tsx'),
  'assessment-results': () => import('./routes/assessment-results.tsx'),
  resources: () => import('./routes/resources.tsx'),
  admin: () => import('./routes/admin.tsx'),
};

/**
 * Route objects built from the shared route table. A fresh array per call, because loading a
 * page's code writes its component onto the route object.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      children: [
        {
          // Errors render inside the layout, so navigation stays available.
          ErrorBoundary: RouteErrorBoundary,
          children: [
            ...APP_ROUTES.map(
              (route): RouteObject => ({
                id: route.id,
                path: route.path,
                lazy: PAGE_MODULES[route.id],
              }),
            ),
            { id: 'not-found', path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the code of the pages matching `pathname` before the first render, so the first paint
 * (and hydration of a prerendered page) shows the page itself rather than an empty frame.
 * A failed load is left to the router, which retries and shows the error screen.
 */
export async function preloadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      } catch {
        // The router loads it again on render and reports a failure through the error boundary.
      }
    }),
  );
}

function EmptyPage() {
  return null;
}

/**
 * For a first visit without prerendered HTML: turns the matched pages into `React.lazy`
 * components, so the router is ready at once and the layout (skip link, navigation, footer)
 * renders immediately while the page's code arrives behind the layout's Suspense boundary.
 * Later navigations keep the router's `lazy`, which loads the next page before switching.
 */
export function suspendMatchedRoutes(routes: RouteObject[], pathname: string): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route } of matches) {
    const load = route.lazy;
    if (typeof load !== 'function') continue;
    route.Component = reactLazy(async () => ({ default: (await load()).Component ?? EmptyPage }));
    route.lazy = undefined;
  }
}

export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}
