import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect, newPerson, signUp, type Person } from './fixtures.ts';

/** A member (test card) who starts the Chapter 7 package from Premium Tools, on a phone; the editor's address. */
async function startChapter7Package(page: Page, person: Person): Promise<string> {
  await signUp(page, person, '/documents');
  await page.setViewportSize({ width: 390, height: 844 });
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.ok()).toBe(true);
  await page.goto('/documents?tab=premium-tools');
  await page.getByRole('button', { name: 'Start the Chapter 7 Complete Package' }).click();
  await expect(page).toHaveURL(/\/documents\/edit\/[^/?]+/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

const status = (page: Page) => page.locator('[data-save-state]');

test('typing after the session ended is never called saved: the page asks to sign in again, and the amount reaches the account and the preview PDF afterwards', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  const person = newPerson({ firstName: 'Rosa', lastName: 'Diaz' });
  const id = await startChapter7Package(page, person);
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|frame-ancestors/i.test(message.text())) cspErrors.push(message.text());
  });

  // Schedule J, typed and saved while signed in: its last page's questions (every amount left blank is $0), then the rent on its first page.
  await page.goto(`/documents/edit/${id}?step=expenses-more`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your monthly expenses: other property, other costs and changes ahead' })).toBeVisible();
  await page.getByRole('group', { name: /include costs of people other than you/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /expect your expenses to go up or down/ }).getByRole('radio', { name: 'No' }).check();
  await expect(status(page)).toHaveAttribute('data-save-state', 'saved');
  await page.goto(`/documents/edit/${id}?step=expenses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your monthly expenses: home and utilities' })).toBeVisible();
  const rent = page.getByLabel(/^Rent or home mortgage payment/);
  await rent.fill('1200');
  await expect(status(page)).toHaveAttribute('data-save-state', 'saved');

  // Offline: said so, then saved once the network is back.
  await page.context().setOffline(true);
  await rent.fill('1300');
  await expect(status(page)).toHaveAttribute('data-save-state', 'offline');
  await expect(status(page)).toHaveText(/You are offline, so this is not saved yet/);
  await page.context().setOffline(false);
  await expect(status(page)).toHaveAttribute('data-save-state', 'saved');

  // Signed out in another tab; the person goes on typing.
  expect((await page.request.post('/api/logout', { maxRedirects: 0 })).status()).toBe(303);
  await rent.fill('1450');
  await expect(status(page)).toHaveAttribute('data-save-state', 'signedOut');
  await expect(status(page)).toHaveText('You were signed out, so your newest answers are not saved to your account. Sign in again to save them.');
  await expect(page.locator('[data-save-state="saved"]')).toHaveCount(0);
  await a11y(page);
  // Continue does not move on to a page that would call the section saved.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your monthly expenses' })).toBeVisible();
  await expect(status(page)).toHaveAttribute('data-save-state', 'signedOut');
  await expect(page.locator('[data-save-state="saved"]')).toHaveCount(0);

  // Signing in again through the pages comes back to this step, and the typing is saved then.
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your monthly expenses' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/documents/edit/${id}\\?step=expenses$`));
  await expect(page.getByLabel(/^Rent or home mortgage payment/)).toHaveValue(/1,?450/);
  await expect(status(page)).toHaveAttribute('data-save-state', 'saved');
  const saved = await (await page.request.get(`/api/documents/${id}`)).json();
  expect(saved.caseFile.expenses.lines.rentOrMortgage).toBe(145_000);

  // The Generate step shows the draft preview in the page (the site frames its own preview).
  const preview = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/documents/${id}/preview.pdf`);
  await page.goto(`/documents/edit/${id}?step=generate`);
  const framed = await preview;
  expect(framed.status()).toBe(200);
  expect(framed.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByTitle('Preview of your forms, marked DRAFT')).toBeVisible();
  await expect.poll(() => page.frames().some((frame) => frame.url().endsWith(`/api/documents/${id}/preview.pdf`))).toBe(true);
  expect(cspErrors).toEqual([]);
  // Its Schedule J has the amount typed before signing in again.
  const pdf = await page.request.get(`/api/documents/${id}/preview.pdf`);
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await pdf.body(), encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  expect(text).toMatch(/rental or home ownership expenses[\s\S]{0,600}1,450\.00/i);
});

test('choosing a fee waiver shows the 150 % test with the person’s figures and says plainly when it refuses', async ({ page, a11y }) => {
  const id = await startChapter7Package(page, newPerson({ firstName: 'Ana', lastName: 'Ruiz' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your chapter and filing date' })).toBeVisible();
  await page.getByRole('group', { name: 'Which chapter are you filing under?' }).getByRole('radio', { name: 'Chapter 7' }).check();
  await page.getByLabel('When do you plan to file?').fill('12/15/2026');
  await page.getByLabel('The state you live in').selectOption('OH');
  await page.goto(`/documents/edit/${id}?step=filing-fee`);
  await expect(page.getByRole('heading', { level: 1, name: 'Filing fee and credit counseling' })).toBeVisible();
  const fee = page.getByRole('group', { name: 'How will you pay the filing fee?' });
  for (const choice of ['All at once', 'In installments (Form 103A)', 'Ask to have it waived (Form 103B, Chapter 7 only)']) await expect(fee.getByRole('radio', { name: choice })).toBeVisible();
  await expect(page.getByTestId('fee-waiver-test')).toHaveCount(0);

  await fee.getByRole('radio', { name: /^Ask to have it waived/ }).check();
  const test150 = page.getByRole('region', { name: 'Can the fee be waived? The 150 % income test' });
  await expect(test150).toContainText('28 U.S.C. § 1930(f)');
  await test150.getByLabel('How many people are in your family?').fill('1');
  await test150.getByLabel('Your family’s take-home pay each month').fill('2,500');
  // $30,000 a year against 150 % of the 2026 guideline for 1 ($15,960): $23,940.
  await expect(test150.getByTestId('fee-waiver-verdict')).toHaveText('The test refuses a waiver.');
  await expect(test150).toContainText('$2,500.00 a month, $30,000.00 a year');
  await expect(test150).toContainText('less than $23,940.00 a year: 150 % of the poverty guideline for a family of 1');
  await expect(test150).toContainText('Choose “All at once” or “In installments (Form 103A)” above.');
  await a11y(page);
  await test150.getByLabel('Your family’s take-home pay each month').fill('1,900');
  await expect(test150.getByTestId('fee-waiver-verdict')).toHaveText('The test allows you to ask for a waiver.');
  await expect(test150).toContainText('$22,800.00 a year');

  await fee.getByRole('radio', { name: 'In installments (Form 103A)' }).check();
  await expect(page.getByTestId('fee-waiver-test')).toHaveCount(0);
});
