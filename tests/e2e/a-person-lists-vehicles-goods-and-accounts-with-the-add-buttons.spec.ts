import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { test, expect, newPerson, signUp } from './fixtures.ts';

// Issue 37, defects 1 and 5: the "Add another" buttons of the property pages add a row the person
// can fill (and Schedule A/B lists it), a row left blank is said and removed, and every link of an
// error summary leads to a box the person can see.

async function becomeMember(page: Page) {
  await signUp(page, newPerson({ firstName: 'Rosa', lastName: 'Diaz' }), '/documents');
  await page.setViewportSize({ width: 390, height: 844 });
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.ok()).toBe(true);
}

/** Starts the Individual Schedules from Premium Tools, as a person does; answers with the document's id. */
async function startSchedules(page: Page): Promise<string> {
  await page.goto('/documents?tab=premium-tools');
  await page.getByRole('button', { name: 'Start the Individual Schedules' }).click();
  await expect(page).toHaveURL(/\/documents\/edit\/[^/?]+/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Each link of the error summary moves focus to a box that is on the screen. */
async function expectSummaryLinksFocusVisibleBoxes(page: Page): Promise<string[]> {
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  const links = summary.getByRole('link');
  const messages = await links.allInnerTexts();
  expect(messages.length).toBeGreaterThan(0);
  for (let at = 0; at < messages.length; at += 1) {
    await links.nth(at).click();
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return { tag: element?.tagName ?? '', visible: element?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) === true && element.getBoundingClientRect().height > 0 };
    });
    expect({ message: messages[at], ...focused }).toEqual({ message: messages[at], tag: expect.stringMatching(/^(INPUT|SELECT|TEXTAREA)$/), visible: true });
  }
  return messages;
}

async function fillItem(row: Locator, item: { kind?: string; description: string; value: string; owner?: string }) {
  if (item.kind) await row.getByLabel('What kind of property is it?').selectOption({ label: item.kind });
  await row.getByLabel('Describe it').fill(item.description);
  await row.getByLabel('What is your part of it worth today?').fill(item.value);
  await row.getByLabel('Who owns it?').selectOption(item.owner ?? 'debtor1');
}

