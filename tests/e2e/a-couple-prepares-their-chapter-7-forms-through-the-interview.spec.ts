import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { JOINT_COUPLE_TOTALS, jointCoupleCaseFile } from '../../src/shared/case-file/fixtures/joint-couple.ts';
import { CASE_FILE_SECTIONS, type CaseFileSection } from '../../src/shared/case-file/index.ts';
import { formatDollars } from '../../src/shared/format/money.ts';
import { getFederalExemption } from '../../src/shared/law/figures.ts';
import { test, expect, newPerson, signIn, signUp } from './fixtures.ts';
import { sectionFromAnEarlierJourney } from './support/earlier-journeys.ts';
import { expectToast } from './support/toasts.ts';

/** Nothing on the page is wider than a 360 px phone screen. */
async function expectFitsNarrowScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** 1985-03-22 as a person types it: 03/22/1985. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function continueTo(page: Page, nextHeading: string | RegExp) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: nextHeading })).toBeVisible();
}

/** The questions the page asks: each box, list or set of radio buttons once. */
const questionsOnPage = (page: Page) =>
  page.locator('main form').evaluate((form) => new Set([...form.querySelectorAll('input:not([type=hidden]), select, textarea')].map((box) => (box instanceof HTMLInputElement && box.type === 'radio' ? `radio:${box.name}` : box.id || box.outerHTML))).size);

const saved = (page: Page) => expect(page.locator('[data-save-state="saved"]')).toBeVisible();

