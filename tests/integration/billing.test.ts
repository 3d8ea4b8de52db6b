import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import type { TestBrowser } from './support/browser.ts';
import { paymentResultSchema, purchasesSchema } from '#shared/contracts/billing.ts';

let now = new Date('2026-11-22T12:00:00Z');
let app: FastifyInstance;
let database: TestDatabase;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInPerson>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // Sessions outlive the months this test skips through.
  app = await buildTestApp(testConfig({ SESSION_IDLE_HOURS: '2160', SESSION_MAX_DAYS: '365' }), { database: database.handle, clock: () => now });
  // A premium route of the kind later features add, to prove the gate on the server.
  app.get('/api/probe/premium-tool', { config: { access: 'subscriber' } }, async () => ({ ok: true }));
  await app.ready();
  t = { app, database, config: testConfig(), close: async () => {} };
  admin = await signedInPerson(t, { admin: true });
  for (const coupon of [
    { code: 'FREEMONTH', percentOff: 100, duration: 'once' },
    { code: 'HALFOFF', percentOff: 50, duration: 'once' },
    { code: 'OLDCODE', percentOff: 20, duration: 'forever', expiresAt: '2026-01-01T00:00:00Z' },
    { code: 'ONEUSE', percentOff: 100, duration: 'forever', maxRedemptions: 1 },
  ]) {
    const res = await admin.browser.request('POST', '/api/admin/coupons', { json: coupon });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const card = (clientSecret: string, cardNumber: string) => ({ clientSecret, cardNumber, expiry: '12/30', cvc: '123', zip: '60601' });
const status = async (b: TestBrowser) => (await b.get('/api/subscription-status')).json();

async function subscribe(b: TestBrowser, cardNumber = '4242 4242 4242 4242', couponCode?: string) {
  const created = (await b.request('POST', '/api/create-subscription', { json: couponCode ? { couponCode } : {} })).json();
  return b.request('POST', '/api/test-payments/confirm', { json: card(created.clientSecret, cardNumber) });
}

describe('premium subscription with the test processor', () => {
  it('subscribes with 4242…, opens premium routes, and keeps only brand and last four digits', async () => {
    const { browser } = await signedInPerson(t);
    expect((await browser.get('/api/probe/premium-tool')).json()).toEqual({ message: 'An active premium subscription is required', code: 'FORBIDDEN' });
    expect(await status(browser)).toMatchObject({ isSubscribed: false, hasActiveSubscription: false, status: 'inactive', endDate: null });

    const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    expect(created).toMatchObject({ status: 'incomplete', amountCents: 995, provider: 'test', activatedNow: false });
    expect(created.clientSecret).toMatch(/^test_.+_secret_/);
    const paid = await browser.request('POST', '/api/test-payments/confirm', { json: card(created.clientSecret, '4242 4242 4242 4242') });
    expect(paymentResultSchema.parse(paid.json())).toEqual({ status: 'succeeded', kind: 'subscription', itemId: 'premium-monthly' });

    expect(await status(browser)).toMatchObject({ isSubscribed: true, status: 'active', endDate: '2026-12-22T12:00:00.000Z', cardBrand: 'Visa', cardLast4: '4242' });
    expect((await browser.get('/api/probe/premium-tool')).statusCode).toBe(200);
    const receipts = (await browser.get('/api/payments')).json();
    expect(receipts).toEqual([expect.objectContaining({ amountCents: 995, cardLast4: '4242', status: 'succeeded', description: 'Premium membership, first month' })]);
    expect(JSON.stringify(receipts)).not.toContain('4242424242424242');

    const again = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    expect(again).toMatchObject({ status: 'active', clientSecret: null });
  });

  it('declines 4000…0002 with the provider message and leaves no subscription', async () => {
    const { browser } = await signedInPerson(t);
    const res = await subscribe(browser, '4000 0000 0000 0002');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ message: 'Your card was declined.', code: 'PAYMENT_FAILED' });
    expect(await status(browser)).toMatchObject({ hasActiveSubscription: false });
    const invalid = await subscribe(browser, '5555 5555 5555 4444');
    expect(invalid.json().message).toBe('Your card number is invalid.');
    const badExpiry = await browser.request('POST', '/api/test-payments/confirm', { json: { ...card('test_x_secret_y', '4242424242424242'), expiry: '13/99' } });
    expect(badExpiry.statusCode).toBe(400);
    expect(badExpiry.json().message).toBe('Enter the expiry date as MM/YY');
  });

  it('activates at once with a 100% coupon and charges nothing; explains bad coupons', async () => {
    const { browser } = await signedInPerson(t);
    expect((await browser.request('POST', '/api/coupons/validate', { json: { code: 'nope' } })).json().message).toBe('That coupon code does not exist.');
    expect((await browser.request('POST', '/api/coupons/validate', { json: { code: 'oldcode' } })).json().message).toBe('That coupon has expired.');
    expect((await browser.request('POST', '/api/coupons/validate', { json: { code: 'freemonth' } })).json()).toMatchObject({ code: 'FREEMONTH', percentOff: 100, priceCents: 0 });

    const res = (await browser.request('POST', '/api/create-subscription', { json: { couponCode: 'freemonth' } })).json();
    expect(res).toMatchObject({ status: 'active', clientSecret: null, activatedNow: true, amountCents: 0 });
    expect(await status(browser)).toMatchObject({ hasActiveSubscription: true, couponCode: 'FREEMONTH' });
    expect((await browser.get('/api/payments')).json()).toEqual([expect.objectContaining({ amountCents: 0, cardLast4: null })]);

    // A coupon with one use allowed works for the first person only.
    const other = await signedInPerson(t);
    await other.browser.request('POST', '/api/create-subscription', { json: { couponCode: 'ONEUSE' } });
    const third = await signedInPerson(t);
    const exhausted = await third.browser.request('POST', '/api/create-subscription', { json: { couponCode: 'ONEUSE' } });
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().message).toBe('That coupon has already been used the maximum number of times.');
  });

  it('charges the discounted price first, then the full price at renewal', async () => {
    const { browser } = await signedInPerson(t);
    const created = (await browser.request('POST', '/api/create-subscription', { json: { couponCode: 'HALFOFF' } })).json();
    expect(created).toMatchObject({ amountCents: 498, coupon: { code: 'HALFOFF', priceCents: 498 } });
    await browser.request('POST', '/api/test-payments/confirm', { json: card(created.clientSecret, '4242424242424242') });
    const before = now;
    now = new Date('2026-12-23T00:00:00Z');
    try {
      expect(await status(browser)).toMatchObject({ status: 'active', endDate: '2027-01-22T12:00:00.000Z', priceCents: 995 });
      const amounts = ((await browser.get('/api/payments')).json() as Array<{ amountCents: number }>).map((p) => p.amountCents);
      expect(amounts.sort()).toEqual([498, 995]);
    } finally {
      now = before;
    }
  });

  it('cancels at the end of the period: still active until the end date, inactive after; can be undone before', async () => {
    const { browser } = await signedInPerson(t);
    await subscribe(browser);
    const canceled = (await browser.request('POST', '/api/subscription/cancel', { json: {} })).json();
    expect(canceled).toMatchObject({ status: 'active', hasActiveSubscription: true, cancelAtPeriodEnd: true, endDate: '2026-12-22T12:00:00.000Z' });
    expect((await browser.request('POST', '/api/subscription/resume', { json: {} })).json().cancelAtPeriodEnd).toBe(false);
    await browser.request('POST', '/api/subscription/cancel', { json: {} });

    const before = now;
    now = new Date('2026-12-22T11:59:00Z');
    try {
      expect(await status(browser)).toMatchObject({ hasActiveSubscription: true });
      now = new Date('2026-12-22T12:00:01Z');
      expect(await status(browser)).toMatchObject({ hasActiveSubscription: false, status: 'inactive' });
      expect((await browser.get('/api/probe/premium-tool')).statusCode).toBe(403);
      expect(((await browser.get('/api/payments')).json() as unknown[]).length).toBe(1);
    } finally {
      now = before;
    }
  });

  it('renews monthly; a failed renewal becomes past due, keeps access for the grace period, then ends', async () => {
    const { browser } = await signedInPerson(t);
    await subscribe(browser, '4000 0000 0000 0341');
    const before = now;
    try {
      now = new Date('2026-12-24T00:00:00Z');
      expect(await status(browser)).toMatchObject({ status: 'past_due', hasActiveSubscription: true });
      const receipts = (await browser.get('/api/payments')).json() as Array<{ status: string }>;
      expect(receipts.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
      now = new Date('2026-12-30T00:00:00Z');
      expect(await status(browser)).toMatchObject({ status: 'inactive', hasActiveSubscription: false });
    } finally {
      now = before;
    }
  });
  it('lets a member who is behind on payment cancel: it ends at once and nothing more is charged', async () => {
    const { browser } = await signedInPerson(t);
    await subscribe(browser, '4000 0000 0000 0341');
    const before = now;
    try {
      now = new Date('2026-12-24T00:00:00Z');
      expect(await status(browser)).toMatchObject({ status: 'past_due', hasActiveSubscription: true });
      const canceled = await browser.request('POST', '/api/subscription/cancel', { json: {} });
      expect(canceled.statusCode).toBe(200);
      expect(canceled.json()).toMatchObject({ status: 'inactive', hasActiveSubscription: false });
      expect((await browser.get('/api/probe/premium-tool')).statusCode).toBe(403);
      now = new Date('2027-02-24T00:00:00Z');
      const receipts = (await browser.get('/api/payments')).json() as Array<{ status: string }>;
      expect(receipts.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
    } finally {
      now = before;
    }
  });
});

