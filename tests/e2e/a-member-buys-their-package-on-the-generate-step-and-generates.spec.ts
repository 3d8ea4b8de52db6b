import { jointCoupleCaseFile } from '../../src/shared/case-file/fixtures/joint-couple.ts';
import { CASE_FILE_SECTIONS } from '../../src/shared/case-file/index.ts';
import { DOCUMENT_PACKAGE_PRICES } from '../../src/shared/billing/catalog.ts';
import { formatCents } from '../../src/shared/format/money.ts';
import { test, expect, newPerson, signUp } from './fixtures.ts';
import { sectionFromAnEarlierJourney } from './support/earlier-journeys.ts';

const PACKAGE = DOCUMENT_PACKAGE_PRICES['chapter7-complete'];
const PRICE = formatCents(PACKAGE.priceCents);

test('a member sees the package price on their document, buys it on the generate step in the same tab, and generates', async ({ page, a11y }) => {
  test.setTimeout(60_000);
  const fixture = jointCoupleCaseFile();
  await signUp(page, newPerson({ firstName: 'Dana', lastName: 'Brooks' }), '/documents');
  await page.setViewportSize({ width: 390, height: 844 });
  // Earlier steps, as the pages send them: a membership paid with the test card and a finished draft.
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  expect((await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } })).ok()).toBe(true);
  const id: string = (await (await page.request.post('/api/start-document', { data: { templateId: 'chapter7-complete' } })).json()).id;
  for (const section of CASE_FILE_SECTIONS.filter((s) => fixture[s] !== undefined)) {
    expect(await sectionFromAnEarlierJourney(page, id, section, fixture[section]), section).toBe(200);
  }

  // My Documents: the draft's card says what the final PDF costs.
  await page.goto('/documents?tab=my-documents');
  const card = page.getByRole('listitem').filter({ hasText: PACKAGE.name }).first();
  await expect(card).toContainText(`The final PDF without the DRAFT mark needs the ${PACKAGE.name} (${PRICE}, one time).`);
  await a11y(page);
  await card.getByRole('link', { name: /Continue/ }).click();
  await page.goto(`/documents/edit/${id}?step=generate`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview and generate your forms' })).toBeVisible();

  // Generate asks for the package right here, with its price; the card form opens in this tab.
  const pagesBefore = page.context().pages().length;
  await page.getByRole('button', { name: 'Generate final PDF' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `It costs ${PRICE}, paid one time.` })).toBeVisible();
  await page.getByRole('button', { name: `Buy the ${PACKAGE.name} for ${PRICE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Buy the ${PACKAGE.name}` });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('ZIP code', { exact: true }).fill('60601');
  await a11y(page);
  await dialog.getByRole('button', { name: `Pay ${PRICE}` }).click();

  // Back on the generate step of the same document, in the same tab: Generate works.
  await expect(page.getByRole('status').filter({ hasText: `The ${PACKAGE.name} is yours. Generate your final PDF now.` })).toBeVisible();
  expect(page.context().pages()).toHaveLength(pagesBefore);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/documents/edit/${encodeURIComponent(id)}?step=generate`);
  await page.getByRole('button', { name: 'Generate final PDF' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your final PDF is ready.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await a11y(page);
});
