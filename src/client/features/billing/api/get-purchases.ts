import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const PURCHASES_PATH = '/api/purchases';

export const purchaseKeys = {
  all: [PURCHASES_PATH] as const,
};

const getPurchases = apiJson(() => import('#shared/contracts/billing.ts').then((c) => c.purchasesSchema));

/** GET /api/purchases: the courses and document packages the person owns. */
export function fetchPurchases(signal?: AbortSignal) {
  return getPurchases(PURCHASES_PATH, { signal });
}

export function purchasesQueryOptions() {
  return queryOptions({ queryKey: purchaseKeys.all, queryFn: ({ signal }) => fetchPurchases(signal) });
}

export function usePurchases({ enabled }: { enabled: boolean }) {
  return useQuery({ ...purchasesQueryOptions(), enabled });
}
