import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentReceipt } from '#shared/contracts/billing.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const PAYMENTS_PATH = '/api/payments';

export const paymentKeys = {
  all: [PAYMENTS_PATH] as const,
};

/** GET /api/payments: the person's paid and failed payments, newest first (receipts). */
export async function fetchPayments(signal?: AbortSignal): Promise<PaymentReceipt[]> {
  const res = await apiRequest('GET', PAYMENTS_PATH, undefined, { signal });
  return (await res.json()) as PaymentReceipt[];
}

export function paymentsQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.all, queryFn: ({ signal }) => fetchPayments(signal) });
}

export function usePayments({ enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentsQueryOptions(), enabled });
}
