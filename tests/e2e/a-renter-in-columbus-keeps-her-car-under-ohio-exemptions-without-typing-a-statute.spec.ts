import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { CaseFileSection } from '../../src/shared/case-file/index.ts';
import { test, expect, newPerson, signUp } from './fixtures.ts';
import { sectionFromAnEarlierJourney } from './support/earlier-journeys.ts';

// Issue 40: a renter in Columbus, Ohio (a state whose own exemptions are required) with a paid-off
// $5,000 car, household goods and a bank account. She says where she has lived; the exemption step
// says Ohio's law applies and why, proposes each claim under its Ohio statute with its amount and
// as-of date, and her Schedule C prints them: she types no statute.

const saved = (page: Page) => expect(page.locator('[data-save-state="saved"]')).toBeVisible();
const COLUMBUS = { street: '88 Example Avenue', city: 'Columbus', state: 'OH', zip: '43215' };

test('a renter in Columbus, Ohio says where she lived and gets a Schedule C with Ohio statutes for her car, goods and bank account', async ({ page, a11y }) => {
  test.setTimeout(150_000);
  await signUp(page, newPerson({ firstName: 'Angela', lastName: 'Brooks' }), '/documents');
  await page.setViewportSize({ width: 360, height: 800 });
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.ok()).toBe(true);
  await page.goto('/documents?tab=premium-tools');
  await page.getByRole('button', { name: 'Start the Individual Schedules' }).click();
  await expect(page).toHaveURL(/\/documents\/edit\/[^/?]+/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

  // What she entered in earlier sessions (the property pages have their own journey): her filing, her address, what she owns.
  const put = async (section: CaseFileSection, value: unknown) => expect(await sectionFromAnEarlierJourney(page, id, section, value), section).toBe(200);
  await put('filing', {
    chapter: 7,
    plannedFilingDate: '2026-12-15',
    district: { code: 'ohsd', name: 'Southern District of Ohio', state: 'OH', county: 'Franklin' },
    jointFiling: false,
    filingFee: 'full',
    creditCounseling: { debtor: { status: 'receivedWithCertificate', completedOn: '2026-11-20' } },
    schedulesWanted: ['106C'],
    soleProprietor: false,
    hazardousProperty: false,
  });
  await put('debtors', {
    debtor: { name: { first: 'Angela', last: 'Brooks' }, otherNames: [], dateOfBirth: '1990-02-14', address: { ...COLUMBUS, county: 'Franklin' }, livedInDistrict180Days: true },
  });
  await put('property', {
    items: [
      { id: 'p-car', line: 3, description: '2016 Honda Civic', value: 500_000, owner: 'debtor1', vehicle: { make: 'Honda', model: 'Civic', year: 2016 } },
      { id: 'p-goods', line: 6, description: 'Bed, sofa, table and kitchen things', value: 200_000, owner: 'debtor1' },
      { id: 'p-bank', line: 17, description: 'Checking account', value: 120_000, owner: 'debtor1', account: { type: 'checking', institution: 'Buckeye Community Bank' } },
    ],
  });

  // The exemption step: Ohio is filled in as where she lives now; she gives the day she moved there.
  await page.goto(`/documents/edit/${id}?step=exemptions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Property you keep (exemptions)' })).toBeVisible();
  await expect(page.getByLabel('State you live in now')).toHaveValue('OH');
  await page.getByLabel('Moved there on').fill('2019-06-01');
  await expect(page.getByTestId('domicile-reason')).toHaveText('You have lived in Ohio for the last two years, so Ohio’s exemptions apply. (11 U.S.C. § 522(b)(3)(A))');
  // Ohio requires its own list; the federal one cannot be chosen.
  await expect(page.getByRole('radio', { name: 'Federal exemptions (11 U.S.C. § 522(d))' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Ohio’s exemptions' })).toBeChecked();

  // Her car: protected under the Ohio vehicle exemption, with its amount and as-of date, on this page.
  const car = page.locator('[data-item="p-car"]');
  await expect(car.getByLabel('Exemption', { exact: true })).toHaveValue('OH:state:motor_vehicle');
  await expect(car.getByTestId('rule-OH:state:motor_vehicle')).toContainText('Ohio Rev. Code 2329.66(A)(2): up to $5,025 (as of April 1, 2025).');
  await expect(car.getByLabel('Amount you protect (dollars)')).toHaveValue('5000');
  await expect(car.getByTestId('uncovered-p-car')).toHaveCount(0);
  // The bank account: $625 under (A)(3), the rest under the wildcard (A)(18).
  const bank = page.locator('[data-item="p-bank"]');
  await expect(bank.getByLabel('Exemption', { exact: true }).first()).toHaveValue('OH:state:cash_or_bank_deposits');
  await expect(bank.getByLabel('Exemption', { exact: true }).nth(1)).toHaveValue('OH:state:wildcard');
  await expect(bank.getByTestId('uncovered-p-bank')).toHaveCount(0);
  // A claim above its limit is marked: $5,100 for the car is more than Ohio's $5,025.
  await car.getByLabel('Amount you protect (dollars)').fill('5100');
  await expect(page.getByTestId('left-OH:state:motor_vehicle')).toHaveText('-$75');
  await car.getByLabel('Amount you protect (dollars)').fill('5000');
  await saved(page);
  await a11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Property you keep (exemptions)' })).toHaveCount(0);

  // The server holds her answers: Ohio's list, the place she lives, each claim's statute.
  const stored = (await (await page.request.get(`/api/documents/${id}`)).json()).caseFile.exemptions;
  expect(stored).toMatchObject({ system: 'state', stateCode: 'OH', residences: [{ stateCode: 'OH', from: '2019-06-01' }] });
  expect(stored.claims.map((c: { propertyItemId: string; law: string; amount: { cents?: number } }) => [c.propertyItemId, c.law, c.amount.cents])).toEqual([
    ['p-car', 'Ohio Rev. Code 2329.66(A)(2)', 500_000],
    ['p-goods', 'Ohio Rev. Code 2329.66(A)(4)(a)', 200_000],
    ['p-bank', 'Ohio Rev. Code 2329.66(A)(3)', 62_500],
    ['p-bank', 'Ohio Rev. Code 2329.66(A)(18)', 57_500],
  ]);

  // Schedule C, read as text from the draft preview: the state box and each claim's statute and amount.
  const preview = await page.request.get(`/api/documents/${id}/preview.pdf`);
  expect(preview.status()).toBe(200);
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await preview.body(), encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  const start = text.search(/Schedule C: The Property You Claim as Exempt/);
  expect(start).toBeGreaterThanOrEqual(0);
  const scheduleC = text.slice(start);
  expect(scheduleC).toMatch(/\bX\s+You are claiming state and federal nonbankruptcy exemptions/);
  expect(scheduleC).toMatch(/2016 Honda Civic[\s\S]{0,200}\$\s*5,000\.00[\s\S]{0,200}Ohio Rev\. Code 2329\.66\(A\)\(2\)/);
  expect(scheduleC).toContain('Ohio Rev. Code 2329.66(A)(4)(a)');
  expect(scheduleC).toMatch(/\$\s*625\.00[\s\S]{0,200}Ohio Rev\. Code 2329\.66\(A\)\(3\)/);
  expect(scheduleC).toMatch(/\$\s*575\.00[\s\S]{0,200}Ohio Rev\. Code 2329\.66\(A\)\(18\)/);
});
