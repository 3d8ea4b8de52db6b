import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { signUp, TestBrowser } from './browser.ts';

let counter = 0;

/** A signed-in person in their own browser; `admin: true` grants admin directly in the database. */
export async function signedInPerson(t: TestApp, options: { admin?: boolean; firstName?: string; lastName?: string } = {}) {
  counter += 1;
  const email = `person${counter}-${Date.now()}@example.com`;
  const browser = new TestBrowser(t.app);
  await signUp(browser, { firstName: options.firstName ?? 'Test', lastName: options.lastName ?? `Person${counter}`, email, password: 'a good long password' });
  const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
  if (options.admin) await t.database.handle.db.update(users).set({ isAdmin: true }).where(eq(users.id, row!.id));
  return { browser, email, userId: row!.id };
}

/** A signed-in person with premium, paid with the test processor's 4242 card. */
export async function premiumMember(t: TestApp): Promise<TestBrowser> {
  const { browser } = await signedInPerson(t);
  const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
  const paid = await browser.request('POST', '/api/test-payments/confirm', { json: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '60601' } });
  if (paid.statusCode !== 200) throw new Error(`the test payment failed: ${paid.statusCode}`);
  return browser;
}

/** Buys a document package with the test processor's 4242 card. */
export async function buyDocumentPackage(browser: TestBrowser, templateId: string): Promise<void> {
  const checkout = (await browser.request('POST', '/api/purchase-document-package', { json: { templateId } })).json();
  const paid = await browser.request('POST', '/api/test-payments/confirm', { json: { clientSecret: checkout.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '60601' } });
  if (paid.statusCode !== 200) throw new Error(`the package payment failed: ${paid.statusCode}`);
}

/** A signed-in person enrolled in the Chapter 7 course (paid with the 4242 card), without a subscription. */
export async function courseEnrollee(t: TestApp) {
  const person = await signedInPerson(t);
  const checkout = (await person.browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7', amount: 8900 } })).json();
  const paid = await person.browser.request('POST', '/api/test-payments/confirm', { json: { clientSecret: checkout.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '60601' } });
  if (paid.statusCode !== 200) throw new Error(`the course payment failed: ${paid.statusCode}`);
  return person;
}
