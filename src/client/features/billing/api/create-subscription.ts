import type { CreateSubscriptionResponse } from '#shared/contracts/billing.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const CREATE_SUBSCRIPTION_PATH = '/api/create-subscription';

/**
 * POST /api/create-subscription: starts (or restarts) the membership checkout. `status: 'active'`
 * with `activatedNow: false` means the person is already a member; with `activatedNow: true` a
 * 100% coupon activated it. Otherwise `clientSecret` is what the card form confirms.
 */
export async function createSubscription(couponCode?: string): Promise<CreateSubscriptionResponse> {
  const res = await apiRequest('POST', CREATE_SUBSCRIPTION_PATH, couponCode ? { couponCode } : {});
  return (await res.json()) as CreateSubscriptionResponse;
}
