import Stripe from 'stripe';
import type { PaymentProvider } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Only for tests: a local server speaking Stripe's API, e.g. http://127.0.0.1:12111. */
  apiBaseUrl?: string;
}

/** One Stripe Price per monthly amount, found again by this lookup key (`premium_monthly_995`). */
const premiumLookupKey = (monthlyCents: number) => `premium_monthly_${monthlyCents}`;

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

/**
 * Stripe behind our PaymentProvider: one-time items as PaymentIntents; premium as a Stripe
 * subscription on a monthly Price (created on first use, found again by its lookup key);
 * our coupons become Stripe coupons with a promotion code of the same code.
 */
export function createStripePaymentProvider(settings: StripeSettings, stripe = createStripeClient(settings)): PaymentProvider {
  const priceIds = new Map<number, Promise<string>>();

  function premiumPriceId(monthlyCents: number): Promise<string> {
    let priceId = priceIds.get(monthlyCents);
    if (!priceId) {
      priceId = (async () => {
        const lookupKey = premiumLookupKey(monthlyCents);
        const existing = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
        if (existing.data[0]) return existing.data[0].id;
        const product = await stripe.products.create({ name: 'Premium membership' });
        const price = await stripe.prices.create({
          product: product.id,
          currency: 'usd',
          unit_amount: monthlyCents,
          recurring: { interval: 'month' },
          lookup_key: lookupKey,
        });
        return price.id;
      })().catch((error: unknown) => {
        priceIds.delete(monthlyCents);
        throw error;
      });
      priceIds.set(monthlyCents, priceId);
    }
    return priceId;
  }

  async function promotionCodeId(coupon: NonNullable<Parameters<NonNullable<PaymentProvider['prepareSubscription']>>[0]['coupon']>): Promise<string> {
    const found = await stripe.promotionCodes.list({ code: coupon.code, active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const stripeCoupon = await stripe.coupons.create({
      percent_off: coupon.percentOff,
      duration: coupon.duration,
      ...(coupon.duration === 'repeating' ? { duration_in_months: coupon.durationMonths ?? 1 } : {}),
      name: coupon.code,
    });
    // Stripe's side of "one use per person": only a customer's first payment may use the code.
    const promotion = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: stripeCoupon.id },
      code: coupon.code,
      restrictions: { first_time_transaction: true },
    });
    return promotion.id;
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async preparePayment({ paymentId, amountCents, description, userId }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          description,
          automatic_payment_methods: { enabled: true },
          metadata: { paymentId, userId },
        },
        { idempotencyKey: `payment-${paymentId}` },
      );
      return { providerPaymentId: intent.id, clientSecret: intent.client_secret ?? '' };
    },

    async prepareSubscription({ userId, monthlyCents, email, customerId, coupon }) {
      const customer = customerId ?? (await stripe.customers.create({ ...(email ? { email } : {}), metadata: { userId } })).id;
      const subscription = await stripe.subscriptions.create({
        customer,
        items: [{ price: await premiumPriceId(monthlyCents) }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { userId },
        ...(coupon ? { discounts: [{ promotion_code: await promotionCodeId(coupon) }] } : {}),
      });
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      return { subscriptionId: subscription.id, customerId: customer, clientSecret: invoice?.confirmation_secret?.client_secret ?? null };
    },

    async subscriptionState(subscriptionId) {
      const { status } = await stripe.subscriptions.retrieve(subscriptionId);
      if (status === 'incomplete') return 'unpaid';
      return status === 'canceled' || status === 'incomplete_expired' ? 'ended' : 'paid';
    },

    async cancelPayment(providerPaymentId) {
      const { status } = await stripe.paymentIntents.retrieve(providerPaymentId);
      if (status === 'succeeded' || status === 'processing' || status === 'canceled') return;
      await stripe.paymentIntents.cancel(providerPaymentId);
    },

    async cancelNow(subscriptionId) {
      // Cancelling twice is an error at Stripe; a webhook must not fail (and be retried forever) on it.
      const { status } = await stripe.subscriptions.retrieve(subscriptionId);
      if (status === 'canceled' || status === 'incomplete_expired') return;
      await stripe.subscriptions.cancel(subscriptionId);
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return;
        throw error;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    async changeSubscriptionPrice(subscriptionId, monthlyCents) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to reprice.`);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: await premiumPriceId(monthlyCents) }],
        // The period already paid for stays as paid; the new price starts with the next invoice.
        proration_behavior: 'none',
      });
    },
  };
}
