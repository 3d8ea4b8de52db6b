import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';
import { subscriptionStatusKeys } from './get-subscription-status.ts';

export const CANCEL_SUBSCRIPTION_PATH = '/api/subscription/cancel';
export const RESUME_SUBSCRIPTION_PATH = '/api/subscription/resume';

const postCancelOrResume = apiJson(() => import('#shared/contracts/billing.ts').then((c) => c.subscriptionStatusSchema));

/**
 * POST /api/subscription/cancel (`cancel: true`): the membership ends at the end of the period
 * already paid for; POST /api/subscription/resume (`cancel: false`) undoes that before then.
 */
export function setCancelAtPeriodEnd(cancel: boolean) {
  return postCancelOrResume(cancel ? CANCEL_SUBSCRIPTION_PATH : RESUME_SUBSCRIPTION_PATH, { method: 'POST', body: {} });
}

export function useSetCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCancelAtPeriodEnd,
    onSuccess: (status) => queryClient.setQueryData(subscriptionStatusKeys.all, status),
  });
}
