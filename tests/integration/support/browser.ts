import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestMailbox } from '../../support/test-mailbox.ts';
import { readMailFolder, waitForEmailInMailFolder, waitForLinkInMailFolder, type ReadEmail } from '../../support/email-message.ts';

const rand = () => Math.floor(Math.random() * 254) + 1;

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A minimal browser over `app.inject`: keeps cookies (honouring path and deletion), follows
 * same-site redirects on request, and submits forms like a person would.
 */
export class TestBrowser {
  readonly cookies = new Map<string, StoredCookie>();

  /** Each browser gets its own client address, as different people would have. */
  readonly remoteAddress = `10.${rand()}.${rand()}.${rand()}`;

  constructor(
    readonly app: FastifyInstance,
    private readonly origin = 'http://localhost:3000',
  ) {}

  cookieHeader(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; path?: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }

  private toPath(url: string): string {
    if (url.startsWith('/')) return url;
    const parsed = new URL(url);
    if (parsed.origin !== this.origin) throw new Error(`refusing to leave the site: ${url}`);
    return `${parsed.pathname}${parsed.search}`;
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}) {
    const path = this.toPath(url);
    const headers: Record<string, string> = { host: new URL(this.origin).host, ...options.headers };
    const cookie = this.cookieHeader(path.split('?')[0]!);
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
      headers.origin ??= this.origin;
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
      headers.origin ??= this.origin;
    }
    const response = await this.app.inject({ method, url: path, headers, remoteAddress: this.remoteAddress, ...(payload !== undefined ? { payload } : {}) });
    this.remember(response);
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  /** GETs and follows redirects while they stay on the site; returns the final response and URL. */
  async follow(url: string, maxHops = 15): Promise<{ response: LightMyRequestResponse; url: string }> {
    let current = url;
    for (let hop = 0; hop < maxHops; hop++) {
      const response = await this.get(current);
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') return { response, url: current };
      current = location.startsWith('http') || location.startsWith('/') ? location : new URL(location, `${this.origin}${this.toPath(current)}`).href;
    }
    throw new Error('too many redirects');
  }

  async submit(url: string, form: Record<string, string>): Promise<{ response: LightMyRequestResponse; url: string }> {
    const response = await this.request('POST', url, { form });
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') return this.follow(location);
    return { response, url };
  }
}

/** The form action of the first form on a page. */
export function formAction(htmlText: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(htmlText);
  if (!match) throw new Error(`no form on page:\n${htmlText.slice(0, 500)}`);
  return match[1]!.replaceAll('&amp;', '&');
}

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Starts sign-in at /api/login and lands on the embedded provider's sign-in page. */
export async function openSignInPage(browser: TestBrowser, returnTo?: string) {
  const start = returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
  const { response, url } = await browser.follow(start);
  if (!response.body.includes('<h1>Sign in</h1>')) throw new Error(`expected the sign-in page, got ${response.statusCode} at ${url}`);
  return { html: response.body, url };
}

/** Fills in "Create account"; the answer is the "Check your email" page whether or not the email was new. */
export async function createAccount(browser: TestBrowser, details: SignUpDetails, returnTo?: string) {
  const signIn = await openSignInPage(browser, returnTo);
  const createLink = /href="([^"]+\/create-account)"/.exec(signIn.html)![1]!;
  const form = await browser.get(createLink);
  return browser.submit(formAction(form.body), { ...details });
}

/**
 * The newest link matching `pattern` in the emails to `address`, read as a person reads them: from
 * the `.eml` files the app wrote to its mail folder (it has no SMTP server in tests), never from
 * the outbox table, which keeps secret links sealed. Waits for the email, as delivery is not awaited.
 */
export async function emailedLink(app: FastifyInstance, address: string, pattern: RegExp): Promise<string> {
  return waitForLinkInMailFolder(mailFolderOf(app), address, pattern);
}

/** The newest email to `address` that `matches`, as its recipient reads it (see `emailedLink`). */
export async function receivedEmail(app: FastifyInstance, address: string, matches: (email: ReadEmail) => boolean = () => true): Promise<ReadEmail> {
  return waitForEmailInMailFolder(mailFolderOf(app), address, matches);
}

const mailboxes = new WeakMap<FastifyInstance, TestMailbox>();

/** For an app that sends through SMTP_URL: sign-ups read their links from this test SMTP server instead. */
export function readMailThrough(app: FastifyInstance, mailbox: TestMailbox): void {
  mailboxes.set(app, mailbox);
}

function mailFolderOf(app: FastifyInstance): string {
  if (!app.mailFolder) throw new Error('emails are read from the mail folder of an app without SMTP_URL');
  return app.mailFolder;
}

/** Creates an account and opens the emailed confirmation link in the same browser: ends signed in on `returnTo`. */
export async function signUp(browser: TestBrowser, details: SignUpDetails, returnTo?: string) {
  const mailbox = mailboxes.get(browser.app);
  if (mailbox) {
    const created = await createAccount(browser, details, returnTo);
    if (!created.response.body.includes('Check your email')) throw new Error(`account not created: ${created.response.statusCode}`);
    return browser.follow(await mailbox.waitForLink(details.email, /verify-email/));
  }
  // An earlier account with this address (since deleted) left its own confirmation email: wait for the new one.
  const before = new Set((await readMailFolder(mailFolderOf(browser.app))).map((email) => email.file));
  const created = await createAccount(browser, details, returnTo);
  if (!created.response.body.includes('Check your email')) throw new Error(`account not created: ${created.response.statusCode}`);
  return browser.follow(await waitForLinkInMailFolder(mailFolderOf(browser.app), details.email.toLowerCase(), /verify-email/, 10_000, before));
}

export async function signIn(browser: TestBrowser, email: string, password: string, returnTo?: string) {
  const page = await openSignInPage(browser, returnTo);
  return browser.submit(formAction(page.html), { email, password });
}

/** Signs out as the header's Sign Out button does: a same-site form POST. */
export function signOut(browser: TestBrowser) {
  return browser.request('POST', '/api/logout', { form: {} });
}
