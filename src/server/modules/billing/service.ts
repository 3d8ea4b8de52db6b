import type { BookEdition } from '#shared/billing/catalog.ts';
import { createBillingContext, type BillingDeps } from './billing-context.ts';
import { createCheckout } from './checkout.ts';
import { createCoupons } from './coupons.ts';
import { createSubscriptionLifecycle } from './subscription-lifecycle.ts';
import { createTestMode } from './test-mode.ts';

/** Billing's rules, one file per concern: membership over time, buying, coupons, test mode. */
export function createBillingService(deps: BillingDeps & { bookStoreUrls: Record<BookEdition, string | null> }) {
  const { bookStoreUrls, ...billingDeps } = deps;
  const ctx = createBillingContext(billingDeps);
  const lifecycle = createSubscriptionLifecycle(ctx);
  const coupons = createCoupons(ctx);
  const checkout = createCheckout(ctx, { lifecycle, coupons, bookStoreUrls });
  const testMode = createTestMode(ctx, { lifecycle, checkout });
  return { ...lifecycle, ...coupons, ...checkout, ...testMode, sendReceipt: ctx.sendReceipt };
}

export type BillingService = ReturnType<typeof createBillingService>;
