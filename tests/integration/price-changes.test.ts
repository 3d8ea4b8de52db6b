import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PremiumPriceStep } from '#shared/billing/catalog.ts';
import { outboxEmails, priceChangeNotices } from '#server/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import type { TestBrowser } from './support/browser.ts';

// Premium goes from $9.95 to $11.95 on March 1, 2027 (announced in November 2026).
const RISE: PremiumPriceStep[] = [
  { from: '2025-01-01', monthlyCents: 995 },
  { from: '2027-03-01', monthlyCents: 1195 },
];

let now = new Date('2026-11-22T12:00:00Z');
const apps: Array<{ app: FastifyInstance; database: TestDatabase }> = [];

async function appWith(schedule: PremiumPriceStep[]): Promise<TestApp> {
  const database = await createTestDatabase();
  // Sessions outlive the months these tests skip through.
  const config = testConfig({ SESSION_IDLE_HOURS: '2160', SESSION_MAX_DAYS: '365' });
  const app = await buildTestApp(config, { database: database.handle, clock: () => now, priceSchedule: schedule });
  await app.ready();
  apps.push({ app, database });
  return { app, database, config, close: async () => {} };
}

afterAll(async () => {
  for (const { app, database } of apps) {
    await app.close();
    await database.dispose();
  }
});

const card = (clientSecret: string) => ({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '60601' });

async function subscribe(b: TestBrowser) {
  const created = (await b.request('POST', '/api/create-subscription', { json: {} })).json();
  expect((await b.request('POST', '/api/test-payments/confirm', { json: card(created.clientSecret) })).statusCode).toBe(200);
  return created as { amountCents: number };
}
const status = async (b: TestBrowser) => (await b.get('/api/subscription-status')).json();
const paidAmounts = async (b: TestBrowser) =>
  ((await b.get('/api/payments')).json() as Array<{ amountCents: number; paidAt: string }>)
    .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
    .map((p) => p.amountCents);
/** Price notices in the outbox for one address (sign-up also emails a confirmation link). */
const emailsTo = (t: TestApp, to: string) =>
  t.database.handle.db.select().from(outboxEmails).where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.kind, 'price-change')));

describe('a price rise announced well ahead', () => {
  let t: TestApp;
  beforeAll(async () => {
    now = new Date('2026-11-22T12:00:00Z');
    t = await appWith(RISE);
  });

  it('emails each member once, says which renewal is the first at the new price, and charges it only from then', async () => {
    const member = await signedInPerson(t, { firstName: 'Rosa' });
    expect(await subscribe(member.browser)).toMatchObject({ amountCents: 995 });
    // Someone who is not a member is not written to.
    const visitor = await signedInPerson(t);

    // Two passes at once (two instances, say) still send one email per member.
    const passes = await Promise.all([t.app.priceChanges.run(), t.app.priceChanges.run()]);
    expect(passes.reduce((n, p) => n + p.noticesSent, 0)).toBe(1);
    expect((await t.app.priceChanges.run()).noticesSent).toBe(0);

    const [email, ...more] = await emailsTo(t, member.email);
    expect(more).toEqual([]);
    expect(email!.subject).toMatch(/membership price is changing/);
    expect(email!.textBody).toContain('Hello Rosa,');
    expect(email!.textBody).toContain('from $9.95 to $11.95 on March 1, 2027');
    expect(email!.textBody).toContain('the new price starts with your renewal on March 22, 2027');
    expect(email!.textBody).toContain(`${t.config.publicUrl}/account`);
    expect(await emailsTo(t, visitor.email)).toEqual([]);
    const [notice] = await t.database.handle.db.select().from(priceChangeNotices).where(eq(priceChangeNotices.userId, member.userId));
    expect(notice).toMatchObject({ stepFrom: '2027-03-01', monthlyCents: 1195, outboxEmailId: email!.id });

    expect(await status(member.browser)).toMatchObject({
      priceCents: 995,
      priceChange: { monthlyCents: 1195, firstRenewalAt: '2027-03-22T12:00:00.000Z', noticedAt: '2026-11-22T12:00:00.000Z' },
    });

    // A member who cancels will not renew, so no change is shown; keeping the membership shows it again.
    expect((await member.browser.request('POST', '/api/subscription/cancel', { json: {} })).json()).toMatchObject({ priceChange: null });
    expect((await member.browser.request('POST', '/api/subscription/resume', { json: {} })).json()).toMatchObject({ priceChange: { monthlyCents: 1195 } });

    // Renewals up to February are at the old price; the one on March 22 at the new price.
    now = new Date('2027-01-30T00:00:00Z');
    expect(await status(member.browser)).toMatchObject({ endDate: '2027-02-22T12:00:00.000Z', priceCents: 995 });
    now = new Date('2027-03-21T00:00:00Z');
    expect(await status(member.browser)).toMatchObject({ endDate: '2027-03-22T12:00:00.000Z', priceCents: 1195 });
    expect(await paidAmounts(member.browser)).toEqual([995, 995, 995, 995]);
    now = new Date('2027-03-23T00:00:00Z');
    expect(await status(member.browser)).toMatchObject({ endDate: '2027-04-22T12:00:00.000Z', priceCents: 1195, priceChange: null });
    expect(await paidAmounts(member.browser)).toEqual([995, 995, 995, 995, 1195]);
  });

});

