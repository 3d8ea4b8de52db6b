import { randomUUID } from 'node:crypto';
import { COURSES, DOCUMENT_PACKAGE_PRICES, PAST_DUE_GRACE_DAYS, PREMIUM_PRICE_SCHEDULE, discountedCents, premiumMonthlyCentsOn, type CourseType, type PremiumPriceStep } from '#shared/billing/catalog.ts';
import type {
  AdminCoupon,
  CheckoutResponse,
  CouponSummary,
  CreateSubscriptionResponse,
  PaymentReceipt,
  SubscriptionStatus,
  TestCardPayment,
} from '#shared/contracts/billing.ts';
import type { DocumentTemplateId } from '#shared/contracts/document-templates.ts';
import { AppError } from '#shared/errors.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { chargeTestCard } from '../../adapters/payments/test-card.ts';
import type { BillingRepository, CouponRow, PaymentRow, SubscriptionRow, Tx } from './repository.ts';
import { addOneMonth, dueTransition, hasPremiumAccess } from './subscription-clock.ts';
import { renewalListCents, upcomingPriceChange, type PriceNotice } from './member-price.ts';

const PREMIUM_ITEM = 'premium-monthly';
const MAX_CATCH_UP_PERIODS = 36;
/** A skip lands this far past the moment it aims at, so that moment has clearly passed. */
const SKIP_PAST_MS = 60_000;

function couponProblem(coupon: CouponRow | null, now: Date): string | null {
  if (!coupon || !coupon.isActive) return 'That coupon code does not exist.';
  if (coupon.expiresAt && coupon.expiresAt <= now) return 'That coupon has expired.';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return 'That coupon has already been used the maximum number of times.';
  return null;
}

function toCouponSummary(coupon: CouponRow, monthlyCents: number): CouponSummary {
  return {
    code: coupon.code,
    percentOff: coupon.percentOff,
    duration: coupon.duration,
    durationMonths: coupon.durationMonths,
    priceCents: discountedCents(monthlyCents, coupon.percentOff),
  };
}

export function toAdminCoupon(c: CouponRow): AdminCoupon {
  return {
    code: c.code,
    percentOff: c.percentOff,
    duration: c.duration,
    durationMonths: c.durationMonths,
    maxRedemptions: c.maxRedemptions,
    redemptions: c.redemptions,
    expiresAt: c.expiresAt ? c.expiresAt.toISOString() : null,
    isActive: c.isActive,
  };
}

/** What a member pays for a period at regular price `listCents`, given what is left of a coupon. */
function withCoupon(sub: SubscriptionRow, listCents: number): number {
  const stillDiscounted = sub.couponPercentOff !== null && (sub.discountedPeriodsLeft === null || sub.discountedPeriodsLeft > 0);
  return stillDiscounted ? discountedCents(listCents, sub.couponPercentOff!) : listCents;
}

