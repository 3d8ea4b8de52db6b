import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe.ts';

let fake: FakeStripe;
let recorded: FakeStripe['recorded'];
let fakeUrl = '';

const WEBHOOK_SECRET = 'whsec_test_secret';
const now = new Date('2026-11-22T12:00:00Z');
let app: FastifyInstance;
let database: TestDatabase;
let t: TestApp;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fake = await startFakeStripe();
  recorded = fake.recorded;
  fakeUrl = fake.url;
  database = await createTestDatabase();
  const config = testConfig({
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: fakeUrl,
  });
  app = await buildTestApp(config, { database: database.handle, clock: () => now });
  await app.ready();
  t = { app, database, config, close: async () => {} };
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await fake?.close();
});

function signedWebhook(event: object, options: { timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: options.timestamp ?? Math.floor(now.getTime() / 1000) });
  const sent = options.tamper ? payload.replace('"livemode":false', '"livemode":true') : payload;
  return app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload: sent });
}

const event = (eventId: string, type: string, object: object) => ({ id: eventId, object: 'event', type, livemode: false, created: Math.floor(now.getTime() / 1000), data: { object } });
const invoicePaid = (eventId: string, subscriptionId: string, periodEnd: string, amount = 995) =>
  event(eventId, 'invoice.paid', {
    id: `in_${eventId}`,
    object: 'invoice',
    amount_paid: amount,
    // Stripe copies the subscription's metadata (our user id) onto its invoices.
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: fake.subscriptions.get(subscriptionId)?.metadata ?? null } },
    lines: { object: 'list', data: [{ period: { start: Math.floor(now.getTime() / 1000), end: Math.floor(Date.parse(periodEnd) / 1000) } }] },
  });

