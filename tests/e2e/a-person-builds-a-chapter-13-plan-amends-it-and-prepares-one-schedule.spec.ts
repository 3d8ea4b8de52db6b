import type { Page } from '@playwright/test';
import { jointCoupleCaseFile } from '../../src/shared/case-file/fixtures/joint-couple.ts';
import { packageSections } from '../../src/shared/case-file/package-sections.ts';
import type { CaseFileSection } from '../../src/shared/case-file/index.ts';
import { test, expect, newPerson, signUp } from './fixtures.ts';
import { sectionFromAnEarlierJourney } from './support/earlier-journeys.ts';

const saved = (page: Page) => expect(page.locator('[data-save-state="saved"]')).toBeVisible();

/** A package bought with the test processor's 4242 card, as the Premium Tools dialog does. */
async function buy(page: Page, templateId?: string) {
  const created = await (await page.request.post(templateId ? '/api/purchase-document-package' : '/api/create-subscription', { data: templateId ? { templateId } : {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.ok(), templateId ?? 'membership').toBe(true);
}

async function generateAndDownload(page: Page, id: string) {
  await page.goto(`/documents/edit/${id}?step=generate`);
  await page.getByRole('button', { name: 'Generate final PDF' }).click();
  await expect(page.getByText('Your final PDF is ready.')).toBeVisible({ timeout: 20_000 });
  const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test('a person builds a Chapter 13 plan, amends it, prepares one schedule on its own, and finds all three in My Documents', async ({ page, a11y }) => {
  test.setTimeout(90_000);
  const fixture = jointCoupleCaseFile();
  await signUp(page, newPerson({ firstName: 'Rosa', lastName: 'Alvarez' }), '/documents');
  await page.setViewportSize({ width: 360, height: 800 });
  await buy(page);
  for (const templateId of ['chapter13-complete', 'amended-chapter13-plan', 'individual-schedules']) await buy(page, templateId);

  // Chapter 13 Complete: eligibility is said on the first page, once the debts and income are known.
  await page.goto('/documents?tab=premium-tools');
  await page.getByRole('button', { name: 'Start the Chapter 13 Complete Package' }).click();
  await expect(page).toHaveURL(/\/documents\/edit\/[^/?]+/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(page.getByTestId('chapter13-eligibility')).toContainText('We check both once your debts and income are entered');
  const put = async (docId: string, section: CaseFileSection, value: unknown) => expect(await sectionFromAnEarlierJourney(page, docId, section, value), section).toBe(200);
  // Every section the package asks for but the plan, which is built below.
  for (const section of packageSections('chapter13-complete').filter((s) => s !== 'plan')) await put(id, section, section === 'filing' ? { ...fixture.filing, chapter: 13 } : fixture[section]);
  await page.reload();
  await expect(page.getByTestId('chapter13-eligibility')).toHaveAttribute('data-eligible', 'true');
  await expect(page.getByTestId('chapter13-eligibility')).toContainText('Debt limits: met');

  // The plan builder: the suggestion and where it comes from, then a payment too low and what to change.
  await page.goto(`/documents/edit/${id}?step=plan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Chapter 13 plan' })).toBeVisible();
  await expect(page.getByTestId('plan-suggestion')).toContainText('Suggested: $850.00 a month for 36 months');
  await expect(page.getByTestId('plan-verdict')).toHaveAttribute('data-feasible', 'true');
  await expect(page.getByTestId('plan-chart')).toBeVisible();
  await expect(page.getByTestId('plan-effect-d-car')).toContainText('Through the plan: $333.34 a month');
  await page.getByLabel('Monthly plan payment (dollars)').fill('800');
  await expect(page.getByTestId('plan-verdict')).toHaveAttribute('data-feasible', 'false');
  await expect(page.getByTestId('plan-fixes')).toContainText(/Raise the payment to \$[\d,.]+ a month\./);
  await expect(page.getByTestId('plan-fixes')).toContainText(/Lengthen the plan to \d+ months\./);
  await page.getByLabel('Monthly plan payment (dollars)').fill('');
  // Give the car back: its line and the month-by-month table change.
  const firstMonth = page.getByRole('region', { name: 'The plan month by month' }).getByRole('row').nth(1);
  const before = await firstMonth.textContent();
  await page.locator('[data-debt="d-car"]').getByRole('radio', { name: 'Give the property back (surrender)' }).check();
  await expect(page.getByTestId('plan-effect-d-car')).toContainText('The property goes back');
  await expect(firstMonth).not.toHaveText(before!);
  await page.getByLabel('The trustee’s fee (percent of each payment)').fill('abc');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await page.getByLabel('The trustee’s fee (percent of each payment)').fill('8');
  await saved(page);
  await a11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview and generate your forms' })).toBeVisible();
  const stored = await (await page.request.get(`/api/documents/${id}`)).json();
  expect(stored.caseFile.plan).toMatchObject({ trusteeFeePercent: 8, secured: [{ debtId: 'd-mortgage', treatment: 'maintain-and-cure' }, { debtId: 'd-car', treatment: 'surrender' }] });
  await generateAndDownload(page, id);

  // The amended plan starts from that plan; it asks which sections changed.
  const amended = await (await page.request.post('/api/start-document', { data: { templateId: 'amended-chapter13-plan' } })).json();
  expect(amended.caseFile.plan.trusteeFeePercent).toBe(8);
  await page.goto(`/documents/edit/${amended.id}?step=plan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your amended Chapter 13 plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one section your amended plan changes' })).toBeFocused();
  await page.getByRole('checkbox', { name: '§ 3.2' }).check();
  await saved(page);
  await a11y(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview and generate your forms' })).toBeVisible();
  await generateAndDownload(page, amended.id);

  // Individual schedules: the person chooses Schedule I alone.
  const schedules = await (await page.request.post('/api/start-document', { data: { templateId: 'individual-schedules' } })).json();
  await put(schedules.id, 'filing', fixture.filing);
  await page.goto(`/documents/edit/${schedules.id}?step=schedules-wanted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Which schedules to prepare' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Schedule I: Your income' }).check();
  await saved(page);
  await a11y(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  expect((await (await page.request.get(`/api/documents/${schedules.id}`)).json()).caseFile.filing.schedulesWanted).toEqual(['106I']);
  await generateAndDownload(page, schedules.id);

  // My Documents lists the three with their states.
  await page.goto('/documents?tab=my-documents');
  for (const name of ['Chapter 13 Complete Package', 'Amended Chapter 13 Plan', 'Individual Schedules']) {
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toHaveAttribute('data-document-status', 'generated');
    await expect(row.getByRole('link', { name: /Download/ })).toBeVisible();
  }
  await a11y(page);
});
