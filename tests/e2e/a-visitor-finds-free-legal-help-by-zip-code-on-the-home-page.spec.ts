import { test, expect } from './fixtures.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';

test.use({ viewport: { width: 360, height: 800 } });

test('a visitor finds the nearest free legal help for a ZIP code on the home page, without signing in', async ({ page, a11y }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Free and low-cost legal help' });
  // Far down on a phone: its code loads as the reader comes near.
  await panel.scrollIntoViewIfNeeded();
  // Until a ZIP code is entered, the panel's providers are labelled examples.
  await expect(panel.getByText('Examples', { exact: true })).toBeVisible();
  await expect(panel.getByText('Community Legal Aid (example)')).toBeVisible();
  await expect(panel.locator('form[action="/resources"][novalidate]')).toBeAttached();

  const zip = panel.getByLabel('Your ZIP code');
  // A ZIP code no place has: the server's message, on the field.
  await zip.fill('99999');
  await panel.getByRole('button', { name: 'Find Help' }).click();
  await expect(zip).toHaveAccessibleDescription('Please enter a valid 5-digit ZIP code');

  await zip.fill('59601');
  await panel.getByRole('button', { name: 'Find Help' }).click();
  const results = panel.getByRole('region', { name: 'Free help for Helena, MT 59601' });
  await expect(results.getByRole('heading')).toBeFocused();
  await expect(results.getByText('U.S. Bankruptcy Court for the District of Montana', { exact: true })).toBeVisible();
  await expect(results.getByText('Your district')).toBeVisible();
  await expect(results.getByText('Montana Legal Services Association', { exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Match resources to your case and income (premium)' })).toHaveAttribute('href', '/resources?zip=59601');
  // Real options replace the examples.
  await expect(panel.getByText('Community Legal Aid (example)')).toHaveCount(0);
  await expect(panel.getByText('Examples', { exact: true })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await a11y(page);
});

test('a ZIP code typed while the box is still plain (its code on the way) is kept, with the cursor in the box', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/zip-search-form-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Free and low-cost legal help' });
  const zip = panel.getByLabel('Your ZIP code');
  // Clicking brings the panel near, so its code is asked for, and held until the typing is done.
  await zip.click();
  await page.keyboard.type('5960');
  await expect(panel.locator('form[action="/resources"][novalidate]')).toHaveCount(0);
  release();
  await expect(panel.locator('form[action="/resources"][novalidate]')).toBeAttached();
  await expect(zip).toHaveValue('5960');
  await expect(zip).toBeFocused();
  await page.keyboard.type('1');
  await expect(zip).toHaveValue('59601');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('region', { name: 'Free help for Helena, MT 59601' })).toBeVisible();
});

test('when the panel’s code cannot load, it says so, and the plain ZIP box still leads to help for that ZIP code', async ({ page }) => {
  await page.route(/\/assets\/free-legal-help-links-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Free and low-cost legal help' });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByText('The list of free services could not be loaded. Please check your connection and reload the page.')).toBeVisible();
  await panel.getByLabel('Your ZIP code').fill('59601');
  await panel.getByRole('button', { name: 'Find Help' }).click();
  await expect(page).toHaveURL(/\/resources\?zip=59601$/);
});
