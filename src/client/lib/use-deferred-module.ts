import * as React from 'react';

export interface DeferredModule<T> {
  module: T | null;
  hasFailed: boolean;
}

/**
 * Loads a module after the page has hydrated (first render shows without it, on the server and
 * in the browser alike). For parts below the fold that need more code, such as live data
 * sections: the page works and hydrates first, and the extra code follows. `load` must be a
 * stable function (defined at module level, or kept with useCallback). useDeferredModuleWhenNear
 * waits for a part far below the first screen to come near.
 */
export function useDeferredModule<T>(load: (signal: AbortSignal) => Promise<T>): DeferredModule<T> {
  const [state, setState] = React.useState<DeferredModule<T>>({ module: null, hasFailed: false });
  React.useEffect(() => {
    let isActive = true;
    // Told when the part leaves the page first, so a load still waiting (whenNear) lets go of it.
    const controller = new AbortController();
    // Each in a task of its own: starting an import inserts a preload link for every module it
    // needs (a millisecond or more each), and all of a page's loads in the effects pass after
    // hydration made one long task.
    const timer = setTimeout(() => {
      // As transitions: drawing the sections is then sliced like hydration, not one long task.
      load(controller.signal).then(
        (module) => {
          if (isActive) React.startTransition(() => setState({ module, hasFailed: false }));
        },
        () => {
          if (isActive) React.startTransition(() => setState({ module: null, hasFailed: true }));
        },
      );
    }, 0);
    return () => {
      isActive = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [load]);
  return state;
}

/** How far ahead of the visible part of the page `whenNear` answers: one screen above and below. */
const NEAR_SCREEN_MARGIN = '100% 0px';

/**
 * Resolves once the element of `place` is within a screen of the visible part of the page (at
 * once when it is there already, when there is no element, or when the browser cannot tell).
 * After `signal` aborts (the part left the page) it stops watching and never resolves.
 */
export function whenNear(place: { readonly current: Element | null }, signal?: AbortSignal): Promise<void> {
  const element = place.current;
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    signal?.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}

/**
 * useDeferredModule for a part far below the first screen whose code and first drawing cost a
 * phone more than what is on screen: the module loads once the element of `place` (a ref on the
 * part's outer element) comes within a screen (a scroll, Tab, or a link to it), not right after
 * hydration. (Kept in this file: the home page, at its JavaScript budget, would otherwise load one
 * more file.)
 */
export function useDeferredModuleWhenNear<T>(load: () => Promise<T>, place: React.RefObject<Element | null>): DeferredModule<T> {
  return useDeferredModule(React.useCallback((signal: AbortSignal) => whenNear(place, signal).then(load), [load, place]));
}
