import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupChecklistSchema } from '#shared/contracts/site-setup.ts';
import { readMailThrough, TestBrowser } from './support/browser.ts';
import { startTestMailbox, type TestMailbox } from '../support/test-mailbox.ts';
import { signedInPerson } from './support/people.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const ALL_ITEMS = [
  { id: 'webinar', fix: { adminTab: 'webinars' } },
  { id: 'news', fix: { adminTab: 'news' } },
  { id: 'smtp', fix: { settings: ['SMTP_URL'] } },
  { id: 'stripe', fix: { settings: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] } },
  { id: 'support-email', fix: { settings: ['SUPPORT_EMAIL'] } },
  { id: 'support-phone', fix: { settings: ['SUPPORT_PHONE'] } },
];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const webinar = (startsAt: string) => ({ title: 'Filing Chapter 7 on your own', startsAt, timeZone: 'America/New_York', joinUrl: 'https://meet.example.com/w' });

describe('GET /api/admin/setup-checklist', () => {
  let t: TestApp;
  let admin: TestBrowser;
  const checklist = async () => {
    const response = await admin.get('/api/admin/setup-checklist');
    expect(response.statusCode).toBe(200);
    return setupChecklistSchema.parse(response.json()).items.map((item) => item.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInPerson(t, { admin: true })).browser;
  });
  afterAll(() => t?.close());

  it('lists everything a fresh site lacks, each with where to fix it', async () => {
    const response = await admin.get('/api/admin/setup-checklist');
    expect(response.json()).toEqual({ items: ALL_ITEMS });
  });

  it('is for admins only', async () => {
    const member = await signedInPerson(t);
    expect((await member.browser.get('/api/admin/setup-checklist')).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).get('/api/admin/setup-checklist')).statusCode).toBe(401);
  });

  it('drops the webinar once one is scheduled ahead (not a past or canceled one)', async () => {
    expect((await admin.request('POST', '/api/admin/webinars', { json: webinar(inDays(-2)) })).statusCode).toBe(201);
    expect((await admin.request('POST', '/api/admin/webinars', { json: { ...webinar(inDays(5)), isCanceled: true } })).statusCode).toBe(201);
    expect(await checklist()).toContain('webinar');
    expect((await admin.request('POST', '/api/admin/webinars', { json: webinar(inDays(5)) })).statusCode).toBe(201);
    expect(await checklist()).toEqual(['news', 'smtp', 'stripe', 'support-email', 'support-phone']);
  });

  it('drops the news once an article of the site’s own is published (the seeded ones and drafts do not count)', async () => {
    expect((await admin.request('POST', '/api/news', { json: { title: 'Draft', content: 'Not yet.', isPublished: false } })).statusCode).toBe(201);
    expect(await checklist()).toContain('news');
    expect((await admin.request('POST', '/api/news', { json: { title: 'Our first news', content: 'Hello.', isPublished: true } })).statusCode).toBe(201);
    expect(await checklist()).toEqual(['smtp', 'stripe', 'support-email', 'support-phone']);
  });
});

describe('the setup checklist on a site with its own mail server and support contacts', () => {
  let t: TestApp;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
    t = await createTestApp({ env: { SMTP_URL: mailbox.smtpUrl, SUPPORT_EMAIL: 'help@our-site.org', SUPPORT_PHONE: '(555) 123-4567' } });
    readMailThrough(t.app, mailbox);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  it('leaves out what the settings already provide', async () => {
    const { browser } = await signedInPerson(t, { admin: true });
    const items = setupChecklistSchema.parse((await browser.get('/api/admin/setup-checklist')).json()).items;
    expect(items.map((item) => item.id)).toEqual(['webinar', 'news', 'stripe']);
  });
});
