/**
 * The line values of Forms 122A-1, 122A-1Supp and 122A-2, read from the eligibility engine's result
 * (`assessEligibility` with the tables in force on the planned filing date) and, for the columns
 * of 122A-1 lines 2-10, from the household's income by person and source. Nothing here decides
 * anything the engine already decided: the median, the comparison, the deductions and the
 * presumption are the engine's.
 */
import { sixMonthCents } from '../../law/eligibility/income.ts';
import type { EligibilityResult } from '../../law/eligibility/types.ts';
import type { Household, HouseholdIncomeSource, PersonIncome } from '../../law/household/household.ts';
import { MEANS_TEST_MONTHS } from '../../law/means-test.ts';

/** Form 122A-1 lines 2-10 and the household sources each one adds up. */
export const FORM_122A1_INCOME_LINES = [
  { line: '2', sources: ['wages'] },
  { line: '3', sources: ['alimony'] },
  { line: '4', sources: ['householdContributions'] },
  { line: '5', sources: ['business'] },
  { line: '6', sources: ['rental'] },
  { line: '7', sources: ['interest'] },
  { line: '8', sources: ['unemployment'] },
  { line: '9', sources: ['pension'] },
  { line: '10', sources: ['other'] },
] as const satisfies readonly { line: string; sources: readonly HouseholdIncomeSource[] }[];

export type Form122A1IncomeLine = (typeof FORM_122A1_INCOME_LINES)[number]['line'];

/** The monthly average of a six-month amount, to the cent (the form: add the 6 months, divide by 6). */
export const monthlyAverageCents = (sixMonth: number): number => Math.round(sixMonth / MEANS_TEST_MONTHS);

function column(person: PersonIncome | undefined): Record<Form122A1IncomeLine, number> {
  return Object.fromEntries(
    FORM_122A1_INCOME_LINES.map(({ line, sources }) => [line, monthlyAverageCents((sources as readonly HouseholdIncomeSource[]).reduce((sum, s) => sum + sixMonthCents(person?.[s]), 0))]),
  ) as Record<Form122A1IncomeLine, number>;
}

export type MaritalBox = 'not-married' | 'married-filing-jointly' | 'married-same-household' | 'married-living-apart';

export interface Form122A1Values {
  /** Line 1. */
  maritalStatus: MaritalBox;
  /** Top of page 1: 1 no presumption, 2 decided by Form 122A-2 (3, military service, is not asked). */
  box: 1 | 2;
  columnA: Record<Form122A1IncomeLine, number>;
  /** Null when Column B is not filled in (not married, or living apart). */
  columnB: Record<Form122A1IncomeLine, number> | null;
  /** Line 8: Social Security benefits received instead of unemployment, listed apart (not counted). */
  socialSecurityYouCents: number;
  socialSecuritySpouseCents: number;
  /** Line 11: Column A total, Column B total and the current monthly income (the engine's figure). */
  totalACents: number;
  totalBCents: number;
  currentMonthlyIncomeCents: number;
  /** Line 12b. */
  annualIncomeCents: number;
  /** Line 13. */
  stateName: string;
  householdSize: number;
  medianCents: number;
  medianEffectiveDate: string;
  /** Line 14: a (at or below the median) or b (above). */
  line14: '14a' | '14b';
  /** Form 122A-1Supp goes with it: the debts are not primarily consumer debts (its line 1 "No"). */
  supplement: boolean;
  /** Lines 2-10 add to a cent or two more or less than the engine's rounding of line 11. */
  roundingDifferenceCents: number;
}

