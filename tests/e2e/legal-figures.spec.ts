import { MEDIAN_INCOME_2026_04_01 } from '../../src/shared/law/data/median-income-2026-04-01.ts';
import { expect, signInAsAdmin, test } from './fixtures.ts';

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
