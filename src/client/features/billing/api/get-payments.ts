import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const PAYMENTS_PATH = '/api/payments';

export const paymentKeys = {
  all: [PAYMENTS_PATH] as const,
};

const getPayments = apiJson(() => import('#shared/contracts/billing.ts').then((c) => c.paymentReceiptSchema.array()));

/** GET /api/payments: the person's paid and failed payments, newest first (receipts). */
export function fetchPayments(signal?: AbortSignal) {
  return getPayments(PAYMENTS_PATH, { signal });
}

export function paymentsQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.all, queryFn: ({ signal }) => fetchPayments(signal) });
}

export function usePayments({ enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentsQueryOptions(), enabled });
}
