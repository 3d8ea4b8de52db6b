import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { E2E_SITE_ENV } from '../support/e2e-site-env.ts';
import { startTestMailbox, type TestMailbox } from '../support/test-mailbox.ts';

/** The email that ADMIN_EMAILS makes an admin on the site under test. */
export const E2E_ADMIN_EMAIL = 'admin@e2e.example';
export const E2E_PASSWORD = 'a long enough password';

interface WorkerFixtures {
  mailbox: TestMailbox;
  site: RunningServer;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A stable documentation-range (RFC 5737) address per test. */
function addressOf(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.${(hash >>> 8) % 256}.${hash % 256}`;
}

let people = 0;
export function newPerson(overrides: Partial<Person> = {}): Person {
  people += 1;
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `person-${process.pid}-${people}-${Date.now()}@e2e.example`,
    password: E2E_PASSWORD,
    ...overrides,
  };
}

/** The worker's mailbox, where sign-up confirmation links arrive. */
let workerMailbox: TestMailbox | undefined;

/**
 * Creates an account through the sign-in pages and opens the emailed confirmation link in the
 * same browser, as a person would; ends signed in on `returnTo`. For the tests about signing up.
 */
export async function signUpThroughPages(page: Page, person: Person, returnTo = '/'): Promise<void> {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.goto(await mailboxOfWorker().waitForLink(person.email, /verify-email/));
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
}

function mailboxOfWorker(): TestMailbox {
  if (!workerMailbox) throw new Error('signing up needs the mailbox fixture');
  return workerMailbox;
}

/**
 * Creates an account for a test that is about something else: the same requests the sign-in pages
 * send (the browser's cookies, the same sign-in in progress), without drawing those pages, and the
 * emailed confirmation link opened the same way; then opens `returnTo`, signed in.
 */
export async function signUp(page: Page, person: Person, returnTo = '/'): Promise<void> {
  const login = await page.request.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  const uid = /\/idp\/interaction\/([^/?]+)/.exec(new URL(login.url()).pathname)?.[1];
  if (!uid) throw new Error(`/api/login did not lead to a sign-in page: ${login.url()}`);
  const { firstName, lastName, email, password } = person;
  const created = await page.request.post(`/idp/interaction/${uid}/create-account`, { form: { firstName, lastName, email, password } });
  expect(created.status(), await created.text()).toBe(200);
  const confirmed = await page.request.get(await mailboxOfWorker().waitForLink(email, /verify-email/));
  expect(confirmed.status()).toBe(200);
  const landed = new URL(confirmed.url());
  expect(`${landed.pathname}${landed.search}${landed.hash}`).toBe(returnTo);
  await page.goto(returnTo);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
}

export async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>, returnTo = '/'): Promise<void> {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
}

/** Signs out as the header's Sign Out button does (a same-site POST), then opens the home page. */
export async function signOut(page: Page): Promise<void> {
  const response = await page.request.post('/api/logout', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await page.goto('/');
}

let adminCreated = false;
/**
 * Signs in as the site's admin (ADMIN_EMAILS): the first time, creates the account and confirms
 * the email through the link that arrives over SMTP, as a real admin would.
 */
export async function signInAsAdmin(page: Page, _mailbox: TestMailbox, returnTo = '/admin'): Promise<void> {
  const admin = { firstName: 'Ada', lastName: 'Admin', email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD };
  if (!adminCreated) {
    await signUpThroughPages(page, admin, returnTo);
    adminCreated = true;
    return;
  }
  await signIn(page, admin, returnTo);
}

/** One real site per worker: `npm start` on a free port, a throwaway data directory, email over SMTP to a test mailbox. */
export const test = base.extend<{ a11y: (page: Page) => Promise<void> }, WorkerFixtures>({
  mailbox: [
    async ({}, use) => {
      const mailbox = await startTestMailbox();
      workerMailbox = mailbox;
      await use(mailbox);
      await mailbox.close();
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ mailbox }, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-e2e-'));
      const server = await startServer({
        command: 'npm-start',
        // Behind a trusted proxy on loopback, as in production: the browser's one X-Forwarded-For
        // entry (see extraHTTPHeaders) is what that proxy saw, so each test arrives from its own
        // address and per-address sign-up and sign-in limits hold without one test starving the next.
        env: { ...E2E_SITE_ENV, DATA_DIR: dataDir, SMTP_URL: mailbox.smtpUrl, ADMIN_EMAILS: E2E_ADMIN_EMAIL, TRUST_PROXY: 'loopback' },
      });
      await use(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': addressOf(testInfo.testId) });
  },
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  a11y: async ({}, use) => {
    await use(async (page) => {
      // Axe reads colours as drawn: let a toast's fade-in (or any finite animation) end first.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  },
});

export { expect };
