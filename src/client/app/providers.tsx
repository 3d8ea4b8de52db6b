import type * as React from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';

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
