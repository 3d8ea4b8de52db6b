import { apiJson } from '#client/lib/api/api-json.ts';

export const VALIDATE_COUPON_PATH = '/api/coupons/validate';

const postValidateCoupon = apiJson(() => import('#shared/contracts/billing.ts').then((c) => c.couponSummarySchema));

/**
 * POST /api/coupons/validate: what a coupon does to the price. A code that does not exist, has
 * expired or is used up fails with 400 and the reason as its message.
 */
export function validateCoupon(code: string) {
  return postValidateCoupon(VALIDATE_COUPON_PATH, { method: 'POST', body: { code } });
}
