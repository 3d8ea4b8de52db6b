import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contactMessages, outboxEmails } from '#server/db/schema/index.ts';
import { PREPARATION_ITEM_IDS } from '#shared/contracts/preparation.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signIn, signUp, signOut, TestBrowser } from './support/browser.ts';
import { SSN_FORMS_ONCE_MISSED } from './support/ssn-forms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@site.example' } });
});
afterAll(async () => {
  await t?.close();
});

const validMessage = {
  firstName: 'Jo',
  lastName: 'Banks',
  email: 'jo@example.com',
  subject: 'Question about the means test',
  message: 'How do I count my unemployment benefits?',
};

describe('POST /api/contact', () => {
  it('stores the message and emails support through the outbox', async () => {
    const browser = new TestBrowser(t.app);
    const res = await browser.request('POST', '/api/contact', { json: validMessage });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [stored] = await t.database.handle.db.select().from(contactMessages).where(sql`${contactMessages.email} = 'jo@example.com'`);
    expect(stored).toMatchObject({ subject: 'Question about the means test', message: 'How do I count my unemployment benefits?' });
    const [mail] = await t.database.handle.db.select().from(outboxEmails).where(sql`${outboxEmails.kind} = 'contact'`);
    expect(mail).toMatchObject({ toAddress: 'help@site.example', subject: '[Bankruptcy Self-Help Center contact] Question about the means test' });
    expect(mail!.textBody).toContain('jo@example.com');
  });

  it('answers invalid input with 400 and the same messages the form shows', async () => {
    const res = await new TestBrowser(t.app).request('POST', '/api/contact', { json: { ...validMessage, email: 'nope', message: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'email', message: 'Enter an email address like name@example.com' },
      { path: 'message', message: 'Your message must be at least 10 characters' },
    ]);
  });

  it('refuses a Social Security number in the subject or the message, written in any form, and keeps nothing', async () => {
    for (const number of SSN_FORMS_ONCE_MISSED) {
      const email = `ssn-${SSN_FORMS_ONCE_MISSED.indexOf(number)}@example.com`;
      for (const field of ['subject', 'message'] as const) {
        const res = await new TestBrowser(t.app).request('POST', '/api/contact', { json: { ...validMessage, email, [field]: `My number is ${number}` } });
        expect({ number, field, status: res.statusCode, issues: res.json().issues }).toEqual({
          number,
          field,
          status: 400,
          issues: [{ path: field, message: expect.stringContaining('Remove the Social Security number') }],
        });
      }
      expect(await t.database.handle.db.select().from(contactMessages).where(sql`${contactMessages.email} = ${email}`)).toEqual([]);
    }
  });

  it('quietly drops a message whose hidden honeypot field was filled in by a bot', async () => {
    const res = await new TestBrowser(t.app).request('POST', '/api/contact', { json: { ...validMessage, email: 'bot@example.com', website: 'http://spam.example' } });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.handle.db.select().from(contactMessages).where(sql`${contactMessages.email} = 'bot@example.com'`);
    expect(rows).toEqual([]);
  });

  it('limits one address to a few messages an hour', async () => {
    const browser = new TestBrowser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await browser.request('POST', '/api/contact', { json: validMessage })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const last = await browser.request('POST', '/api/contact', { json: validMessage });
    expect(last.json()).toEqual({ message: 'Too many messages. Please wait a few minutes and try again.', code: 'RATE_LIMITED' });
  });
});

describe('/api/preparation-checklist', () => {
  it('remembers a signed-in user’s ticks across sessions and rejects unknown items', async () => {
    const browser = new TestBrowser(t.app);
    await signUp(browser, { firstName: 'Kai', lastName: 'Moss', email: 'kai@example.com', password: 'password for kai' });
    expect((await browser.get('/api/preparation-checklist')).json()).toEqual({ checkedItemIds: [] });

    const ticked = PREPARATION_ITEM_IDS.slice(0, 3);
    const saved = await browser.request('PUT', '/api/preparation-checklist', { json: { checkedItemIds: ticked } });
    expect(saved.statusCode).toBe(200);

    const bad = await browser.request('PUT', '/api/preparation-checklist', { json: { checkedItemIds: ['not-a-real-item'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown checklist item');

    await signOut(browser);
    const later = new TestBrowser(t.app);
    await signIn(later, 'kai@example.com', 'password for kai');
    expect((await later.get('/api/preparation-checklist')).json()).toEqual({ checkedItemIds: ticked });
  });
});

describe('DELETE /api/auth/user', () => {
  it('deletes the account and its data, ends the session, and the email can sign up afresh', async () => {
    const browser = new TestBrowser(t.app);
    await signUp(browser, { firstName: 'Del', lastName: 'Ete', email: 'delete-me@example.com', password: 'password for del' });
    await browser.request('PUT', '/api/preparation-checklist', { json: { checkedItemIds: [PREPARATION_ITEM_IDS[0]] } });
    const session = browser.cookies.get('bsh_session')!.value;

    const res = await browser.request('DELETE', '/api/auth/user', { headers: { origin: 'http://localhost:3000' } });
    expect(res.statusCode).toBe(204);
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `bsh_session=${session}` } });
    expect(replay.statusCode).toBe(401);

    const gone = await signIn(new TestBrowser(t.app), 'delete-me@example.com', 'password for del');
    expect(gone.response.statusCode).toBe(401);
    const again = new TestBrowser(t.app);
    await signUp(again, { firstName: 'Del', lastName: 'Ete', email: 'delete-me@example.com', password: 'a new password' });
    expect((await again.get('/api/preparation-checklist')).json()).toEqual({ checkedItemIds: [] });
  });
});
