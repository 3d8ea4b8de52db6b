import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCouponSchema } from '#shared/contracts/billing.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { ADMIN_COUPONS_PATH, adminCouponKeys } from './get-admin-coupons.ts';

export interface CouponInput {
  code: string;
  percentOff: number;
  duration: 'once' | 'repeating' | 'forever';
  durationMonths: number | null;
  maxRedemptions: number | null;
  /** ISO date-time with offset, or null for no expiry. */
  expiresAt: string | null;
}

const postCoupon = apiJson(adminCouponSchema);

/** POST /api/admin/coupons (admin): 409 when the code exists, 400 with field issues when invalid. */
export function createCoupon(input: CouponInput) {
  return postCoupon(ADMIN_COUPONS_PATH, { method: 'POST', body: input });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}
