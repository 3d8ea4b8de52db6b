// What a person can do next after their result, with the legal figures in force on the filing
// date they assumed: credit counseling's window, the filing fee and whether their income may let
// them ask for a waiver or installments, and the document package that fits the recommendation.
import type { AssessmentResult } from '#shared/contracts/risk-assessments.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import { getFilingFee, getTimingRule } from '#shared/law/figures.ts';

export interface NextSteps {
  /** Days before filing within which credit counseling must be taken (11 U.S.C. §109(h)). */
  counselingDays: number;
  counselingCitation: string;
  /** The chapter the fee is about: the recommended one, Chapter 7 otherwise. */
  feeChapter: 7 | 13;
  /** The filing fee in dollars. */
  filingFee: number;
  installments: { count: number; days: number; citation: string };
  /** Only Chapter 7 fees can be waived; null when the recommendation is Chapter 13. */
  feeWaiver: { incomeLimit: number; percent: number; mayQualify: boolean; citation: string } | null;
  /** The package that prepares the recommended chapter's forms, if any. */
  documentPackage: DocumentPackageId | null;
  /** What the person reported about collection (a lawsuit, a garnishment, a foreclosure sale): first, whatever the result. */
  urgent: AssessmentResult['reasons'];
  /**
   * From the same decision as the headline (issue 39 item 19): 'file' lists the course, the fee and
   * the package; 'attorney' puts talking to a lawyer first, then those; 'alternatives' lists what to
   * try instead of filing, with no filing fee or course.
   */
  path: 'file' | 'attorney' | 'alternatives';
}

const URGENT_REASONS = ['foreclosure-sale', 'lawsuit-filed', 'lawsuit-judgment', 'lawsuit-threatened', 'garnishment'];

export function nextStepsFor(result: AssessmentResult): NextSteps {
  const onDate = new Date(`${result.filingDate}T12:00:00Z`);
  const counseling = getTimingRule('creditCounseling', onDate);
  const installments = getTimingRule('feeInstallments', onDate);
  const feeChapter = result.recommendation === 'chapter13' ? 13 : 7;
  let feeWaiver: NextSteps['feeWaiver'] = null;
  // The engine's answer, from Form 103B's net income (28 U.S.C. §1930(f)); results saved before it
  // existed have none, and then no hint is given rather than one from gross income.
  if (feeChapter === 7 && result.feeWaiver) {
    const waiver = getTimingRule('feeWaiver', onDate);
    feeWaiver = { incomeLimit: result.feeWaiver.limitCents / 100, percent: result.feeWaiver.percent, mayQualify: result.feeWaiver.offered, citation: waiver.officialSource };
  }
  return {
    counselingDays: counseling.period?.max ?? 0,
    counselingCitation: counseling.officialSource,
    feeChapter,
    filingFee: getFilingFee(feeChapter, onDate).value,
    installments: { count: installments.count ?? 0, days: installments.period?.max ?? 0, citation: installments.officialSource },
    feeWaiver,
    documentPackage: result.recommendation === 'chapter7' ? 'chapter7-complete' : result.recommendation === 'chapter13' ? 'chapter13-complete' : null,
    urgent: URGENT_REASONS.flatMap((id) => result.reasons.filter((reason) => reason.id === id)),
    path: result.recommendation === 'alternatives' ? 'alternatives' : result.recommendation === 'consult_attorney' ? 'attorney' : 'file',
  };
}
