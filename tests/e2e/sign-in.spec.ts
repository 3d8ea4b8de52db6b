import { readFile } from 'node:fs/promises';
import { test, expect, newPerson, signIn, signUp } from './fixtures.ts';

const uniqueEmail = () => `person-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a newcomer creates an account, confirms it from the email, returns signed in, signs out and signs in again', async ({ page, a11y, mailbox }) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await a11y(page);
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await a11y(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await a11y(page);

  await page.goto(await mailbox.waitForLink(email, /verify-email/));
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  const afterSignOut = await page.request.get('/api/auth/user');
  expect(afterSignOut.status()).toBe(401);

  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
});

test('a wrong password shows the error and no session is created', async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, newPerson({ firstName: 'Sam', lastName: 'Reyes', email, password: 'the right password' }));
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('alert')).toContainText('There is a problem');
  await expect(page.getByText('The email or password is incorrect.').first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
});

test('a member downloads their data and changes their password on /account, then signs in with the new one', async ({ page, a11y }) => {
  const person = newPerson();
  await signUp(page, person, '/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.tables.users[0].email).toBe(person.email.toLowerCase());

  const section = page.getByRole('region', { name: 'Change password' });
  await expect(section).toBeVisible();
  await section.getByLabel('Current password').fill('not my password');
  await section.getByLabel('New password').fill('a fresh long password');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your current password is incorrect' })).toBeVisible();
  await a11y(page);

  await section.getByLabel('Current password').fill(person.password);
  await section.getByLabel('New password').fill('a fresh long password');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password Changed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await signIn(page, { email: person.email, password: 'a fresh long password' });
});
