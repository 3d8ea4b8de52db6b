import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon } from '#shared/contracts/billing.ts';
import { apiRequest } from '#client/lib/api-request.ts';
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

/** POST /api/admin/coupons (admin): 409 when the code exists, 400 with field issues when invalid. */
export async function createCoupon(input: CouponInput): Promise<AdminCoupon> {
  const res = await apiRequest('POST', ADMIN_COUPONS_PATH, input);
  return (await res.json()) as AdminCoupon;
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}
