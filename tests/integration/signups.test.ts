import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { newsletterSignups, outboxEmails, rateCounters, signupConfirmations, users } from '#server/db/schema/index.ts';
import { sweepExpiredSignInState } from '#server/modules/auth/expired-state-sweep.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import { emailedLink, TestBrowser } from './support/browser.ts';
import { nextWebinarResponseSchema } from '#shared/contracts/webinars.ts';

let t: TestApp;
const START = new Date('2026-11-22T12:00:00Z');
let now = START;
const later = (hours: number) => {
  now = new Date(now.getTime() + hours * 3_600_000);
};
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

/** A first name no branded email may carry: the spam a relay would be used for. */
const SPAM_NAME = 'Claim your prize at spam.example';
const form = { firstName: 'Ana', lastName: 'Ruiz', email: 'Ana.Ruiz@example.com', phoneNumber: '(555) 010-2030' };
const emailsTo = (address: string) =>
  t.database.handle.db.select().from(outboxEmails).where(sql`${outboxEmails.toAddress} = ${address}`).orderBy(outboxEmails.id);
const firstLine = (text: string) => text.split('\n')[0];
/** The token of the confirmation link as its recipient receives it (the outbox keeps it redacted). */
const emailedToken = async (address: string) => {
  const link = await emailedLink(t.app, address, /\/confirm-signup\?token=[A-Za-z0-9_-]{43}\b/);
  return new URL(link).searchParams.get('token')!;
};
const confirm = (token: unknown) => new TestBrowser(t.app).request('POST', '/api/signup-confirmations', { json: { token } });

describe('POST /api/newsletter-signup', () => {
  it('requires sign-in', async () => {
    const res = await new TestBrowser(t.app).request('POST', '/api/newsletter-signup', { json: form });
    expect(res.statusCode).toBe(401);
  });

  it('checks the fields with the messages of the specification', async () => {
    const { browser } = await signedInPerson(t);
    const res = await browser.request('POST', '/api/newsletter-signup', { json: { firstName: 'A', lastName: 'B', email: 'x', phoneNumber: '123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'firstName', message: 'First name must be at least 2 characters' },
      { path: 'lastName', message: 'Last name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phoneNumber', message: 'Please enter a valid phone number' },
    ]);
  });

  it("signs up the person's own verified email at once, once, with a welcome email that opens with fixed text", async () => {
    const { browser, email } = await signedInPerson(t);
    const first = await browser.request('POST', '/api/newsletter-signup', { json: { ...form, firstName: SPAM_NAME, email: email.toUpperCase() } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, status: 'signed-up' });
    const again = await browser.request('POST', '/api/newsletter-signup', { json: { ...form, email } });
    expect(again.json()).toEqual({ ok: true, status: 'already-signed-up' });
    const mails = (await emailsTo(email)).filter((m) => m.kind === 'newsletter');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('signed up');
    expect(firstLine(mails[0]!.textBody)).toBe('Thank you for signing up for Insights and News from Bankruptcy Self-Help Center.');
    expect(mails[0]!.textBody).not.toContain('spam.example');
  });

  it('asks an account whose email the issuer has not verified to confirm it too', async () => {
    const { browser, email, userId } = await signedInPerson(t);
    await t.database.handle.db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));
    const res = await browser.request('POST', '/api/newsletter-signup', { json: { ...form, email } });
    expect(res.json()).toEqual({ ok: true, status: 'check-email' });
    expect((await emailsTo(email)).filter((m) => m.kind === 'newsletter')).toHaveLength(0);
    expect((await emailsTo(email)).filter((m) => m.kind === 'signup-confirmation')).toHaveLength(1);
  });
});

