import type * as React from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';

/**
 * Tooltip timings of spec 9. A component that shows tooltips wraps them in Radix's
 * `Tooltip.Provider` with these values (kept out of the app root so pages without tooltips do
 * not load its code).
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * App-wide context: the notifications area. Data fetching is provided per page
 * (`QueryProvider`), so pages that fetch nothing do not load the data library.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <DeferredToaster />
    </>
  );
}
