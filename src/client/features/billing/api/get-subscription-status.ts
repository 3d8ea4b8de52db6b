import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const SUBSCRIPTION_STATUS_PATH = '/api/subscription-status';

/** The subscription status is cached this long (spec 9). */
export const SUBSCRIPTION_STATUS_CACHE_MS = 60_000;

export const subscriptionStatusKeys = {
  all: [SUBSCRIPTION_STATUS_PATH] as const,
};

const getSubscriptionStatus = apiJson(() => import('#shared/contracts/billing.ts').then((c) => c.subscriptionStatusSchema));

/** GET /api/subscription-status: the signed-in person's membership, or null for a visitor (401). */
export function fetchSubscriptionStatus(signal?: AbortSignal) {
  // Spec 8: a 401 here is no error to show; it means nobody is signed in.
  return getSubscriptionStatus(SUBSCRIPTION_STATUS_PATH, { signal, on401: 'returnNull' });
}

/**
 * Spec 7: not fetched unless a screen enables it (pass `enabled` once someone is signed in),
 * kept for 60 s, never retried.
 */
export function subscriptionStatusQueryOptions({ enabled }: { enabled: boolean }) {
  return queryOptions({
    queryKey: subscriptionStatusKeys.all,
    queryFn: ({ signal }) => fetchSubscriptionStatus(signal),
    enabled,
    staleTime: SUBSCRIPTION_STATUS_CACHE_MS,
    retry: false,
  });
}

export function useSubscriptionStatus({ enabled }: { enabled: boolean }) {
  return useQuery(subscriptionStatusQueryOptions({ enabled }));
}
