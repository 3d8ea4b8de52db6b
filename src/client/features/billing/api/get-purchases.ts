import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentTemplateId } from '#shared/contracts/document-templates.ts';
import type { CourseType } from '#shared/billing/catalog.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const PURCHASES_PATH = '/api/purchases';

export interface Purchases {
  courses: CourseType[];
  documentPackages: DocumentTemplateId[];
}

export const purchaseKeys = {
  all: [PURCHASES_PATH] as const,
};

/** GET /api/purchases: the courses and document packages the person owns. */
export async function fetchPurchases(signal?: AbortSignal): Promise<Purchases> {
  const res = await apiRequest('GET', PURCHASES_PATH, undefined, { signal });
  return (await res.json()) as Purchases;
}

export function purchasesQueryOptions() {
  return queryOptions({ queryKey: purchaseKeys.all, queryFn: ({ signal }) => fetchPurchases(signal) });
}

export function usePurchases({ enabled }: { enabled: boolean }) {
  return useQuery({ ...purchasesQueryOptions(), enabled });
}
