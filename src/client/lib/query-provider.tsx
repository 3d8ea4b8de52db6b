import type * as React from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/**
 * Gives a page access to the app's one query client (shared cache across pages). Pages that
 * fetch data wrap their content in it; the data library then loads with those pages only,
 * keeping it out of the JavaScript every page needs.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
