import { test, expect, newPerson, signUp } from './fixtures.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { expectToast, toasts } from './support/toasts.ts';

test('a subscriber’s resource matching says what is missing and when it failed, then lists statewide, local and national services with how far each is', async ({ page, a11y }) => {
  await signUp(page, newPerson({ firstName: 'Rita', lastName: 'Resources' }), '/');
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', {
    data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' },
  });
  expect(paid.ok()).toBe(true);

  // On a phone (the sign-up helper needs the wide header's Sign Out button).
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/resources');
  const find = page.getByRole('button', { name: 'Find Resources' });
  // Nothing filled in: the spec's toast, and each field's problem once in the summary.
  await find.click();
  await expectToast(page, 'Missing Information', 'Please fill in all fields for best matching results.');
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText(['Enter your ZIP code', 'Choose a case type', 'Choose how many people are in your household', 'Choose an income level']);
  await page.getByLabel('ZIP code').fill('95814');
  await page.getByLabel('Case type').selectOption('chapter7');
  await page.getByLabel('People in your household').selectOption('2');
  await page.getByLabel('Income level').selectOption('low');
  // Filled in, the toast closes.
  await expect(toasts(page).getByText('Missing Information', { exact: true })).toHaveCount(0);

  // The server fails once: the spec's failure toast.
  await page.route('**/api/match-resources', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }), { times: 1 });
  await find.click();
  await expectToast(page, 'Matching Failed', 'Unable to find resources. Please try different criteria.');

  await find.click();
  await expectToast(page, 'Resources Matched', /^Found \d+ relevant resources for your situation\.$/);
  const matches = page.getByRole('region', { name: 'Your matches near Sacramento, CA 95814' });
  await expect(matches.getByRole('article', { name: 'U.S. Bankruptcy Court for the Eastern District of California' }).getByText('Your district')).toBeVisible();
  const clinic = matches.getByRole('article', { name: 'Pro Se Bankruptcy Clinic' });
  await expect(clinic.getByText('University of the Pacific McGeorge School of Law', { exact: true })).toBeVisible();
  // Its area and its address (the city its source names) both say Sacramento.
  await expect(clinic.getByText('Sacramento, California', { exact: true })).toHaveCount(2);
  await expect(matches.getByRole('article', { name: 'California Free Legal Answers' }).getByText('Statewide')).toBeVisible();
  await expect(matches.getByRole('article', { name: 'ABA Free Legal Answers' }).getByText('How far: Online')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await a11y(page);
});
