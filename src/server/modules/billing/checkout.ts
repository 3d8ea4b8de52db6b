import { randomUUID } from 'node:crypto';
import { BOOK_EDITIONS, COURSES, DOCUMENT_PACKAGE_PRICES, discountedCents, type BookEdition, type CourseType } from '#shared/billing/catalog.ts';
import type { BookPurchaseResponse, CheckoutResponse, CreateSubscriptionResponse, PaymentReceipt } from '#shared/contracts/billing.ts';
import type { DocumentTemplateId } from '#shared/contracts/document-templates.ts';
import { AppError } from '#shared/errors.ts';
import { PREMIUM_ITEM, type BillingContext } from './billing-context.ts';
import { toCouponSummary, type Coupons } from './coupons.ts';
import type { PaymentRow, SubscriptionRow, Tx } from './repository.ts';
import { addOneMonth, hasPremiumAccess } from './subscription-clock.ts';
import type { SubscriptionLifecycle } from './subscription-lifecycle.ts';

interface Buyer {
  id: string;
  email: string | null;
}

/** The price a request states must be the catalog's: prices never come from a request. */
function checkClaimedAmount(claimedAmount: number | undefined, priceCents: number): void {
  if (claimedAmount !== undefined && claimedAmount !== priceCents) throw wrongAmount();
}

const wrongAmount = () =>
  new AppError('VALIDATION_FAILED', 'The amount does not match the price of this item. Please reload the page.', [{ path: 'amount', message: 'The amount does not match the price of this item.' }]);

