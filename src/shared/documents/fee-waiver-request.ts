/**
 * A request to have the Chapter 7 filing fee waived (Form 101 line 8, Form 103B), measured with the
 * 150 % test of 28 U.S.C. § 1930(f) on the case file's own figures: the family of Form 103B line 1
 * and its average monthly net income of line 2 (Schedule I line 10 of each spouse who counts). The
 * interview shows the test on the filing-fee page; Generate refuses a request the test refuses,
 * since the petition would ask for a waiver the court cannot grant.
 */
import type { CaseFile, CaseFileDraft } from '../case-file/case-file.ts';
import type { PackageCheckIssue } from '../contracts/document-pdfs.ts';
import { type FeeWaiverEligibility, feeWaiverEligibility } from '../law/fee-waiver.ts';
import { spouseIncomeCounts } from '../law/means-test.ts';
import { scheduleIColumn } from './schedule-i.ts';

/** Form 103B line 1 and line 2: the family and its average monthly net income (cents). */
export function feeWaiverFamily(caseFile: Pick<CaseFile, 'household' | 'income'>) {
  const withSpouse = spouseIncomeCounts(caseFile.household.maritalStatus);
  const dependents = caseFile.household.dependents.length;
  const you = scheduleIColumn(caseFile.income.scheduleI.debtor).line10;
  const spouseSchedule = withSpouse ? caseFile.income.scheduleI.spouse : undefined;
  const spouse = spouseSchedule ? scheduleIColumn(spouseSchedule).line10 : 0;
  return { withSpouse, dependents, size: 1 + (withSpouse ? 1 : 0) + dependents, youCents: you, spouseCents: spouse, monthlyNetIncomeCents: you + spouse };
}

/** Whether the waiver can be asked for, with the reason in plain words. */
export function feeWaiverForCaseFile(caseFile: Pick<CaseFile, 'household' | 'income' | 'filing' | 'debtors'>, filingDate: string): FeeWaiverEligibility {
  const family = feeWaiverFamily(caseFile);
  return feeWaiverEligibility({ chapter: caseFile.filing.chapter, stateCode: caseFile.debtors.debtor.address.state, familySize: family.size, monthlyNetIncomeCents: family.monthlyNetIncomeCents, filingDate });
}

/** The 150 % test of a waiver the person asked for, once the sections it reads are saved; undefined otherwise. */
export function feeWaiverAsked(caseFile: CaseFileDraft, filingDate: string): FeeWaiverEligibility | undefined {
  const { filing, household, income, debtors } = caseFile;
  if (filing?.filingFee !== 'waiver' || !household || !income || !debtors) return undefined;
  return feeWaiverForCaseFile({ filing, household, income, debtors }, filingDate);
}

/** The interview page where the fee is chosen and the test is shown. */
export const FILING_FEE_STEP = 'filing-fee';

/** Generate's gate: a waiver request the 150 % test refuses, with the way to fix it; empty otherwise (also while the sections it reads are missing). */
export function feeWaiverRequestIssues(caseFile: CaseFileDraft, filingDate: string): PackageCheckIssue[] {
  const test = feeWaiverAsked(caseFile, filingDate);
  if (!test || test.offered) return [];
  return [
    {
      check: 'fee-waiver-refused-by-income-test',
      where: ['Form 101 line 8', 'Form 103B'],
      message: `You asked to have the filing fee waived, but the 150 % test says no. ${test.reason} Choose to pay in full or in installments on the filing fee page.`,
      section: 'filing',
      step: FILING_FEE_STEP,
    },
  ];
}
