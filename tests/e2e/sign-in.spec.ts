import { test, expect } from './fixtures.ts';

const uniqueEmail = () => `person-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a newcomer creates an account, returns signed in, signs out and signs in again', async ({ page, a11y }) => {
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
  await page.goto('/api/login');
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('the right password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
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
