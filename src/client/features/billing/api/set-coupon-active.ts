import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCouponSchema } from '#shared/contracts/billing.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { ADMIN_COUPONS_PATH, adminCouponKeys } from './get-admin-coupons.ts';

const putCoupon = apiJson(adminCouponSchema);

/** PUT /api/admin/coupons/{code} (admin): a disabled coupon stops working for new subscriptions. */
export function setCouponActive({ code, isActive }: { code: string; isActive: boolean }) {
  return putCoupon(`${ADMIN_COUPONS_PATH}/${encodeURIComponent(code)}`, { method: 'PUT', body: { isActive } });
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCouponActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}
