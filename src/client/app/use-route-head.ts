import * as React from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { findAppRoute } from '#shared/routes.ts';
import { useT } from '#client/i18n/i18n.ts';

function setMetaContent(selector: string, content: string): void {
  const meta = document.head.querySelector<HTMLMetaElement>(selector);
  if (meta) meta.content = content;
}

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** Points the canonical and Open Graph URL (written at build time) at the current page. */
function setPageUrl(pathname: string): void {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  const url = new URL(pathname, canonical.href).href;
  canonical.href = url;
  setMetaContent('meta[property="og:url"]', url);
}

/**
 * Keeps the document title (`<page title> | <site name>`), meta description and the page's
 * canonical and Open Graph tags in step with the route. Prerendered pages carry the same values.
 */
export function useRouteHead(): void {
  const { pathname } = useLocation();
  const t = useT();

  React.useEffect(() => {
    const route = findAppRoute(pathname);
    const title = route ? route.title : t('notFound.title');
    const description = route ? route.description : t('notFound.text');
    document.title = t('site.titleTemplate', { title });
    setMetaDescription(description);
    setMetaContent('meta[property="og:title"]', title);
    setMetaContent('meta[property="og:description"]', description);
    if (route) setPageUrl(pathname);
  }, [pathname, t]);
}

/**
 * After an in-app navigation, moves focus to the page content so keyboard and screen-reader
 * users start at the new page instead of the link they followed. The first load is left alone.
 */
export function useFocusMainOnNavigate(mainRef: React.RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const previousPathname = React.useRef(pathname);

  React.useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    // A link to a section (`/chapter7#means-test`) is handled by useScrollOnNavigate.
    if (hash) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash, mainRef]);
}

function findHashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Keeps `#section` at the top for 3 s while the page settles: the section may appear after this
 * render and text above it may still load on demand, pushing it out of view. Stops early when the
 * page is scrolled by anything else, or the person types or touches it.
 */
function pinHashTarget(hash: string): () => void {
  let focused = false;
  let pinnedAt: number | null = null;
  const pin = () => {
    // Scrolled since our last pin (a scrollbar drag, a script, the browser's own anchoring): leave it.
    if (pinnedAt !== null && Math.abs(scrollY - pinnedAt) > 1) return stop();
    const target = findHashTarget(hash);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    pinnedAt = scrollY;
    if (focused) return;
    focused = true;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(pin);
  const moves = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of moves) removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, 3000);
  for (const type of moves) addEventListener(type, stop, true);
  if (!findHashTarget(hash)) scrollTo(0, 0);
  pin();
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return stop;
}

/**
 * Scroll position after an in-app navigation: a new page starts at the top; a link with a
 * `#section` scrolls to that section and moves focus there. Back and forward are left to the browser.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const isFirstRender = React.useRef(true);

  React.useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    if (hash && hash !== '#') return pinHashTarget(hash);
    window.scrollTo(0, 0);
  }, [pathname, hash, key, navigationType]);
}