/** Buying: starting a payment for what the catalog sells, and granting it once paid. */
export function createCheckout(ctx: BillingContext, parts: { lifecycle: SubscriptionLifecycle; coupons: Coupons; bookStoreUrls: Record<BookEdition, string | null> }) {
  const { repository, provider, clock } = ctx;

  /** Marks a payment paid and grants what it bought; safe to call twice (the second does nothing). */
  async function fulfil(payment: PaymentRow, card: { brand: string; last4: string; renewalsDecline: boolean } | null, outerTx?: Tx): Promise<boolean> {
    const now = clock();
    const run = <T>(fn: (tx: Tx) => Promise<T>) => (outerTx ? fn(outerTx) : repository.transaction(fn));
    return run(async (tx) => {
      const settled = await repository.settlePayment(payment.id, { status: 'succeeded', paidAt: now, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null }, tx);
      if (!settled) return false;
      const { userId } = payment;
      // A payment of a deleted account is still recorded as taken; there is no one to grant it to.
      if (userId === null) return true;
      // A 100% coupon took no money: there is nothing to give a receipt for.
      if (payment.amountCents > 0) await ctx.sendReceipt({ ...payment, paidAt: now, cardBrand: card?.brand ?? payment.cardBrand, cardLast4: card?.last4 ?? payment.cardLast4 }, tx);
      if (payment.kind === 'course') await repository.grantCourse(userId, payment.itemId, payment.id, tx);
      if (payment.kind === 'document-package') await repository.grantDocumentPackage(userId, payment.itemId, payment.id, tx);
      if (payment.kind === 'subscription') {
        // The money is taken: a coupon that ran out meanwhile is honoured and the extra use recorded (decision 012).
        if (payment.couponCode) await repository.redeemCoupon(payment.couponCode, userId, payment.id, tx);
        const coupon = payment.couponCode ? await repository.findCoupon(payment.couponCode, tx) : null;
        await repository.updateSubscription(
          userId,
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
    // An earlier attempt for the same item can no longer be paid (one paid anyway is still granted).
    if (provider.cancelPayment) {
      for (const earlier of await repository.findOpenPayments(userId, item.kind, item.itemId)) {
        if (earlier.providerPaymentId) await provider.cancelPayment(earlier.providerPaymentId);
      }
    }
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

  /**
   * The person's earlier subscription checkout at the processor, if any: reused while it charges
   * the same; otherwise ended there before another is made, so at most one can ever be paid.
   */
  async function earlierCheckout(current: SubscriptionRow | null, charge: { amountCents: number; listPriceCents: number; couponCode: string | null }): Promise<PaymentRow | 'paid' | null> {
    const earlierId = current?.status === 'incomplete' ? current.providerSubscriptionId : null;
    if (!earlierId || !provider.subscriptionState) return null;
    const state = await provider.subscriptionState(earlierId);
    if (state !== 'unpaid') return state === 'paid' ? 'paid' : null;
    const open = await repository.findUnpaidPaymentByProviderId(earlierId);
    const isSameCharge = open?.status === 'requires_payment' && open.amountCents === charge.amountCents && open.couponCode === charge.couponCode && current!.listPriceCents === charge.listPriceCents;
    if (isSameCharge) return open;
    await provider.cancelNow?.(earlierId);
    return null;
  }

  return {
    fulfil,

    /**
     * Stripe reports a paid invoice of a subscription the site does not track (an older checkout
     * paid in a race with its replacement). The member it names gets it, and the checkout it
     * replaced is ended at Stripe; a member who already has premium, or none left, has it ended
     * at once: an untracked subscription must never stay billable. Returns the row to act on.
     */
    async adoptPaidSubscription(subscriptionId: string, userId: string, tx: Tx): Promise<SubscriptionRow | null> {
      const current = await repository.findSubscription(userId, tx, { forUpdate: true });
      if (!current || hasPremiumAccess(current, ctx.nowFor(current))) {
        await provider.cancelNow?.(subscriptionId);
        return null;
      }
      if (current.providerSubscriptionId && current.providerSubscriptionId !== subscriptionId) await provider.cancelNow?.(current.providerSubscriptionId);
      await repository.updateSubscription(userId, { providerSubscriptionId: subscriptionId }, tx);
      return repository.findSubscription(userId, tx);
    },

    async createSubscription(user: Buyer, couponCode: string | undefined): Promise<Omit<CreateSubscriptionResponse, 'returnPath'>> {
      const base = { provider: provider.name, publishableKey: provider.publishableKey };
      const current = await parts.lifecycle.settle(user.id);
      if (hasPremiumAccess(current, ctx.nowFor(current))) {
        return { ...base, status: 'active', clientSecret: null, amountCents: 0, coupon: null, activatedNow: false };
      }
      const coupon = couponCode ? await parts.coupons.loadValidCoupon(couponCode, user.id) : null;
      // A new member agrees to the price in force today.
      const listPriceCents = ctx.priceNow();
      const amountCents = coupon ? discountedCents(listPriceCents, coupon.percentOff) : listPriceCents;
      const summary = coupon ? toCouponSummary(coupon, listPriceCents) : null;
      const earlier = await earlierCheckout(current, { amountCents, listPriceCents, couponCode: coupon?.code ?? null });
      // Paid in another tab a moment ago: no new checkout; the page waits for Stripe's confirmation.
      if (earlier === 'paid') return { ...base, status: 'incomplete', clientSecret: null, amountCents, coupon: summary, activatedNow: false };
      if (earlier) return { ...base, status: 'incomplete', clientSecret: earlier.clientSecret, amountCents, coupon: summary, activatedNow: false };
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

    async checkoutCourse(user: Buyer, courseType: CourseType, claimedAmount: number | undefined): Promise<CheckoutResponse> {
      const course = COURSES[courseType];
      checkClaimedAmount(claimedAmount, course.priceCents);
      const base = { provider: provider.name, publishableKey: provider.publishableKey, amountCents: course.priceCents, description: course.name };
      if ((await repository.purchases(user.id)).courses.includes(courseType)) return { ...base, status: 'already_owned', clientSecret: null };
      const clientSecret = await prepare(user.id, user.email, { kind: 'course', itemId: courseType, description: course.name, amountCents: course.priceCents });
      return { ...base, status: 'requires_payment', clientSecret };
    },

    async checkoutDocumentPackage(user: Buyer, templateId: DocumentTemplateId, claimedAmount: number | undefined): Promise<CheckoutResponse> {
      const item = DOCUMENT_PACKAGE_PRICES[templateId];
      checkClaimedAmount(claimedAmount, item.priceCents);
      const base = { provider: provider.name, publishableKey: provider.publishableKey, amountCents: item.priceCents, description: item.name };
      if ((await repository.purchases(user.id)).documentPackages.includes(templateId)) return { ...base, status: 'already_owned', clientSecret: null };
      const clientSecret = await prepare(user.id, user.email, { kind: 'document-package', itemId: templateId, description: item.name, amountCents: item.priceCents });
      return { ...base, status: 'requires_payment', clientSecret };
    },

    /**
     * Spec 7 defines this call but the site never makes it: the book is sold by bookstores. It
     * answers which edition the amount buys and where to buy it, and stores nothing.
     */
    purchaseBook(amountCents: number): BookPurchaseResponse {
      const edition = (Object.keys(BOOK_EDITIONS) as BookEdition[]).find((key) => BOOK_EDITIONS[key].priceCents === amountCents);
      if (!edition) throw wrongAmount();
      const storeUrl = parts.bookStoreUrls[edition];
      if (!storeUrl) throw new AppError('CONFLICT', 'The book is sold by online bookstores; this site has no store link for that edition.');
      return { status: 'external', edition, amountCents: BOOK_EDITIONS[edition].priceCents, storeUrl };
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
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
