import * as React from 'react';
import { useLocation } from 'react-router';
import { findAppRoute } from '#shared/routes.ts';
import { useT } from '#client/i18n/i18n.ts';

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** Keeps the document title (`<page title> | <site name>`) and meta description in step with the route. */
export function useRouteHead(): void {
  const { pathname } = useLocation();
  const t = useT();

  React.useEffect(() => {
    const route = findAppRoute(pathname);
    const title = route ? route.title : t('notFound.title');
    document.title = t('site.titleTemplate', { title });
    setMetaDescription(route ? route.description : t('notFound.text'));
  }, [pathname, t]);
}

/**
 * After an in-app navigation, moves focus to the page content so keyboard and screen-reader
 * users start at the new page instead of the link they followed. The first load is left alone.
 */
export function useFocusMainOnNavigate(mainRef: React.RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previousPathname = React.useRef(pathname);

  React.useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
