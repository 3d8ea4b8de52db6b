import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoupon } from '#shared/contracts/billing.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const ADMIN_COUPONS_PATH = '/api/admin/coupons';

export const adminCouponKeys = {
  all: [ADMIN_COUPONS_PATH] as const,
};

/** GET /api/admin/coupons (admin): every coupon, active or not, with how often it was used. */
export async function fetchAdminCoupons(signal?: AbortSignal): Promise<AdminCoupon[]> {
  const res = await apiRequest('GET', ADMIN_COUPONS_PATH, undefined, { signal });
  return (await res.json()) as AdminCoupon[];
}

export function adminCouponsQueryOptions() {
  return queryOptions({
    queryKey: adminCouponKeys.all,
    queryFn: ({ signal }) => fetchAdminCoupons(signal),
    // Redemptions change as people subscribe: refetch after a minute.
    staleTime: 60_000,
  });
}

export function useAdminCoupons() {
  return useQuery(adminCouponsQueryOptions());
}
