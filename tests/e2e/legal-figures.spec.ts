import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIAN_INCOME_2026_04_01 } from '../../src/shared/law/data/median-income-2026-04-01.ts';
import { getMedianIncomeTable } from '../../src/shared/law/figures.ts';
import { formatLegalDate } from '../../src/shared/law/legal-text.ts';
import { formatDollars } from '../../src/shared/format/money.ts';
import { E2E_SITE_ENV } from '../support/e2e-site-env.ts';
import { startServer } from '../support/server-process.ts';
import { expect, newPerson, signInAsAdmin, signUp, test } from './fixtures.ts';

test('an admin imports a new median income table and sees it listed; a broken line is named first', async ({ page, mailbox }) => {
  const header = 'state_code,state_name,household_1,household_2,household_3,household_4,add_per_person_over_4';
  const lines = MEDIAN_INCOME_2026_04_01.rows.map((r) => `${r.stateCode},"${r.stateName}",${r.household1},${r.household2},${r.household3},${r.household4},11500`);
  await signInAsAdmin(page, mailbox, '/admin?tab=legal-figures');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('table', { name: 'Median income tables' })).toContainText('April 1, 2026');

  await panel.getByLabel('Effective date').fill('2031-11-01');
  await panel.getByLabel('Source address').fill('https://www.justice.gov/ust/eo/bapcpa/20311101/bci_data/median_income_table.htm');
  await panel.getByLabel('Table as CSV').fill([header, ...lines.map((l) => (l.startsWith('TX,') ? l.replace(/^TX,"Texas",\d+/, 'TX,"Texas",lots') : l))].join('\n'));
  await panel.getByRole('button', { name: 'Import table' }).click();
  await expect(page.getByText('Texas: the median for a household of 1 ("lots") is not a whole number of dollars.').first()).toBeVisible();

  await panel.getByLabel('Table as CSV').fill([header, ...lines].join('\n'));
  await panel.getByRole('button', { name: 'Import table' }).click();
  const row = panel.getByRole('row').filter({ hasText: 'November 1, 2031' });
  await expect(row).toContainText('Imported by an admin');
  await expect(row).toContainText('$11,500');
  await expect(row).toContainText('55');
});

// Its own site: the table it imports is in force today, and the worker's site must keep the
// committed one for the other specs.
test('after an admin imports a table in force today, the public calculator and page use its median and show its date', async ({ browser, mailbox }) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-e2e-median-'));
  const adminEmail = 'median-admin@e2e.example';
  const server = await startServer({
    command: 'npm-start',
    env: { ...E2E_SITE_ENV, DATA_DIR: dataDir, SMTP_URL: mailbox.smtpUrl, ADMIN_EMAILS: adminEmail, TRUST_PROXY: 'loopback' },
  });
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.151' } });
  try {
    const page = await context.newPage();
    await signUp(page, newPerson({ email: adminEmail }), '/admin?tab=legal-figures');
    // Today's table with Wyoming's one-person median $1,000 higher, in force from today (UTC).
    const today = new Date().toISOString().slice(0, 10);
    const committed = getMedianIncomeTable();
    const wyoming = committed.rows.find((r) => r.stateCode === 'WY')!;
    const header = 'state_code,state_name,household_1,household_2,household_3,household_4,add_per_person_over_4';
    const lines = committed.rows.map((r) => `${r.stateCode},"${r.stateName}",${r.household1 + (r === wyoming ? 1000 : 0)},${r.household2},${r.household3},${r.household4},${committed.addPerPersonOver4}`);
    const panel = page.getByRole('tabpanel');
    // Today gets our estimated table (or one the US Trustee likely replaced): the admin is told to import the official one.
    await expect(panel.getByRole('status')).toContainText('Import the official median income table');
    // A visitor before the import: the calculator calls the median an estimate.
    const before = await context.newPage();
    await before.goto('/chapter7#means-test');
    await expect(before.locator('#means-test')).toContainText("This median is an estimate — check the official table at the U.S. Trustee Program's site");
    await before.close();
    await panel.getByLabel('Effective date').fill(today);
    await panel.getByLabel('Source address').fill('https://www.justice.gov/ust/eo/bapcpa/median_income_table.htm');
    await panel.getByLabel('Table as CSV').fill([header, ...lines].join('\n'));
    await panel.getByRole('button', { name: 'Import table' }).click();
    await expect(panel.getByRole('row').filter({ hasText: formatLegalDate(today) })).toContainText('Imported by an admin');

    // A visitor: the prerendered page and the calculator name the imported table.
    const visitor = await context.newPage();
    await visitor.goto('/chapter7#means-test');
    await expect(visitor.getByText(`Our figures use its table for cases filed on or after ${formatLegalDate(today)}.`)).toBeVisible();
    const footnote = visitor.getByRole('complementary', { name: 'Where the figures on this page come from' });
    await expect(footnote).toContainText(`${formatDollars(committed.addPerPersonOver4)}: in effect since ${formatLegalDate(today)}.`);
    const calculator = visitor.locator('#means-test');
    await expect(calculator).toContainText(`median income table for cases filed on or after ${formatLegalDate(today)}. Source: `);
    // The official table replaced the estimate without a restart: no estimate label, no nudge.
    await expect(calculator).not.toContainText('This median is an estimate');
    await expect(panel.getByText('Import the official median income table')).toHaveCount(0);
    await calculator.getByLabel('State where you live').selectOption('WY');
    await calculator.getByLabel('Household size').selectOption('1');
    await calculator.getByRole('radio', { name: 'I am not married' }).check();
    // A year's income $500 above the committed median, $500 below the imported one.
    await calculator.getByRole('radio', { name: 'One total for six months' }).first().check();
    await calculator.getByLabel('Total for the six months').first().fill(String((wyoming.household1 + 500) / 2));
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const result = visitor.getByRole('region', { name: 'Your result' });
    await expect(result).toContainText(formatDollars(wyoming.household1 + 1000));
    await expect(result).toContainText("Your income is at or below your state's median");
    await expect(result).toContainText(formatLegalDate(today));
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
