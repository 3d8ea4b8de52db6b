/** How far ahead of the visible part of the page `whenNear` answers: one screen above and below. */
const NEAR_SCREEN_MARGIN = '100% 0px';

/**
 * Resolves once `element` is within a screen of the visible part of the page (at once when it is
 * there already, when there is no element, or when the browser cannot tell). For a part far below
 * the first screen whose code and first drawing cost a phone more than the rest of the page: pass
 * `() => whenNear(ref.current).then(load)` to useDeferredModule.
 */
export function whenNear(element: Element | null): Promise<void> {
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
  });
}