test('a married couple enters their case through the interview on a phone, leaves, resumes, and sees their documents', async ({ page, a11y, browser, baseURL, extraHTTPHeaders }) => {
  // A second device signs in midway (the unfinished section resumed from the account).
  test.setTimeout(360_000); // four Schedule J pages, a refused date and a whole package drawn; measured 4+ min only with the machine 10 times oversubscribed
  const fixture = jointCoupleCaseFile();
  const daniel = newPerson({ firstName: 'Daniel', lastName: 'Carter' });
  await signUp(page, daniel, '/documents');
  await page.setViewportSize({ width: 360, height: 800 });
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.ok()).toBe(true);

  // The interview's code is its own chunk, never part of /documents.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  // My Documents is empty; its button leads back to the packages.
  await page.goto('/documents?tab=my-documents');
  await expect(page.getByRole('heading', { name: 'No documents yet' })).toBeVisible();
  await a11y(page);
  await page.getByRole('button', { name: 'Browse Premium Tools' }).click();
  await expect(page.getByRole('tab', { name: 'Premium Tools' })).toHaveAttribute('aria-selected', 'true');
  expect(scripts.filter((path) => path.includes('document-edit-page'))).toEqual([]);
  await expectFitsNarrowScreen(page);

  // Start: the toast, then the editor.
  await page.getByRole('button', { name: 'Start the Chapter 7 Complete Package' }).click();
  await expectToast(page, 'Document Started', 'Your document has been created. You can continue editing it anytime.');
  await expect(page).toHaveURL(/\/documents\/edit\/[^/?]+/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your chapter and filing date' })).toBeFocused();
  // The district is chosen for them: a state with one district at once, else by county.
  await page.getByLabel('The state you live in').selectOption('NJ');
  await expect(page.getByRole('status').filter({ hasText: 'Your bankruptcy district' })).toContainText('District of New Jersey');
  await page.getByLabel('The state you live in').selectOption('PA');
  await page.getByLabel('The county you live in').selectOption('Montgomery');
  await expect(page.getByRole('status').filter({ hasText: 'Your bankruptcy district' })).toContainText('Eastern District of Pennsylvania');
  await a11y(page);

  // Most sections are seeded through the API, as if typed earlier; one of each kind is typed below.
  const put = async (section: CaseFileSection, value: unknown) => expect(await sectionFromAnEarlierJourney(page, id, section, value), section).toBe(200);
  await put('filing', fixture.filing);
  await put('household', fixture.household);
  await put('property', fixture.property);
  const fixtureDebts = fixture.debts!.debts;
  await put('debts', { debts: fixtureDebts.filter((debt) => debt.kind !== 'nonpriority') });
  await put('contracts', fixture.contracts);
  await put('income', fixture.income);
  await put('history', fixture.history);
  await put('financialAffairs', fixture.financialAffairs);

  // A person, by hand: Debtor 1's page, with the error summary first.
  await page.goto(`/documents/edit/${id}?step=debtor`);
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  await expect(page.getByText('Where this goes:')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  // The account's name is there already (entered once, at sign-up); what is missing is said at its box.
  await expect(page.getByLabel('First name')).toHaveValue(fixture.debtors.debtor.name.first);
  await expect(page.getByLabel('Street address')).toHaveAccessibleDescription(/Enter the street address/);
  // A day that does not exist is refused in the shape people type dates.
  await page.getByLabel('Date of birth').fill('02/30/1985');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(/Enter a real date as MM\/DD\/YYYY, like 03\/14\/2026/);
  await a11y(page);
  await expectFitsNarrowScreen(page);
  const person = async (who: typeof fixture.debtors.debtor) => {
    await page.getByLabel('First name').fill(who.name.first);
    await page.getByLabel('Middle name').fill(who.name.middle ?? '');
    await page.getByLabel('Last name').fill(who.name.last);
    await page.getByLabel('Date of birth').fill(usDate(String(who.dateOfBirth)));
    await page.getByLabel('Street address').fill(who.address.street);
    await page.getByLabel('City').fill(who.address.city);
    await page.getByLabel('State', { exact: true }).selectOption(who.address.state);
    await page.getByLabel('ZIP code').fill(who.address.zip);
    await page.getByLabel('County').fill(who.address.county ?? '');
    await page.getByLabel('Phone number').fill(who.phone ?? '');
    await page.getByLabel('Email address').fill(who.email ?? '');
    await page.getByRole('group', { name: /lived in this district/ }).getByRole('radio', { name: 'Yes' }).check();
  };
  await person(fixture.debtors.debtor);
  // The SSN: its own box, shown masked once saved; a wrong number is said beside the box.
  await page.getByLabel('Your Social Security number').fill('123-45-67');
  await page.getByRole('button', { name: 'Save the number' }).click();
  await expect(page.getByLabel('Your Social Security number')).toHaveAccessibleDescription(/Enter the 9-digit Social Security number/);
  await page.getByLabel('Your Social Security number').fill('123-45-1111');
  await page.getByRole('button', { name: 'Save the number' }).click();
  await expect(page.getByTestId('ssn-masked-debtor')).toContainText('XXX-XX-1111');
  await expect(page.getByText('123-45-1111')).toHaveCount(0);
  // The section is not complete until the spouse's page: kept in the account as a draft meanwhile.
  await expect(page.locator('[data-save-state="draft"]')).toHaveText('Saved to your account. Finish this section to use it in your forms.');
  // So his laptop (a browser of its own: no cookies, nothing kept in it), signed in as him, finds the unfinished page.
  const laptop = await browser.newContext({ baseURL, extraHTTPHeaders });
  try {
    const other = await laptop.newPage();
    await signIn(other, daniel, `/documents/edit/${id}?step=debtor`);
    await expect(other.getByLabel('First name')).toHaveValue(fixture.debtors.debtor.name.first);
    await expect(other.getByLabel('City')).toHaveValue(fixture.debtors.debtor.address.city);
    await expect(other.getByLabel('Date of birth')).toHaveValue(usDate(String(fixture.debtors.debtor.dateOfBirth)));
    expect(await other.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('document-draft:')))).toEqual([]);
  } finally {
    await laptop.close();
  }
  // Names of the last 8 years (Form 101 line 2): none for him, her maiden name for her.
  await continueTo(page, 'Other names you have used');
  await continueTo(page, 'About your spouse');
  await person(fixture.debtors.spouse!);
  await saved(page);
  await continueTo(page, 'Other names your spouse has used');
  await page.getByRole('button', { name: 'Add a name' }).click();
  await page.getByLabel('The full name').fill(fixture.debtors.spouse!.otherNames[0]!.name);
  await page.getByRole('group', { name: /business name/ }).getByRole('radio', { name: 'No' }).check();
  await saved(page);
  await a11y(page);
  await continueTo(page, 'Check your answers: About you');
  await expect(page.getByText(fixture.debtors.spouse!.email!)).toBeVisible();
  await expect(page.getByText(fixture.debtors.spouse!.otherNames[0]!.name)).toBeVisible();
  await a11y(page);
  // Change leads to the page and back to check your answers.
  await page.getByRole('link', { name: 'Change: Other names your spouse has used' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Other names your spouse has used' })).toBeVisible();
  await expect(page.getByLabel('The full name')).toHaveValue(fixture.debtors.spouse!.otherNames[0]!.name);
  await continueTo(page, 'Check your answers: About you');
  // One page title at a time: earlier pages' headings do not stay behind.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  // The six months of income are named from the planned filing date (December 2026: June to November).
  await page.goto(`/documents/edit/${id}?step=income-months-debtor`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your income in each of the last six months' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Wages, salary/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^Wages, salary.*, June 2026$/ })).toHaveValue('4000');
  await expect(page.getByRole('textbox', { name: /^Wages, salary.*, November 2026$/ })).toHaveValue('4000');
  await expect(page.getByRole('textbox', { name: /December 2026$/ })).toHaveCount(0);
  await a11y(page);
  await expectFitsNarrowScreen(page);

  // A growing list, by hand: the credit cards and the medical bill.
  await page.goto(`/documents/edit/${id}?step=debts-nonpriority`);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit cards, medical bills and other debts' })).toBeVisible();
  for (const debt of fixtureDebts.filter((d) => d.kind === 'nonpriority')) {
    await page.getByRole('button', { name: 'Add another creditor' }).click();
    const row = page.getByRole('group', { name: /^Debt \d+/ }).last();
    await row.getByLabel('Creditor’s name').fill(debt.creditor.name);
    await row.getByLabel('Street address').fill(debt.creditor.address.street);
    await row.getByLabel('City').fill(debt.creditor.address.city);
    await row.getByLabel('State', { exact: true }).selectOption(debt.creditor.address.state);
    await row.getByLabel('ZIP code').fill(debt.creditor.address.zip);
    await row.getByLabel('Last 4 characters of the account number').fill(debt.accountLast4 ?? '');
    await row.getByLabel('How much do you owe in total?').fill(String(debt.amount / 100));
    await row.getByLabel('Who owes it?').selectOption(debt.owedBy);
    await row.getByLabel('What type of debt?').selectOption('other');
    await row.getByLabel('What is it for?').selectOption((debt.kind === 'nonpriority' ? debt.category : undefined) ?? 'other');
  }
  await expect(page.getByRole('group', { name: /^Debt \d+/ })).toHaveCount(3);
  await saved(page);
  await a11y(page);
  await expectFitsNarrowScreen(page);
  await continueTo(page, 'Check your answers: What you owe');
  await expect(page.getByText('Summit Credit Card Company, $4000')).toBeVisible();

  // The codebtor needs the debts' ids: seeded now that the debts are saved.
  await put('codebtors', fixture.codebtors);

  // Money, by hand: Schedule J, on short pages a phone shows without a long scroll.
  await page.goto(`/documents/edit/${id}?step=expenses-spouse-household`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your spouse’s household' })).toBeVisible();
  await page.getByRole('group', { name: 'Does your spouse keep a separate household?' }).getByRole('radio', { name: 'No' }).check();
  const lines = fixture.expenses!.lines as Record<string, number>;
  const labels: Record<string, RegExp> = {
    rentOrMortgage: /^Rent or home mortgage payment/,
    homeMaintenance: /^Home maintenance/,
    electricityHeatGas: /^Electricity, heat/,
    waterSewerGarbage: /^Water, sewer/,
    telephoneInternetCable: /^Telephone, cell phone/,
    foodAndHousekeeping: /^Food and housekeeping/,
    childcareAndEducation: /^Childcare/,
    clothingAndLaundry: /^Clothing, laundry/,
    personalCare: /^Personal care/,
    medicalAndDental: /^Medical and dental/,
    transportation: /^Transportation/,
    entertainment: /^Entertainment/,
    lifeInsurance: /^Life insurance/,
    vehicleInsurance: /^Vehicle insurance/,
    carPaymentsVehicle1: /^Car payments for vehicle 1/,
    carPaymentsVehicle2: /^Car payments for vehicle 2/,
  };
  expect(Object.entries(lines).filter(([key, value]) => value > 0 && !(key in labels))).toEqual([]);
  const typed: string[] = [];
  for (const topic of ['home and utilities', 'food, care and getting around', 'insurance, taxes and payments', 'other property, other costs and changes ahead']) {
    await continueTo(page, `Your monthly expenses: ${topic}`);
    expect(await questionsOnPage(page), topic).toBeLessThanOrEqual(15);
    for (const [key, label] of Object.entries(labels)) {
      const box = page.getByLabel(label);
      if ((await box.count()) === 0) continue;
      await box.fill(`$${(lines[key]! / 100).toLocaleString('en-US')}`);
      typed.push(key);
    }
  }
  expect(typed.sort()).toEqual(Object.keys(labels).sort());
  await page.getByRole('group', { name: /include costs of people other than you/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /expect your expenses to go up or down/ }).getByRole('radio', { name: 'No' }).check();
  await saved(page);
  await expectFitsNarrowScreen(page);
  await a11y(page);
  await continueTo(page, 'Check your answers: Your expenses');

  // Leave and come back: My Documents shows the draft; Continue Editing resumes at the first unsaved section.
  await page.goto('/documents?tab=my-documents');
  const row = page.locator('[data-document-status="draft"]');
  await expect(row).toContainText('Chapter 7 Complete Package');
  await expect(row).toContainText('Draft');
  await row.getByRole('link', { name: /Continue Editing/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Property you keep (exemptions)' })).toBeVisible();
  await expect(page.getByText(/11 of 12 sections saved/)).toBeVisible();

  // Resume on another device: what the server holds is the fixture's case file.
  const doc = await (await page.request.get(`/api/documents/${id}`)).json();
  expect(doc.missingSections).toEqual(['exemptions']);
  expect(doc.caseFile.debts.debts.filter((d: { kind: string }) => d.kind === 'nonpriority').map((d: { amount: number }) => d.amount)).toEqual([800_000, 400_000, 300_000]);
  expect(doc.caseFile.expenses.lines).toEqual(lines);
  expect(doc.ssn.debtor.last4).toBe('1111');
  expect(JSON.stringify(doc)).not.toContain('123451111');

  // The exemption picker: the resumed step stays in the address, so saving the section does not move the page on.
  await expect(page).toHaveURL(/step=exemptions/);
  await page.getByRole('button', { name: 'Suggest exemptions for my property' }).click();
  await saved(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Property you keep (exemptions)' })).toBeVisible();
  const onFilingDay = new Date('2026-12-15T12:00:00Z');
  const doubled = (id: Parameters<typeof getFederalExemption>[0]) => 2 * Math.round(getFederalExemption(id, onFilingDay).value * 100);
  const usd = (cents: number) => formatDollars(cents / 100);
  await expect(page.getByTestId('left-homestead')).toHaveText(usd(doubled('homestead') - 5_000_000));
  await expect(page.getByTestId('left-motorVehicle')).toHaveText(usd(doubled('motorVehicle') - 300_000));
  // Protect less of the car than its equity: a warning; the whole equity again: none.
  const car = page.locator('[data-item="p-car"]');
  await car.getByLabel('Amount you protect (dollars)').fill('1000');
  await expect(page.getByTestId('uncovered-p-car')).toContainText('$2,000 of this item’s equity is not protected');
  await expect(page.getByTestId('left-motorVehicle')).toHaveText(usd(doubled('motorVehicle') - 100_000));
  await a11y(page);
  await expectFitsNarrowScreen(page);
  await car.getByLabel('Amount you protect (dollars)').fill('3000');
  await expect(page.getByTestId('uncovered-p-car')).toHaveCount(0);
  await saved(page);
  // Form 107's pages follow (seeded above); the last step is Generate.
  await continueTo(page, 'Where you lived and your income');
  await page.goto(`/documents/edit/${id}?step=generate`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview and generate your forms' })).toBeVisible();

  // Generating needs the package: bought with the test card, then Generate and Download.
  await page.getByRole('button', { name: 'Generate final PDF' }).click();
  await page.getByRole('button', { name: /^Buy the Chapter 7 Complete Package for \$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy the Chapter 7 Complete Package' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('ZIP code', { exact: true }).fill('60601');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  // Bought on the generate step itself: Generate works at once.
  await expect(page.getByRole('status').filter({ hasText: 'The Chapter 7 Complete Package is yours.' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate final PDF' }).click();
  // Drawing the whole package takes more than 10 s on a machine running several suites.
  await expect(page.getByRole('status').filter({ hasText: 'Your final PDF is ready.' })).toBeVisible({ timeout: 60_000 });
  await a11y(page);
  // The link opens a new tab that turns into the download; Chromium reports it on this page or on the tab.
  const downloaded = Promise.race([page.waitForEvent('download'), new Promise<Download>((resolve) => page.context().on('page', (tab) => tab.on('download', resolve)))]);
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('chapter7-complete-2026-12-15-v1.pdf');
  const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });

  // The summary's figures on their lines: the schedules' totals for the fixture household.
  // (The cover sheet names the forms first, so the summary is found by its first line.)
  const start = text.search(/1a\.\s+Copy line 55/);
  expect(start).toBeGreaterThan(0);
  const sumForm = text.slice(start, start + 8_000);
  const money = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace(/[.,]/g, '\\$&');
  const line = (label: string, cents: number) => new RegExp(`${label}[^\\n]*\\$\\s+${money(cents)}(?![\\d,])`);
  expect(sumForm).toMatch(line('1a\\.\\s+Copy line 55, Total real estate', JOINT_COUPLE_TOTALS.realEstateCents));
  expect(sumForm).toMatch(line('1b\\.\\s+Copy line 62, Total personal property', JOINT_COUPLE_TOTALS.personalPropertyCents));
  expect(sumForm).toMatch(line('1c\\.\\s+Copy line 63, Total of all property', JOINT_COUPLE_TOTALS.totalPropertyCents));
  expect(sumForm).toMatch(line('Your total liabilities', JOINT_COUPLE_TOTALS.totalLiabilitiesCents));
  expect(sumForm).toMatch(line('Schedule I: Your Income', JOINT_COUPLE_TOTALS.scheduleICombinedMonthlyIncomeCents));
  expect(sumForm).toMatch(line('Schedule J: Your Expenses', JOINT_COUPLE_TOTALS.scheduleJTotalExpensesCents));
  expect(text).toContain('Eastern District of Pennsylvania');
  expect(text).toContain('Maria Elena Lopez');

  // Form 107: a topic page of yes/no questions, then the details of a "yes", one entry each.
  await page.goto(`/documents/edit/${id}?step=fa-payments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments to creditors and to people close to you' })).toBeVisible();
  await expect(page.getByRole('group', { name: /In the 90 days before filing, did you pay any creditor \$600 or more in total\?/ }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await a11y(page);
  await expectFitsNarrowScreen(page);
  await continueTo(page, 'Details: Payments to creditors in the last 90 days');
  await expect(page.getByRole('textbox', { name: /Name and address/ })).toHaveValue('Liberty Auto Finance');
  await expect(page.getByRole('button', { name: 'Add another' })).toBeVisible();
});

test('the couple changes an answer after generating, downloads the earlier version, marks their forms filed, then deletes the document', async ({ page, a11y }) => {
  test.setTimeout(120_000); // two final PDFs are drawn, as slow as the first journey on a busy machine
  const fixture = jointCoupleCaseFile();
  await signUp(page, newPerson({ firstName: 'Daniel', lastName: 'Carter' }), '/documents');
  await page.setViewportSize({ width: 360, height: 800 });
  // Member, package bought, every answer saved and a first PDF made: as the pages send them, without drawing them.
  const pay = async (checkout: { clientSecret: string }) => {
    const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: checkout.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
    expect(paid.ok()).toBe(true);
  };
  await pay(await (await page.request.post('/api/create-subscription', { data: {} })).json());
  await pay(await (await page.request.post('/api/purchase-document-package', { data: { templateId: 'chapter7-complete' } })).json());
  const id: string = (await (await page.request.post('/api/start-document', { data: { templateId: 'chapter7-complete' } })).json()).id;
  const put = async (section: CaseFileSection, value: unknown) => expect(await sectionFromAnEarlierJourney(page, id, section, value), section).toBe(200);
  for (const section of CASE_FILE_SECTIONS.filter((s) => fixture[s] !== undefined)) await put(section, fixture[section]);
  expect((await page.request.post(`/api/documents/${id}/generate`)).status()).toBe(201);

  // A changed answer, generated again: a new version, and the first stays downloadable (spec "Document states").
  await put('debtors', { ...fixture.debtors, debtor: { ...fixture.debtors.debtor, phone: '610-555-0199' } });
  await page.goto(`/documents/edit/${id}?step=generate`);
  // The first PDF is out of date now: it cannot be marked filed, and the page says how to make a new one.
  const filing = page.getByRole('region', { name: 'Have you filed these forms with the court?' });
  await expect(filing).toContainText('You changed your answers after your newest PDF was made, so that PDF is out of date.');
  await expect(page.getByRole('button', { name: 'Mark as filed' })).toHaveCount(0);
  await filing.getByRole('button', { name: 'Generate the final PDF again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your final PDF is ready.' })).toBeVisible();
  await expect(filing.getByRole('heading', { name: 'Have you filed these forms with the court?' })).toBeFocused();
  const version1 = page.getByRole('region', { name: 'Earlier versions of your forms' }).getByRole('listitem').filter({ hasText: 'Version 1, made' });
  await expect(version1.getByRole('link', { name: /^Download Form 121, version 1/ })).toHaveAttribute('href', `/api/documents/${id}/form121.pdf?generation=1`);
  await a11y(page);
  await expectFitsNarrowScreen(page);
  const earlierDownload = page.waitForEvent('download');
  await version1.getByRole('link', { name: /^Download PDF, version 1/ }).click();
  const earlier = await earlierDownload;
  expect(earlier.suggestedFilename()).toBe('chapter7-complete-2026-12-15-v1.pdf');
  expect(readFileSync((await earlier.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Marking it filed, by keyboard, after a confirmation that says what it does.
  await page.getByRole('button', { name: 'Mark as filed' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Mark these forms as filed?' });
  await expect(confirm).toContainText('your answers are kept read-only');
  await expect(confirm).toContainText('Every PDF made so far stays downloadable');
  await a11y(page);
  await confirm.getByRole('button', { name: 'Yes, I have filed these forms' }).click();
  await expectToast(page, 'Marked as filed');
  await expect(page.getByRole('heading', { level: 2, name: /^Marked as filed on / })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Generate final PDF' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Download PDF, version 1/ })).toBeVisible();
  await a11y(page);
  // Its answers say they no longer change, and lead back to the PDFs.
  await page.goto(`/documents/edit/${id}?step=debtor`);
  await expect(page.getByText('You marked this document as filed, so these answers are shown as they were')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See and download your filed forms' })).toHaveAttribute('href', `/documents/edit/${id}?step=generate`);
  // Shown as filed: the answers cannot be edited, and Continue still moves on.
  await expect(page.getByLabel('First name')).toBeDisabled();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/step=debtor-names$/);
  await page.goto('/documents?tab=my-documents');
  const row = page.locator('[data-document-status="completed"]');
  await expect(row).toContainText('Filed');
  await expect(row.getByRole('link', { name: /^Versions and filing/ })).toHaveAttribute('href', `/documents/edit/${id}?step=generate`);

  // Deleting it from My Documents, after a confirmation that says what goes and that it cannot be undone.
  await expectFitsNarrowScreen(page);
  await row.getByRole('button', { name: /^Delete: Chapter 7 Complete Package, started / }).click();
  const sure = page.getByRole('alertdialog', { name: 'Delete this document?' });
  await expect(sure).toContainText('the Social Security numbers you entered and every PDF made from it');
  await expect(sure).toContainText('You cannot undo this');
  await a11y(page);
  await sure.getByRole('button', { name: 'Yes, delete this document' }).click();
  await expectToast(page, 'Document deleted');
  await expect(page.getByRole('heading', { name: 'No documents yet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'My documents' })).toBeFocused();
  expect((await page.request.get(`/api/documents/${id}`)).status()).toBe(404);
});
