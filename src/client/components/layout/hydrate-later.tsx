import * as React from 'react';

/**
 * A part of a prerendered page below its first screen. React hydrates a server-rendered Suspense
 * boundary in a pass of its own, after the content around it and at a low priority, so wrapping
 * the lower parts of a page this way slices its hydration: the first screen answers sooner and no
 * single task hydrates the whole page. Nothing suspends here (the fallback is never shown on a
 * prerendered page; a part that suspends while rendered in the browser shows nothing meanwhile).
 * Not for forms whose state React keeps (react-hook-form, drafts): text put in by autofill, with no
 * key press or focus, between the page's first commit and the part's own pass is taken by React as
 * the field's starting value (the early-input replay reads fields once, at the first commit).
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}
