import { QueryClient, type QueryKey } from '@tanstack/react-query';

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

/** The id of the script in which the server hands a page the answers it rendered it with. */
export const PAGE_QUERIES_ID = 'page-queries';

/** Answers a page was rendered with on the server: `[queryKey, data]` pairs. */
export type PageQueries = ReadonlyArray<readonly [QueryKey, unknown]>;

/** The `<script type="application/json">` that carries `queries` into the page, safe inside HTML. */
export function pageQueriesScript(queries: PageQueries): string {
  // `<` escaped, so no text in the data can close the script element.
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_QUERIES_ID}">${json}</script>`;
}

/**
 * Puts the answers the server rendered the page with (`pageQueriesScript`) into the cache, so
 * hydration draws the same content the HTML shows instead of a loading state and a request.
 */
export function seedFromPage(client: QueryClient, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  const script = doc?.getElementById(PAGE_QUERIES_ID);
  if (!script?.textContent) return;
  try {
    for (const [key, data] of JSON.parse(script.textContent) as PageQueries) client.setQueryData(key, data);
  } catch {
    // A page edited by hand or cut short: the page fetches as it would without the data.
  }
}

/** The browser's one query client (on the server, the renderer's), holding what the page came with. */
export const queryClient = createQueryClient();
seedFromPage(queryClient);
