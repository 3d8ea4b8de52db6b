// "Enter once": what the person already told the site starts the interview's pages — the account's
// name and email, the newest risk assessment's household, income and residence (kept on the
// document when it was started), and the means test calculator's state and household size (kept in
// this browser). Only a section with nothing saved or typed yet starts from it; the page says what
// was filled in and from where, and nothing is saved until the person continues or changes it.
import type { DocumentPrefill } from '#shared/contracts/documents.ts';
import type { CaseFileSection } from '#shared/case-file/index.ts';
import { type FormValues, writePath } from '#client/lib/forms/field-specs.ts';
import type { HouseholdBasics } from '#client/lib/household-basics.ts';
import { sectionToForm } from './section-values.ts';

export type PrefillSource = 'account' | 'assessment' | 'calculator';

export const PREFILL_SOURCE_WORDS: Record<PrefillSource, string> = {
  account: 'your account',
  assessment: 'your risk assessment',
  calculator: 'the means test calculator',
};

export interface SectionPrefill {
  /** The section's form values to start from. */
  values: FormValues;
  /** Each prefilled answer's path in the section, and where it came from. */
  sources: ReadonlyArray<{ path: string; source: PrefillSource }>;
}

export interface KnownAnswers {
  account: { firstName: string | null; lastName: string | null; email: string | null } | null;
  prefill: DocumentPrefill;
  calculator: HouseholdBasics | null;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The section's prefilled answers, or null when nothing is known for it. */
export function sectionPrefill(section: CaseFileSection, known: KnownAnswers): SectionPrefill | null {
  const model: FormValues = {};
  const sources: Array<{ path: string; source: PrefillSource }> = [];
  const put = (path: string, value: unknown, source: PrefillSource) => {
    if (!present(value)) return;
    writePath(model, path, value);
    sources.push({ path, source });
  };
  const { account, prefill, calculator } = known;
  if (section === 'debtors') {
    put('debtor.name.first', account?.firstName, 'account');
    put('debtor.name.last', account?.lastName, 'account');
    put('debtor.email', account?.email, 'account');
    put('debtor.address.state', prefill.residence?.state ?? calculator?.stateCode, prefill.residence?.state ? 'assessment' : 'calculator');
    put('debtor.address.county', prefill.residence?.county, 'assessment');
  }
  if (section === 'household') {
    const household = prefill.household;
    put('maritalStatus', household?.maritalStatus, 'assessment');
    put('householdSize', household?.householdSize ?? calculator?.householdSize, household?.householdSize ? 'assessment' : 'calculator');
    put('membersAged65OrOver', household?.membersAged65OrOver, 'assessment');
  }
  if (section === 'income') {
    put('debtor', prefill.income?.debtor, 'assessment');
    put('spouse', prefill.income?.spouse, 'assessment');
  }
  return sources.length > 0 ? { values: sectionToForm(section, model), sources } : null;
}