export function createBillingService(deps: {
  repository: BillingRepository;
  provider: PaymentProvider;
  clock: () => Date;
  /** The catalog's premium price schedule; tests pass their own. */
  schedule?: readonly PremiumPriceStep[];
}) {
  const { repository, provider, clock } = deps;
  const schedule = deps.schedule ?? PREMIUM_PRICE_SCHEDULE;
  const priceNow = () => premiumMonthlyCentsOn(clock(), schedule);
  /** A membership's own now: test mode lets a member move their clock ahead (a test clock). */
  const nowFor = (sub: SubscriptionRow | null) => new Date(clock().getTime() + (sub?.testClockOffsetMs ?? 0));
  const renewalList = (sub: SubscriptionRow, notices: readonly PriceNotice[], at: Date) => renewalListCents({ listPriceCents: sub.listPriceCents, notices }, at, schedule);

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
    const listCents = renewalList(sub, await repository.findPriceNotices(sub.userId), periodEnd);
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
          description: 'Premium membership, monthly renewal',
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
    const change = sub && hasActive && !sub.cancelAtPeriodEnd ? upcomingPriceChange({ listPriceCents: sub.listPriceCents, notices, nextRenewalAt: nextChargeAt }, now, schedule) : null;
    return {
      isSubscribed: hasActive,
      hasActiveSubscription: hasActive,
      endDate: sub?.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
      status: sub?.status ?? 'inactive',
      cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
      priceCents: sub ? withCoupon(sub, renewalList(sub, notices, nextChargeAt)) : priceNow(),
      priceChange: change
        ? { monthlyCents: change.monthlyCents, firstRenewalAt: change.firstRenewalAt.toISOString(), noticedAt: change.noticedAt ? change.noticedAt.toISOString() : null }
        : null,
      couponCode: sub?.couponCode ?? null,
      cardBrand: sub?.cardBrand ?? null,
      cardLast4: sub?.cardLast4 ?? null,
      provider: provider.name,
    };
  }

  async function loadValidCoupon(code: string): Promise<CouponRow> {
    const coupon = await repository.findCoupon(code);
    const problem = couponProblem(coupon, clock());
    if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'couponCode', message: problem }]);
    return coupon!;
  }

  /** Marks a payment paid and grants what it bought; safe to call twice (the second does nothing). */
  async function fulfil(payment: PaymentRow, card: { brand: string; last4: string; renewalsDecline: boolean } | null, outerTx?: Tx): Promise<boolean> {
    const now = clock();
    const run = <T>(fn: (tx: Tx) => Promise<T>) => (outerTx ? fn(outerTx) : repository.transaction(fn));
    return run(async (tx) => {
      const settled = await repository.settlePayment(payment.id, { status: 'succeeded', paidAt: now, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null }, tx);
      if (!settled) return false;
      if (payment.kind === 'course') await repository.grantCourse(payment.userId, payment.itemId, payment.id, tx);
      if (payment.kind === 'document-package') await repository.grantDocumentPackage(payment.userId, payment.itemId, payment.id, tx);
      if (payment.kind === 'subscription') {
        if (payment.couponCode && !(await repository.redeemCoupon(payment.couponCode, tx))) {
          throw new AppError('CONFLICT', 'That coupon has already been used the maximum number of times.');
        }
        const coupon = payment.couponCode ? await repository.findCoupon(payment.couponCode, tx) : null;
        await repository.updateSubscription(
          payment.userId,
          {
            status: 'active',
            currentPeriodEnd: addOneMonth(now),
            cancelAtPeriodEnd: false,
            pastDueSince: null,
            couponCode: coupon?.code ?? null,
            couponPercentOff: coupon?.percentOff ?? null,
            // The first period used one discounted month.
            discountedPeriodsLeft: !coupon ? null : coupon.duration === 'forever' ? null : coupon.duration === 'once' ? 0 : Math.max(0, (coupon.durationMonths ?? 1) - 1),
            ...(card ? { cardBrand: card.brand, cardLast4: card.last4, testRenewalsDecline: card.renewalsDecline } : {}),
          },
          tx,
        );
      }
      return true;
    });
  }

  async function prepare(userId: string, email: string | null, item: { kind: PaymentRow['kind']; itemId: string; description: string; amountCents: number; couponCode?: string | null }) {
    const paymentId = randomUUID();
    const prepared = await provider.preparePayment({ paymentId, amountCents: item.amountCents, description: item.description, userId, email });
    await repository.transaction(async (tx) => {
      await repository.supersedePending(userId, item.kind, item.itemId, tx);
      await repository.insertPayment(
        {
          id: paymentId,
          userId,
          kind: item.kind,
          itemId: item.itemId,
          description: item.description,
          amountCents: item.amountCents,
          status: 'requires_payment',
          provider: provider.name,
          providerPaymentId: prepared.providerPaymentId,
          clientSecret: prepared.clientSecret,
          couponCode: item.couponCode ?? null,
        },
        tx,
      );
    });
    return prepared.clientSecret;
  }

  return {
    settle,
    statusOf,

    async hasPremium(userId: string): Promise<boolean> {
      const sub = await settle(userId);
      return hasPremiumAccess(sub, nowFor(sub));
    },

    async validateCoupon(code: string): Promise<CouponSummary> {
      return toCouponSummary(await loadValidCoupon(code), priceNow());
    },

    async createSubscription(user: { id: string; email: string | null }, couponCode: string | undefined): Promise<CreateSubscriptionResponse> {
      const base = { provider: provider.name, publishableKey: provider.publishableKey };
      const current = await settle(user.id);
      if (hasPremiumAccess(current, nowFor(current))) {
        return { ...base, status: 'active', clientSecret: null, amountCents: 0, coupon: null, activatedNow: false };
      }
      const coupon = couponCode ? await loadValidCoupon(couponCode) : null;
      // A new member agrees to the price in force today.
      const listPriceCents = priceNow();
      const amountCents = coupon ? discountedCents(listPriceCents, coupon.percentOff) : listPriceCents;
      const summary = coupon ? toCouponSummary(coupon, listPriceCents) : null;
      // A new membership starts on the real clock.
      await repository.upsertSubscription({ userId: user.id, provider: provider.name, status: 'incomplete', cancelAtPeriodEnd: false, listPriceCents, testClockOffsetMs: 0 });
      const description = coupon ? `Premium membership, first month (coupon ${coupon.code})` : 'Premium membership, first month';

      if (provider.prepareSubscription) {
        const prepared = await provider.prepareSubscription({
          userId: user.id,
          monthlyCents: listPriceCents,
          email: user.email,
          customerId: current?.providerCustomerId ?? null,
          coupon: coupon ? { code: coupon.code, percentOff: coupon.percentOff, duration: coupon.duration, durationMonths: coupon.durationMonths } : null,
        });
        await repository.upsertSubscription({ userId: user.id, provider: provider.name, status: 'incomplete', cancelAtPeriodEnd: false, listPriceCents, providerSubscriptionId: prepared.subscriptionId, providerCustomerId: prepared.customerId });
        await repository.transaction(async (tx) => {
          await repository.supersedePending(user.id, 'subscription', PREMIUM_ITEM, tx);
          await repository.insertPayment(
            { id: randomUUID(), userId: user.id, kind: 'subscription', itemId: PREMIUM_ITEM, description, amountCents, status: 'requires_payment', provider: provider.name, providerPaymentId: prepared.subscriptionId, clientSecret: prepared.clientSecret, couponCode: coupon?.code ?? null },
            tx,
          );
        });
        return { ...base, status: 'incomplete', clientSecret: prepared.clientSecret, amountCents, coupon: summary, activatedNow: false };
      }

      if (amountCents === 0) {
        // A 100% coupon: nothing to charge, so the subscription starts now.
        const paymentId = randomUUID();
        await repository.insertPayment({ id: paymentId, userId: user.id, kind: 'subscription', itemId: PREMIUM_ITEM, description, amountCents: 0, status: 'requires_payment', provider: provider.name, couponCode: coupon!.code });
        await fulfil((await repository.findPayment(paymentId))!, null);
        return { ...base, status: 'active', clientSecret: null, amountCents: 0, coupon: summary, activatedNow: true };
      }
      const clientSecret = await prepare(user.id, user.email, { kind: 'subscription', itemId: PREMIUM_ITEM, description, amountCents, couponCode: coupon?.code ?? null });
      return { ...base, status: 'incomplete', clientSecret, amountCents, coupon: summary, activatedNow: false };
    },

    async checkoutCourse(user: { id: string; email: string | null }, courseType: CourseType, claimedAmount: number | undefined): Promise<CheckoutResponse> {
      const course = COURSES[courseType];
      if (claimedAmount !== undefined && claimedAmount !== course.priceCents) {
        throw new AppError('VALIDATION_FAILED', 'The amount does not match the price of this item. Please reload the page.', [{ path: 'amount', message: 'The amount does not match the price of this item.' }]);
      }
      const base = { provider: provider.name, publishableKey: provider.publishableKey, amountCents: course.priceCents, description: course.name };
      if ((await repository.purchases(user.id)).courses.includes(courseType)) return { ...base, status: 'already_owned', clientSecret: null };
      const clientSecret = await prepare(user.id, user.email, { kind: 'course', itemId: courseType, description: course.name, amountCents: course.priceCents });
      return { ...base, status: 'requires_payment', clientSecret };
    },

    async checkoutDocumentPackage(user: { id: string; email: string | null }, templateId: DocumentTemplateId, claimedAmount: number | undefined): Promise<CheckoutResponse> {
      const item = DOCUMENT_PACKAGE_PRICES[templateId];
      if (claimedAmount !== undefined && claimedAmount !== item.priceCents) {
        throw new AppError('VALIDATION_FAILED', 'The amount does not match the price of this item. Please reload the page.', [{ path: 'amount', message: 'The amount does not match the price of this item.' }]);
      }
      const base = { provider: provider.name, publishableKey: provider.publishableKey, amountCents: item.priceCents, description: item.name };
      if ((await repository.purchases(user.id)).documentPackages.includes(templateId)) return { ...base, status: 'already_owned', clientSecret: null };
      const clientSecret = await prepare(user.id, user.email, { kind: 'document-package', itemId: templateId, description: item.name, amountCents: item.priceCents });
      return { ...base, status: 'requires_payment', clientSecret };
    },

    /** The test processor's card form: charge, then fulfil exactly once. */
    async payWithTestCard(userId: string, input: TestCardPayment) {
      if (provider.name !== 'test') throw new AppError('NOT_FOUND', 'Not found');
      const payment = await repository.findPaymentBySecret(input.clientSecret);
      if (!payment || payment.userId !== userId) throw new AppError('NOT_FOUND', 'That payment does not exist. Please start again.');
      if (payment.status === 'succeeded') return { status: 'succeeded' as const, kind: payment.kind, itemId: payment.itemId };
      if (payment.status !== 'requires_payment') throw new AppError('CONFLICT', 'This payment is no longer open. Please start again.');
      const outcome = chargeTestCard(input.cardNumber, input.expiry, clock());
      if (!outcome.ok) {
        // The attempt stays open so the person can try another card.
        throw new AppError('PAYMENT_FAILED', outcome.message, [{ path: 'cardNumber', message: outcome.message }]);
      }
      await fulfil(payment, outcome);
      return { status: 'succeeded' as const, kind: payment.kind, itemId: payment.itemId };
    },

    fulfil,

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

    /**
     * Test mode only: moves the member's own clock to just past the end of their current period,
     * so they can see a renewal, a failed renewal or the end of a cancelled membership now.
     */
    async skipToPeriodEnd(userId: string): Promise<SubscriptionStatus> {
      if (provider.name !== 'test') throw new AppError('NOT_FOUND', 'Not found');
      const sub = await settle(userId);
      if (!sub || !hasPremiumAccess(sub, nowFor(sub))) throw new AppError('CONFLICT', 'You have no membership whose period can end.');
      const target = sub.status === 'past_due' ? sub.pastDueSince!.getTime() + PAST_DUE_GRACE_DAYS * 86_400_000 : sub.currentPeriodEnd!.getTime();
      await repository.updateSubscription(userId, { testClockOffsetMs: target + SKIP_PAST_MS - clock().getTime() });
      return statusOf(userId);
    },

    async receipts(userId: string): Promise<PaymentReceipt[]> {
      return (await repository.listPayments(userId)).map((p) => ({
        id: p.id,
        description: p.description,
        amountCents: p.amountCents,
        status: p.status,
        cardBrand: p.cardBrand,
        cardLast4: p.cardLast4,
        paidAt: p.paidAt ? p.paidAt.toISOString() : null,
        createdAt: p.createdAt.toISOString(),
      }));
    },

    purchases: (userId: string) => repository.purchases(userId),

    /** When an account is deleted, its subscription at the processor stops at once (no more charges). */
    async endForDeletedAccount(userId: string): Promise<void> {
      const sub = await repository.findSubscription(userId);
      if (sub?.providerSubscriptionId && provider.cancelNow) await provider.cancelNow(sub.providerSubscriptionId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
