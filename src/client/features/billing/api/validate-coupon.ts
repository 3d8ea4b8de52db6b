import type { CouponSummary } from '#shared/contracts/billing.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const VALIDATE_COUPON_PATH = '/api/coupons/validate';

/**
 * POST /api/coupons/validate: what a coupon does to the price. A code that does not exist, has
 * expired or is used up fails with 400 and the reason as its message.
 */
export async function validateCoupon(code: string): Promise<CouponSummary> {
  const res = await apiRequest('POST', VALIDATE_COUPON_PATH, { code });
  return (await res.json()) as CouponSummary;
}
