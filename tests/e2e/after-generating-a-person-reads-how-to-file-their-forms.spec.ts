import type { Page } from '@playwright/test';
import { jointCoupleCaseFile } from '../../src/shared/case-file/fixtures/joint-couple.ts';
import { packageSections } from '../../src/shared/case-file/package-sections.ts';
import { test, expect, newPerson, signUp } from './fixtures.ts';
import { sectionFromAnEarlierJourney } from './support/earlier-journeys.ts';

/** A purchase with the test processor's 4242 card, as the Premium Tools dialog makes it. */
async function buy(page: Page, templateId?: string) {
  const created = await (await page.request.post(templateId ? '/api/purchase-document-package' : '/api/create-subscription', { data: templateId ? { templateId } : {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.ok(), templateId ?? 'membership').toBe(true);
}

test('after generating, a person opens “How to file your forms” and sees their clerk’s offices with the data’s date, and the fee', async ({ page, a11y }) => {
  // 50 s measured with the machine's load average near 30 (sign-up 14 s, axe 17 s); much less on a quiet one.
  test.setTimeout(90_000);
  await signUp(page, newPerson({ firstName: 'Dana', lastName: 'Okafor' }), '/documents');
  await page.setViewportSize({ width: 390, height: 844 });
  await buy(page);
  await buy(page, 'chapter7-complete');

  // The interview's answers (Eastern District of Pennsylvania, Montgomery County, fee paid in full) as earlier steps.
  const fixture = jointCoupleCaseFile();
  const { id } = await (await page.request.post('/api/start-document', { data: { templateId: 'chapter7-complete' } })).json();
  for (const section of packageSections('chapter7-complete')) {
    expect(await sectionFromAnEarlierJourney(page, id, section, fixture[section]), section).toBe(200);
  }

  await page.goto(`/documents/edit/${id}?step=generate`);
  await page.getByRole('button', { name: 'Generate final PDF' }).click();
  await expect(page.getByText('Your final PDF is ready.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'How to file your forms' }).click();

  await expect(page).toHaveURL(`/documents/${id}/how-to-file`);
  await expect(page.getByRole('heading', { level: 1, name: 'How to file your forms' })).toBeVisible();
  const offices = page.getByTestId('court-office');
  await expect(offices).toHaveCount(2);
  await expect(offices.first()).toContainText('900 Market Street, Suite 400');
  await expect(offices.first()).toContainText('Philadelphia, PA 19107');
  await expect(offices.first().getByRole('link', { name: '(215) 408-2800' })).toHaveAttribute('href', 'tel:2154082800');
  await expect(offices.nth(1)).toContainText('Reading, PA 19601');
  await expect(page.getByTestId('offices-as-of')).toHaveText('Court office details as of January 10, 2023 — check the court’s website before you go.');
  await expect(page.getByTestId('filing-fee')).toContainText('The court’s fee to file a Chapter 7 case is $338.00.');
  await expect(page.getByRole('region', { name: 'What to bring to the clerk’s office' })).toContainText('Form 121');
  await expect(page.getByRole('region', { name: 'What happens after you file' })).toContainText('21 to 40 days after you file (Fed. R. Bankr. P. 2003(a))');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await a11y(page);

  // My Documents leads there too.
  await page.goto('/documents?tab=my-documents');
  await expect(page.getByRole('listitem').filter({ hasText: 'Chapter 7 Complete Package' }).getByRole('link', { name: /^How to file your forms/ })).toHaveAttribute('href', `/documents/${id}/how-to-file`);
});
