import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '#shared/contracts/billing.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { subscriptionStatusKeys } from './get-subscription-status.ts';
import { paymentKeys } from './get-payments.ts';

export const SKIP_TO_PERIOD_END_PATH = '/api/test-payments/skip-to-period-end';

/** Test mode only: POST /api/test-payments/skip-to-period-end moves the membership's own clock past its period end. */
export async function skipToPeriodEnd(): Promise<SubscriptionStatus> {
  const res = await apiRequest('POST', SKIP_TO_PERIOD_END_PATH, {});
  return (await res.json()) as SubscriptionStatus;
}

export function useSkipToPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipToPeriodEnd,
    onSuccess: async (status) => {
      queryClient.setQueryData(subscriptionStatusKeys.all, status);
      // A renewal adds a receipt: the payment history is read again.
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