test('a person lists two vehicles, household goods, two bank accounts, a 401(k) and season tickets with the Add buttons, and Schedule A/B lists them', async ({ page, a11y }) => {
  test.setTimeout(150_000); // eight pages and one PDF drawn: well under a minute on a quiet machine, far more on a loaded one
  await becomeMember(page);
  const id = await startSchedules(page);
  // To the property pages from the list of sections.
  await page.getByRole('navigation', { name: 'Sections of your document' }).getByRole('link', { name: /What you own/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your home and other real estate' })).toBeVisible();
  await continueTo(page, 'Cars and other vehicles');

  const vehicles = page.getByRole('group', { name: /^Vehicle \d/ });
  await page.getByRole('button', { name: 'Add another vehicle' }).click();
  await page.getByRole('button', { name: 'Add another vehicle' }).click();
  await expect(vehicles).toHaveCount(2);
  const cars = [
    { description: '2019 Toyota Camry', value: '12000', make: 'Toyota', model: 'Camry', year: '2019', mileage: '61000' },
    { description: '2012 Honda Fit', value: '3,500', make: 'Honda', model: 'Fit', year: '2012', mileage: '140000' },
  ];
  for (const [at, car] of cars.entries()) {
    const row = vehicles.nth(at);
    await fillItem(row, { kind: 'Cars, vans, trucks, tractors, sport utility vehicles, motorcycles (line 3)', ...car });
    await row.getByLabel('Make').fill(car.make);
    await row.getByLabel('Model').fill(car.model);
    await row.getByLabel('Year').fill(car.year);
    await row.getByLabel('Approximate mileage').fill(car.mileage);
  }
  // A third, added and left blank: said at its first box, which the link reaches; then removed.
  await page.getByRole('button', { name: 'Add another vehicle' }).click();
  await expect(vehicles).toHaveCount(3);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  expect(await expectSummaryLinksFocusVisibleBoxes(page)).toEqual(['Vehicle 3 is empty: fill it in or remove it']);
  await a11y(page);
  await page.getByRole('button', { name: 'Remove Vehicle 3' }).click();
  await expect(vehicles).toHaveCount(2);
  await continueTo(page, 'Household goods and personal items');

  await page.getByRole('button', { name: 'Add another item' }).click();
  await fillItem(page.getByRole('group', { name: /^Item 1/ }), { kind: 'Household goods and furnishings (line 6)', description: 'Sofa, table, beds and kitchen things', value: '1500', owner: 'debtor1' });
  await continueTo(page, 'Money, accounts and money owed to you');

  const accounts = [
    { kind: 'Deposits of money (checking, savings, other accounts) (line 17)', type: 'checking', description: 'Checking account', institution: 'Keystone Credit Union', value: '420.50' },
    { kind: 'Deposits of money (checking, savings, other accounts) (line 17)', type: 'savings', description: 'Savings account', institution: 'Keystone Credit Union', value: '900' },
    { kind: 'Retirement or pension accounts (line 21)', type: '401k', description: 'Retirement plan at work', institution: 'Fidelity', value: '18,000' },
  ];
  for (const [at, account] of accounts.entries()) {
    await page.getByRole('button', { name: 'Add another account or asset' }).click();
    const row = page.getByRole('group', { name: /^Asset \d/ }).nth(at);
    await fillItem(row, account);
    await row.getByLabel('Kind of account (for bank and retirement accounts)').selectOption(account.type);
    await row.getByLabel('Bank or institution').fill(account.institution);
  }
  await continueTo(page, 'Business, farm and anything else');

  await page.getByRole('button', { name: 'Add property' }).click();
  await fillItem(page.getByRole('group', { name: /^Property 1/ }), { kind: 'Any other property of any kind you did not already list (line 53)', description: 'Season tickets', value: '300' });
  await continueTo(page, 'Check your answers: What you own');
  await expect(page.getByText('is saved to your account')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  for (const text of ['2019 Toyota Camry, $12000', '2012 Honda Fit, $3500', 'Sofa, table, beds and kitchen things, $1500', 'Checking account, $420.50', 'Savings account, $900', 'Retirement plan at work, $18000', 'Season tickets, $300']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await a11y(page);

  // The draft preview, with this page's cookies: Schedule A/B lists each one and adds them up.
  const preview = await page.request.get(`/api/documents/${id}/preview.pdf`);
  expect(preview.status()).toBe(200);
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await preview.body(), encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  const start = text.search(/Schedule A\/B: Property/);
  expect(start).toBeGreaterThan(0);
  const scheduleAB = text.slice(start);
  expect(scheduleAB).toMatch(/Make: Toyota[^\n]*\$12,000\.00/);
  expect(scheduleAB).toMatch(/Make: Honda[^\n]*\$3,500\.00/);
  expect(scheduleAB).toMatch(/Sofa, table, beds and kitchen things\s+\$1,500\.00/);
  expect(scheduleAB).toMatch(/17\.1\s+Checking account\s+Keystone Credit Union\s+\$420\.50/);
  expect(scheduleAB).toMatch(/17\.2\s+Savings account\s+Keystone Credit Union\s+\$900\.00/);
  expect(scheduleAB).toMatch(/21\.1\s+401\(k\) or similar plan\s+Fidelity\s+\$18,000\.00/);
  expect(scheduleAB).toMatch(/Season tickets\s+\$300\.00/);
  // 12,000 + 3,500 + 1,500 + 420.50 + 900 + 18,000 + 300
  expect(scheduleAB).toMatch(/62\.\s+Total personal property\. Add lines 56 through 61\.\s+\$\s+36,620\.50/);

  // A vehicle added later and left blank: kept as unfinished, and the generate step says so, with a link to its page.
  await page.getByRole('link', { name: 'Change: Cars and other vehicles' }).click();
  await page.getByRole('button', { name: 'Add another vehicle' }).click();
  await expect(page.locator('[data-save-state="draft"]')).toBeVisible();
  await page.goto(`/documents/edit/${id}?step=generate`);
  const problems = page.getByTestId('section-problems');
  await expect(problems.getByRole('link', { name: 'Cars and other vehicles: Vehicle 3 is empty: fill it in or remove it' })).toHaveAttribute('href', `/documents/edit/${id}?step=property-vehicles`);
  await expect(page.getByText('Every section is saved')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Sections of your document' }).getByRole('link', { name: /What you own/ })).toContainText('(not finished)');
  await a11y(page);
});

test('a blank "leave blank if none" line is taken as $0, and every link of the error summary reaches a box on the screen', async ({ page, a11y }) => {
  await becomeMember(page);
  await startSchedules(page);
  await page.getByRole('navigation', { name: 'Sections of your document' }).getByRole('link', { name: /Your income/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your job and monthly income' })).toBeVisible();
  await page.getByRole('group', { name: 'Is this person employed?' }).getByRole('radio', { name: 'Employed', exact: true }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const messages = await expectSummaryLinksFocusVisibleBoxes(page);
  expect(messages).not.toContain('Required');
  await a11y(page);
  // Lines 5a to 8h left blank, as their hint invites: only the wages and the employer are asked.
  await page.getByLabel('Employer’s name').fill('Keystone Grocers');
  await page.getByLabel('Street address').fill('400 Market Street');
  await page.getByLabel('City').fill('Norristown');
  await page.getByLabel('State', { exact: true }).selectOption('PA');
  await page.getByLabel('ZIP code').fill('19401');
  await page.getByLabel(/^Monthly gross wages/).fill('3200');
  await continueTo(page, 'Your payroll deductions');
  await continueTo(page, 'Your other monthly income');
  await continueTo(page, 'Your income in each of the last six months');
});
