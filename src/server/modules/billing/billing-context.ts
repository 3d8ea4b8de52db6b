import { discountedCents, premiumMonthlyCentsOn, PREMIUM_PRICE_SCHEDULE, type PremiumPriceStep } from '#shared/billing/catalog.ts';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import { renewalListCents, type PriceNotice } from './member-price.ts';
import { receiptEmail } from './receipt-email.ts';
import type { BillingRepository, PaymentRow, SubscriptionRow, Tx } from './repository.ts';
import { memberNow } from './subscription-clock.ts';

export const PREMIUM_ITEM = 'premium-monthly';
export const RENEWAL_DESCRIPTION = 'Premium membership, monthly renewal';

export interface BillingDeps {
  repository: BillingRepository;
  provider: PaymentProvider;
  clock: () => Date;
  /** Admin changes and their audit records in one transaction. */
  inTransaction: InTransaction<{ repository: BillingRepository; audit: AuditLog }>;
  /** The catalog's premium price schedule; tests pass their own. */
  schedule?: readonly PremiumPriceStep[];
  /** Where receipts are written; without it (unit tests) no receipt is sent. */
  receipts?: { outbox: MailOutbox; siteName: string; publicUrl: string };
}

/** What a receipt needs of a paid payment. */
type PaidPayment = Pick<PaymentRow, 'userId' | 'description' | 'amountCents' | 'cardBrand' | 'cardLast4'> & { paidAt: Date };

/** What every part of billing shares: the processor, the clock and the price rules. */
export function createBillingContext(deps: BillingDeps) {
  const schedule = deps.schedule ?? PREMIUM_PRICE_SCHEDULE;
  return {
    ...deps,
    schedule,
    priceNow: () => premiumMonthlyCentsOn(deps.clock(), schedule),
    /** A membership's own now (test mode can move it ahead). */
    nowFor: (sub: SubscriptionRow | null) => memberNow(sub, deps.clock()),
    /**
     * Writes the receipt of a payment just taken, in the transaction that records it, so every
     * payment has exactly one; the outbox's retry pass delivers it after the commit.
     */
    async sendReceipt(payment: PaidPayment, tx: Tx): Promise<void> {
      if (!deps.receipts || payment.userId === null) return;
      const buyer = await deps.repository.findBuyer(payment.userId, tx);
      if (!buyer?.email) return;
      const { outbox, siteName, publicUrl } = deps.receipts;
      const email = receiptEmail({ to: buyer.email, firstName: buyer.firstName, description: payment.description, amountCents: payment.amountCents, paidAt: payment.paidAt, card: { brand: payment.cardBrand, last4: payment.cardLast4 }, siteName, publicUrl });
      await outbox.enqueue('receipt', email, tx);
    },
    renewalList: (sub: SubscriptionRow, notices: readonly PriceNotice[], at: Date) => renewalListCents({ listPriceCents: sub.listPriceCents, notices }, at, schedule),
  };
}

export type BillingContext = ReturnType<typeof createBillingContext>;

/** What a member pays for a period at regular price `listCents`, given what is left of a coupon. */
export function withCoupon(sub: SubscriptionRow, listCents: number): number {
  const stillDiscounted = sub.couponPercentOff !== null && (sub.discountedPeriodsLeft === null || sub.discountedPeriodsLeft > 0);
  return stillDiscounted ? discountedCents(listCents, sub.couponPercentOff!) : listCents;
}
