import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '#shared/contracts/billing.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { subscriptionStatusKeys } from './get-subscription-status.ts';

export const CANCEL_SUBSCRIPTION_PATH = '/api/subscription/cancel';
export const RESUME_SUBSCRIPTION_PATH = '/api/subscription/resume';

/**
 * POST /api/subscription/cancel (`cancel: true`): the membership ends at the end of the period
 * already paid for; POST /api/subscription/resume (`cancel: false`) undoes that before then.
 */
export async function setCancelAtPeriodEnd(cancel: boolean): Promise<SubscriptionStatus> {
  const res = await apiRequest('POST', cancel ? CANCEL_SUBSCRIPTION_PATH : RESUME_SUBSCRIPTION_PATH, {});
  return (await res.json()) as SubscriptionStatus;
}

export function useSetCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCancelAtPeriodEnd,
    onSuccess: (status) => queryClient.setQueryData(subscriptionStatusKeys.all, status),
  });
}