describe('double opt-in for any other address', () => {
  const other = 'someone.else@example.com';
  let token = '';

  it('sends no newsletter, only one plain confirmation email with a fixed first line and nothing the requester typed', async () => {
    const { browser } = await signedInPerson(t);
    const res = await browser.request('POST', '/api/newsletter-signup', { json: { ...form, firstName: SPAM_NAME, lastName: 'Visit spam.example', email: other } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, status: 'check-email' });
    const mails = await emailsTo(other);
    expect(mails.map((m) => m.kind)).toEqual(['signup-confirmation']);
    expect(firstLine(mails[0]!.textBody)).toBe('Please confirm your email address.');
    expect(`${mails[0]!.subject}\n${mails[0]!.textBody}`).not.toMatch(/spam\.example|Claim|Ruiz|555/);
    expect(mails[0]!.textBody).not.toContain('token=');
    token = await emailedToken(other);
  });

  it('changes nothing when the link is only opened (a GET), so mail scanners cannot confirm', async () => {
    await new TestBrowser(t.app).get(`/confirm-signup?token=${token}`);
    expect((await emailsTo(other)).filter((m) => m.kind === 'newsletter')).toHaveLength(0);
    expect(await t.database.handle.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, other))).toHaveLength(0);
  });

  it('activates the sign-up when the page posts the token, from any browser, and sends the welcome email once', async () => {
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'newsletter' });
    const rows = await t.database.handle.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, other));
    expect(rows).toHaveLength(1);
    const welcome = (await emailsTo(other)).filter((m) => m.kind === 'newsletter');
    expect(welcome).toHaveLength(1);
    expect(firstLine(welcome[0]!.textBody)).toBe('Thank you for signing up for Insights and News from Bankruptcy Self-Help Center.');
    expect(welcome[0]!.textBody).not.toContain('spam.example');
  });

  it('refuses a used, unknown or malformed link with a clear 4xx', async () => {
    const used = await confirm(token);
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe('This confirmation link has expired or was already used.');
    expect((await confirm('A'.repeat(43))).statusCode).toBe(404);
    const malformed = await confirm('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('This confirmation link is not complete. Copy the whole link from the email.');
    expect((await confirm(undefined)).statusCode).toBe(400);
    expect((await emailsTo(other)).filter((m) => m.kind === 'newsletter')).toHaveLength(1);
  });

  it('answers the same for an address already signed up by this person, and sends nothing', async () => {
    const person = await signedInPerson(t);
    const address = 'already@example.com';
    await person.browser.request('POST', '/api/newsletter-signup', { json: { ...form, email: address } });
    expect((await confirm(await emailedToken(address))).statusCode).toBe(200);
    const before = (await emailsTo(address)).length;
    const again = await person.browser.request('POST', '/api/newsletter-signup', { json: { ...form, email: address } });
    expect(again.json()).toEqual({ ok: true, status: 'check-email' });
    expect(await emailsTo(address)).toHaveLength(before);
  });

  it('sends an address at most 3 confirmation emails a day, whoever asks, with the same answer after', async () => {
    const target = 'flooded@example.com';
    for (let i = 0; i < 4; i += 1) {
      const { browser } = await signedInPerson(t);
      const res = await browser.request('POST', '/api/newsletter-signup', { json: { ...form, email: target } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, status: 'check-email' });
    }
    expect(await emailsTo(target)).toHaveLength(3);
    // The per-address counter is keyed by a digest: the counters table holds no email address.
    const keys = (await t.database.handle.db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key).filter((key) => key.startsWith('signup-confirm:'));
    expect(keys.filter((key) => key.startsWith('signup-confirm:to:')).length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes('@') || key.includes('flooded'))).toEqual([]);
  });

  it('expires an unused link after a day (refused, then swept by the hourly sweep)', async () => {
    const { browser } = await signedInPerson(t);
    await browser.request('POST', '/api/newsletter-signup', { json: { ...form, email: 'slow.reader@example.com' } });
    const stale = await emailedToken('slow.reader@example.com');
    later(25);
    const res = await confirm(stale);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This confirmation link has expired or was already used.');
    const pendingFor = () => t.database.handle.db.select().from(signupConfirmations).where(eq(signupConfirmations.email, 'slow.reader@example.com'));
    expect(await pendingFor()).toHaveLength(1);
    await sweepExpiredSignInState(t.database.handle.db, now, new Date(now.getTime() - t.config.session.idleTimeoutMs));
    expect(await pendingFor()).toHaveLength(0);
    expect((await emailsTo('slow.reader@example.com')).filter((m) => m.kind === 'newsletter')).toHaveLength(0);
  });

  it('limits one person to 5 confirmation emails an hour: the 6th request gets 429 and sends nothing', async () => {
    const { browser } = await signedInPerson(t);
    for (let i = 1; i <= 5; i += 1) {
      const res = await browser.request('POST', '/api/newsletter-signup', { json: { ...form, email: `friend${i}@example.com` } });
      expect(res.statusCode).toBe(200);
    }
    const sixth = await browser.request('POST', '/api/newsletter-signup', { json: { ...form, email: 'friend6@example.com' } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('You have asked for many confirmation emails in a short time. Please wait an hour and try again.');
    expect(await emailsTo('friend6@example.com')).toHaveLength(0);
  });
});

