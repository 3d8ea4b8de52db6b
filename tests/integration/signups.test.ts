import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { outboxEmails } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import { TestBrowser } from './support/browser.ts';
import { nextWebinarResponseSchema } from '#shared/contracts/webinars.ts';

let t: TestApp;
const NOW = new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(async () => {
  await t?.close();
});

const form = { firstName: 'Ana', lastName: 'Ruiz', email: 'Ana.Ruiz@example.com', phoneNumber: '(555) 010-2030' };
const emailsTo = (address: string) =>
  t.database.handle.db.select().from(outboxEmails).where(sql`${outboxEmails.toAddress} = ${address}`);

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

  it('signs up once per account and email, and emails a confirmation once', async () => {
    const { browser } = await signedInPerson(t);
    const first = await browser.request('POST', '/api/newsletter-signup', { json: form });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, alreadySignedUp: false });
    const again = await browser.request('POST', '/api/newsletter-signup', { json: form });
    expect(again.json()).toEqual({ ok: true, alreadySignedUp: true });
    const mails = (await emailsTo('ana.ruiz@example.com')).filter((m) => m.kind === 'newsletter');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('signed up');
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
    const reg = await person.browser.request('POST', '/api/webinar-registration', { json: { ...form, email: 'webinar-fan@example.com' } });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({ ok: true, alreadyRegistered: false, webinar: { title: 'Schedule A/B, line by line' } });
    const repeat = await person.browser.request('POST', '/api/webinar-registration', { json: { ...form, email: 'webinar-fan@example.com' } });
    expect(repeat.json().alreadyRegistered).toBe(true);

    const mails = await emailsTo('webinar-fan@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Monday, December 7, 2026 at 7:00 PM CST');
    expect(mails[0]!.textBody).toContain('https://meet.example/abc');
    const ics = Buffer.from(mails[0]!.attachments[0]!.content, 'base64').toString('utf8');
    expect(mails[0]!.attachments[0]!.filename).toBe('webinar.ics');
    expect(ics).toContain('DTSTART:20261208T010000Z');
    expect(ics).toContain('DTEND:20261208T023000Z');

    const list = await admin.browser.get('/api/admin/webinars');
    expect(list.json().find((w: { title: string }) => w.title === 'Schedule A/B, line by line').registrationCount).toBe(1);
  });
});
