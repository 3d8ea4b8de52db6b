import { QueryClient } from '@tanstack/react-query';

/**
 * Data is fetched when a screen needs it and kept until a mutation invalidates it: no polling,
 * no refetch on focus, never stale, no automatic retries (spec 7). Features that need other
 * behaviour (chat polling, the 60 s user cache) set it on their own queries. There is no default
 * query function: every query names its own fetcher (`apiJson`), so a key is never read as a URL.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The browser's one query client. Prerendering creates its own with `createQueryClient()`. */
export const queryClient = createQueryClient();
