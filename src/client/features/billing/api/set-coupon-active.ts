import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon } from '#shared/contracts/billing.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_COUPONS_PATH, adminCouponKeys } from './get-admin-coupons.ts';

/** PUT /api/admin/coupons/{code} (admin): a disabled coupon stops working for new subscriptions. */
export async function setCouponActive({ code, isActive }: { code: string; isActive: boolean }): Promise<AdminCoupon> {
  const res = await apiRequest('PUT', `${ADMIN_COUPONS_PATH}/${encodeURIComponent(code)}`, { isActive });
  return (await res.json()) as AdminCoupon;
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCouponActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}
