import { describe, expect, it } from 'vitest';
import { caseFileSectionSchemas, type CaseFileDraft, type CaseFileSection } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';
import { findPage } from './interview-pages.ts';
import { checkSection, formToSection, pageOwnsPath, sectionToForm } from './section-values.ts';

const fixture = jointCoupleCaseFile();
const draft = Object.fromEntries(
  Object.entries(fixture).map(([section, value]) => [section, (caseFileSectionSchemas[section as CaseFileSection] as { parse: (v: unknown) => unknown }).parse(value)]),
) as CaseFileDraft;

describe('a section through the interview’s form and back', () => {
  const sections = ['filing', 'debtors', 'household', 'property', 'debts', 'codebtors', 'contracts', 'expenses', 'history'] as const;
  for (const section of sections) {
    it(`keeps the fixture’s ${section} exactly`, () => {
      const form = sectionToForm(section, draft[section] as FormValues);
      const check = checkSection(section, form, draft);
      expect(check.issues).toEqual([]);
      expect(check.value).toEqual(draft[section]);
    });
  }

  it('keeps income (the six months kept as saved, Schedule I through the pages)', () => {
    const form = sectionToForm('income', draft.income as FormValues);
    expect(checkSection('income', form, draft).value).toEqual(draft.income);
  });

  it('shows money as typed dollars and reads typed dollars back as cents', () => {
    const form = sectionToForm('property', draft.property as FormValues);
    const rows = form.items as FormValues[];
    expect(rows.find((row) => row.id === 'p-car')?.value).toBe('15000');
    rows.find((row) => row.id === 'p-car')!.value = '$14,250.50';
    const back = formToSection('property', form, draft) as { items: Array<{ id: string; value: number }> };
    expect(back.items.find((item) => item.id === 'p-car')?.value).toBe(1_425_050);
  });

  it('saves a person typed from scratch (no other names given: none)', () => {
    const form = sectionToForm('debtors', draft.debtors as FormValues);
    delete (form.debtor as FormValues).otherNames;
    delete (form.spouse as FormValues).otherNames;
    const check = checkSection('debtors', form, draft);
    expect(check.issues).toEqual([]);
    expect((check.value as { spouse: { otherNames: unknown[] } }).spouse.otherNames).toEqual([]);
  });

  it('asks other names on their own page, a business name marked as one', () => {
    const form = sectionToForm('debtors', draft.debtors as FormValues);
    expect((form.spouse as FormValues).otherNames).toEqual([{ id: 'n1', name: 'Maria Elena Lopez', business: 'no' }]);
    (form.debtor as FormValues).otherNames = [{ id: 'n9', name: 'Carter Landscaping', business: 'yes' }, { id: 'n10', name: '', business: null }];
    const check = checkSection('debtors', form, draft);
    expect(check.issues).toEqual([{ path: 'debtor.otherNames.1.name', message: 'Enter the name' }]);
    expect(pageOwnsPath(findPage('debtor-names')!, 'debtor.otherNames.1.name', form)).toBe(true);
    expect(pageOwnsPath(findPage('debtor')!, 'debtor.otherNames.1.name', form)).toBe(false);
    (form.debtor as FormValues).otherNames = [{ id: 'n9', name: 'Carter Landscaping', business: 'yes' }];
    expect((checkSection('debtors', form, draft).value as { debtor: { otherNames: unknown[] } }).debtor.otherNames).toEqual([{ id: 'n9', name: 'Carter Landscaping', business: true }]);
  });

  it('asks the six months income by kind and month, and reads typed dollars back as cents', () => {
    const form = sectionToForm('income', draft.income as FormValues);
    const debtor = form.debtor as Record<string, { received: boolean; months: string[] }>;
    expect(debtor.wages).toEqual({ received: true, months: ['4000', '4000', '4000', '4000', '4000', '4000'] });
    debtor.wages!.months[5] = '$4,250.10';
    debtor.unemployment = { received: true, months: ['0', '0', '0', '0', 'lots', '0'] };
    const check = checkSection('income', form, draft);
    expect(check.issues.map((issue) => issue.path)).toEqual(['debtor.unemployment.months.4']);
    expect(pageOwnsPath(findPage('income-months-debtor')!, 'debtor.unemployment.months.4', form)).toBe(true);
    debtor.unemployment.months[4] = '0';
    const saved = checkSection('income', form, draft).value as { debtor: { wages: { months: number[] } } };
    expect(saved.debtor.wages.months.at(-1)).toBe(425_010);
  });

  it('keeps earlier bankruptcy cases, each checked on its page', () => {
    const form = sectionToForm('history', { ...(draft.history as FormValues), priorCases: [{ chapter: 7, filingDate: '2019-03-04', result: 'discharged', endDate: '2019-07-01' }] });
    // Dates shown as people type them (issue 37: they came back as 2019-03-04), saved as ISO days.
    expect(form.priorCases).toEqual([{ chapter: '7', filingDate: '03/04/2019', result: 'discharged', endDate: '07/01/2019', district: '', caseNumber: '' }]);
    expect((checkSection('history', form, draft).value as { priorCases: unknown[] }).priorCases).toEqual([{ chapter: 7, filingDate: '2019-03-04', result: 'discharged', endDate: '2019-07-01' }]);
    (form.priorCases as FormValues[]).push({ chapter: '13', filingDate: '', result: '', endDate: '' });
    const paths = checkSection('history', form, draft).issues.map((issue) => issue.path);
    expect(paths).toEqual(['priorCases.1.filingDate', 'priorCases.1.result']);
    // A day that does not exist is said in the shape the person types.
    (form.priorCases as FormValues[])[1] = { chapter: '13', filingDate: '02/30/2019', result: 'dismissed', endDate: '' };
    expect(checkSection('history', form, draft).issues).toEqual([{ path: 'priorCases.1.filingDate', message: 'Enter a real date as MM/DD/YYYY, like 03/14/2026' }]);
    expect(paths.every((path) => pageOwnsPath(findPage('history-prior-cases')!, path, form))).toBe(true);
  });

  it('keeps cases pending for a spouse not filing or a business partner (Form 101 line 10) on their own page', () => {
    const pending = { id: 'pc1', debtor: 'Carter Landscaping LLC', relationship: 'Affiliate', district: 'Eastern District of Pennsylvania', filedOn: '2026-10-01', caseNumber: '26-11111' };
    const form = sectionToForm('history', { ...(draft.history as FormValues), pendingCases: [pending] });
    expect((checkSection('history', form, draft).value as { pendingCases: unknown[] }).pendingCases).toEqual([pending]);
    (form.pendingCases as FormValues[])[0]!.district = '';
    const paths = checkSection('history', form, draft).issues.map((issue) => issue.path);
    expect(paths).toEqual(['pendingCases.0.district']);
    expect(pageOwnsPath(findPage('history-pending-cases')!, paths[0]!, form)).toBe(true);
    expect(pageOwnsPath(findPage('history-prior-cases')!, paths[0]!, form)).toBe(false);
  });

  it('puts a missing district on the filing page, where the picker asks it', () => {
    const form = sectionToForm('filing', draft.filing as FormValues);
    form.district = { state: 'PA', county: '', code: '', name: '' };
    const issues = checkSection('filing', form, draft).issues;
    expect(issues.map((issue) => issue.path)).toEqual(['district.code', 'district.name']);
    for (const issue of issues) expect(pageOwnsPath(findPage('filing-chapter')!, issue.path, form)).toBe(true);
  });

  it('drops the spouse when the case is not joint', () => {
    const single = { ...draft, filing: { ...draft.filing!, jointFiling: false } };
    const back = formToSection('debtors', sectionToForm('debtors', draft.debtors as FormValues), single);
    expect(back.spouse).toBeUndefined();
  });

  it('asks a single filer nothing about a spouse’s household: Schedule J line 1 is saved as No', () => {
    const single = { ...draft, filing: { ...draft.filing!, jointFiling: false } };
    const form = sectionToForm('expenses', undefined);
    form.othersExpensesIncluded = 'no';
    form.expectedChange = { expected: 'no', explanation: '' };
    const check = checkSection('expenses', form, single);
    expect(check.issues).toEqual([]);
    expect(check.value).toMatchObject({ separateHouseholdOfDebtor2: false, othersExpensesIncluded: false });
    // A joint case is asked, and a blank answer is said on its page.
    const joint = checkSection('expenses', form, draft);
    expect(joint.issues).toEqual([{ path: 'separateHouseholdOfDebtor2', message: 'Say whether your spouse keeps a separate household' }]);
    expect(pageOwnsPath(findPage('expenses-spouse-household')!, 'separateHouseholdOfDebtor2', form)).toBe(true);
  });

  it('asks no employer of someone not employed, and asks it of someone employed', () => {
    const form = sectionToForm('income', draft.income as FormValues);
    const debtor = (form.scheduleI as FormValues).debtor as FormValues;
    debtor.employment = { status: 'notEmployed', occupation: '', employer: { name: '', address: { street: '', city: '', state: '', zip: '' } }, howLong: '' };
    const check = checkSection('income', form, draft);
    expect(check.issues).toEqual([]);
    expect((check.value as { scheduleI: { debtor: { employment: unknown } } }).scheduleI.debtor.employment).toEqual({ status: 'notEmployed' });
    (debtor.employment as FormValues).status = 'employed';
    expect(checkSection('income', form, draft).issues.map((issue) => issue.path)).toContain('scheduleI.debtor.employment.employer.name');
  });

  it('reports a problem on the page that asks it, not on the others', () => {
    const form = sectionToForm('property', draft.property as FormValues);
    (form.items as FormValues[]).find((row) => row.id === 'p-car')!.value = 'lots';
    const check = checkSection('property', form, draft);
    expect(check.ok).toBe(false);
    const path = check.issues[0]!.path;
    expect(path).toMatch(/^items\.1\.value$/);
    expect(pageOwnsPath(findPage('property-vehicles')!, path, form)).toBe(true);
    expect(pageOwnsPath(findPage('property-goods')!, path, form)).toBe(false);
  });
});
