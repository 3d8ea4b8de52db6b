import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, scryptSync } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { idpAccounts, outboxEmails } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createAccount, emailedLink, receivedEmail, formAction, openSignInPage, signIn, signUp, signOut, TestBrowser } from './support/browser.ts';
import { outboxResponseSchema } from '#shared/contracts/mail-outbox.ts';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.com' }, clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

const person = (email: string) => ({ firstName: 'Maria', lastName: 'Lopez', email, password: 'correct horse battery' });
const sessionCookie = (browser: TestBrowser) => browser.cookies.get('bsh_session')?.value;

describe('creating an account and signing in on the embedded provider', () => {
  it('creates the account, lands back on the site signed in, and knows who it is', async () => {
    const browser = new TestBrowser(t.app);
    const { url } = await signUp(browser, person('maria@example.com'), '/documents');
    expect(url).toBe('/documents');
    expect(sessionCookie(browser)).toBeTruthy();

    const me = await browser.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'maria@example.com', firstName: 'Maria', lastName: 'Lopez', displayName: 'Maria L.', isAdmin: false });
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const browser = new TestBrowser(t.app);
    await createAccount(browser, person('cookie@example.com'));
    const confirmed = await browser.get(await emailedLink(t.app, 'cookie@example.com', /verify-email/));
    const resumed = await browser.get(confirmed.headers.location as string);
    const callback = await browser.get(resumed.headers.location as string);
    const setCookie = ([] as string[]).concat(callback.headers['set-cookie'] ?? []).find((c) => c.startsWith('bsh_session='));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // Beside it, a readable hint that holds no secret: the page asks who is signed in only when it is there.
    const hint = ([] as string[]).concat(callback.headers['set-cookie'] ?? []).find((c) => c.startsWith('bsh_signed_in='));
    expect(hint).toMatch(/^bsh_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/SameSite=Lax/);
  });

  it('answers "Create account" the same way whether or not the email has an account, and says the rest by email', async () => {
    await signUp(new TestBrowser(t.app), person('taken@example.com'));
    const again = await createAccount(new TestBrowser(t.app), { ...person('taken@example.com'), password: 'another long password' });
    const fresh = await createAccount(new TestBrowser(t.app), person('untaken@example.com'));
    expect(again.response.statusCode).toBe(200);
    expect(fresh.response.statusCode).toBe(200);
    const withoutUid = (body: string) => body.replaceAll(/\/idp\/interaction\/[\w-]+/g, '/idp/interaction/UID');
    expect(withoutUid(again.response.body)).toBe(withoutUid(fresh.response.body));
    expect(again.response.body).toContain('Check your email');

    const notice = await receivedEmail(t.app, 'taken@example.com', (e) => e.subject.includes('Someone tried to create'));
    expect(notice.text).toContain('Someone tried to create an account');
    expect(notice.text).toContain('/idp/account/forgot-password');
    // The account and its password are unchanged.
    expect((await signIn(new TestBrowser(t.app), 'taken@example.com', 'correct horse battery')).url).toBe('/');
  });

  it('refuses one of the most common passwords with a clear message', async () => {
    const res = await createAccount(new TestBrowser(t.app), { ...person('common@example.com'), password: 'Password123' });
    expect(res.response.statusCode).toBe(400);
    expect(res.response.body).toContain('one of the most common ones');
  });

  it('signs out on the server: the old cookie then gets 401, and signing in again gives a new session id', async () => {
    const browser = new TestBrowser(t.app);
    await signUp(browser, person('sam@example.com'));
    const firstSession = sessionCookie(browser)!;

    const out = await signOut(browser);
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(sessionCookie(browser)).toBeUndefined();
    expect(browser.cookies.get('bsh_signed_in')).toBeUndefined();

    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `bsh_session=${firstSession}` } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });

    // Signing out ended the provider's session too, so the password is asked again.
    const { url } = await signIn(browser, 'sam@example.com', 'correct horse battery');
    expect(url).toBe('/');
    expect(sessionCookie(browser)).toBeTruthy();
    expect(sessionCookie(browser)).not.toBe(firstSession);
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('signs out only on a same-site POST: a GET or another site\'s form leaves the session alone', async () => {
    const browser = new TestBrowser(t.app);
    await signUp(browser, person('csrf-out@example.com'));
    const get = await browser.get('/api/logout');
    expect(get.statusCode).toBe(404);
    const crossSite = await browser.request('POST', '/api/logout', { form: {}, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(sessionCookie(browser)).toBeTruthy();
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('rotates the session id at sign-in even when the browser already had one', async () => {
    const browser = new TestBrowser(t.app);
    await signUp(browser, person('rotate@example.com'));
    const before = sessionCookie(browser)!;
    await signOut(browser);
    browser.cookies.set('bsh_session', { value: before, path: '/' });
    await signIn(browser, 'rotate@example.com', 'correct horse battery');
    expect(sessionCookie(browser)).not.toBe(before);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `bsh_session=${before}` } });
    expect(old.statusCode).toBe(401);
  });

  it('shows an error and creates no session for a wrong password, with the same words for an unknown email', async () => {
    const setup = new TestBrowser(t.app);
    await signUp(setup, person('wrongpw@example.com'));

    const browser = new TestBrowser(t.app);
    const wrong = await signIn(browser, 'wrongpw@example.com', 'not the password');
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.body).toContain('The email or password is incorrect.');
    expect(sessionCookie(browser)).toBeUndefined();

    const unknown = await signIn(new TestBrowser(t.app), 'nobody@example.com', 'whatever123');
    expect(unknown.response.body).toContain('The email or password is incorrect.');
  });

  it('validates the create-account form with clear messages and keeps what was typed', async () => {
    const browser = new TestBrowser(t.app);
    const page = await openSignInPage(browser);
    const form = await browser.get(/href="([^"]+\/create-account)"/.exec(page.html)![1]!);
    const res = await browser.request('POST', formAction(form.body), { form: { firstName: 'Al', lastName: '', email: 'not-an-email', password: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter your last name');
    expect(res.body).toContain('Enter an email address like name@example.com');
    expect(res.body).toContain('Your password must be at least 8 characters');
    expect(res.body).toContain('value="Al"');
    expect(res.body).not.toContain('value="short"');
  });

  it('limits repeated wrong passwords for one account, even when the right password follows', async () => {
    const setup = new TestBrowser(t.app);
    await signUp(setup, person('limited@example.com'));
    for (let i = 0; i < 5; i++) {
      const attempt = await signIn(new TestBrowser(t.app), 'limited@example.com', `wrong-${i}-password`);
      expect(attempt.response.statusCode).toBe(401);
    }
    const blocked = await signIn(new TestBrowser(t.app), 'limited@example.com', 'correct horse battery');
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.body).toContain('Too many sign-in attempts. Please wait 15 minutes');
  });
});

