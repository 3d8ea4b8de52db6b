import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialSecurityNumberMessage } from '#shared/contracts/fields.ts';
import { signedInPerson } from './support/people.ts';
import { formAction, openSignInPage, TestBrowser } from './support/browser.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A minimal client build: the shell is all the page answers need.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-first-visit-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Home</title></head><body><div id="root"></div></body></html>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const SSN = 'my number is 123-45-6789, can you check it?';

describe('free text shared with staff refuses a Social Security number (issue 17)', () => {
  const contact = { firstName: 'Jo', lastName: 'Banks', email: 'jo@example.com', subject: 'About my case', message: 'How do I count my benefits?' };

  it.each([
    ['message', 'your message'],
    ['subject', 'the subject'],
  ] as const)('POST /api/contact: in the %s', async (field, what) => {
    const res = await new TestBrowser(t.app).request('POST', '/api/contact', { json: { ...contact, [field]: SSN } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: socialSecurityNumberMessage(what), issues: [{ path: field, message: socialSecurityNumberMessage(what) }] });
    expect(socialSecurityNumberMessage(what)).toContain(what);
  });

  it('POST /api/user-stories and POST /api/questions', async () => {
    const { browser } = await signedInPerson(t);
    const story = await browser.request('POST', '/api/user-stories', { json: { title: 'User Story', content: `Filing went fine. ${SSN}` } });
    expect(story.statusCode).toBe(400);
    expect(story.json().issues).toEqual([{ path: 'content', message: socialSecurityNumberMessage('your story') }]);

    const question = await browser.request('POST', '/api/questions', { json: { content: `Is this right? 123 45 6789`, category: 'general' } });
    expect(question.statusCode).toBe(400);
    expect(question.json().issues).toEqual([{ path: 'content', message: socialSecurityNumberMessage('your question') }]);

    // Numbers that are not Social Security numbers (phone, case number, money) still go through.
    const fine = await browser.request('POST', '/api/questions', { json: { content: 'Case 24-12345: I owe $12,345.67, call 555-123-4567?', category: 'general' } });
    expect(fine.statusCode).toBe(201);
  });

  it('a question without a category says so in words', async () => {
    const { browser } = await signedInPerson(t);
    const res = await browser.request('POST', '/api/questions', { json: { content: 'Why?', category: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'category', message: 'Choose a category for your question.' }]);
  });
});

describe('unknown pages answer 404 (issue 17)', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers unknown page paths and unknown news articles with the shell and status 404', async () => {
    for (const url of ['/no-such-page', '/news/not-a-slug', '/news/987654321', '/news/99999999999999', '/chapter7/extra']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers a published article and known pages with 200', async () => {
    const [first] = (await get('/api/news')).json() as Array<{ id: number }>;
    expect(first).toBeDefined();
    expect((await get(`/news/${first!.id}`)).statusCode).toBe(200);
    expect((await get('/contact')).statusCode).toBe(200);
  });
});

describe('the sign-in pages after a try (issue 17)', () => {
  it('answers a wrong password with a redirect to the sign-in page, which keeps the message and the typed email once', async () => {
    const browser = new TestBrowser(t.app);
    const page = await openSignInPage(browser);
    const posted = await browser.request('POST', formAction(page.html), { form: { email: 'nobody@example.com', password: 'not the password' } });
    expect(posted.statusCode).toBe(303);
    const location = posted.headers.location as string;
    expect(location).toBe(new URL(page.url, 'http://x').pathname);

    const shown = await browser.get(location);
    expect(shown.statusCode).toBe(401);
    expect(shown.body).toContain('The email or password is incorrect.');
    expect(shown.body).toContain('value="nobody@example.com"');
    expect(shown.body).not.toContain('not the password');
    // Reloading (or coming Back to) the page later shows a fresh form: the problem was said once.
    const again = await browser.get(location);
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('The email or password is incorrect.');
  });

  it('sends someone signed in who comes Back to a finished sign-in on to the site, not to "expired"', async () => {
    const { email } = await signedInPerson(t);
    const browser = new TestBrowser(t.app);
    const page = await openSignInPage(browser);
    const signedIn = await browser.submit(formAction(page.html), { email, password: 'a good long password' });
    expect(signedIn.url).toBe('/');
    const back = await browser.get(page.url);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/');

    const visitor = await new TestBrowser(t.app).get(page.url);
    expect(visitor.body).toContain('Your sign-in page expired');
  });

  it('wears the site colours and links back to the site', async () => {
    const page = await openSignInPage(new TestBrowser(t.app));
    expect(page.html).toContain('href="/privacy-policy"');
    expect(page.html).toContain('Back to the site');
    const css = await t.app.inject({ method: 'GET', url: '/idp/account/styles.css' });
    expect(css.body).toContain('#0e5a6e');
    expect(css.body).not.toMatch(/#1e3a8a|#1d4ed8/);
  });
});
