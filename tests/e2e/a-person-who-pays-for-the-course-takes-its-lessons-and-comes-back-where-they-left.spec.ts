import type { Page } from '@playwright/test';
import { getMedianIncome } from '../../src/shared/law/figures.ts';
import { formatLegalDate } from '../../src/shared/law/legal-text.ts';
import { test, expect, newPerson, signUp } from './fixtures.ts';
import { expectToast } from './support/toasts.ts';

async function expectFitsNarrowScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** No two elements of the page share an id (a lesson's tool brings its own). */
async function expectUniqueIds(page: Page) {
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(repeated).toEqual([]);
}

test.describe('the online course (issue 24)', () => {
  test('a person who did not pay sees the outline and Enroll, and the lessons stay closed', async ({ page, a11y }) => {
    await signUp(page, newPerson(), '/course');
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('heading', { level: 1, name: 'Chapter 7 online course' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enroll in the Chapter 7 online course' })).toBeVisible();
    await expect(page.getByText('One payment of $89.00 (regularly $199.00)')).toBeVisible();
    const outline = page.getByRole('region', { name: 'What the course covers' }).getByRole('listitem');
    await expect(outline).toHaveCount(8);
    await expect(outline.first()).toContainText('Is bankruptcy right for me?');
    // Titles only: no link into a lesson for someone who did not enroll.
    await expect(page.getByRole('link', { name: 'Is bankruptcy right for me?' })).toHaveCount(0);
    await expectFitsNarrowScreen(page);
    await a11y(page);

    const lesson = await page.request.get('/api/courses/chapter7/lessons/is-bankruptcy-right-for-me');
    expect(lesson.status()).toBe(403);
    await page.goto('/course?lesson=is-bankruptcy-right-for-me');
    await expect(page.getByRole('heading', { level: 1, name: 'This lesson is part of the online course' })).toBeVisible();
    await expect(page.getByText('One payment of $89.00 (regularly $199.00)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the course page' })).toBeVisible();

    // The schedule completion tool says the course opens it too (spec 6).
    await page.goto('/documents');
    const gate = page.getByTestId('premium-gate');
    await expect(gate).toContainText('Premium membership or enrollment in the Chapter 7 course opens this tool.');
    await expect(gate.getByRole('link', { name: 'Or enroll in the Chapter 7 course ($89.00, one payment)' })).toHaveAttribute('href', '/course');
  });

  test('a person enrolls with the test card, finishes a lesson with its questions, leaves and comes back to the same place, and runs the means test inside lesson 3', async ({ page, a11y }) => {
    await signUp(page, newPerson(), '/course');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Enroll in the Chapter 7 online course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll in the Chapter 7 online course' });
    await dialog.getByLabel('Card number').fill('4242424242424242');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByLabel('ZIP code', { exact: true }).fill('60601');
    await dialog.getByRole('button', { name: 'Pay $89.00' }).click();
    await expectToast(page, 'Enrollment Successful');
    await expect(page).toHaveURL(/\/course$/);

    // The course opens on the same page.
    await expect(page.getByRole('heading', { name: '0 of 8 lessons done' })).toBeVisible();
    await page.getByRole('link', { name: 'Start Lesson 1' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Is bankruptcy right for me?' })).toBeVisible();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page.getByText(/The Chapter 7 filing fee|Chapter 7 case usually takes/).first()).toBeVisible();
    await expectFitsNarrowScreen(page);
    await a11y(page);

    for (let step = 2; step <= 5; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Check your understanding' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    // One wrong answer: the explanation says which is right.
    await page.getByLabel('Child support you are behind on').check();
    await expect(page.getByText('Not quite. The right answer is: Credit card debt')).toBeVisible();
    await page.getByLabel('Credit card debt').check();
    await expect(page.getByText('Right.').first()).toBeVisible();
    await page.getByLabel('Nothing: you are still behind after the case, and the lender can still foreclose').check();
    await page.getByLabel(/No: talking to creditors/).check();
    await a11y(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'What to do next' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bankruptcy Preparation Checklist' })).toHaveAttribute('href', '/preparation');
    await page.getByRole('button', { name: 'Finish lesson' }).click();
    await expect(page.getByText('You finished this lesson.')).toBeVisible();

    // Halfway into lesson 2, then away.
    await page.getByRole('link', { name: 'Next lesson: Credit counseling before you file' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await page.goto('/account');
    await expect(page.getByText('Lesson 2 of 8')).toBeVisible();
    await page.goto('/');
    await expect(page.getByText('Lesson 2 of 8')).toBeVisible();

    // Back: the course continues with lesson 2, at the step left.
    await page.goto('/course');
    await expect(page.getByRole('heading', { name: '1 of 8 lessons done' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue: Lesson 2, Credit counseling before you file' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credit counseling before you file' })).toBeVisible();
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Who may give it' })).toBeVisible();

    // Lesson 1 kept its answers.
    await page.goto('/course?lesson=is-bankruptcy-right-for-me');
    await expect(page.getByText('You finished this lesson.')).toBeVisible();

    // Lesson 3 runs the means test calculator inside the lesson, with the person's own numbers.
    const median = getMedianIncome('TX', 2);
    // 30,000 in six months is 60,000 a year: below this median.
    expect(median.value).toBeGreaterThan(60_000);
    await page.goto('/course?lesson=means-test');
    await expect(page.getByRole('heading', { level: 1, name: 'The means test, step by step' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 3: compare with the median' })).toBeFocused();
    const calculator = page.getByRole('region', { name: 'Try it with your numbers' });
    await expect(calculator.getByRole('heading', { level: 3 })).toHaveText('Try it with your numbers');
    // Its headings follow the lesson's outline: the error summary too is an h4.
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByRole('alert').getByRole('heading', { level: 4, name: 'There is a problem' })).toBeVisible();
    await calculator.getByLabel('State where you live').selectOption('TX');
    await calculator.getByLabel('Household size').selectOption('2');
    await calculator.getByRole('radio', { name: 'I am not married' }).check();
    await calculator.getByRole('group', { name: 'Wages, salary, tips and overtime' }).getByRole('radio', { name: 'One total for six months' }).check();
    await calculator.getByRole('group', { name: 'Wages, salary, tips and overtime' }).getByLabel('Total for the six months').fill('30,000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const result = calculator.getByRole('region', { name: 'Your result' });
    await expect(result.getByRole('heading', { level: 4, name: 'Your result' })).toBeFocused();
    await expect(result).toContainText('$60,000');
    await expect(result).toContainText(`$${median.value.toLocaleString('en-US')}`);
    await expect(result).toContainText(formatLegalDate(median.effectiveDate));
    await expect(result).toContainText("Your income is at or below your state's median");
    await expect(calculator.getByRole('link', { name: 'Open the Means Test Calculator on its own page' })).toHaveAttribute('href', '/chapter7#means-test');
    await expectUniqueIds(page);
    await expectFitsNarrowScreen(page);
    await a11y(page);

    // Enrolling also opens the schedule completion tool, without a subscription (spec 6): no paywall.
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 2, name: 'Document packages' })).toBeVisible();
    await expect(page.getByTestId('premium-gate')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start the Chapter 7 Complete Package' })).toBeEnabled();
  });
});