describe('Stripe adapter', () => {
  it('creates a Stripe subscription on the catalog price and activates it when the first invoice is paid', async () => {
    const { browser } = await signedInPerson(t);
    const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    expect(created).toMatchObject({ status: 'incomplete', provider: 'stripe', publishableKey: 'pk_test_local', amountCents: 995 });
    expect(created.clientSecret).toMatch(/^pi_sub_\d+_secret_abc$/);
    const priceCall = recorded.find((r) => r.path === '/v1/prices' && r.method === 'POST')!;
    expect(priceCall.body.get('unit_amount')).toBe('995');
    expect(priceCall.body.get('recurring[interval]')).toBe('month');
    const subCall = recorded.find((r) => r.path === '/v1/subscriptions')!;
    expect(subCall.body.get('payment_behavior')).toBe('default_incomplete');
    expect(subCall.body.get('items[0][price]')).toBe('price_995');
    expect(priceCall.body.get('lookup_key')).toBe('premium_monthly_995');
    const subscriptionId = /^pi_(sub_\d+)_secret/.exec(created.clientSecret)![1]!;

    expect((await browser.get('/api/subscription-status')).json().hasActiveSubscription).toBe(false);
    expect((await signedWebhook(invoicePaid('evt_first', subscriptionId, '2026-12-22T12:00:00Z'))).statusCode).toBe(200);
    expect((await browser.get('/api/subscription-status')).json()).toMatchObject({ hasActiveSubscription: true, status: 'active', endDate: '2026-12-22T12:00:00.000Z' });

    // Cancelling tells Stripe to stop at the period end.
    await browser.request('POST', '/api/subscription/cancel', { json: {} });
    const cancelCall = recorded.find((r) => r.path === `/v1/subscriptions/${subscriptionId}`)!;
    expect(cancelCall.body.get('cancel_at_period_end')).toBe('true');
    // Stripe's later deletion ends it.
    await signedWebhook(event('evt_deleted', 'customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled', cancel_at_period_end: false }));
    expect((await browser.get('/api/subscription-status')).json()).toMatchObject({ hasActiveSubscription: false, status: 'inactive' });
  });

  it('charges one-time items at the catalog price through a PaymentIntent, whatever the client says', async () => {
    const { browser, userId } = await signedInPerson(t);
    expect((await browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7', amount: 1 } })).statusCode).toBe(400);
    const checkout = (await browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7' } })).json();
    const intentCall = recorded.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(intentCall.body.get('amount')).toBe('8900');
    expect(intentCall.body.get('currency')).toBe('usd');
    expect(checkout.clientSecret).toMatch(/_secret_xyz$/);
    const paymentId = intentCall.body.get('metadata[paymentId]')!;
    await signedWebhook(event('evt_pi_ok', 'payment_intent.succeeded', { id: 'pi_any', object: 'payment_intent', metadata: { paymentId, userId } }));
    expect((await browser.get('/api/purchases')).json().courses).toEqual(['chapter7']);
  });
});

describe('deleting an account', () => {
  it('cancels the Stripe subscription at once so no further charges happen', async () => {
    const { browser } = await signedInPerson(t);
    const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    const subscriptionId = /^pi_(sub_\d+)_secret/.exec(created.clientSecret)![1]!;
    expect((await browser.request('DELETE', '/api/auth/user')).statusCode).toBe(204);
    expect(recorded.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
  });

  it('deletes the Stripe customer, with the email Stripe holds', async () => {
    const { browser } = await signedInPerson(t);
    await browser.request('POST', '/api/create-subscription', { json: {} });
    const customerId = [...fake.customers].at(-1)!;
    expect((await browser.request('DELETE', '/api/auth/user')).statusCode).toBe(204);
    expect(recorded.some((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`)).toBe(true);
    expect(fake.customers.has(customerId)).toBe(false);
  });

  it('keeps the whole account when Stripe fails, and finishes on the next try', async () => {
    const { browser } = await signedInPerson(t);
    await browser.request('POST', '/api/create-subscription', { json: {} });
    const customerId = [...fake.customers].at(-1)!;
    fake.failCustomerDeletion.next = true;
    try {
      const refused = await browser.request('DELETE', '/api/auth/user');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/Nothing was deleted/);
    } finally {
      fake.failCustomerDeletion.next = false;
    }
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);
    expect(fake.customers.has(customerId)).toBe(true);
    expect((await browser.request('DELETE', '/api/auth/user')).statusCode).toBe(204);
    expect(fake.customers.has(customerId)).toBe(false);
  });
});

describe('Stripe webhooks', () => {
  it('refuses a changed byte, a 301-second-old signature and a missing header with 400', async () => {
    const ok = await signedWebhook(event('evt_ping', 'customer.created', { id: 'cus_x', object: 'customer' }));
    expect(ok.statusCode).toBe(200);
    expect((await signedWebhook(event('evt_t', 'customer.created', { id: 'c' }), { tamper: true })).statusCode).toBe(400);
    const old = await signedWebhook(event('evt_old', 'customer.created', { id: 'c' }), { timestamp: Math.floor(now.getTime() / 1000) - 301 });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ message: 'Invalid Stripe signature.', code: 'VALIDATION_FAILED' });
    const fresh = await signedWebhook(event('evt_fresh', 'customer.created', { id: 'c' }), { timestamp: Math.floor(now.getTime() / 1000) - 299 });
    expect(fresh.statusCode).toBe(200);
    const missing = await app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing Stripe signature.');
  });

  it('applies the same event delivered three times at once exactly once', async () => {
    const { browser } = await signedInPerson(t);
    const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    const subscriptionId = /^pi_(sub_\d+)_secret/.exec(created.clientSecret)![1]!;
    await signedWebhook(invoicePaid('evt_first_2', subscriptionId, '2026-12-22T12:00:00Z'));
    const renewal = invoicePaid('evt_renewal', subscriptionId, '2027-01-22T12:00:00Z');
    const results = await Promise.all([signedWebhook(renewal), signedWebhook(renewal), signedWebhook(renewal)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().duplicate).sort()).toEqual([false, true, true]);
    const receipts = (await browser.get('/api/payments')).json() as Array<{ description: string }>;
    expect(receipts.filter((r) => r.description === 'Premium membership, monthly renewal')).toHaveLength(1);
    // An older event arriving late does not move the period end back.
    await signedWebhook(invoicePaid('evt_late', subscriptionId, '2026-12-22T12:00:00Z'));
    expect((await browser.get('/api/subscription-status')).json().endDate).toBe('2027-01-22T12:00:00.000Z');
  });
});

describe('a catalog price change with Stripe', () => {
  it('emails the member, then moves the Stripe subscription to the new price before its first renewal at it, prorating nothing', async () => {
    let clock = new Date('2026-11-22T12:00:00Z');
    const priced = await buildTestApp(
      testConfig({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PUBLISHABLE_KEY: 'pk_test_local', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE_URL: fakeUrl, SESSION_IDLE_HOURS: '2160', SESSION_MAX_DAYS: '365' }),
      {
        database: database.handle,
        clock: () => clock,
        priceSchedule: [
          { from: '2025-01-01', monthlyCents: 995 },
          { from: '2027-03-01', monthlyCents: 1195 },
        ],
      },
    );
    await priced.ready();
    try {
      const send = (object: object, eventId: string) => {
        const payload = JSON.stringify(event(eventId, 'invoice.paid', object));
        const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(clock.getTime() / 1000) });
        return priced.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
      };
      const person = await signedInPerson({ ...t, app: priced });
      const created = (await person.browser.request('POST', '/api/create-subscription', { json: {} })).json();
      const subscriptionId = /^pi_(sub_\d+)_secret/.exec(created.clientSecret)![1]!;
      expect((await send(invoicePaid('evt_pc_first', subscriptionId, '2026-12-22T12:00:00Z').data.object, 'evt_pc_first')).statusCode).toBe(200);

      // November: the member is told (so are the other tests' members in this database); their
      // next renewal (December 22) stays at $9.95.
      expect((await priced.priceChanges.run()).pricesMoved).toBe(0);
      expect(recorded.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(false);

      clock = new Date('2026-12-01T12:00:00Z');
      expect((await person.browser.get('/api/subscription-status')).json()).toMatchObject({
        priceCents: 995,
        priceChange: { monthlyCents: 1195, firstRenewalAt: '2027-03-22T12:00:00.000Z', noticedAt: '2026-11-22T12:00:00.000Z' },
      });

      // Stripe renewed on February 22 up to March 22: that next renewal may charge $11.95.
      clock = new Date('2027-02-22T13:00:00Z');
      expect((await send(invoicePaid('evt_pc_feb', subscriptionId, '2027-03-22T12:00:00Z').data.object, 'evt_pc_feb')).statusCode).toBe(200);
      expect(await priced.priceChanges.run()).toEqual({ noticesSent: 0, pricesMoved: 1 });
      const newPrice = recorded.filter((r) => r.method === 'POST' && r.path === '/v1/prices').at(-1)!;
      expect(newPrice.body.get('unit_amount')).toBe('1195');
      expect(newPrice.body.get('lookup_key')).toBe('premium_monthly_1195');
      const move = recorded.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
      expect(move.body.get('items[0][id]')).toBe(`si_${subscriptionId}`);
      expect(move.body.get('items[0][price]')).toBe('price_1195');
      expect(move.body.get('proration_behavior')).toBe('none');
      expect((await person.browser.get('/api/subscription-status')).json()).toMatchObject({ priceCents: 1195, priceChange: null });
      expect(await priced.priceChanges.run()).toEqual({ noticesSent: 0, pricesMoved: 0 });
    } finally {
      await priced.close();
    }
  });
});

const subscriptionIdOf = (created: { clientSecret: string }) => /^pi_(sub_\d+)_secret/.exec(created.clientSecret)![1]!;
let couponsMade = 0;
async function stripeCoupon(input: { percentOff: number; maxRedemptions?: number }): Promise<string> {
  const admin = await signedInPerson(t, { admin: true });
  const code = `STRIPE${++couponsMade}`;
  const res = await admin.browser.request('POST', '/api/admin/coupons', { json: { code, duration: 'once', ...input } });
  expect(res.statusCode).toBe(201);
  return code;
}

/** A person's checkout, then a second one with a new 50% coupon (which ends the first at Stripe). */
async function twoCheckouts() {
  const { browser } = await signedInPerson(t);
  const older = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
  const code = await stripeCoupon({ percentOff: 50 });
  const newer = (await browser.request('POST', '/api/create-subscription', { json: { couponCode: code } })).json();
  return { browser, code, olderId: subscriptionIdOf(older), newerId: subscriptionIdOf(newer) };
}

describe('an older Stripe checkout', () => {
  it('is reused while nothing changed, and cancelled at Stripe before another is made', async () => {
    const { browser } = await signedInPerson(t);
    const first = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    const again = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    expect(again.clientSecret).toBe(first.clientSecret);

    const code = await stripeCoupon({ percentOff: 50 });
    const withCoupon = (await browser.request('POST', '/api/create-subscription', { json: { couponCode: code } })).json();
    expect(withCoupon).toMatchObject({ status: 'incomplete', amountCents: 498 });
    expect(subscriptionIdOf(withCoupon)).not.toBe(subscriptionIdOf(first));
    // The older one can no longer be paid (or renew): one open checkout per person at Stripe.
    expect(fake.subscriptions.get(subscriptionIdOf(first))!.status).toBe('canceled');
    expect(fake.subscriptions.get(subscriptionIdOf(withCoupon))!.status).toBe('incomplete');
  });

  it('paid in another tab just before a new checkout: no second subscription is made, and the payment activates the membership', async () => {
    const { browser } = await signedInPerson(t);
    const first = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    const firstId = subscriptionIdOf(first);
    fake.subscriptions.get(firstId)!.status = 'active';
    const made = fake.subscriptions.size;
    const code = await stripeCoupon({ percentOff: 50 });
    const again = (await browser.request('POST', '/api/create-subscription', { json: { couponCode: code } })).json();
    expect(again).toMatchObject({ status: 'incomplete', clientSecret: null });
    expect(fake.subscriptions.size).toBe(made);
    expect(fake.subscriptions.get(firstId)!.status).toBe('active');
    await signedWebhook(invoicePaid(`evt_tab_${firstId}`, firstId, '2026-12-22T12:00:00Z'));
    expect((await browser.get('/api/subscription-status')).json()).toMatchObject({ hasActiveSubscription: true, endDate: '2026-12-22T12:00:00.000Z' });
  });

  it('an invoice paid for a subscription the site no longer tracks activates the member named in its metadata and ends the unpaid newer one', async () => {
    const { browser, olderId, newerId } = await twoCheckouts();
    // The person confirmed the older payment at the moment the site cancelled it: Stripe took the money.
    fake.subscriptions.get(olderId)!.status = 'active';
    const res = await signedWebhook(invoicePaid(`evt_orphan_${olderId}`, olderId, '2026-12-22T12:00:00Z'));
    expect(res.statusCode).toBe(200);
    expect((await browser.get('/api/subscription-status')).json()).toMatchObject({ hasActiveSubscription: true, status: 'active', endDate: '2026-12-22T12:00:00.000Z', couponCode: null });
    expect(fake.subscriptions.get(newerId)!.status).toBe('canceled');
    // Cancelling now reaches the subscription that was paid.
    await browser.request('POST', '/api/subscription/cancel', { json: {} });
    expect(fake.subscriptions.get(olderId)!.cancel_at_period_end).toBe(true);
  });

  it('a second paid subscription of a member who is already active is cancelled at Stripe, never left to renew', async () => {
    const { browser, code, olderId, newerId } = await twoCheckouts();
    await signedWebhook(invoicePaid(`evt_dup_new_${newerId}`, newerId, '2026-12-22T12:00:00Z', 498));
    fake.subscriptions.get(olderId)!.status = 'active';
    expect((await signedWebhook(invoicePaid(`evt_dup_old_${olderId}`, olderId, '2026-12-22T12:00:00Z'))).statusCode).toBe(200);
    expect(fake.subscriptions.get(olderId)!.status).toBe('canceled');
    expect(fake.subscriptions.get(newerId)!.status).toBe('incomplete');
    expect((await browser.get('/api/subscription-status')).json()).toMatchObject({ hasActiveSubscription: true, couponCode: code });
  });
});

describe('a superseded course or document checkout', () => {
  it('is cancelled at Stripe; paid anyway (a race), it still grants what was bought', async () => {
    const { browser, userId } = await signedInPerson(t);
    expect((await browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7' } })).json().status).toBe('requires_payment');
    const firstIntent = [...fake.intents.values()].at(-1)!;
    expect((await browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7' } })).json().status).toBe('requires_payment');
    expect(fake.intents.get(firstIntent.id)!.status).toBe('canceled');
    expect([...fake.intents.values()].at(-1)!.status).toBe('requires_payment_method');

    await browser.request('POST', '/api/purchase-document-package', { json: { templateId: 'chapter7-complete' } });
    const packageIntent = [...fake.intents.values()].at(-1)!;
    // Paid at Stripe just as the page started a new checkout: it cannot be cancelled any more.
    packageIntent.status = 'succeeded';
    await browser.request('POST', '/api/purchase-document-package', { json: { templateId: 'chapter7-complete' } });
    expect(packageIntent.status).toBe('succeeded');
    const res = await signedWebhook(event(`evt_pi_${packageIntent.id}`, 'payment_intent.succeeded', { id: packageIntent.id, object: 'payment_intent', metadata: { paymentId: packageIntent.metadata.paymentId, userId } }));
    expect(res.statusCode).toBe(200);
    expect((await browser.get('/api/purchases')).json().documentPackages).toEqual(['chapter7-complete']);
  });
});

describe('a coupon used up between checkout and payment', () => {
  it('is honoured when Stripe has taken the payment, and the extra use is recorded', async () => {
    const code = await stripeCoupon({ percentOff: 50, maxRedemptions: 1 });
    const a = await signedInPerson(t);
    const b = await signedInPerson(t);
    const aSub = subscriptionIdOf((await a.browser.request('POST', '/api/create-subscription', { json: { couponCode: code } })).json());
    const bSub = subscriptionIdOf((await b.browser.request('POST', '/api/create-subscription', { json: { couponCode: code } })).json());
    expect((await signedWebhook(invoicePaid(`evt_cu_${aSub}`, aSub, '2026-12-22T12:00:00Z', 498))).statusCode).toBe(200);
    expect((await signedWebhook(invoicePaid(`evt_cu_${bSub}`, bSub, '2026-12-22T12:00:00Z', 498))).statusCode).toBe(200);
    expect((await b.browser.get('/api/subscription-status')).json()).toMatchObject({ hasActiveSubscription: true, couponCode: code });
    const admin = await signedInPerson(t, { admin: true });
    const listed = ((await admin.browser.get('/api/admin/coupons')).json() as Array<{ code: string; redemptions: number; maxRedemptions: number }>).find((c) => c.code === code);
    expect(listed).toMatchObject({ redemptions: 2, maxRedemptions: 1 });
    // A new checkout with it is refused.
    const c = await signedInPerson(t);
    expect((await c.browser.request('POST', '/api/create-subscription', { json: { couponCode: code } })).statusCode).toBe(400);
  });
});

describe('coupons at Stripe', () => {
  it('become promotion codes restricted to a first-time transaction', async () => {
    const code = await stripeCoupon({ percentOff: 25 });
    const { browser } = await signedInPerson(t);
    await browser.request('POST', '/api/create-subscription', { json: { couponCode: code } });
    const promotion = recorded.filter((r) => r.method === 'POST' && r.path === '/v1/promotion_codes').at(-1)!;
    expect(promotion.body.get('code')).toBe(code);
    expect(promotion.body.get('restrictions[first_time_transaction]')).toBe('true');
  });
});
