import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { TestBrowser } from './support/browser.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { BOOK_PAPERBACK_URL: 'https://books.example/self-filers-guidebook/paperback' } });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/purchase-book (spec 7; the book is sold by bookstores)', () => {
  it('names the edition the catalog price buys and the store that sells it, storing nothing', async () => {
    const res = await new TestBrowser(t.app).request('POST', '/api/purchase-book', { json: { bookTitle: "The self-filer's guidebook", amount: 2899 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'external', edition: 'paperback', amountCents: 2899, storeUrl: 'https://books.example/self-filers-guidebook/paperback' });
  });

  it('refuses an amount that is not a catalog price', async () => {
    const res = await new TestBrowser(t.app).request('POST', '/api/purchase-book', { json: { bookTitle: 'Guidebook', amount: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The amount does not match the price of this item. Please reload the page.');
  });

  it('says so when no store sells that edition here (no eBook link configured)', async () => {
    const res = await new TestBrowser(t.app).request('POST', '/api/purchase-book', { json: { bookTitle: 'Guidebook', amount: 999 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The book is sold by online bookstores; this site has no store link for that edition.');
  });

  it('answers 400 with the field for a missing title or a non-number amount', async () => {
    const browser = new TestBrowser(t.app);
    const noTitle = await browser.request('POST', '/api/purchase-book', { json: { bookTitle: ' ', amount: 2899 } });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Enter the book title');
    const badAmount = await browser.request('POST', '/api/purchase-book', { json: { bookTitle: 'Guidebook', amount: '2899' } });
    expect(badAmount.statusCode).toBe(400);
  });
});
