import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCouponSchema } from '#shared/contracts/billing.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ADMIN_COUPONS_PATH = '/api/admin/coupons';

export const adminCouponKeys = {
  all: [ADMIN_COUPONS_PATH] as const,
};

const getAdminCoupons = apiJson(adminCouponSchema.array());

/** GET /api/admin/coupons (admin): every coupon, active or not, with how often it was used. */
export function fetchAdminCoupons(signal?: AbortSignal) {
  return getAdminCoupons(ADMIN_COUPONS_PATH, { signal });
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
