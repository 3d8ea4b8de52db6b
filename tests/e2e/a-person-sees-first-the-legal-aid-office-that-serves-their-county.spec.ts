import type { Locator, Page } from '@playwright/test';
import { test, expect, newPerson, signUp } from './fixtures.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { toasts } from './support/toasts.ts';

// Issue 42, on a phone 390 px wide.
test.use({ viewport: { width: 390, height: 844 } });

const typeZip = async (box: Locator, zip: string) => {
  await box.fill('');
  await box.pressSequentially(zip);
};

/** What a person reads on the page: no path of a machine, no file name, no notes of ours. */
const expectNoInternalText = async (region: Locator) => {
  await expect(region).not.toContainText(/\/work\/|\.csv|\.json|github|Serv_Area_ID|R_Legalname/i);
};

test('the home panel: in Pittsburgh the program for Allegheny County comes first with its phones, the court row has the clerk’s office; Guam works; an invalid ZIP code clears the results', async ({ page, a11y }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Free and low-cost legal help' });
  await panel.scrollIntoViewIfNeeded();
  // Its code loads as the reader comes near; before that, Find Help is a plain form to /resources.
  await expect(panel.locator('form[action="/resources"][novalidate]')).toBeAttached();
  const zip = panel.getByLabel('Your ZIP code');
  await typeZip(zip, '15205');
  await panel.getByRole('button', { name: 'Find Help' }).click();
  const results = panel.getByRole('region', { name: 'Free help for Pittsburgh, PA 15205' });
  await expect(results.getByRole('heading')).toBeFocused();
  // Each result is a top-level item of the list; its phones are a list of their own inside it.
  const items = results.locator(':scope > ul > li');
  // Legal aid rows say whom they serve: "Serves your county", or "Part of your state" where we do not know.
  const legalAid = items.filter({ hasText: /Serves your county|Part of your state/ });
  const first = legalAid.first();
  await expect(first).toContainText('Neighborhood Legal Services Association');
  await expect(first).toContainText('Serves your county');
  await expect(first).toContainText('Allegheny County, Pennsylvania, among other counties');
  await expect(first.getByRole('link', { name: '(866) 761-6572' })).toHaveAttribute('href', 'tel:8667616572');
  await expect(first.getByText('Main office:')).toBeVisible();
  await expect(first).toContainText('Sources: LSC grantee list, 2026; Neighborhood Legal Services, “Our History”, 2021; LSC program list, 2021.');
  // MidPenn and Summit serve other counties, by their own lists: not shown.
  await expect(results).not.toContainText('MidPenn');
  const court = items.filter({ hasText: 'U.S. Bankruptcy Court for the Western District of Pennsylvania' });
  await expect(court.getByTestId('clerk-office')).toContainText('Pittsburgh');
  await expectNoInternalText(results);
  await expectNoHorizontalScroll(page);
  await a11y(page);

  await typeZip(zip, '96910');
  await panel.getByRole('button', { name: 'Find Help' }).click();
  const guam = panel.getByRole('region', { name: /Free help for .*96910/ });
  await expect(guam).toContainText('District Court for the District of Guam (it hears bankruptcy cases)');
  await expect(guam).toContainText('Micronesian Legal Services Corporation');

  // A ZIP code no place has: the message on the field, and Guam's results gone.
  await typeZip(zip, '99999');
  await panel.getByRole('button', { name: 'Find Help' }).click();
  await expect(zip).toHaveAccessibleDescription('Please enter a valid 5-digit ZIP code');
  await expect(panel.getByRole('region', { name: /Free help for/ })).toHaveCount(0);
  await a11y(page);
});

const subscribe = async (page: Page) => {
  await signUp(page, newPerson({ firstName: 'Paula', lastName: 'Pittsburgh' }), '/');
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', {
    data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '15205' },
  });
  expect(paid.ok()).toBe(true);
};

test('the premium tab: household size sets the income choices; Miami’s program comes first with its office and miles; the court row names its clerk’s office; an invalid ZIP code clears the matches with no success toast', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await subscribe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/resources');
  await expect(page.getByRole('tab', { name: 'Resource Matching', selected: true })).toBeVisible();

  const income = page.getByLabel('Income level');
  // Before a household size, the choices are in percent of the poverty guideline.
  await expect(income.locator('option')).toHaveText(['Choose one', 'Under 125% of the poverty guideline', '125% to 200% of the poverty guideline', 'Over 200% of the poverty guideline']);
  await typeZip(page.getByLabel('ZIP code'), '33101');
  await page.getByLabel('Case type').selectOption({ label: 'Chapter 7' });
  await page.getByLabel('People in your household').selectOption({ label: '1 person' });
  // One person, HHS 2026: $15,960 × 125% and × 200%.
  await expect(income.locator('option')).toHaveText(['Choose one', 'Under $19,950 a year', '$19,950 to $31,920 a year', 'Over $31,920 a year']);
  await income.selectOption({ label: '$19,950 to $31,920 a year' });
  await page.getByRole('button', { name: 'Find Resources' }).click();

  const matches = page.getByRole('region', { name: 'Your matches near Miami, FL 33101' });
  const legalAid = matches.getByRole('article').filter({ hasText: 'Legal aid' });
  const first = legalAid.first();
  await expect(first.getByRole('heading', { level: 4 })).toHaveText('Legal Services of Greater Miami, Inc.');
  await expect(first).toContainText('It serves Miami-Dade County, where your ZIP code is.');
  await expect(first).toContainText('Office: 4343 West Flagler Street, Suite 100, Miami, FL 33134');
  await expect(first).toContainText(/How far: About \d miles/);
  await expect(first).toContainText('Your income, $19,950 to $31,920, meets only the higher limit: ask whether you qualify.');
  await expect(first).toContainText('Main office: (305) 438-3817 (LSC program list, 2021; it may have changed)');
  const court = matches.getByRole('article', { name: 'U.S. Bankruptcy Court for the Southern District of Florida' });
  await expect(court.getByTestId('clerk-office')).toContainText('Miami');
  // This court's own page for people without a lawyer is not in our data: the U.S. Courts' guide, said so.
  await expect(court.getByRole('link', { name: /Filing without a lawyer: the U\.S\. Courts’ guide/ })).toHaveAttribute('href', 'https://www.uscourts.gov/court-programs/bankruptcy/filing-without-attorney');
  await expectNoInternalText(matches);
  await expectNoHorizontalScroll(page);
  await a11y(page);

  // A ZIP code no place has: the matches go, with them the "Resources Matched" toast.
  await typeZip(page.getByLabel('ZIP code'), '99999');
  await page.getByRole('button', { name: 'Find Resources' }).click();
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(/Please enter a valid 5-digit ZIP code/);
  await expect(page.getByRole('region', { name: /Your matches near/ })).toHaveCount(0);
  await expect(toasts(page).getByText('Resources Matched', { exact: true })).toHaveCount(0);
  await a11y(page);
});
