import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COURSES, DOCUMENT_PACKAGE_PRICES, premiumMonthlyCentsOn } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import { outboxEmails } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import type { TestBrowser } from './support/browser.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const pay = (b: TestBrowser, clientSecret: string, cardNumber = '4242 4242 4242 4242') =>
  b.request('POST', '/api/test-payments/confirm', { json: { clientSecret, cardNumber, expiry: '12/30', cvc: '123', zip: '60601' } });

/** The receipts in the outbox for one address (sign-up also emails a confirmation link). */
const receiptsTo = (to: string) => t.database.handle.db.select().from(outboxEmails).where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.kind, 'receipt')));

const today = () => new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('every payment sends a receipt with the amount the server charged', () => {
  it('the membership: its price, what it is, the date and the card', async () => {
    const { browser, email } = await signedInPerson(t, { firstName: 'Rosa' });
    const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    expect((await pay(browser, created.clientSecret)).statusCode).toBe(200);
    const [receipt, ...more] = await receiptsTo(email);
    expect(more).toEqual([]);
    const price = formatCents(premiumMonthlyCentsOn(new Date()));
    expect(receipt!.subject).toContain(price);
    expect(receipt!.textBody).toContain('Hello Rosa,');
    expect(receipt!.textBody).toContain('What you bought: Premium membership, first month');
    expect(receipt!.textBody).toContain(`Amount paid: ${price}`);
    expect(receipt!.textBody).toContain(`Date: ${today()}`);
    expect(receipt!.textBody).toMatch(/ending in 4242/);
  });

  it('a document package, once, even when the same payment is confirmed twice', async () => {
    const { browser, email } = await signedInPerson(t);
    const checkout = (await browser.request('POST', '/api/purchase-document-package', { json: { templateId: 'chapter7-complete' } })).json();
    expect((await pay(browser, checkout.clientSecret)).statusCode).toBe(200);
    expect((await pay(browser, checkout.clientSecret)).statusCode).toBe(200);
    const receipts = await receiptsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain(`What you bought: ${DOCUMENT_PACKAGE_PRICES['chapter7-complete'].name}`);
    expect(receipts[0]!.textBody).toContain(`Amount paid: ${formatCents(DOCUMENT_PACKAGE_PRICES['chapter7-complete'].priceCents)}`);
  });

  it('the course', async () => {
    const { browser, email } = await signedInPerson(t);
    const checkout = (await browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7' } })).json();
    expect((await pay(browser, checkout.clientSecret)).statusCode).toBe(200);
    const [receipt] = await receiptsTo(email);
    expect(receipt!.textBody).toContain(`What you bought: ${COURSES.chapter7.name}`);
    expect(receipt!.textBody).toContain(`Amount paid: ${formatCents(COURSES.chapter7.priceCents)}`);
  });

  it('a monthly renewal, and none for a declined card', async () => {
    const { browser, email } = await signedInPerson(t);
    const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
    expect((await pay(browser, created.clientSecret)).statusCode).toBe(200);
    expect((await browser.request('POST', '/api/test-payments/skip-to-period-end', { json: {} })).statusCode).toBe(200);
    const receipts = await receiptsTo(email);
    expect(receipts.map((r) => r.textBody.match(/What you bought: (.*)/)![1])).toEqual(['Premium membership, first month', 'Premium membership, monthly renewal']);

    const declined = await signedInPerson(t);
    const attempt = (await declined.browser.request('POST', '/api/create-subscription', { json: {} })).json();
    expect((await pay(declined.browser, attempt.clientSecret, '4000 0000 0000 0002')).statusCode).toBe(402);
    expect(await receiptsTo(declined.email)).toEqual([]);
  });
});

describe('buying a package from the generate step brings the person back there, and nowhere else', () => {
  it('answers a same-site path as given, and the packages for another site, a scheme or the API', async () => {
    const { browser } = await signedInPerson(t);
    const returnPathFor = async (returnTo: string) => {
      const res = await browser.request('POST', '/api/purchase-document-package', { json: { templateId: 'individual-schedules', returnTo } });
      expect(res.statusCode).toBe(200);
      return res.json().returnPath as string;
    };
    expect(await returnPathFor('/documents/edit/abc-123?step=generate')).toBe('/documents/edit/abc-123?step=generate');
    for (const foreign of ['https://evil.example/documents', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/api/download-pdf/x', '/..//evil.example']) {
      expect(await returnPathFor(foreign), foreign).toBe('/documents?tab=premium-tools');
    }
    const tooLong = await browser.request('POST', '/api/purchase-document-package', { json: { templateId: 'individual-schedules', returnTo: `/${'a'.repeat(2001)}` } });
    expect(tooLong.statusCode).toBe(400);
  });
});