describe('where sign-in returns to', () => {
  it('ignores a returnTo that points to another site', async () => {
    const browser = new TestBrowser(t.app);
    const { url } = await signUp(browser, person('evil@example.com'), 'https://evil.example');
    expect(url).toBe('/');
  });
});

describe('the sign-in callback', () => {
  it('rejects a callback whose state belongs to another browser', async () => {
    const alice = new TestBrowser(t.app);
    const mallory = new TestBrowser(t.app);
    await signUp(mallory, person('mallory@example.com'));
    await signOut(mallory);

    // Mallory gets a valid code for her own sign-in, then feeds the callback to Alice's browser.
    await openSignInPage(alice);
    const page = await openSignInPage(mallory);
    const loggedIn = await mallory.request('POST', formAction(page.html), { form: { email: 'mallory@example.com', password: 'correct horse battery' } });
    const resume = await mallory.get(loggedIn.headers.location as string);
    const callbackUrl = resume.headers.location as string;
    expect(callbackUrl).toContain('/api/callback?');

    const attack = await alice.get(callbackUrl);
    expect(attack.statusCode).toBe(400);
    expect(attack.body).toContain('We could not confirm your sign-in');
    expect(alice.cookies.get('bsh_session')).toBeUndefined();
  });

  it('rejects a callback with no sign-in in progress', async () => {
    const res = await new TestBrowser(t.app).get('/api/callback?code=abc&state=def');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in was started in another browser or took too long');
  });
});

