import * as React from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import { queryClient as browserQueryClient } from '#client/lib/query-client.ts';

/** Tooltip timings of spec 9. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface ProvidersProps {
  children: React.ReactNode;
  /** Prerendering and tests pass their own client. */
  queryClient?: QueryClient;
}

/** App-wide context: data fetching, tooltips and the notifications area. */
export function Providers({ children, queryClient = browserQueryClient }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
        <DeferredToaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
