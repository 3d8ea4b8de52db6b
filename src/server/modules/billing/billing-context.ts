import { discountedCents, premiumMonthlyCentsOn, PREMIUM_PRICE_SCHEDULE, type PremiumPriceStep } from '#shared/billing/catalog.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import { renewalListCents, type PriceNotice } from './member-price.ts';
import type { BillingRepository, SubscriptionRow } from './repository.ts';
import { memberNow } from './subscription-clock.ts';

export const PREMIUM_ITEM = 'premium-monthly';

export interface BillingDeps {
  repository: BillingRepository;
  provider: PaymentProvider;
  clock: () => Date;
  /** Admin changes and their audit records in one transaction. */
  inTransaction: InTransaction<{ repository: BillingRepository; audit: AuditLog }>;
  /** The catalog's premium price schedule; tests pass their own. */
  schedule?: readonly PremiumPriceStep[];
}

/** What every part of billing shares: the processor, the clock and the price rules. */
export function createBillingContext(deps: BillingDeps) {
  const schedule = deps.schedule ?? PREMIUM_PRICE_SCHEDULE;
  return {
    ...deps,
    schedule,
    priceNow: () => premiumMonthlyCentsOn(deps.clock(), schedule),
    /** A membership's own now (test mode can move it ahead). */
    nowFor: (sub: SubscriptionRow | null) => memberNow(sub, deps.clock()),
    renewalList: (sub: SubscriptionRow, notices: readonly PriceNotice[], at: Date) => renewalListCents({ listPriceCents: sub.listPriceCents, notices }, at, schedule),
  };
}

export type BillingContext = ReturnType<typeof createBillingContext>;

/** What a member pays for a period at regular price `listCents`, given what is left of a coupon. */
export function withCoupon(sub: SubscriptionRow, listCents: number): number {
  const stillDiscounted = sub.couponPercentOff !== null && (sub.discountedPeriodsLeft === null || sub.discountedPeriodsLeft > 0);
  return stillDiscounted ? discountedCents(listCents, sub.couponPercentOff!) : listCents;
}
