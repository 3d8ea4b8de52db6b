import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { normalizeIP } from '@fastify/rate-limit';

/** The per-address API limit's window. */
export const API_RATE_WINDOW_MS = 60_000;

type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => FastifyRateLimitStore;
// The plugin's own in-memory store (a fixed window per key in a bounded LRU); the package ships it without types.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as LocalStoreCtor;

/**
 * The per-address API limit's counts, shared by @fastify/rate-limit and the public reads answered
 * before its hook runs (public-read-cache): one count per address, whichever path answered.
 */
export interface ApiRateLimit {
  /** For the plugin's `store` option: every instance it makes is this one store. */
  store: FastifyRateLimitStoreCtor;
  /** Counts one request from `address` (the client's, as `request.ip`); false once it is over the limit (the plugin answers it with 429). */
  take(address: string): boolean;
}

export function createApiRateLimit(max: number): ApiRateLimit {
  const counts = new LocalStore(false, false);
  // A constructor that hands back the one store (the plugin calls `new store(options)`).
  const store = function SharedApiStore() {
    return counts;
  } as unknown as FastifyRateLimitStoreCtor;
  return {
    store,
    take(address) {
      let current = 0;
      // The local store answers at once (synchronously).
      counts.incr(normalizeIP(address), (_error, result) => (current = result?.current ?? 0), API_RATE_WINDOW_MS, max);
      return current <= max;
    },
  };
}
