import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, E2E_PASSWORD, signIn, signOut } from './fixtures.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { E2E_SITE_ENV } from '../support/e2e-site-env.ts';
import { readMailFolder, waitForLinkInMailFolder } from '../support/email-message.ts';

const FIRST_ADMIN = 'first-admin@e2e.example';

/** A site of its own, as a fresh install runs: no SMTP server, ADMIN_EMAILS set, nobody signed up. */
const test = base.extend<object, { freshSite: RunningServer & { dataDir: string } }>({
  freshSite: [
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-e2e-fresh-'));
      const server = await startServer({
        command: 'server',
        env: { ...E2E_SITE_ENV, DATA_DIR: dataDir, ADMIN_EMAILS: FIRST_ADMIN, TRUST_PROXY: 'loopback', LOG_LEVEL: 'info', SMTP_URL: '' },
      });
      await use({ ...server, dataDir });
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ freshSite }, use) => {
    await use(freshSite.url);
  },
});

test('on a site with no SMTP server, the first admin confirms their email from the .eml file in DATA_DIR/mail and reaches /admin', async ({ page, freshSite }) => {
  const mailFolder = path.join(freshSite.dataDir, 'mail');
  const log = freshSite.output();
  expect(log).toContain(`No SMTP server configured: emails are saved in ${mailFolder}`);
  expect(log).toContain('1 address in ADMIN_EMAILS has no admin account yet');

  await page.goto('/api/login?returnTo=%2F');
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Admin');
  await page.getByLabel('Email').fill(FIRST_ADMIN);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  // The operator opens the email the site saved, as a mail program would show it.
  const link = await waitForLinkInMailFolder(mailFolder, FIRST_ADMIN, /verify-email\?token=/);
  const [email] = await readMailFolder(mailFolder);
  expect(email!.subject).toContain('Confirm your email');
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();

  await signOut(page);
  await signIn(page, { email: FIRST_ADMIN, password: E2E_PASSWORD }, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // The admin outbox lists the email with its link removed: only the mail folder has it whole.
  const outbox = await page.request.get('/api/admin/outbox');
  const body = await outbox.text();
  expect(body).toContain('[link removed: only the recipient receives it]');
  expect(body).not.toContain(new URL(link).searchParams.get('token')!);
});
