/**
 * The eligibility engine's reading of a case file for the means test forms (122A-1, 122A-1Supp,
 * 122A-2): one `assessEligibility` per case file and filing date, shared by the three forms.
 */
import { type CaseFile, type CaseFileDraft, householdFromCaseFile, missingCaseFileSections } from '#shared/case-file/index.ts';
import { form122A1Values, form122A2Values, type Form122A1Values, type Form122A2Values } from '#shared/documents/chapter7/means-test-forms.ts';
import { assessEligibility } from '#shared/law/eligibility/assess.ts';
import { householdSchema } from '#shared/law/household/household.ts';

export interface MeansTestForms {
  form122A1: Form122A1Values;
  /** Null at or below the median (Form 122A-2 is not filed). */
  form122A2: Form122A2Values | null;
}

const cache = new WeakMap<CaseFileDraft, Map<string, MeansTestForms>>();

/** Null while the case file lacks a section the engine reads (a draft): the forms stay blank. */
export function meansTestForms(caseFile: CaseFileDraft, filingDate: string): MeansTestForms | null {
  if (missingCaseFileSections(caseFile).length > 0) return null;
  const byDate = cache.get(caseFile) ?? new Map<string, MeansTestForms>();
  cache.set(caseFile, byDate);
  const cached = byDate.get(filingDate);
  if (cached) return cached;
  const household = householdSchema.parse(householdFromCaseFile(caseFile as CaseFile));
  const result = assessEligibility(household, filingDate);
  const forms = { form122A1: form122A1Values(household, result), form122A2: form122A2Values(result) };
  byDate.set(filingDate, forms);
  return forms;
}
