import { PAST_DUE_GRACE_DAYS } from '#shared/billing/catalog.ts';
import type { SubscriptionStatus, TestCardPayment } from '#shared/contracts/billing.ts';
import { AppError } from '#shared/errors.ts';
import { chargeTestCard } from '../../adapters/payments/test-card.ts';
import type { BillingContext } from './billing-context.ts';
import type { Checkout } from './checkout.ts';
import { hasPremiumAccess } from './subscription-clock.ts';
import type { SubscriptionLifecycle } from './subscription-lifecycle.ts';

/** A skip lands this far past the moment it aims at, so that moment has clearly passed. */
const SKIP_PAST_MS = 60_000;

/** What only the test processor offers: its card form and a member's own test clock. */
export function createTestMode(ctx: BillingContext, parts: { lifecycle: SubscriptionLifecycle; checkout: Checkout }) {
  const { repository, provider, clock } = ctx;
  const refuseUnlessTestProcessor = () => {
    if (provider.name !== 'test') throw new AppError('NOT_FOUND', 'Not found');
  };

  return {
    /** The test processor's card form: charge, then fulfil exactly once. */
    async payWithTestCard(userId: string, input: TestCardPayment) {
      refuseUnlessTestProcessor();
      const payment = await repository.findPaymentBySecret(input.clientSecret);
      if (!payment || payment.userId !== userId) throw new AppError('NOT_FOUND', 'That payment does not exist. Please start again.');
      if (payment.status === 'succeeded') return { status: 'succeeded' as const, kind: payment.kind, itemId: payment.itemId };
      if (payment.status !== 'requires_payment') throw new AppError('CONFLICT', 'This payment is no longer open. Please start again.');
      const outcome = chargeTestCard(input.cardNumber, input.expiry, clock());
      if (!outcome.ok) {
        // The attempt stays open so the person can try another card.
        throw new AppError('PAYMENT_FAILED', outcome.message, [{ path: 'cardNumber', message: outcome.message }]);
      }
      await parts.checkout.fulfil(payment, outcome);
      return { status: 'succeeded' as const, kind: payment.kind, itemId: payment.itemId };
    },

    /**
     * Moves the member's own clock to just past the end of their current period, so they can see
     * a renewal, a failed renewal or the end of a cancelled membership now.
     */
    async skipToPeriodEnd(userId: string): Promise<SubscriptionStatus> {
      refuseUnlessTestProcessor();
      const sub = await parts.lifecycle.settle(userId);
      if (!sub || !hasPremiumAccess(sub, ctx.nowFor(sub))) throw new AppError('CONFLICT', 'You have no membership whose period can end.');
      const target = sub.status === 'past_due' ? sub.pastDueSince!.getTime() + PAST_DUE_GRACE_DAYS * 86_400_000 : sub.currentPeriodEnd!.getTime();
      await repository.updateSubscription(userId, { testClockOffsetMs: target + SKIP_PAST_MS - clock().getTime() });
      return parts.lifecycle.statusOf(userId);
    },
  };
}
