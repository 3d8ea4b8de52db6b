/**
 * The eligibility engine's reading of a case file for the means test forms (122A-1, 122A-1Supp,
 * 122A-2): one `assessEligibility` per case file and filing date, shared by the three forms.
 */
import { type CaseFile, type CaseFileDraft, householdFromCaseFile, missingCaseFileSections } from '#shared/case-file/index.ts';
import { FORM_122A1_INCOME_LINES, form122A1Values, form122A2Values, type Form122A1IncomeLine, type Form122A1Values, type Form122A2Values } from '#shared/documents/chapter7/means-test-forms.ts';
import type { LineDefinition } from './types.ts';
import { assessEligibility } from '#shared/law/eligibility/assess.ts';
import { householdSchema } from '#shared/law/household/household.ts';
import type { ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import { importedMedianTables } from '../imported-median-tables.ts';

export interface MeansTestForms {
  form122A1: Form122A1Values;
  /** Null at or below the median (Form 122A-2 is not filed). */
  form122A2: Form122A2Values | null;
}

const cache = new WeakMap<CaseFileDraft, Map<string, MeansTestForms>>();

/** The filing date and the imported tables in force: what a case file's figures depend on besides its answers. */
export const figuresKey = (filingDate: string, imported: ImportedMedianIncomeTables): string =>
  [filingDate, ...imported.map((table) => `${table.effectiveDate}:${table.status}:${table.dataFile}`)].join('|');

/** Null while the case file lacks a section the engine reads (a draft): the forms stay blank. */
export function meansTestForms(caseFile: CaseFileDraft, filingDate: string): MeansTestForms | null {
  if (missingCaseFileSections(caseFile).length > 0) return null;
  const byDate = cache.get(caseFile) ?? new Map<string, MeansTestForms>();
  cache.set(caseFile, byDate);
  const imported = importedMedianTables();
  const key = figuresKey(filingDate, imported);
  const cached = byDate.get(key);
  if (cached) return cached;
  const household = householdSchema.parse(householdFromCaseFile(caseFile as CaseFile));
  const result = assessEligibility(household, filingDate, { importedMedianIncomeTables: imported });
  const forms = { form122A1: form122A1Values(household, result), form122A2: form122A2Values(result) };
  byDate.set(key, forms);
  return forms;
}

/**
 * Lines 2-10 of Forms 122A-1 and 122C-1 (the same income lines, each form with its own wording),
 * two columns each, and the column totals before line 11.
 */
export function incomeColumnLines(labels: Record<Form122A1IncomeLine, string>): LineDefinition[] {
  return [
    ...FORM_122A1_INCOME_LINES.flatMap(({ line }): LineDefinition[] => [
      { id: line, number: line, label: labels[line], kind: 'amount', ...(line === '2' ? { columnHeading: 'Column A Debtor 1' } : {}) },
      { id: `${line}-b`, label: 'Column B Debtor 2 or non-filing spouse', kind: 'amount', indent: 1 },
    ]),
    { id: '8-ss', label: 'Social Security benefits listed apart from line 8 (not counted)', kind: 'text', indent: 1 },
    { id: '11-a', label: 'Total of Column A', kind: 'amount', indent: 1 },
    { id: '11-b', label: 'Total of Column B', kind: 'amount', indent: 1, operator: '+' },
  ];
}
