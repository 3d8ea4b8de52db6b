import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '#shared/contracts/billing.ts';
import { ApiError } from '#client/lib/api-request.ts';

export const SUBSCRIPTION_STATUS_PATH = '/api/subscription-status';

/** The subscription status is cached this long (spec 9). */
export const SUBSCRIPTION_STATUS_CACHE_MS = 60_000;

export const subscriptionStatusKeys = {
  all: [SUBSCRIPTION_STATUS_PATH] as const,
};

/** GET /api/subscription-status: the signed-in person's membership, or null for a visitor (401). */
export async function fetchSubscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatus | null> {
  const res = await fetch(SUBSCRIPTION_STATUS_PATH, { credentials: 'include', signal });
  // Spec 8: a 401 here is no error to show; it means nobody is signed in.
  if (res.status === 401) return null;
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return (await res.json()) as SubscriptionStatus;
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