describe('joining after a price change', () => {
  it('charges the new price at once, with no notice needed', async () => {
    now = new Date('2027-03-25T12:00:00Z');
    const t = await appWith(RISE);
    const newcomer = await signedInPerson(t);
    expect(await subscribe(newcomer.browser)).toMatchObject({ amountCents: 1195 });
    await t.app.priceChanges.run();
    expect(await emailsTo(t, newcomer.email)).toEqual([]);
    expect(await status(newcomer.browser)).toMatchObject({ priceCents: 1195, priceChange: null });
  });
});

describe('a listening server', () => {
  it('runs a notice pass by itself when it starts listening', async () => {
    now = new Date('2026-11-22T12:00:00Z');
    const t = await appWith(RISE);
    const member = await signedInPerson(t);
    await subscribe(member.browser);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(async () => (await emailsTo(t, member.email)).length, { timeout: 10_000 }).toBe(1);
  });
});

describe('a price rise a member hears of late', () => {
  it('keeps the old price until a renewal 30 or more days after the email', async () => {
    now = new Date('2027-01-25T12:00:00Z');
    const t = await appWith(RISE);
    const member = await signedInPerson(t);
    await subscribe(member.browser); // renews on the 25th of each month
    // No pass has run yet: told today, the March 25 renewal would be the first at $11.95.
    expect(await status(member.browser)).toMatchObject({
      priceChange: { monthlyCents: 1195, firstRenewalAt: '2027-03-25T12:00:00.000Z', noticedAt: null },
    });

    // The notice goes out only on February 26: March 25 is under 30 days later, so April 25 is first.
    now = new Date('2027-02-26T09:00:00Z');
    expect((await t.app.priceChanges.run()).noticesSent).toBe(1);
    const [email] = await emailsTo(t, member.email);
    expect(email!.textBody).toContain('the new price starts with your renewal on April 25, 2027');
    expect(await status(member.browser)).toMatchObject({
      priceCents: 995,
      priceChange: { monthlyCents: 1195, firstRenewalAt: '2027-04-25T12:00:00.000Z', noticedAt: '2027-02-26T09:00:00.000Z' },
    });

    now = new Date('2027-03-26T00:00:00Z');
    await status(member.browser);
    expect(await paidAmounts(member.browser)).toEqual([995, 995, 995]);
    now = new Date('2027-04-26T00:00:00Z');
    await status(member.browser);
    expect(await paidAmounts(member.browser)).toEqual([995, 995, 995, 1195]);
  });

  it('renews at the old price while no email has gone out, however late', async () => {
    now = new Date('2027-02-20T12:00:00Z');
    const t = await appWith(RISE);
    const member = await signedInPerson(t);
    await subscribe(member.browser);
    // Months pass without a notice pass (say the site's job stopped): the rise is never charged.
    now = new Date('2027-04-01T00:00:00Z');
    await status(member.browser);
    now = new Date('2027-05-21T00:00:00Z');
    await status(member.browser);
    expect(await paidAmounts(member.browser)).toEqual([995, 995, 995, 995]);
  });
});

describe('a price cut', () => {
  it('applies from its day without waiting, and the email says it is good news', async () => {
    now = new Date('2026-11-22T12:00:00Z');
    const t = await appWith([
      { from: '2025-01-01', monthlyCents: 995 },
      { from: '2026-12-01', monthlyCents: 795 },
    ]);
    const member = await signedInPerson(t);
    await subscribe(member.browser);
    await t.app.priceChanges.run();
    const [email] = await emailsTo(t, member.email);
    expect(email!.subject).toMatch(/^Good news/);
    expect(email!.textBody).toContain('from $9.95 to $7.95 on December 1, 2026');
    now = new Date('2026-12-23T00:00:00Z');
    await status(member.browser);
    expect(await paidAmounts(member.browser)).toEqual([995, 795]);
  });
});
