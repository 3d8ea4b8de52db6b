import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '#shared/errors.ts';
import { PREMIUM_ITEM, RENEWAL_DESCRIPTION } from './billing-context.ts';
import type { BillingRepository, Tx } from './repository.ts';
import type { BillingService } from './service.ts';

/** Seconds a signed webhook stays valid (replays older than this are refused). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const subscriptionIdOfInvoice = (invoice: Stripe.Invoice): string | null => {
  const parent = invoice.parent?.subscription_details?.subscription;
  return typeof parent === 'string' ? parent : (parent?.id ?? null);
};

/** Our user id, which every subscription we create carries in its metadata (Stripe copies it onto invoices). */
const userIdOfInvoice = (invoice: Stripe.Invoice): string | null => invoice.parent?.subscription_details?.metadata?.userId ?? null;

/** Applies one Stripe event inside the transaction that also records its id. */
async function applyEvent(event: Stripe.Event, tx: Tx, deps: { repository: BillingRepository; service: BillingService; clock: () => Date; log: FastifyBaseLogger }) {
  const { repository, service } = deps;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const paymentId = event.data.object.metadata?.paymentId;
      const payment = paymentId ? await repository.findPayment(paymentId, tx) : null;
      if (payment) await service.fulfil(payment, null, tx);
      return;
    }
    case 'payment_intent.payment_failed': {
      const paymentId = event.data.object.metadata?.paymentId;
      if (paymentId) {
        await repository.settlePayment(paymentId, { status: 'failed', failureMessage: event.data.object.last_payment_error?.message ?? 'The payment failed.' }, tx);
      }
      return;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = subscriptionIdOfInvoice(invoice);
      if (!subscriptionId) return;
      const known = await repository.findSubscriptionByProviderId(subscriptionId, tx);
      const userId = userIdOfInvoice(invoice);
      const sub = known ?? (userId ? await service.adoptPaidSubscription(subscriptionId, userId, tx) : null);
      if (!sub) {
        // Not ours; or ended at once (a second membership, or the account is gone): refund by hand.
        if (userId) deps.log.warn({ subscriptionId, invoiceId: invoice.id }, 'A paid premium subscription nobody can take was cancelled at Stripe: refund its invoice in the Stripe dashboard.');
        return;
      }
      const periodEnd = new Date(Math.max(...invoice.lines.data.map((line) => line.period.end)) * 1000);
      const first = await repository.findUnpaidPaymentByProviderId(subscriptionId, tx);
      if (first) {
        await service.fulfil(first, null, tx);
      } else {
        const renewal = { id: randomUUID(), userId: sub.userId, kind: 'subscription', itemId: PREMIUM_ITEM, description: RENEWAL_DESCRIPTION, amountCents: invoice.amount_paid, status: 'succeeded', provider: 'stripe', providerPaymentId: invoice.id ?? null, paidAt: deps.clock() } as const;
        await repository.insertPayment(renewal, tx);
        if (renewal.amountCents > 0) await service.sendReceipt({ ...renewal, cardBrand: null, cardLast4: null }, tx);
      }
      // Events can arrive out of order: the period end only ever moves forward.
      const currentEnd = sub.currentPeriodEnd && sub.currentPeriodEnd > periodEnd ? sub.currentPeriodEnd : periodEnd;
      await repository.updateSubscription(sub.userId, { status: 'active', currentPeriodEnd: currentEnd, pastDueSince: null }, tx);
      return;
    }
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionIdOfInvoice(event.data.object);
      const sub = subscriptionId ? await repository.findSubscriptionByProviderId(subscriptionId, tx) : null;
      if (sub && sub.status === 'active') await repository.updateSubscription(sub.userId, { status: 'past_due', pastDueSince: deps.clock() }, tx);
      return;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const remote = event.data.object;
      const sub = await repository.findSubscriptionByProviderId(remote.id, tx);
      if (!sub) return;
      const ended = event.type === 'customer.subscription.deleted' || remote.status === 'canceled' || remote.status === 'unpaid' || remote.status === 'incomplete_expired';
      await repository.updateSubscription(
        sub.userId,
        ended ? { status: 'inactive', cancelAtPeriodEnd: false } : { cancelAtPeriodEnd: remote.cancel_at_period_end, ...(remote.status === 'past_due' && sub.status === 'active' ? { status: 'past_due', pastDueSince: deps.clock() } : {}) },
        tx,
      );
      return;
    }
    default:
      return;
  }
}

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body (300-second tolerance, on
 * our clock), and each event id is processed once, recorded in the same transaction as its
 * effect, so replays, retries and concurrent duplicates change nothing twice.
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  deps: { stripe: Stripe; webhookSecret: string; repository: BillingRepository; service: BillingService; clock: () => Date },
): Promise<void> {
  return Promise.resolve(app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', { config: { access: 'public' } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_FAILED', 'Missing Stripe signature.');
      }
      let event: Stripe.Event;
      try {
        // The SDK takes the receive time in milliseconds.
        event = deps.stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, deps.clock().getTime());
      } catch {
        throw new AppError('VALIDATION_FAILED', 'Invalid Stripe signature.');
      }
      const applied = await deps.repository.transaction(async (tx) => {
        if (!(await deps.repository.claimEvent(event.id, event.type, tx))) return false;
        await applyEvent(event, tx, { ...deps, log: request.log });
        return true;
      });
      return { received: true, duplicate: !applied };
    });
  })).then(() => undefined);
}
