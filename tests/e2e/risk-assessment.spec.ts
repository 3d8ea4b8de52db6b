import type { Page } from '@playwright/test';
import { getTimingRule } from '../../src/shared/law/figures.ts';
import { test, expect, newPerson, signUp } from './fixtures.ts';

/** Nothing on the page is wider than a 360 px phone screen. */
async function expectFitsNarrowScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function continueTo(page: Page, nextHeading: string) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: nextHeading })).toBeVisible();
}

test('a member answers the risk assessment, leaves halfway, comes back from the hub, and reads the results', async ({ page, a11y }) => {
  await signUp(page, newPerson({ firstName: 'Robin', lastName: 'Assessed' }), '/assessment');
  // The whole questionnaire on a phone's width.
  await page.setViewportSize({ width: 360, height: 800 });
  // The results page's code (and its chart library) loads there only.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const resultsCode = () => scripts.filter((path) => path.includes('assessment-results-page'));
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.ok()).toBe(true);

  await page.goto('/assessment?tab=history');
  await expect(page.getByText('No past assessments')).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Start New Assessment' }).click();
  await expect(page).toHaveURL(/\/assessment\/questionnaire\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  // One topic per page, with its place in the questions; problems are listed and said at the field.
  await expect(page.getByRole('heading', { level: 1, name: 'Where do you live?' })).toBeFocused();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('State where you live')).toHaveAccessibleDescription('Choose your state');
  await a11y(page);
  await expectFitsNarrowScreen(page);
  await page.getByLabel('State where you live').selectOption('OH');
  await page.getByLabel('County (optional)').fill('Franklin County');
  await continueTo(page, 'Your household');
  await page.getByLabel('How many people are in your household?').fill('1');
  await page.getByLabel('How many of them are children under 18?').fill('0');
  await continueTo(page, 'Are you married?');
  await page.getByRole('radio', { name: 'I am not married' }).check();
  await continueTo(page, 'Ages in your household');
  // A single person is asked nothing about a spouse.
  await expect(page.getByText('Is your spouse 65 or older?')).toHaveCount(0);
  await page.getByRole('group', { name: 'Are you 65 or older?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('How many people in your household are 65 or older?').fill('0');
  await continueTo(page, 'Your income in the last six months');

  // The six months are named: the six full calendar months before this month.
  const wages = 'Wages, salary, tips, bonuses, overtime and commissions (before deductions)';
  await page.getByRole('checkbox', { name: wages }).check();
  const months = page.getByRole('group', { name: 'Amount received each month' }).getByRole('textbox');
  await expect(months).toHaveCount(6);
  const lastMonth = new Date();
  lastMonth.setUTCDate(1);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  const lastMonthName = lastMonth.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(page.getByRole('textbox', { name: `${wages}, ${lastMonthName}` })).toBeVisible();
  for (let month = 0; month < 6; month++) await months.nth(month).fill('3,000');
  await continueTo(page, 'Will your income continue?');

  // Leaving halfway: the hub's Current Assessment continues where the person stopped.
  await page.goto('/');
  await page.goto('/assessment?tab=current');
  await page.getByRole('link', { name: `Continue assessment ${id.slice(-8)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Will your income continue?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await continueTo(page, 'Your monthly expenses');
  await page.getByLabel('Rent or mortgage payment').fill('1,100');
  await page.getByLabel('Food and household supplies').fill('$500.00');
  await continueTo(page, 'Your home');
  await page.getByRole('radio', { name: 'No' }).check();
  await continueTo(page, 'Loans secured by property');
  await continueTo(page, 'Taxes you owe');
  await continueTo(page, 'Other debts');
  await page.getByLabel('Credit cards, medical bills, personal and payday loans').fill('25,000');
  await continueTo(page, 'Cars and other vehicles');
  await continueTo(page, 'Money and other belongings');
  await page.getByRole('button', { name: 'Add an account' }).click();
  await page.getByLabel('Kind of account').selectOption('checking');
  await page.getByLabel('Balance today').fill('400');
  await page.getByLabel('Everything else you own of value').fill('3000');
  await continueTo(page, 'What creditors are doing');
  // No home: no foreclosure question.
  await expect(page.getByText('Have you received a foreclosure notice?')).toHaveCount(0);
  await page.getByRole('radio', { name: 'No', exact: true }).first().check();
  await page.getByRole('group', { name: 'Does any creditor say you committed fraud or lied to get credit?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /garnishment/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('radio', { name: 'Up to date, or no vehicle loan' }).check();
  await continueTo(page, 'Earlier bankruptcy cases');
  await continueTo(page, 'Money or property you gave away or paid back');
  await continueTo(page, 'Recent large purchases and cash advances');
  await continueTo(page, 'What matters most to you?');
  await page.getByRole('checkbox', { name: 'A fresh start without these debts' }).check();
  await continueTo(page, 'Check your answers');

  await expect(page.getByText('Ohio', { exact: true })).toBeVisible();
  await expect(page.getByText('$25,000', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Where do you live?' })).toBeVisible();
  await a11y(page);
  await expectFitsNarrowScreen(page);
  expect(resultsCode()).toEqual([]);
  await page.getByRole('button', { name: 'Complete and see my results' }).click();

  await expect(page).toHaveURL(new RegExp(`/assessment/results/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your risk assessment results' })).toBeVisible();
  expect(resultsCode()).toHaveLength(1);
  await expect(page.getByText(/^Risk level: (High|Medium|Low|Very Low)$/)).toBeVisible();
  const reasons = page.getByRole('region', { name: 'Why: what your answers show' });
  await expect(reasons.getByRole('listitem').first()).toContainText('U.S.C.');
  await expect(page.getByText(/Median income table in force from \w+ \d+, \d{4}/)).toBeVisible();
  // The committed table is our estimate until an admin imports the official one: the result says so.
  await expect(page.getByText(/Median income table in force from .*This median is an estimate — check the official table/)).toBeVisible();
  // The chart is drawn, and its numbers are there as a table for anyone who cannot see it.
  await expect(page.getByTestId('debts-by-kind-chart').locator('svg.recharts-surface')).toBeVisible();
  const debts = page.getByRole('table', { name: 'Data of the chart: Your debts by kind' });
  await expect(debts.getByRole('row', { name: 'Cards and bills $25,000' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Data of the chart: Your yearly income and the state median' }).getByRole('row', { name: 'Your income $36,000' })).toBeVisible();
  // An "Alternatives" result: the reasons and next steps say the same, with no filing fee or course to take.
  await expect(page.getByText('Alternatives', { exact: true })).toBeVisible();
  await expect(reasons).toContainText('Your income would allow Chapter 7 if you need it later');
  const nextSteps = page.getByRole('region', { name: 'Your next steps' });
  await expect(nextSteps.getByRole('link', { name: 'See the agencies the U.S. Trustee approves' })).toHaveAttribute('href', 'https://www.justice.gov/ust/list-credit-counseling-agencies-approved-pursuant-11-usc-111');
  await expect(nextSteps).not.toContainText('filing fee');
  await expect(nextSteps).not.toContainText(`within ${getTimingRule('creditCounseling').period!.max} days before you file`);
  await expect(page.getByRole('link', { name: 'Download summary (PDF)' })).toHaveAttribute('href', `/api/risk-assessments/${id}/summary.pdf`);
  await a11y(page);
  await expectFitsNarrowScreen(page);

  await page.goto('/assessment?tab=history');
  await expect(page.getByText(`Assessment ${id.slice(-8)}`)).toBeVisible();
  await page.getByRole('link', { name: `View detailed results of assessment ${id.slice(-8)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your risk assessment results' })).toBeVisible();
});
