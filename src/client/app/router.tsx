import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { APP_ROUTES, type AppRouteId } from '#shared/routes.ts';
import { lazyPage, type LazyPage, type PageModule } from './lazy-page.tsx';
import { RootLayout } from './root-layout.tsx';

/**
 * The code of each page, loaded when the page is first visited so a public page ships little
 * JavaScript. The Record type makes the build fail when a route of APP_ROUTES has no page.
 */
export const PAGE_MODULES: Record<AppRouteId, () => Promise<PageModule>> = {
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
  'confirm-signup': () => import('./routes/confirm-signup.tsx'),
  account: () => import('./routes/account.tsx'),
  course: () => import('./routes/course.tsx'),
  documents: () => import('./routes/documents.tsx'),
  'document-edit': () => import('./routes/document-edit.tsx'),
  'document-how-to-file': () => import('./routes/document-how-to-file.tsx'),
  assessment: () => import('./routes/assessment.tsx'),
  'assessment-questionnaire': () => import('./routes/assessment-questionnaire.tsx'),
  'assessment-results': () => import('./routes/assessment-results.tsx'),
  resources: () => import('./routes/resources.tsx'),
  admin: () => import('./routes/admin.tsx'),
};

/** One lazily loaded component per page; its code is fetched once and then reused. */
export const PAGES = Object.fromEntries(APP_ROUTES.map((route) => [route.id, lazyPage(PAGE_MODULES[route.id])])) as Record<
  AppRouteId,
  LazyPage
>;

/** The not-found screen, loaded like a page: it carries a search, which the entry should not. */
const NotFoundScreen = lazyPage(() => import('./routes/not-found.tsx').then((module) => ({ Component: module.NotFoundPage })));

/**
 * Route objects built from the shared route table: every page renders inside the root layout;
 * unknown paths get the not-found screen.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      children: [
        ...APP_ROUTES.map((route): RouteObject => {
          const Page = PAGES[route.id];
          return { id: route.id, path: route.path, element: <Page /> };
        }),
        { id: 'not-found', path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

const APP_ROUTE_OBJECTS = createAppRoutes();

/** The page for the current location, inside the layout. */
export function AppRoutes() {
  return useRoutes(APP_ROUTE_OBJECTS);
}

/** The route id for a pathname ('not-found' when none matches). */
export function matchAppRouteId(pathname: string): AppRouteId | 'not-found' {
  const leaf = matchRoutes(APP_ROUTE_OBJECTS, pathname)?.at(-1)?.route.id;
  return (leaf ?? 'not-found') as AppRouteId | 'not-found';
}

/**
 * Loads the code of the page at `pathname` before the first render, so hydrating a prerendered
 * page reproduces its HTML instead of a loading state. A failed load is left to the page, which
 * tries again and shows the error screen.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const id = matchAppRouteId(pathname);
  await (id === 'not-found' ? NotFoundScreen : PAGES[id]).preload().catch(() => undefined);
}