describe('the test-mode clock', () => {
  it('lets a member skip past their period end: an active one renews, a canceled one ends; others are refused', async () => {
    const { browser } = await signedInPerson(t);
    expect((await browser.request('POST', '/api/test-payments/skip-to-period-end', { json: {} })).statusCode).toBe(409);
    await subscribe(browser);
    expect(await status(browser)).toMatchObject({ provider: 'test', endDate: '2026-12-22T12:00:00.000Z' });

    const renewed = (await browser.request('POST', '/api/test-payments/skip-to-period-end', { json: {} })).json();
    expect(renewed).toMatchObject({ status: 'active', hasActiveSubscription: true, endDate: '2027-01-22T12:00:00.000Z' });
    const receipts = (await browser.get('/api/payments')).json() as Array<{ description: string; amountCents: number }>;
    expect(receipts.map((r) => [r.description, r.amountCents])).toEqual([
      ['Premium membership, monthly renewal', 995],
      ['Premium membership, first month', 995],
    ]);

    await browser.request('POST', '/api/subscription/cancel', { json: {} });
    const ended = (await browser.request('POST', '/api/test-payments/skip-to-period-end', { json: {} })).json();
    expect(ended).toMatchObject({ status: 'inactive', hasActiveSubscription: false, cancelAtPeriodEnd: false });
    expect((await browser.get('/api/probe/premium-tool')).statusCode).toBe(403);
    // Only the member's own clock moved: someone else's membership is untouched.
    const other = await signedInPerson(t);
    await subscribe(other.browser);
    expect(await status(other.browser)).toMatchObject({ hasActiveSubscription: true, endDate: '2026-12-22T12:00:00.000Z' });
    // Subscribing again starts on the real clock.
    await subscribe(browser);
    expect(await status(browser)).toMatchObject({ hasActiveSubscription: true, endDate: '2026-12-22T12:00:00.000Z' });

    const visitor = await app.inject({ method: 'POST', url: '/api/test-payments/skip-to-period-end', payload: {} });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('one redemption per person and coupon', () => {
  it('refuses the same coupon after cancelling and skipping past the end of the membership', async () => {
    expect((await admin.browser.request('POST', '/api/admin/coupons', { json: { code: 'WELCOME25', percentOff: 25, duration: 'once' } })).statusCode).toBe(201);
    const { browser } = await signedInPerson(t);
    expect((await subscribe(browser, '4242 4242 4242 4242', 'WELCOME25')).statusCode).toBe(200);
    await browser.request('POST', '/api/subscription/cancel', { json: {} });
    expect((await browser.request('POST', '/api/test-payments/skip-to-period-end', { json: {} })).json()).toMatchObject({ status: 'inactive' });

    const again = await browser.request('POST', '/api/create-subscription', { json: { couponCode: 'welcome25' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'You have already used the coupon WELCOME25. Each coupon can be used once per person.' });
    expect((await browser.request('POST', '/api/coupons/validate', { json: { code: 'WELCOME25' } })).statusCode).toBe(409);
    // Without it, subscribing again works.
    expect((await subscribe(browser)).statusCode).toBe(200);
  });

  it('honours a coupon that ran out between checkout and payment: the card is not refused', async () => {
    expect((await admin.browser.request('POST', '/api/admin/coupons', { json: { code: 'LASTONE', percentOff: 50, duration: 'once', maxRedemptions: 1 } })).statusCode).toBe(201);
    const first = await signedInPerson(t);
    const second = await signedInPerson(t);
    const a = (await first.browser.request('POST', '/api/create-subscription', { json: { couponCode: 'LASTONE' } })).json();
    const b = (await second.browser.request('POST', '/api/create-subscription', { json: { couponCode: 'LASTONE' } })).json();
    expect((await first.browser.request('POST', '/api/test-payments/confirm', { json: card(a.clientSecret, '4242424242424242') })).statusCode).toBe(200);
    expect((await second.browser.request('POST', '/api/test-payments/confirm', { json: card(b.clientSecret, '4242424242424242') })).statusCode).toBe(200);
    expect(await status(second.browser)).toMatchObject({ hasActiveSubscription: true, couponCode: 'LASTONE' });
    const listed = ((await admin.browser.get('/api/admin/coupons')).json() as Array<{ code: string; redemptions: number }>).find((c) => c.code === 'LASTONE');
    expect(listed?.redemptions).toBe(2);
  });
});

describe('one-time purchases are priced by the server', () => {
  it('refuses a tampered amount and charges the catalog price', async () => {
    const { browser } = await signedInPerson(t);
    const tampered = await browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7', amount: 1 } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('The amount does not match the price of this item. Please reload the page.');

    const checkout = (await browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7', amount: 8900 } })).json();
    expect(checkout).toMatchObject({ status: 'requires_payment', amountCents: 8900, description: 'Chapter 7 Online Course' });
    await browser.request('POST', '/api/test-payments/confirm', { json: card(checkout.clientSecret, '4242424242424242') });
    expect(purchasesSchema.parse((await browser.get('/api/purchases')).json())).toEqual({ courses: ['chapter7'], documentPackages: [] });
    expect((await browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7' } })).json().status).toBe('already_owned');
    expect(((await browser.get('/api/payments')).json() as Array<{ amountCents: number }>)[0]!.amountCents).toBe(8900);
  });

  it('sells each document package once at its catalog price', async () => {
    const { browser } = await signedInPerson(t);
    const checkout = (await browser.request('POST', '/api/purchase-document-package', { json: { templateId: 'chapter13-complete' } })).json();
    expect(checkout.amountCents).toBe(11900);
    await browser.request('POST', '/api/test-payments/confirm', { json: card(checkout.clientSecret, '4242424242424242') });
    expect(purchasesSchema.parse((await browser.get('/api/purchases')).json()).documentPackages).toEqual(['chapter13-complete']);
    const someoneElse = await signedInPerson(t);
    const stolen = await someoneElse.browser.request('POST', '/api/test-payments/confirm', { json: card(checkout.clientSecret, '4242424242424242') });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('coupon administration', () => {
  it('creates, refuses duplicates, and disables coupons', async () => {
    const dup = await admin.browser.request('POST', '/api/admin/coupons', { json: { code: 'HALFOFF', percentOff: 10, duration: 'once' } });
    expect(dup.statusCode).toBe(409);
    const repeating = await admin.browser.request('POST', '/api/admin/coupons', { json: { code: 'THREEMO', percentOff: 25, duration: 'repeating' } });
    expect(repeating.json().message).toBe('Say for how many months the coupon repeats');
    await admin.browser.request('PUT', '/api/admin/coupons/halfoff', { json: { isActive: false } });
    const { browser } = await signedInPerson(t);
    expect((await browser.request('POST', '/api/coupons/validate', { json: { code: 'HALFOFF' } })).json().message).toBe('That coupon code does not exist.');
    expect(((await admin.browser.get('/api/admin/coupons')).json() as Array<{ code: string }>).map((c) => c.code)).toContain('HALFOFF');
  });
});
