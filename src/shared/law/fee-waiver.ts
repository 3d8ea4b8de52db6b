/**
 * Whether Official Form 103B (application to have the Chapter 7 filing fee waived) can be offered:
 * 28 U.S.C. §1930(f) allows a waiver only in Chapter 7 and only when the family's income is less
 * than 150 % of the poverty guideline for a family of that size (the percentage and the guideline
 * come from the dated data, for the planned filing date). The income is the one Form 103B line 2
 * asks for: the family's average monthly net (take-home) income, Schedule I line 10 of each spouse,
 * without non-cash government assistance. Meeting the income test is one condition; the court
 * decides, and also asks why the fee cannot be paid in installments (Form 103B line 5).
 */
import { formatCents } from '../format/money.ts';
import { getFeeWaiverIncomeLimit, getFeeWaiverPovertyPercent, getTimingRule, povertyGuidelineRegionForState } from './figures.ts';

export interface FeeWaiverInput {
  chapter: 7 | 13;
  /** Where the debtor lives (Alaska and Hawaii have their own guidelines). */
  stateCode: string;
  /** Form 103B line 1: you, your spouse, your dependents. */
  familySize: number;
  /** Form 103B line 2 total: the family's average monthly net income, in cents. */
  monthlyNetIncomeCents: number;
  filingDate: Date | string;
}

export interface FeeWaiverEligibility {
  offered: boolean;
  /** Yearly income compared: the monthly figure × 12. */
  annualIncomeCents: number;
  /** 150 % of the guideline for the family size, in force on the filing date. */
  limitCents: number;
  percent: number;
  guidelineEffectiveDate: string;
  officialSource: string;
  /** In plain words: why it is offered, or why not. */
  reason: string;
}


export function feeWaiverEligibility(input: FeeWaiverInput): FeeWaiverEligibility {
  const date = typeof input.filingDate === 'string' ? new Date(`${input.filingDate}T00:00:00Z`) : input.filingDate;
  const limit = getFeeWaiverIncomeLimit(input.familySize, povertyGuidelineRegionForState(input.stateCode), date);
  const limitCents = Math.round(limit.value * 100);
  const percent = getFeeWaiverPovertyPercent(date).value;
  const installments = getTimingRule('feeInstallments', date).count;
  const annualIncomeCents = input.monthlyNetIncomeCents * 12;
  const base = { annualIncomeCents, limitCents, percent, guidelineEffectiveDate: limit.effectiveDate, officialSource: limit.officialSource };
  const family = `a family of ${input.familySize}`;
  if (input.chapter !== 7) {
    return { ...base, offered: false, reason: 'A fee waiver (Form 103B) is only for Chapter 7. In Chapter 13 you can ask to pay the fee in installments (Form 103A).' };
  }
  if (annualIncomeCents < limitCents) {
    return {
      ...base,
      offered: true,
      reason: `Your family's income of ${formatCents(annualIncomeCents, { cents: 'auto' })} a year is less than ${formatCents(limitCents, { cents: 'auto' })}, ${percent}% of the poverty guideline for ${family}. You may ask the court to waive the fee; the court decides.`,
    };
  }
  return {
    ...base,
    offered: false,
    reason: `Your family's income of ${formatCents(annualIncomeCents, { cents: 'auto' })} a year is not less than ${formatCents(limitCents, { cents: 'auto' })}, ${percent}% of the poverty guideline for ${family}, so the court cannot waive the fee. You can ask to pay it in installments${installments ? ` (up to ${installments})` : ''} with Form 103A.`,
  };
}
