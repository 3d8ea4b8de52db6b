import { randomUUID } from 'node:crypto';
import type { SubscriptionStatus } from '#shared/contracts/billing.ts';
import { AppError } from '#shared/errors.ts';
import { PREMIUM_ITEM, RENEWAL_DESCRIPTION, withCoupon, type BillingContext } from './billing-context.ts';
import { upcomingPriceChange } from './member-price.ts';
import type { SubscriptionRow } from './repository.ts';
import { addOneMonth, dueTransition, hasPremiumAccess, statusAt } from './subscription-clock.ts';

const MAX_CATCH_UP_PERIODS = 36;

/** A membership over time: renewals and ends as they fall due, its status, cancel and resume. */
export function createSubscriptionLifecycle(ctx: BillingContext) {
  const { repository, provider, nowFor } = ctx;

  /** Applies what time has done to a subscription (renewals, ends); returns the current row. */
  async function settle(userId: string): Promise<SubscriptionRow | null> {
    let sub = await repository.findSubscription(userId);
    const now = nowFor(sub);
    for (let i = 0; sub && i < MAX_CATCH_UP_PERIODS; i++) {
      const step = dueTransition(sub, now);
      if (step === 'none') break;
      if (step === 'end-canceled' || step === 'end-past-due') {
        await repository.updateSubscription(userId, { status: 'inactive', cancelAtPeriodEnd: false });
      } else if (sub.provider === 'test') {
        await renewWithTestCard(sub);
      } else {
        // Stripe renews on its side and tells us by webhook.
        break;
      }
      sub = await repository.findSubscription(userId);
    }
    return sub;
  }

  async function renewWithTestCard(sub: SubscriptionRow): Promise<void> {
    const periodEnd = sub.currentPeriodEnd!;
    const listCents = ctx.renewalList(sub, await repository.findPriceNotices(sub.userId), periodEnd);
    const amountCents = withCoupon(sub, listCents);
    const paymentId = randomUUID();
    const declined = sub.testRenewalsDecline;
    await repository.transaction(async (tx) => {
      // Two requests settling at once: the row lock lets only the first renew this period.
      const fresh = await repository.findSubscription(sub.userId, tx, { forUpdate: true });
      if (!fresh || fresh.status !== 'active' || fresh.currentPeriodEnd?.getTime() !== periodEnd.getTime()) return;
      await repository.insertPayment(
        {
          id: paymentId,
          userId: sub.userId,
          kind: 'subscription',
          itemId: PREMIUM_ITEM,
          description: RENEWAL_DESCRIPTION,
          amountCents,
          status: declined ? 'failed' : 'succeeded',
          provider: 'test',
          cardBrand: sub.cardBrand,
          cardLast4: sub.cardLast4,
          failureMessage: declined ? 'Your card was declined.' : null,
          paidAt: declined ? null : periodEnd,
          couponCode: sub.couponCode,
        },
        tx,
      );
      if (declined) {
        await repository.updateSubscription(sub.userId, { status: 'past_due', pastDueSince: periodEnd }, tx);
      } else {
        if (amountCents > 0) await ctx.sendReceipt({ userId: sub.userId, description: RENEWAL_DESCRIPTION, amountCents, paidAt: periodEnd, cardBrand: sub.cardBrand, cardLast4: sub.cardLast4 }, tx);
        await repository.updateSubscription(
          sub.userId,
          {
            currentPeriodEnd: addOneMonth(periodEnd),
            listPriceCents: listCents,
            discountedPeriodsLeft: sub.discountedPeriodsLeft === null ? null : Math.max(0, sub.discountedPeriodsLeft - 1),
          },
          tx,
        );
      }
    });
  }

  async function statusOf(userId: string): Promise<SubscriptionStatus> {
    const sub = await settle(userId);
    const now = nowFor(sub);
    const hasActive = hasPremiumAccess(sub, now);
    const notices = sub ? await repository.findPriceNotices(userId) : [];
    const nextChargeAt = sub?.currentPeriodEnd ?? now;
    // A membership that will not renew has no price change to tell of.
    const change = sub && hasActive && !sub.cancelAtPeriodEnd ? upcomingPriceChange({ listPriceCents: sub.listPriceCents, notices, nextRenewalAt: nextChargeAt }, now, ctx.schedule) : null;
    return {
      isSubscribed: hasActive,
      hasActiveSubscription: hasActive,
      endDate: sub?.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
      status: statusAt(sub, now),
      cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
      priceCents: sub ? withCoupon(sub, ctx.renewalList(sub, notices, nextChargeAt)) : ctx.priceNow(),
      priceChange: change
        ? { monthlyCents: change.monthlyCents, firstRenewalAt: change.firstRenewalAt.toISOString(), noticedAt: change.noticedAt ? change.noticedAt.toISOString() : null }
        : null,
      couponCode: sub?.couponCode ?? null,
      cardBrand: sub?.cardBrand ?? null,
      cardLast4: sub?.cardLast4 ?? null,
      provider: provider.name,
    };
  }

  return {
    settle,
    statusOf,

    async hasPremium(userId: string): Promise<boolean> {
      const sub = await settle(userId);
      return hasPremiumAccess(sub, nowFor(sub));
    },

    async cancelAtPeriodEnd(userId: string, cancel: boolean): Promise<SubscriptionStatus> {
      const sub = await settle(userId);
      // Behind on payment: there is no paid period left to run out, so canceling ends it now and
      // the processor stops retrying the card.
      if (cancel && sub?.status === 'past_due' && hasPremiumAccess(sub, nowFor(sub))) {
        if (sub.providerSubscriptionId && provider.cancelNow) await provider.cancelNow(sub.providerSubscriptionId);
        await repository.updateSubscription(userId, { status: 'inactive', cancelAtPeriodEnd: false, pastDueSince: null });
        return statusOf(userId);
      }
      if (!sub || !hasPremiumAccess(sub, nowFor(sub)) || sub.status !== 'active') {
        throw new AppError('CONFLICT', cancel ? 'You have no active subscription to cancel.' : 'There is no subscription to keep.');
      }
      if (sub.providerSubscriptionId && provider.setCancelAtPeriodEnd) await provider.setCancelAtPeriodEnd(sub.providerSubscriptionId, cancel);
      await repository.updateSubscription(userId, { cancelAtPeriodEnd: cancel });
      return statusOf(userId);
    },

    /** When an account is deleted, its subscription at the processor stops at once (no more charges). */
    /**
     * Before an account is deleted: stops its subscription and deletes its customer at the
     * processor. This runs first, so a processor that fails leaves the account whole (the person is
     * asked to try again); a deletion that fails after it finds the customer gone and carries on.
     */
    async endForDeletedAccount(userId: string): Promise<void> {
      const sub = await repository.findSubscription(userId);
      try {
        if (sub?.providerSubscriptionId && provider.cancelNow) await provider.cancelNow(sub.providerSubscriptionId);
        if (sub?.providerCustomerId && provider.deleteCustomer) await provider.deleteCustomer(sub.providerCustomerId);
      } catch (error) {
        throw new AppError('UNAVAILABLE', 'We could not close your payment details with our card processor just now. Nothing was deleted. Please try again in a few minutes.', undefined, error);
      }
    },
  };
}

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;