export function form122A1Values(household: Household, result: EligibilityResult): Form122A1Values {
  const { meansTest } = result;
  const columnA = column(household.income.debtor);
  const columnB = meansTest.spouseIncomeCounted ? column(household.income.spouse) : null;
  const add = (values: Record<Form122A1IncomeLine, number> | null) => (values ? Object.values(values).reduce((sum, v) => sum + v, 0) : 0);
  const totalACents = add(columnA);
  const totalBCents = add(columnB);
  const aboveMedian = meansTest.outcome === 'above-median';
  return {
    maritalStatus: household.about.maritalStatus,
    // Not primarily consumer debts: no presumption, whatever the income (Form 122A-1Supp line 1).
    box: aboveMedian && meansTest.applies ? 2 : 1,
    columnA,
    columnB,
    socialSecurityYouCents: monthlyAverageCents(sixMonthCents(household.income.debtor.socialSecurity)),
    socialSecuritySpouseCents: meansTest.spouseIncomeCounted ? monthlyAverageCents(sixMonthCents(household.income.spouse?.socialSecurity)) : 0,
    totalACents,
    totalBCents,
    currentMonthlyIncomeCents: meansTest.currentMonthlyIncomeCents,
    annualIncomeCents: meansTest.annualizedIncomeCents,
    stateName: meansTest.median.stateName,
    householdSize: meansTest.median.householdSize,
    medianCents: meansTest.median.valueCents,
    medianEffectiveDate: meansTest.median.effectiveDate,
    line14: aboveMedian ? '14b' : '14a',
    supplement: !meansTest.applies,
    roundingDifferenceCents: totalACents + totalBCents - meansTest.currentMonthlyIncomeCents,
  };
}

/** Form 122A-2: the engine's lines by number, and Part 3. Null below the median (the form is not filed). */
export interface Form122A2Values {
  /** Line 1 (= line 4: no marital adjustment is asked). */
  currentMonthlyIncomeCents: number;
  /** Line 5. */
  householdSize: number;
  /** The engine's deduction lines by the form's number ("6", "9c", "33"...). */
  lines: Record<string, number>;
  /** Line 38. */
  totalDeductionsCents: number;
  /** Line 39c and 39d. */
  monthlyDisposableIncomeCents: number;
  sixtyMonthDisposableIncomeCents: number;
  /** Line 40's thresholds in force on the filing date. */
  lowerThresholdCents: number;
  upperThresholdCents: number;
  thresholdsEffectiveDate: string;
  /** Lines 41a and 41b (filled in only when line 39d falls between the thresholds). */
  nonpriorityUnsecuredCents: number | null;
  quarterCents: number | null;
  /** Line 40 or 42's box: the presumption arises or not. */
  presumption: 'arises' | 'does-not-arise';
  decidedBy: 'below-lower-threshold' | 'above-upper-threshold' | 'compared-with-25-percent';
  /** What the engine estimated and why (shown with the form). */
  estimateNotes: string[];
}

export function form122A2Values(result: EligibilityResult): Form122A2Values | null {
  const { meansTest } = result;
  const estimate = meansTest.form122A2;
  if (meansTest.outcome !== 'above-median' || !estimate) return null;
  const between = estimate.decidedBy === 'compared-with-25-percent';
  return {
    currentMonthlyIncomeCents: meansTest.currentMonthlyIncomeCents,
    householdSize: meansTest.median.householdSize,
    lines: Object.fromEntries(estimate.lines.map((l) => [l.line, l.amountCents])),
    totalDeductionsCents: estimate.totalDeductionsCents,
    monthlyDisposableIncomeCents: estimate.monthlyDisposableIncomeCents,
    sixtyMonthDisposableIncomeCents: estimate.sixtyMonthDisposableIncomeCents,
    lowerThresholdCents: estimate.thresholds.lowerCents,
    upperThresholdCents: estimate.thresholds.upperCents,
    thresholdsEffectiveDate: estimate.thresholds.effectiveDate,
    nonpriorityUnsecuredCents: between ? estimate.nonpriorityUnsecuredCents : null,
    quarterCents: between ? estimate.quarterOfNonpriorityUnsecuredCents : null,
    presumption: estimate.presumption,
    decidedBy: estimate.decidedBy,
    estimateNotes: result.estimateNotes.filter((n) => n.figure.includes('122A-2')).map((n) => `${n.figure}: ${n.why}`),
  };
}
