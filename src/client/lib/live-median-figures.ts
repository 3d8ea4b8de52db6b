import * as React from 'react';

/** Same marker as src/shared/law/live-median-figures.ts, checked here without loading that module. */
const MARKER = 'data-median-figure="';
const loadFiller = () => import('./live-median-figures-fill.ts');

/**
 * Built HTML whose median figures follow the table in force: as built (the committed tables) on
 * the first render, so it hydrates as prerendered, then from GET /api/median-income, an admin's
 * import included. The fetch and formatting load after hydration, and only on pages with such a
 * figure; offline, the figures stay as built.
 */
export function useLiveMedianFigures(html: string): string {
  const [filled, setFilled] = React.useState<{ from: string; html: string } | null>(null);
  const live = html.includes(MARKER);
  React.useEffect(() => {
    if (!live) return;
    const controller = new AbortController();
    loadFiller()
      .then((filler) => filler.withMedianFiguresInForce(html, controller.signal))
      .then((result) => setFilled({ from: html, html: result }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [html, live]);
  return filled?.from === html ? filled.html : html;
}
