// The 150 % test of a fee waiver, as the filing-fee page shows it: on the case file's own figures
// once "Your household" and "Your income" are saved, else on what the person types beside the test.
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { feeWaiverFamily } from '#shared/documents/fee-waiver-request.ts';
import { type FeeWaiverEligibility, feeWaiverEligibility } from '#shared/law/fee-waiver.ts';
import { parseDateInput, parseMoneyInput } from '#client/lib/forms/parse-input.ts';

export interface FeeWaiverTestInput {
  caseFile: CaseFileDraft;
  /** The page's answers: the chapter, the planned filing date as typed, the state chosen. */
  chapter: unknown;
  plannedFilingDate: unknown;
  state: string;
  /** Typed beside the test while the case file has no household or income yet. */
  typedFamilySize: string;
  typedMonthlyIncome: string;
  today: Date;
}

export type FeeWaiverTestView =
  | { kind: 'needsFigures' }
  | { kind: 'result'; source: 'caseFile' | 'typed'; familySize: number; monthlyNetIncomeCents: number; eligibility: FeeWaiverEligibility }
  | { kind: 'unavailable' };

export function feeWaiverTestView(input: FeeWaiverTestInput): FeeWaiverTestView {
  const { household, income } = input.caseFile;
  const saved = household && income ? feeWaiverFamily({ household, income }) : null;
  const typedSize = /^\s*\d{1,2}\s*$/.test(input.typedFamilySize) ? Number(input.typedFamilySize) : null;
  const typedIncome = parseMoneyInput(input.typedMonthlyIncome);
  const familySize = saved?.size ?? typedSize;
  const monthlyNetIncomeCents = saved ? saved.monthlyNetIncomeCents : typedIncome === null ? null : Math.round(typedIncome * 100);
  if (familySize === null || familySize < 1 || monthlyNetIncomeCents === null || monthlyNetIncomeCents < 0) return { kind: 'needsFigures' };
  const typedDate = typeof input.plannedFilingDate === 'string' ? parseDateInput(input.plannedFilingDate, input.today) : null;
  const filingDate = typedDate ?? input.today.toISOString().slice(0, 10);
  try {
    const eligibility = feeWaiverEligibility({ chapter: String(input.chapter) === '13' ? 13 : 7, stateCode: input.caseFile.debtors?.debtor.address.state ?? input.state, familySize, monthlyNetIncomeCents, filingDate });
    return { kind: 'result', source: saved ? 'caseFile' : 'typed', familySize, monthlyNetIncomeCents, eligibility };
  } catch {
    // No guideline in the legal figures for that date (a date long past): never a made-up number.
    return { kind: 'unavailable' };
  }
}
