import { listOfficialForms, type OfficialForm } from '#shared/law/figures.ts';
import { DOCUMENT_PACKAGE_NAMES, packagesPreparingForm } from '#shared/document-packages.ts';

/** The page on uscourts.gov that lists every official bankruptcy form (exact per-form addresses change). */
export const USCOURTS_BANKRUPTCY_FORMS_URL = 'https://www.uscourts.gov/forms-rules/forms/bankruptcy-forms';

export type FormGroupId = 'chapter7' | 'chapter13' | 'fees';

/** Which forms each group lists, in filing order. Attorney-only and preparer-only forms are left out. */
const GROUP_FORM_NUMBERS: Record<FormGroupId, readonly string[]> = {
  chapter7: ['101', '101A', '101B', '106Sum', '106A/B', '106C', '106D', '106E/F', '106G', '106H', '106I', '106J', '106J-2', '106Dec', '107', '108', '121', '122A-1', '122A-1Supp', '122A-2'],
  chapter13: ['113', '122C-1', '122C-2'],
  fees: ['103A', '103B', "Director's 2000"],
};

export const FORM_GROUP_IDS: readonly FormGroupId[] = ['chapter7', 'chapter13', 'fees'];

export interface FormRow {
  form: OfficialForm;
  /** `12/15`, or null when the revision in our data is not confirmed. */
  revision: string | null;
  /** Display names of our packages that prepare it. */
  packageNames: string[];
}

/** The revision printed on the form (MM/YY) when our data has it; notes such as "not confirmed" give null. */
export function revisionOf(form: Pick<OfficialForm, 'versionDate'>): string | null {
  return /^(\d{2}\/\d{2})\b/.exec(form.versionDate)?.[1] ?? null;
}

export function formRowsFor(group: FormGroupId): FormRow[] {
  const forms = listOfficialForms();
  return GROUP_FORM_NUMBERS[group].flatMap((number) => {
    const form = forms.find((f) => f.number === number);
    if (!form) return [];
    return [{ form, revision: revisionOf(form), packageNames: packagesPreparingForm(number).map((id) => DOCUMENT_PACKAGE_NAMES[id]) }];
  });
}