describe('admins from ADMIN_EMAILS', () => {
  it('makes a listed email admin only after the address is confirmed', async () => {
    const browser = new TestBrowser(t.app);
    await createAccount(browser, person('boss@example.com'));
    // Signing in before confirming works, but the address does not count yet.
    await signIn(browser, 'boss@example.com', 'correct horse battery');
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({ isAdmin: false });

    const email = await receivedEmail(t.app, 'boss@example.com');
    expect(email.subject).toContain('Confirm your email');
    const link = await emailedLink(t.app, 'boss@example.com', /verify-email\?token=/);
    const confirmed = await new TestBrowser(t.app).get(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Email confirmed');

    await signOut(browser);
    await signIn(browser, 'boss@example.com', 'correct horse battery');
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({ isAdmin: true });
    const outbox = await browser.get('/api/admin/outbox');
    expect(outbox.statusCode).toBe(200);
    expect(outboxResponseSchema.parse(outbox.json()).emails.some((e) => e.to === 'boss@example.com')).toBe(true);
  });
});

describe('stored password hashes', () => {
  it('replaces a hash made with the old scrypt parameters (N=2^15) at the next successful sign-in', async () => {
    await signUp(new TestBrowser(t.app), person('oldhash@example.com'));
    const salt = randomBytes(16);
    const key = scryptSync('correct horse battery', salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const legacy = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    const { db } = t.database.handle;
    await db.update(idpAccounts).set({ passwordHash: legacy }).where(eq(idpAccounts.email, 'oldhash@example.com'));

    expect((await signIn(new TestBrowser(t.app), 'oldhash@example.com', 'correct horse battery')).url).toBe('/');
    const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, 'oldhash@example.com'));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await signIn(new TestBrowser(t.app), 'oldhash@example.com', 'correct horse battery')).url).toBe('/');
  });
});

describe('forgot password', () => {
  it('emails a single-use link that expires in an hour, changes the password and ends existing sessions', async () => {
    const owner = new TestBrowser(t.app);
    await signUp(owner, person('forgetful@example.com'));
    expect((await owner.get('/api/auth/user')).statusCode).toBe(200);

    const asker = new TestBrowser(t.app);
    const forgotPage = await asker.get('/idp/account/forgot-password');
    const answer = await asker.request('POST', formAction(forgotPage.body), { form: { email: 'forgetful@example.com' } });
    expect(answer.body).toContain('If an account exists for that email');
    const unknown = await asker.request('POST', '/idp/account/forgot-password', { form: { email: 'ghost@example.com' } });
    expect(unknown.body).toBe(answer.body);

    const [stored] = await t.database.handle.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'forgetful@example.com')).orderBy(desc(outboxEmails.id)).limit(1);
    expect(stored!.kind).toBe('password-reset');
    const link = await emailedLink(t.app, 'forgetful@example.com', /reset-password\?token=/);
    const token = new URL(link).searchParams.get('token')!;

    const form = await asker.get(link);
    expect(form.statusCode).toBe(200);
    const done = await asker.request('POST', '/idp/account/reset-password', { form: { token, password: 'a brand new password' } });
    expect(done.body).toContain('Your password was changed');
    const again = await asker.request('POST', '/idp/account/reset-password', { form: { token, password: 'another new password' } });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link has expired');

    expect((await owner.get('/api/auth/user')).statusCode).toBe(401);
    const old = await signIn(new TestBrowser(t.app), 'forgetful@example.com', 'correct horse battery');
    expect(old.response.statusCode).toBe(401);
    const fresh = await signIn(new TestBrowser(t.app), 'forgetful@example.com', 'a brand new password');
    expect(fresh.url).toBe('/');
  });

  it('refuses a reset link older than one hour', async () => {
    await signUp(new TestBrowser(t.app), person('late@example.com'));
    await new TestBrowser(t.app).request('POST', '/idp/account/forgot-password', { form: { email: 'late@example.com' } });
    const link = await emailedLink(t.app, 'late@example.com', /reset-password\?token=/);
    now = new Date(Date.now() + 61 * 60_000);
    try {
      const res = await new TestBrowser(t.app).get(link);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This link has expired');
    } finally {
      now = new Date();
    }
  });
});

describe('sessions', () => {
  it('end after the idle timeout', async () => {
    const browser = new TestBrowser(t.app);
    await signUp(browser, person('idle@example.com'));
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);
    now = new Date(Date.now() + t.config.session.idleTimeoutMs + 60_000);
    try {
      expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    } finally {
      now = new Date();
    }
  });
});

describe('requests from other sites', () => {
  it('refuses state-changing requests whose Origin or Sec-Fetch-Site is another site', async () => {
    const evilOrigin = await t.app.inject({
      method: 'POST',
      url: '/idp/account/forgot-password',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.com',
    });
    expect(evilOrigin.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
