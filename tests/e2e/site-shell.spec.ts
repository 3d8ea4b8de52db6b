import { test, expect } from './fixtures.ts';

// Premium pages' links end in a crown whose text alternative, "premium", is part of their name.
const NAV_LINKS: Array<[string, string, RegExp]> = [
  ['News', '/news', /News/],
  ['Chapter 7', '/chapter7', /Chapter 7/],
  ['Chapter 13', '/chapter13', /Chapter 13/],
  ['Documents & Forms premium', '/documents', /Documents/],
  ['Risk Assessment premium', '/assessment', /Risk Assessment/],
  ['Resources premium', '/resources', /Resources/],
  ['About', '/about', /About/],
  ['Contact', '/contact', /Contact/],
];

test('a visitor opens the home page and sees the headline, navigation, sign-in and footer', async ({ page, a11y }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Bankruptcy, Your Way, Your Support System' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label] of NAV_LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', /\/api\/login/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Educational Resources Only')).toBeVisible();
  // Says what exists: chat rooms where members help each other at any hour.
  await expect(footer.getByText('Peer chat, open 24/7')).toBeVisible();
  await expect(footer.getByText(/not legal advice/i)).toBeVisible();
  // Free help is one click away from every page, without paying (issue 17).
  await expect(footer.getByRole('link', { name: 'Free legal help' })).toHaveAttribute('href', '/#free-legal-help');
  await a11y(page);
});

test('started with `npm start` and no Stripe keys, every page says the site is a demo with payments in test mode', async ({ page, site }) => {
  expect(site.output()).toContain('PAYMENTS IN TEST MODE');
  for (const path of ['/', '/documents']) {
    await page.goto(path);
    await expect(page.getByRole('complementary', { name: 'Demo site' })).toHaveText('Demo site: payments are in test mode. No card is charged and no money moves.');
  }
});

test('each navigation link opens its page and is marked as the current page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path, heading] of NAV_LINKS) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('link', { name: /Bankruptcy Self-Help Center/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a 360 px phone the menu button opens the navigation and nothing scrolls sideways', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const hasSideScroll = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(hasSideScroll).toBe(false);
  const menu = page.getByRole('button', { name: /menu/i });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Chapter 13', exact: true }).last().click();
  await expect(page).toHaveURL(/\/chapter13$/);
  await a11y(page);
});

test('keyboard users can skip to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to (main )?content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('API errors are JSON and the health check answers', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
  const missing = await request.get('/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
});