describe('webinars', () => {
  it('explains when no webinar is scheduled', async () => {
    const { browser } = await signedInPerson(t);
    const res = await browser.request('POST', '/api/webinar-registration', { json: form });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No webinar is scheduled right now. Please check back soon.');
  });

  it('lets an admin schedule one, and registers people for the next with a calendar invite by email', async () => {
    const admin = await signedInPerson(t, { admin: true });
    const bad = await admin.browser.request('POST', '/api/admin/webinars', {
      json: { title: 'x', startsAt: '2026-12-08T01:00:00Z', timeZone: 'Mars/Olympus', joinUrl: 'https://meet.example/abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a valid time zone, like America/New_York');

    const past = await admin.browser.request('POST', '/api/admin/webinars', {
      json: { title: 'Last month', startsAt: '2026-10-01T01:00:00Z', timeZone: 'America/Chicago', joinUrl: 'https://meet.example/old' },
    });
    expect(past.statusCode).toBe(201);
    const created = await admin.browser.request('POST', '/api/admin/webinars', {
      json: { title: 'Schedule A/B, line by line', description: 'Bring your property list.', startsAt: '2026-12-08T01:00:00Z', durationMinutes: 90, timeZone: 'America/Chicago', joinUrl: 'https://meet.example/abc' },
    });
    expect(created.statusCode).toBe(201);

    const next = await new TestBrowser(t.app).get('/api/webinars/next');
    expect(nextWebinarResponseSchema.parse(next.json()).webinar).toMatchObject({ title: 'Schedule A/B, line by line' });
    expect(JSON.stringify(next.json())).not.toContain('meet.example');

    const person = await signedInPerson(t);
    const reg = await person.browser.request('POST', '/api/webinar-registration', { json: { ...form, firstName: SPAM_NAME, email: person.email } });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({ ok: true, status: 'signed-up', webinar: { title: 'Schedule A/B, line by line' } });
    const repeat = await person.browser.request('POST', '/api/webinar-registration', { json: { ...form, email: person.email } });
    expect(repeat.json().status).toBe('already-signed-up');

    const mails = (await emailsTo(person.email)).filter((m) => m.kind === 'webinar');
    expect(mails).toHaveLength(1);
    expect(firstLine(mails[0]!.textBody)).toBe('Your place at our free webinar is booked.');
    expect(mails[0]!.textBody).not.toContain('spam.example');
    expect(mails[0]!.textBody).toContain('Monday, December 7, 2026 at 7:00 PM CST');
    expect(mails[0]!.textBody).toContain('https://meet.example/abc');
    const ics = Buffer.from(mails[0]!.attachments[0]!.content, 'base64').toString('utf8');
    expect(mails[0]!.attachments[0]!.filename).toBe('webinar.ics');
    expect(ics).toContain('DTSTART:20261208T010000Z');
    expect(ics).toContain('DTEND:20261208T023000Z');

    // Another address: a confirmation first; the details and invite only once its owner confirms.
    const fan = 'webinar-fan@example.com';
    const pending = await person.browser.request('POST', '/api/webinar-registration', { json: { ...form, firstName: SPAM_NAME, email: fan } });
    expect(pending.json()).toMatchObject({ ok: true, status: 'check-email', webinar: { title: 'Schedule A/B, line by line' } });
    const asked = await emailsTo(fan);
    expect(asked.map((m) => m.kind)).toEqual(['signup-confirmation']);
    expect(firstLine(asked[0]!.textBody)).toBe('Please confirm your email address.');
    expect(asked[0]!.textBody).toContain('"Schedule A/B, line by line" on Monday, December 7, 2026 at 7:00 PM CST');
    expect(asked[0]!.textBody).not.toMatch(/spam\.example|meet\.example/);
    const confirmed = await confirm(await emailedToken(fan));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ kind: 'webinar', webinar: { title: 'Schedule A/B, line by line' } });
    const details = (await emailsTo(fan)).filter((m) => m.kind === 'webinar');
    expect(details).toHaveLength(1);
    expect(details[0]!.attachments[0]!.filename).toBe('webinar.ics');

    const list = await admin.browser.get('/api/admin/webinars');
    expect(list.json().find((w: { title: string }) => w.title === 'Schedule A/B, line by line').registrationCount).toBe(2);

    // A link followed after the webinar was canceled registers nobody and says why.
    const late = 'late-fan@example.com';
    await person.browser.request('POST', '/api/webinar-registration', { json: { ...form, email: late } });
    const webinarId = (created.json() as { id: number }).id;
    const cancel = await admin.browser.request('PUT', `/api/admin/webinars/${webinarId}`, {
      json: { title: 'Schedule A/B, line by line', description: 'Bring your property list.', startsAt: '2026-12-08T01:00:00Z', durationMinutes: 90, timeZone: 'America/Chicago', joinUrl: 'https://meet.example/abc', isCanceled: true },
    });
    expect(cancel.statusCode).toBe(200);
    const refused = await confirm(await emailedToken(late));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('That webinar has already started or was canceled, so the registration was not made. See the home page for the next one.');
    expect((await emailsTo(late)).filter((m) => m.kind === 'webinar')).toHaveLength(0);
  });
});
