import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';
import { subscriptionStatusKeys } from './get-subscription-status.ts';
import { paymentKeys } from './get-payments.ts';

export const SKIP_TO_PERIOD_END_PATH = '/api/test-payments/skip-to-period-end';

const postSkipToPeriodEnd = apiJson(() => import('#shared/contracts/billing.ts').then((c) => c.subscriptionStatusSchema));

/** Test mode only: POST /api/test-payments/skip-to-period-end moves the membership's own clock past its period end. */
export function skipToPeriodEnd() {
  return postSkipToPeriodEnd(SKIP_TO_PERIOD_END_PATH, { method: 'POST', body: {} });
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
