import { getMedianIncome } from '../../src/shared/law/figures.ts';
import { describeFigureSources, formatLegalDate } from '../../src/shared/law/legal-text.ts';
import { expect, test } from './fixtures.ts';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

test.describe('the means test calculator', () => {
  test('its code loads when a person on a phone comes near it, not with the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/means-test-form-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await page.goto('/chapter7');
    // The page has hydrated and gone quiet: its first screen answers, the calculator waits far below.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#means-test').getByRole('status')).toHaveText('Loading the calculator…');
    expect(formCode).toEqual([]);
    // The page's own link to it, as a person on the first screen would follow it.
    await page.getByRole('link', { name: 'Means Test Calculator', exact: true }).first().click();
    await expect(page.locator('#means-test').getByLabel('State where you live')).toBeVisible();
    expect(formCode).toHaveLength(1);
  });

  test('a person below the median learns that Chapter 7 is likely open to them', async ({ page }) => {
    const median = getMedianIncome('TX', 2);
    await page.goto('/chapter7#means-test');
    const calculator = page.locator('#means-test');
    await calculator.getByLabel('State where you live').selectOption('TX');
    await calculator.getByLabel('Household size').selectOption('2');
    await calculator.getByRole('radio', { name: 'I am not married' }).check();
    // Wages are asked month by month first, plus a six-month total of unemployment.
    const wages = calculator.getByRole('group', { name: 'Wages, salary, tips and overtime' });
    await expect(wages.getByRole('radio', { name: 'Month by month' })).toBeChecked();
    for (let month = 1; month <= 6; month++) await page.locator(`#means-income-wages-months-${month - 1}`).fill('5,000');
    await calculator.getByRole('group', { name: 'Unemployment compensation' }).getByLabel('Total for the six months').fill('1200');
    await calculator.getByRole('button', { name: 'Calculate' }).click();

    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result.getByRole('heading', { name: 'Your result' })).toBeFocused();
    // 30,000 + 1,200 = 31,200 in six months; ÷ 6 = 5,200 a month; × 12 = 62,400 a year.
    await expect(result).toContainText('$31,200');
    await expect(result).toContainText('$5,200');
    await expect(result).toContainText('$62,400');
    await expect(result).toContainText(dollars(median.value));
    await expect(result).toContainText(formatLegalDate(median.effectiveDate));
    await expect(result).toContainText('U.S. Trustee Program');
    await expect(result).toContainText("Your income is at or below your state's median");
    await expect(result).toContainText('the presumption of abuse does not arise');
    await expect(result).toContainText('Chapter 7 is likely open to you');

    // The page's fee, means-test amounts and per-person add-on each carry their date and source.
    const sources = page.getByRole('complementary', { name: 'Where the figures on this page come from' });
    for (const token of ['filingFee.chapter7', 'meansTest.upperThreshold60Month', 'medianIncome.addPerPersonOver4']) {
      const [note] = describeFigureSources([token]);
      const item = sources.getByRole('listitem').filter({ hasText: note!.figures[0]! });
      await expect(item).toContainText(`in effect since ${formatLegalDate(note!.effectiveDate)}. Source: ${note!.officialSource}`);
    }
  });

  test('a keyboard user above the median learns about the full means test on Form 122A-2', async ({ page }) => {
    const median = getMedianIncome('TX', 1);
    const sixMonths = Math.ceil(median.value / 2) + 1000;
    await page.goto('/chapter7#means-test');
    // The form's code follows the page; from the section the link leads to, Tab moves into it.
    await expect(page.getByLabel('State where you live')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('State where you live')).toBeFocused();
    await page.keyboard.type('Texas');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Household size')).toBeFocused();
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    // Line 1 of Form 122A-1: the first choice takes focus, Space picks it.
    await expect(page.getByRole('radio', { name: 'I am not married' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'I am not married' })).toBeChecked();
    // Wages come month by month first; the arrow key picks one six-month total instead.
    await page.keyboard.press('Tab');
    await expect(page.locator('input[name="income.wages.entry"][value="monthly"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('input[name="income.wages.entry"][value="total"]')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.locator('#means-income-wages-total')).toBeFocused();
    await page.keyboard.type(String(sixMonths));
    await page.keyboard.press('Enter');

    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(result).toContainText(dollars(sixMonths * 2));
    await expect(result).toContainText(dollars(median.value));
    await expect(result).toContainText(formatLegalDate(median.effectiveDate));
    await expect(result).toContainText("Your income is above your state's median");
    await expect(result).toContainText('Official Form 122A-2');
    await expect(result.getByRole('link', { name: 'Find legal help' })).toHaveAttribute('href', '/resources');
  });

  test("a married person filing alone sees their spouse's income counted, unless they live apart", async ({ page }) => {
    const median = getMedianIncome('TX', 2);
    // 30,000 + 15,000 in six months is 90,000 a year counted together, 60,000 alone.
    expect(median.value).toBeGreaterThan(60_000);
    expect(median.value).toBeLessThan(90_000);
    await page.goto('/chapter7#means-test');
    const calculator = page.locator('#means-test');
    await calculator.getByLabel('State where you live').selectOption('TX');
    await calculator.getByLabel('Household size').selectOption('2');
    const wages = calculator.getByRole('group', { name: 'Wages, salary, tips and overtime' });
    await wages.getByRole('radio', { name: 'One total for six months' }).check();
    await wages.getByLabel('Total for the six months').fill('30,000');
    const spouseWages = calculator.getByRole('group', { name: 'Wages, salary, tips and overtime (your spouse)' });
    await expect(spouseWages).toHaveCount(0);

    await calculator.getByRole('radio', { name: /my spouse does not file, and we live together/ }).check();
    await spouseWages.getByRole('radio', { name: 'One total for six months' }).check();
    await spouseWages.getByLabel('Total for the six months').fill('15,000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result).toContainText("Your spouse's income in the six months (counted)");
    await expect(result).toContainText('$15,000');
    await expect(result).toContainText('$90,000');
    await expect(result).toContainText("Your income is above your state's median");
    await expect(result).toContainText("Your spouse's income is counted with yours");

    await calculator.getByRole('radio', { name: /we live apart or are legally separated/ }).check();
    await expect(spouseWages).toHaveCount(0);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(result).toContainText('$60,000');
    await expect(result).toContainText("Your income is at or below your state's median");
    await expect(result).toContainText("Your spouse's income is not counted");
  });

  test('mistakes are listed in a summary that takes focus, and shown under each field', async ({ page }) => {
    await page.goto('/chapter7#means-test');
    const calculator = page.locator('#means-test');
    const wagesGroup = calculator.getByRole('group', { name: 'Wages, salary, tips and overtime' });
    await wagesGroup.getByRole('radio', { name: 'One total for six months' }).check();
    await wagesGroup.getByLabel('Total for the six months').fill('-500');
    await calculator.getByRole('button', { name: 'Calculate' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'State where you live: Choose your state' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Household size: Choose your household size' })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Are you married\? Does your spouse file with you\?: Choose whether you are married/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Wages, salary, tips and overtime, total for the six months: The amount cannot be less than \$0/ })).toBeVisible();
    const wages = page.locator('#means-income-wages-total');
    await expect(wages).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#means-income-wages-total-error')).toHaveText('The amount cannot be less than $0');
    await expect(page.getByRole('region', { name: 'Your result' })).toHaveCount(0);

    await summary.getByRole('link', { name: /cannot be less than/ }).click();
    await expect(wages).toBeFocused();
    await wages.fill('abc');
    await calculator.getByLabel('State where you live').selectOption('OH');
    await calculator.getByLabel('Household size').selectOption('3');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await expect(page.locator('#means-income-wages-total-error')).toContainText('Enter an amount in dollars');
    await expect(page.getByRole('alert').getByRole('link', { name: /State where you live/ })).toHaveCount(0);
  });

  test('one month’s pay typed as the six-month total is questioned before any result, and the person enters each month instead', async ({ page, a11y }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const median = getMedianIncome('OH', 1);
    await page.goto('/chapter7#means-test');
    const calculator = page.locator('#means-test');
    await calculator.getByLabel('State where you live').selectOption('OH');
    await calculator.getByLabel('Household size').selectOption('1');
    await calculator.getByRole('radio', { name: 'I am not married' }).check();
    const wages = calculator.getByRole('group', { name: 'Wages, salary, tips and overtime' });
    await wages.getByRole('radio', { name: 'One total for six months' }).check();
    await wages.getByLabel('Total for the six months').fill('4,200');
    await calculator.getByRole('button', { name: 'Calculate' }).click();

    // $4,200 is under six months of full-time work at $7.25 an hour ($7,540): asked, no result yet.
    const question = page.getByRole('region', { name: 'Is this for all six months?' });
    await expect(question.getByRole('heading', { name: 'Is this for all six months?' })).toBeFocused();
    await expect(question).toContainText('Your income for the six months comes to $4,200.');
    await expect(question).toContainText('federal minimum wage ($7.25 an hour, about $7,540)');
    await expect(page.getByRole('region', { name: 'Your result' })).toHaveCount(0);
    await a11y(page);

    await question.getByRole('button', { name: 'No, let me enter each month' }).click();
    await expect(question).toHaveCount(0);
    await expect(wages.getByRole('radio', { name: 'Month by month' })).toBeChecked();
    await expect(page.locator('#means-income-wages-months-0')).toBeFocused();
    for (let month = 0; month < 6; month++) await page.locator(`#means-income-wages-months-${month}`).fill('4,200');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result.getByRole('heading', { name: 'Your result' })).toBeFocused();
    // 6 × 4,200 = 25,200 in six months; × 2 = 50,400 a year.
    await expect(result).toContainText('$25,200');
    await expect(result).toContainText('$50,400');
    await expect(result).toContainText(dollars(median.value));

    // Someone whose low total is right says so once, and sees the result for it.
    await wages.getByRole('radio', { name: 'One total for six months' }).check();
    await wages.getByLabel('Total for the six months').fill('3,000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await question.getByRole('button', { name: 'Yes, it is for all six months' }).click();
    await expect(result.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(result).toContainText('$6,000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(question).toHaveCount(0);
    await expect(result).toContainText('$6,000');
  });
});
