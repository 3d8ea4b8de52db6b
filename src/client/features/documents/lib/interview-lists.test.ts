// The interview's "Add another" lists: a row added on a page stays on that page (even before its
// kind is chosen), and a row left blank is never part of a saved section.
import { describe, expect, it } from 'vitest';
import { caseFileSectionSchemas } from '#shared/case-file/index.ts';
import { readPath, writePath, type FormValues } from '#client/lib/forms/field-specs.ts';
import { findPage, INTERVIEW_PAGES, type InterviewPage } from './interview-pages.ts';
import { everyPageDraft, savedCouple } from './test-drafts.ts';
import { ADDED_ON, checkSection, pageOwnsPath, rowsOfPage, sectionToForm } from './section-values.ts';

const saved = savedCouple;
const draft = everyPageDraft;

/** What "Add" on the page does: the list's new row, marked with the page. */
function add(page: InterviewPage, values: FormValues, fill: FormValues = {}): number {
  const list = page.list!;
  const rows = (readPath(values, list.key) as FormValues[] | undefined) ?? [];
  writePath(values, list.key, [...rows, { ...list.blank(), [ADDED_ON]: page.id, ...fill }]);
  return rows.length;
}

const page = (id: string) => findPage(id)!;
const listPages = INTERVIEW_PAGES.filter((candidate) => candidate.list);

describe('a row added on a list page', () => {
  for (const listPage of listPages) {
    it(`stays on "${listPage.title}" (${listPage.id}), and blank it keeps the section from being saved`, () => {
      const values = sectionToForm(listPage.section, saved[listPage.section] as FormValues | undefined);
      const before = rowsOfPage(listPage, values).length;
      const index = add(listPage, values);
      expect(rowsOfPage(listPage, values).map((shown) => shown.index)).toContain(index);
      expect(rowsOfPage(listPage, values)).toHaveLength(before + 1);
      // Shown on no other page of that list.
      for (const other of listPages.filter((candidate) => candidate.list!.key === listPage.list!.key && candidate !== listPage)) {
        expect(rowsOfPage(other, values).map((shown) => shown.index)).not.toContain(index);
      }
      const check = checkSection(listPage.section, values, draft);
      expect(check.ok).toBe(false);
      const said = check.issues.filter((issue) => issue.path.startsWith(`${listPage.list!.key}.${index}.`));
      expect(said).toEqual([{ path: expect.stringMatching(new RegExp(`^${listPage.list!.key.replace(/\./g, '\\.')}\\.${index}\\.`)), message: `${listPage.list!.itemLabel} ${before + 1} is empty: fill it in or remove it` }]);
      expect(pageOwnsPath(listPage, said[0]!.path, values)).toBe(true);
    });
  }

  it('is on its page before its kind is chosen, and after (two vehicles, a boat among them)', () => {
    const values = sectionToForm('property', { items: [] });
    const car = add(page('property-vehicles'), values);
    const boat = add(page('property-vehicles'), values);
    expect(rowsOfPage(page('property-vehicles'), values).map((row) => row.index)).toEqual([car, boat]);
    const rows = values.items as FormValues[];
    Object.assign(rows[boat]!, { line: '4', description: 'Fishing boat', value: '2500', owner: 'debtor1', vehicle: { make: 'Tracker', model: 'Pro 170', year: '2015', mileage: '' } });
    expect(rowsOfPage(page('property-vehicles'), values).map((row) => row.index)).toEqual([car, boat]);
    // The car, still without its kind, is said on the vehicles page at the kind's box.
    rows[car]!.description = '2019 Toyota Camry';
    const issues = checkSection('property', values, draft).issues;
    expect(issues.find((issue) => issue.path === `items.${car}.line`)?.message).toBe('Choose what kind of property this is');
    expect(issues.every((issue) => pageOwnsPath(page('property-vehicles'), issue.path, values))).toBe(true);
    expect(issues.some((issue) => issue.path.startsWith(`items.${boat}.`))).toBe(false);
  });

  it('is saved on its form line once filled: two vehicles, goods, two bank accounts and a 401(k)', () => {
    const values = sectionToForm('property', { items: [] });
    const fill = (id: string, row: FormValues) => add(page(id), values, row);
    fill('property-vehicles', { line: '3', description: '2019 Toyota Camry', value: '12000', owner: 'both', vehicle: { make: 'Toyota', model: 'Camry', year: '2019', mileage: '60000' } });
    fill('property-vehicles', { line: '3', description: '2012 Honda Fit', value: '3500', owner: 'debtor2', vehicle: { make: 'Honda', model: 'Fit', year: '2012', mileage: '' } });
    fill('property-goods', { line: '6', description: 'Sofa, table and beds', value: '1500', owner: 'both' });
    fill('property-money', { line: '17', description: 'Checking', value: '420', owner: 'both', account: { type: 'checking', institution: 'First Bank' } });
    fill('property-money', { line: '17', description: 'Savings', value: '900', owner: 'both', account: { type: 'savings', institution: 'First Bank' } });
    fill('property-money', { line: '21', description: '401(k)', value: '18000', owner: 'debtor1', account: { type: '401k', institution: 'Fidelity' } });
    const check = checkSection('property', values, draft);
    expect(check.issues).toEqual([]);
    const items = (check.value as { items: Array<{ line: number; value: number }> }).items;
    expect(items.map((item) => [item.line, item.value])).toEqual([[3, 1_200_000], [3, 350_000], [6, 150_000], [17, 42_000], [17, 90_000], [21, 1_800_000]]);
    expect(items.some((item) => ADDED_ON in item)).toBe(false);
  });

  it('blank, is refused even where the form’s schema would take it (a Form 107 entry)', () => {
    const values = sectionToForm('financialAffairs', saved.financialAffairs as FormValues);
    const details = page('fa-details-6');
    const index = add(details, values);
    expect(caseFileSectionSchemas.financialAffairs.safeParse({ answers: { '6': { answer: true, entries: [{ id: 'fa-x' }] } } }).success).toBe(true);
    const check = checkSection('financialAffairs', values, draft);
    expect(check.ok).toBe(false);
    expect(check.issues.map((issue) => issue.message)).toContain(`Entry ${index + 1} is empty: fill it in or remove it`);
  });

  it('kept by an older version without its page (no kind, no page) is shown on the list’s last page, not hidden', () => {
    const values = sectionToForm('property', saved.property as FormValues);
    const rows = values.items as FormValues[];
    rows.push({ id: 'p-old', line: '', description: '', value: '', owner: '' });
    const index = rows.length - 1;
    expect(rowsOfPage(page('property-other'), values).map((row) => row.index)).toEqual([index]);
    const issues = checkSection('property', values, draft).issues;
    expect(issues).toEqual([{ path: `items.${index}.line`, message: 'Property 1 is empty: fill it in or remove it' }]);
  });
});
