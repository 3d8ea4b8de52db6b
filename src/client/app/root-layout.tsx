import * as React from 'react';
import { Outlet, useLocation } from 'react-router';
import { DemoNotice } from '#client/components/layout/demo-notice.tsx';
import { NavigationProgress } from '#client/components/layout/navigation-progress.tsx';
import { HydrateLater } from '#client/components/layout/hydrate-later.tsx';
import { SiteFooter } from '#client/components/layout/site-footer.tsx';
import { SiteHeader } from '#client/components/layout/site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '#client/components/layout/skip-link.tsx';
import { useAuthField } from '#client/lib/auth/use-auth.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useIsPageLoading } from './lazy-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { useFocusMainOnNavigate, useRouteHead, useScrollOnNavigate } from './use-route-head.ts';

/** Shown while a page's code loads on a first visit; appears only if it takes a moment. */
function PageLoading() {
  const t = useT();
  return (
    <div className="flex justify-center px-4 py-16 opacity-0 animate-[fade-in_200ms_ease-out_300ms_forwards]">
      <Spinner label={t('layout.loadingPage')} showLabel size="lg" />
    </div>
  );
}

/** The frame around every page: skip link, header with navigation, the page in <main>, footer. */
export function RootLayout() {
  const isAuthenticated = useAuthField('isAuthenticated');
  const isAdmin = useAuthField('isAdmin');
  const { pathname } = useLocation();
  const isNavigating = useIsPageLoading();
  const mainRef = React.useRef<HTMLElement>(null);

  useRouteHead();
  useFocusMainOnNavigate(mainRef);
  useScrollOnNavigate();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress isActive={isNavigating} />
      <DemoNotice />
      <SiteHeader isAuthenticated={isAuthenticated} isAdmin={isAdmin} />
      <main
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        aria-busy={isNavigating || undefined}
        className="flex-1 focus:outline-none"
      >
        <RouteErrorBoundary resetKey={pathname}>
          <React.Suspense fallback={<PageLoading />}>
            <Outlet />
          </React.Suspense>
        </RouteErrorBoundary>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
