/**
 * Part of the generation gate: what a final package may not be made without, checked on the draft
 * as it stands (the preview is never held back). Credit counseling: each person filing must have
 * taken the course within the 180 days before the planned filing date (11 U.S.C. § 109(h)), so
 * "not taken yet", a course without its date, or one outside the window waits. Form 107: a "Yes"
 * (typed, or made certain by the history section's lawsuit or repossession) needs its details, else
 * the form says "Yes. Fill in the details." with nothing under it. Each issue names the interview
 * step where it is fixed. Pure.
 */
import type { CaseFileDraft } from '../case-file/case-file.ts';
import { FORM_107_QUESTIONS, FORM_107_TOPICS, type FinancialAffairsEntry, type Form107Question } from '../case-file/financial-affairs.ts';
import type { PackageCheckIssue } from '../contracts/document-pdfs.ts';
import { DOCUMENT_PACKAGE_FORMS, type DocumentPackageId } from '../document-packages.ts';
import { formatIsoDate } from '../format/dates.ts';
import { getTimingRule } from '../law/figures.ts';

/** Interview steps the issues link to (page ids of src/client/features/documents/lib/interview-pages*.ts). */
export const COUNSELING_STEP = 'filing-fee';
export const form107DetailsStep = (q: Form107Question) => `fa-details-${q}`;
/** The topic page asking a question (where a "No" is changed to "Yes"). */
const FORM_107_TOPIC_STEP: Partial<Record<Form107Question, string>> = { '9': 'fa-lawsuits', '10': 'fa-lawsuits' };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The rule in force on the filing date; for a date before the data's first, the rule as it stands. */
function counselingRule(filingDate: string) {
  try {
    return getTimingRule('creditCounseling', new Date(`${filingDate}T12:00:00Z`));
  } catch {
    return getTimingRule('creditCounseling');
  }
}

function counselingIssues(draft: CaseFileDraft): PackageCheckIssue[] {
  const filing = draft.filing;
  if (!filing) return [];
  const window = counselingRule(filing.plannedFilingDate);
  const maxDays = window.period?.max ?? 180;
  const people = [
    { hasNot: 'You have', whose: 'your', course: filing.creditCounseling.debtor },
    ...(filing.jointFiling && filing.creditCounseling.spouse ? [{ hasNot: 'Your spouse has', whose: 'your spouse’s', course: filing.creditCounseling.spouse }] : []),
  ];
  const issue = (message: string): PackageCheckIssue => ({ check: 'credit-counseling', where: ['101 line 15'], message, section: 'filing', step: COUNSELING_STEP });
  const filingDay = formatIsoDate(filing.plannedFilingDate);
  return people.flatMap(({ hasNot, whose, course }): PackageCheckIssue[] => {
    if (course.status === 'notYet') {
      return [issue(`${hasNot} not taken the credit counseling course yet. Take it from an approved provider within the ${maxDays} days before you file (${window.officialSource}), then record the date it was taken. The final forms wait for that date.`)];
    }
    if (course.status !== 'receivedWithCertificate' && course.status !== 'receivedNoCertificate') return [];
    if (!course.completedOn) return [issue(`Enter the date of ${whose} credit counseling course: Form 101 line 15 says it was taken within the ${maxDays} days before filing.`)];
    const before = daysBetween(course.completedOn, filing.plannedFilingDate);
    if (before < 0) return [issue(`The date of ${whose} credit counseling course (${formatIsoDate(course.completedOn)}) is after your planned filing date (${filingDay}). Take the course before you file, or change the date.`)];
    if (before > maxDays) {
      return [issue(`${whose.charAt(0).toUpperCase()}${whose.slice(1)} credit counseling course (${formatIsoDate(course.completedOn)}) is more than ${maxDays} days before your planned filing date (${filingDay}). It must be taken again within the ${maxDays} days before you file (${window.officialSource}).`)];
    }
    return [];
  });
}

/** An entry with something in it: a name, a description, an amount or a case number. */
const hasDetails = (entry: FinancialAffairsEntry) => [entry.name, entry.description, entry.caseNumber].some((text) => Boolean(text?.trim())) || entry.amount !== undefined;

function form107Issues(draft: CaseFileDraft): PackageCheckIssue[] {
  const answers = draft.financialAffairs?.answers;
  if (!answers) return [];
  const collection = draft.history?.collection;
  const fromHistory: Partial<Record<Form107Question, string>> = {
    ...(collection?.lawsuit === 'filed' || collection?.lawsuit === 'judgment' ? { '9': 'In “Your recent history” you said someone sued you.' } : {}),
    ...(collection?.repossession === 'taken' ? { '10': 'In “Your recent history” you said a vehicle was repossessed.' } : {}),
  };
  return FORM_107_QUESTIONS.flatMap((q): PackageCheckIssue[] => {
    const answer = answers[q];
    const isYes = answer?.answer === true || fromHistory[q] !== undefined;
    if (!isYes || (answer?.entries ?? []).some(hasDetails)) return [];
    const where = [`107 line ${q}`];
    if (answer?.answer !== true) {
      return [{ check: 'form107-yes-without-details', where, message: `${fromHistory[q]!} Answer Yes to “${FORM_107_TOPICS[q]}” (Form 107 line ${q}) and give the details.`, section: 'financialAffairs', step: FORM_107_TOPIC_STEP[q] }];
    }
    return [
      {
        check: 'form107-yes-without-details',
        where,
        message: `You answered Yes to “${FORM_107_TOPICS[q]}” (Form 107 line ${q}) but gave no details. List each one, or change the answer to No.`,
        section: 'financialAffairs',
        step: form107DetailsStep(q),
      },
    ];
  });
}

/** The issues that hold back this package's final PDF; empty when none. */
export function counselingAndDetailsIssues(draft: CaseFileDraft, packageId: DocumentPackageId): PackageCheckIssue[] {
  const forms: readonly string[] = DOCUMENT_PACKAGE_FORMS[packageId];
  return [...(forms.includes('101') ? counselingIssues(draft) : []), ...(forms.includes('107') ? form107Issues(draft) : [])];
}
