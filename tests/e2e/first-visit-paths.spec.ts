import type { Locator, Page } from '@playwright/test';
import { test, expect, newPerson, signInAsAdmin, signUp } from './fixtures.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { expectToast } from './support/toasts.ts';

/** Issue 17: a first visit that does not lose people — where to start, paying and coming back, the layout. */

const NO_WEBINAR = { status: 200, contentType: 'application/json', body: '{"webinar":null}' };

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box.y + box.height / 2;
}

async function fillTestCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP code', { exact: true }).fill('60601');
}

test('the home page says where to start, leads there, and invites nobody to a webinar that is not scheduled', async ({ page, a11y }) => {
  await page.route('**/api/webinars/next', (route) => route.fulfill(NO_WEBINAR));
  await page.goto('/');
  const startHere = page.getByTestId('start-here');
  await expect(startHere.getByRole('heading', { level: 2, name: 'Start here' })).toBeVisible();
  // The spec's two hero buttons stay.
  await expect(page.getByRole('link', { name: 'Insights and News' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Webinar and Hands-On Class' })).toBeVisible();
  await expect(startHere.locator('ol > li')).toHaveCount(3);
  await expect(startHere.getByRole('link', { name: 'Open the preparation checklist' })).toHaveAttribute('href', '/preparation');
  await expect(startHere.getByRole('link', { name: 'See the document packages' })).toHaveAttribute('href', '/documents');

  // No webinar: no section, no quick link, no register button (once the page has asked).
  await expect(page.getByRole('link', { name: 'Find free legal help' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#webinars')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Free Webinars' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register for the Webinar' })).toHaveCount(0);
  await a11y(page);

  // "Find free legal help" lands on the home page's list of free options, with official links.
  await startHere.getByRole('link', { name: 'Find free legal help' }).click();
  const panel = page.locator('#free-legal-help');
  await expect(panel).toBeInViewport();
  await expect(panel.getByRole('link', { name: /Find Legal Aid/ })).toHaveAttribute('href', /^https:\/\/www\.lsc\.gov\//);

  // Step one opens the calculator, and the Chapter 7 page's contents reach it from the top.
  await startHere.getByRole('link', { name: 'Open the means test calculator' }).click();
  await expect(page).toHaveURL(/\/chapter7#means-test$/);
  await expect(page.getByRole('heading', { name: 'Means Test Calculator', exact: true })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents).toBeInViewport();
  await contents.getByRole('link', { name: 'Reaffirmation agreements' }).click();
  await expect(page.getByRole('heading', { name: 'Reaffirmation agreements' })).toBeInViewport();
});

test('someone who subscribes from a premium page comes back to it, and /account fits a phone', async ({ page, a11y }) => {
  await signUp(page, newPerson(), '/assessment');
  await expect(page.getByTestId('premium-gate')).toBeVisible();
  // Free help is reachable from the paywall itself.
  await expect(page.getByTestId('premium-gate').getByRole('link', { name: 'See the free legal help options' })).toHaveAttribute('href', '/#free-legal-help');
  await page.getByTestId('premium-gate').getByRole('link', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/subscribe\?returnTo=%2Fassessment$/);
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Subscribe for / }).click();
  await expectToast(page, 'Welcome to Premium!');
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByTestId('premium-gate')).toHaveCount(0);
  await a11y(page);

  // The payment history stacks on a 390 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account');
  const history = page.locator('section[aria-labelledby="payments-heading"]');
  await expect(history.getByRole('listitem').filter({ hasText: 'Premium membership, first month' })).toBeVisible();
  await expect(page.getByTestId('your-posts')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await a11y(page);
});

test('an admin signed in on a 1280 px screen has a one-row header', async ({ page, mailbox, a11y }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, mailbox, '/');
  const header = page.locator('header').first();
  const nav = header.getByRole('navigation', { name: 'Main' });
  const rows = new Set<number>();
  for (const link of await nav.getByRole('link').all()) if (await link.isVisible()) rows.add(Math.round(await top(link)));
  for (const name of ['Admin', 'My Account']) rows.add(Math.round(await top(header.getByRole('link', { name }))));
  rows.add(Math.round(await top(header.getByRole('button', { name: 'Sign Out' }))));
  const centres = [...rows];
  expect(Math.max(...centres) - Math.min(...centres), `items at ${centres.join(', ')} px`).toBeLessThanOrEqual(4);
  // Premium items carry a crown whose text alternative says so (not colour alone).
  const mark = await nav.getByRole('link', { name: /^Resources/ }).evaluate((link) => getComputedStyle(link, '::after').content);
  expect(mark).toContain('premium');
  await a11y(page);
});
