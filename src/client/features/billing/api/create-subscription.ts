import { apiJson } from '#client/lib/api/api-json.ts';

export const CREATE_SUBSCRIPTION_PATH = '/api/create-subscription';

const postCreateSubscription = apiJson(() => import('#shared/contracts/billing.ts').then((c) => c.createSubscriptionResponseSchema));

/**
 * POST /api/create-subscription: starts (or restarts) the membership checkout. `status: 'active'`
 * with `activatedNow: false` means the person is already a member; with `activatedNow: true` a
 * 100% coupon activated it. Otherwise `clientSecret` is what the card form confirms. `returnTo` is
 * the page the person came from; the server answers with the safe path to go to after paying.
 */
export function createSubscription({ couponCode, returnTo }: { couponCode?: string; returnTo?: string } = {}) {
  return postCreateSubscription(CREATE_SUBSCRIPTION_PATH, { method: 'POST', body: { ...(couponCode ? { couponCode } : {}), ...(returnTo ? { returnTo } : {}) } });
}
