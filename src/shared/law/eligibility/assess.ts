/**
 * assessEligibility: the one place that reads a household against the law. Pure and isomorphic;
 * every table is looked up for the filing date (never "now"), and every finding comes back as a
 * reason (fact → rule → effect, with its citation) that the results page, the counseling assistant
 * and the document interview print as they are.
 */
import type { z } from 'zod';
import { getChapter13DebtLimits, getMedianIncomeTable, getTypicalRange, LegalFigureUnavailableError, type MedianIncomeTable, toIsoDate } from '../figures.ts';
import { type Household, type HouseholdInput, householdSchema } from '../household/household.ts';
import { formatIsoDate as day } from '../../format/dates.ts';
import { formatCents } from '../../format/money.ts';
import { daysBetween } from './dates.ts';
import { dischargeableUnsecuredCents, summarizeDebts, unsecuredCents } from './debts.ts';
import { estimateForm122A2 } from './form-122a-2.ts';
import { householdIncome } from './income.ts';
import { propertyAtRisk } from './property.ts';
import { redFlags } from './red-flags.ts';
import { feeWaiverEligibility } from '../fee-waiver.ts';
import { bandForScore, monthlyOutgoingsCents, scoreFactors, totalScore } from './score.ts';
import { automaticStayLimit, dischargeTimingBars } from './timing.ts';
import type { Chapter13Eligibility, DebtSummary, EligibilityResult, EstimateNote, MeansTestSummary, Reason, Recommendation, TimingBar } from './types.ts';

/** Tables passed in explicitly: median income tables an admin imported (they join the committed ones). */
export interface EligibilityTables {
  importedMedianIncomeTables?: readonly MedianIncomeTable[];
}

export class HouseholdInvalidError extends Error {
  override readonly name = 'HouseholdInvalidError';
  readonly issues: z.ZodIssue[];
  constructor(issues: z.ZodIssue[]) {
    super(issues[0]?.message ?? 'The household is incomplete or invalid');
    this.issues = issues;
  }
}

/** Spec 9's words for each recommendation, and for an assessment not yet complete. */
export function recommendationLabel(recommendation: Recommendation): string {
  const plan = getTypicalRange('chapter13PlanLength');
  const labels: Record<Recommendation, string> = {
    chapter7: 'Chapter 7 liquidation (quick discharge)',
    chapter13: `Chapter 13 reorganization (${plan.min}-${plan.max} year payment plan)`,
    alternatives: 'Alternatives',
    consult_attorney: 'Consult attorney',
  };
  return labels[recommendation];
}
export const ASSESSMENT_IN_PROGRESS_LABEL = 'Assessment in progress';

/**
 * A household whose monthly surplus would repay its dischargeable debts within this many months
 * is shown alternatives (a debt management plan) when its distress is Very Low. A product choice,
 * not law: the length of a typical credit-counseling repayment plan.
 */
export const REPAYMENT_HORIZON_MONTHS = 36;

const centsOf = (dollars: number): number => Math.round(dollars * 100);

function chapter13Eligibility(household: Household, debts: DebtSummary, grossMonthlyIncomeCents: number, filingDate: Date): Chapter13Eligibility {
  const limits = getChapter13DebtLimits(filingDate);
  const securedCents = debts.securedCents;
  const unsecured = unsecuredCents(debts);
  const limitSecured = centsOf(limits.value.secured);
  const limitUnsecured = centsOf(limits.value.unsecured);
  const regularIncome = grossMonthlyIncomeCents > 0 && household.income.expectedToContinue;
  const withinDebtLimits = securedCents < limitSecured && unsecured < limitUnsecured;
  return {
    eligible: regularIncome && withinDebtLimits,
    regularIncome,
    withinDebtLimits,
    securedDebtCents: securedCents,
    unsecuredDebtCents: unsecured,
    limits: {
      securedCents: limitSecured,
      unsecuredCents: limitUnsecured,
      effectiveDate: limits.effectiveDate,
      source: limits.source,
      officialSource: limits.officialSource,
      dataFile: limits.dataFile,
    },
  };
}

function meansTestReasons(summary: MeansTestSummary): Reason[] {
  const median = `${formatCents(summary.median.valueCents, { cents: 'auto' })} for a household of ${summary.median.householdSize} in ${summary.median.stateName} (table for cases filed from ${day(summary.median.effectiveDate)})`;
  const income = `Your household's yearly income under the means test is ${formatCents(summary.annualizedIncomeCents, { cents: 'auto' })}`;
  if (!summary.applies && summary.notConsumerBecauseOfTaxes) {
    return [
      {
        id: 'means-test-may-not-apply-tax-debts',
        fact: 'Most of your debts are taxes and business debts.',
        rule: 'The means test applies only to people whose debts are mainly consumer debts: debts for personal, family or household needs. Most courts say tax debts are not consumer debts, but a few courts disagree.',
        effect: 'In most courts the means test would not stand in the way of Chapter 7. Ask a lawyer or legal aid how your court counts tax debts.',
        citation: '11 U.S.C. §707(b)(1); §101(8)',
        severity: 'info',
      },
    ];
  }
  if (!summary.applies) {
    return [
      {
        id: 'means-test-not-applicable',
        fact: 'Most of your debts are business debts.',
        rule: 'The means test applies only to people whose debts are primarily consumer debts.',
        effect: 'The means test should not stand in the way of Chapter 7.',
        citation: '11 U.S.C. §707(b)(1)',
        severity: 'info',
      },
    ];
  }
  if (summary.outcome === 'at-or-below-median') {
    return [
      {
        id: 'income-at-or-below-median',
        fact: `${income}; the state median is ${median}.`,
        rule: 'At or below the median, no presumption of abuse arises and Form 122A-2 is not needed.',
        effect: 'Your income allows Chapter 7.',
        citation: '11 U.S.C. §707(b)(7); Official Form 122A-1',
        severity: 'info',
      },
    ];
  }
  const form = summary.form122A2!;
  const disposable = `After the allowed expenses, ${formatCents(form.monthlyDisposableIncomeCents, { cents: 'auto' })} a month is left (${formatCents(form.sixtyMonthDisposableIncomeCents, { cents: 'auto' })} over 60 months)`;
  const thresholds = `thresholds ${formatCents(form.thresholds.lowerCents, { cents: 'auto' })} and ${formatCents(form.thresholds.upperCents, { cents: 'auto' })}, in force since ${day(form.thresholds.effectiveDate)}`;
  return [
    {
      id: 'income-above-median',
      fact: `${income}; the state median is ${median}.`,
      rule: 'Above the median, Form 122A-2 subtracts allowed expenses to see what you could pay.',
      effect: 'We estimated Form 122A-2 for you.',
      citation: '11 U.S.C. §707(b)(2), (b)(7); Official Form 122A-2',
      severity: 'warning',
    },
    form.presumption === 'arises'
      ? {
          id: 'presumption-of-abuse',
          fact: `${disposable}.`,
          rule: `A presumption of abuse arises above the upper threshold, or between the ${thresholds} when it reaches 25% of your nonpriority unsecured debt (${formatCents(form.quarterOfNonpriorityUnsecuredCents, { cents: 'auto' })}).`,
          effect: 'Chapter 7 would likely be challenged; Chapter 13 fits better unless special circumstances apply.',
          citation: '11 U.S.C. §707(b)(2)(A)(i), (B)',
          severity: 'critical',
        }
      : {
          id: 'no-presumption-of-abuse',
          fact: `${disposable}.`,
          rule: `No presumption arises under the lower threshold, or between the ${thresholds} when it stays under 25% of your nonpriority unsecured debt.`,
          effect: 'The means test should not stop a Chapter 7 case.',
          citation: '11 U.S.C. §707(b)(2)(A)(i)',
          severity: 'info',
        },
  ];
}

/**
 * The reasons as the recommendation reads them (issue 39 item 19): the headline, the reasons and the
 * next steps come from one decision. A reason that points to a chapter the result does not recommend
 * says "if you filed" and is no longer critical; income that would allow Chapter 7 says so only
 * with the waiting period that bars it (§727(a)(8), (9)); and when Chapter 7 is barred, the
 * Chapter 13 waiting period (§1328(f)) is shown whether it has run or not.
 */
function reasonsAgreeingWith(recommendation: Recommendation, reasons: Reason[], timing: { chapter7Barred: boolean; chapter13Bars: TimingBar[] }): Reason[] {
  const agreeing = reasons.map((reason): Reason => {
    if (reason.id === 'presumption-of-abuse' && recommendation !== 'chapter13') {
      return {
        ...reason,
        effect: 'If you filed, Chapter 7 would likely be challenged, and Chapter 13 would fit better unless special circumstances apply. The other reasons here come first.',
        severity: 'warning',
      };
    }
    const incomeAllowsChapter7 = reason.id === 'income-at-or-below-median' || reason.id === 'no-presumption-of-abuse';
    if (timing.chapter7Barred && incomeAllowsChapter7) {
      return { ...reason, effect: 'Your income alone would allow Chapter 7, but the waiting period above means a Chapter 7 case filed now would not end with a discharge.' };
    }
    if (recommendation === 'alternatives' && incomeAllowsChapter7) {
      return { ...reason, effect: 'Your income would allow Chapter 7 if you need it later; for now, the other reasons here point to trying something else first.' };
    }
    return reason;
  });
  if (timing.chapter7Barred) {
    for (const bar of timing.chapter13Bars.filter((b) => !b.barred)) {
      agreeing.push({
        id: 'chapter13-wait-has-run',
        fact: `The Chapter 13 waiting period after your Chapter ${bar.priorChapter} case filed on ${day(bar.priorFilingDate)} ended on ${day(bar.dischargeAvailableFrom)}.`,
        rule: 'A Chapter 13 discharge needs a wait after an earlier case too, but a shorter one than Chapter 7.',
        effect: 'A Chapter 13 case filed now can end with a discharge, if you complete the plan.',
        citation: bar.citation,
        severity: 'info',
      });
    }
  }
  return agreeing;
}

function situationReasons(household: Household, debts: DebtSummary, filingDay: string): Reason[] {
  const reasons: Reason[] = [];
  const keptWithArrears = household.debts.secured.filter((d) => d.keepCollateral && d.arrears > 0 && d.collateral !== 'other');
  if (keptWithArrears.length > 0) {
    const arrears = keptWithArrears.reduce((t, d) => t + d.arrears, 0);
    reasons.push({
      id: 'cure-arrears',
      fact: `You are ${formatCents(arrears, { cents: 'auto' })} behind on a ${keptWithArrears.map((d) => d.collateral).join(' and ')} loan and want to keep the property.`,
      rule: 'Chapter 13 lets you catch up missed payments over the plan while keeping the property; Chapter 7 does not.',
      effect: 'Chapter 13 is the usual way to save a home or car you are behind on.',
      citation: '11 U.S.C. §1322(b)(3), (b)(5)',
      severity: 'warning',
    });
  }
  if (debts.studentLoansCents > 0 && debts.studentLoansCents * 2 >= debts.totalCents) {
    reasons.push({
      id: 'student-loans',
      fact: `${formatCents(debts.studentLoansCents, { cents: 'auto' })} of your debts are student loans.`,
      rule: 'A discharge does not erase student loans unless you file a separate lawsuit in the bankruptcy (an adversary proceeding) and prove that repaying them would be an undue hardship. Few people do this without a lawyer.',
      effect: 'For federal student loans, an income-driven repayment plan can lower your payment based on your income, sometimes to $0. See the official site, studentaid.gov, or call your loan servicer.',
      citation: '11 U.S.C. §523(a)(8)',
      severity: 'warning',
    });
  }
  if (debts.nondischargeableCents > dischargeableUnsecuredCents(debts) && debts.nondischargeableCents > 0) {
    reasons.push({
      id: 'mostly-nondischargeable',
      fact: `${formatCents(debts.nondischargeableCents, { cents: 'auto' })} of your debts are recent taxes, support, student loans or criminal restitution.`,
      rule: 'A discharge does not erase these debts.',
      effect: 'Bankruptcy would leave most of what you owe in place; other options may help more.',
      citation: '11 U.S.C. §523(a)(1), (5), (7), (8), (13); §1328(a)',
      severity: 'warning',
    });
  }
  const { collection } = household;
  if (collection.foreclosure.saleDate && collection.foreclosure.saleDate >= filingDay) {
    reasons.push({
      id: 'foreclosure-sale',
      fact: `A foreclosure sale is set for ${day(collection.foreclosure.saleDate)}, ${daysBetween(filingDay, collection.foreclosure.saleDate)} days after the planned filing date.`,
      rule: 'Filing stops a foreclosure sale at once (the automatic stay).',
      effect: 'Filing before the sale date matters; get help now.',
      citation: '11 U.S.C. §362(a)',
      severity: 'critical',
    });
  }
  if (collection.lawsuit === 'filed') {
    reasons.push({
      id: 'lawsuit-filed',
      fact: 'You told us a creditor has sued you.',
      rule: 'Filing stops the lawsuit against you (the automatic stay), but only from the day you file, and only once the court where you were sued is told.',
      effect: 'Until you file, answer the lawsuit by the deadline on your court papers, or the creditor can win by default. After you file, send that court a notice of your bankruptcy, and list the case on your forms (Form 107, line 9).',
      citation: '11 U.S.C. §362(a)(1)',
      severity: 'warning',
    });
  } else if (collection.lawsuit === 'judgment') {
    reasons.push({
      id: 'lawsuit-judgment',
      fact: 'You told us a creditor already has a court judgment against you.',
      rule: 'Filing stops the creditor from collecting on the judgment (the automatic stay), and a discharge wipes out the debt. A judgment lien on your home may stay unless the court removes it.',
      effect: 'List the case on your forms (Form 107, line 9). If the judgment put a lien on your home, ask about a motion to remove it.',
      citation: '11 U.S.C. §362(a)(2); §522(f)(1)(A)',
      severity: 'warning',
    });
  } else if (collection.lawsuit === 'threatened') {
    reasons.push({
      id: 'lawsuit-threatened',
      fact: 'You told us a creditor has threatened to sue you.',
      rule: 'Filing stops lawsuits from being started or continued against you (the automatic stay).',
      effect: 'If you are served with court papers before you file, do not ignore them: answer by the deadline on the papers.',
      citation: '11 U.S.C. §362(a)(1)',
      severity: 'info',
    });
  }
  if (collection.garnishment.active) {
    reasons.push({
      id: 'garnishment',
      fact: 'Your wages are being garnished.',
      rule: 'Filing stops garnishments (the automatic stay).',
      effect: 'Bankruptcy would stop the garnishment from the filing date.',
      citation: '11 U.S.C. §362(a)',
      severity: 'warning',
    });
  }
  return reasons;
}

function chapter13Reasons(chapter13: Chapter13Eligibility): Reason[] {
  const reasons: Reason[] = [];
  if (!chapter13.regularIncome) {
    reasons.push({
      id: 'chapter13-no-regular-income',
      fact: 'You told us you have no income you expect to continue.',
      rule: 'Chapter 13 is only for individuals with regular income to fund a plan.',
      effect: 'Chapter 13 is not open to you unless that changes.',
      citation: '11 U.S.C. §109(e); §101(30)',
      severity: 'warning',
    });
  }
  if (!chapter13.withinDebtLimits) {
    reasons.push({
      id: 'chapter13-debt-limits',
      fact: `Your debts: ${formatCents(chapter13.securedDebtCents, { cents: 'auto' })} secured and ${formatCents(chapter13.unsecuredDebtCents, { cents: 'auto' })} unsecured.`,
      rule: `Chapter 13 requires secured debts under ${formatCents(chapter13.limits.securedCents, { cents: 'auto' })} and unsecured debts under ${formatCents(chapter13.limits.unsecuredCents, { cents: 'auto' })} (in force since ${day(chapter13.limits.effectiveDate)}).`,
      effect: 'Chapter 13 is not open to you; Chapter 11 might be, with an attorney.',
      citation: '11 U.S.C. §109(e), as adjusted under §104',
      severity: 'critical',
    });
  }
  return reasons;
}

function canRepayWithinHorizon(household: Household, debts: DebtSummary, grossMonthlyIncomeCents: number): boolean {
  const surplus = grossMonthlyIncomeCents - monthlyOutgoingsCents(household);
  return surplus > 0 && surplus * REPAYMENT_HORIZON_MONTHS >= dischargeableUnsecuredCents(debts);
}

/** One note per reason: figures estimated for the same reason are listed together. */
function mergeNotes(notes: EstimateNote[]): EstimateNote[] {
  const byWhy = new Map<string, string[]>();
  for (const note of notes) byWhy.set(note.why, [...(byWhy.get(note.why) ?? []), note.figure]);
  return [...byWhy.entries()].map(([why, figures]) => ({ figure: figures.join('; '), why }));
}

function confidenceFor(notes: EstimateNote[], meansTest: MeansTestSummary): number {
  // Each estimated figure lowers trust a little; the above-median estimate rests on partial standards.
  const value = 95 - 4 * notes.length - (meansTest.form122A2 ? 10 : 0);
  return Math.max(30, Math.min(95, value));
}

/**
 * Assesses a complete household for a case filed on `filingDate` (a planned date; default today is
 * the caller's choice, never assumed here). Throws HouseholdInvalidError for an invalid household,
 * and LegalFigureUnavailableError when our data has no figure for the date or state.
 */
function withFigureInForce<T>(compute: () => T): T | undefined {
  try {
    return compute();
  } catch (error) {
    if (error instanceof LegalFigureUnavailableError) return undefined;
    throw error;
  }
}

export function assessEligibility(input: HouseholdInput, filingDate: Date | string, tables: EligibilityTables = {}): EligibilityResult {
  const parsed = householdSchema.safeParse(input);
  if (!parsed.success) throw new HouseholdInvalidError(parsed.error.issues);
  const household = parsed.data;
  const date = typeof filingDate === 'string' ? new Date(`${filingDate}T00:00:00Z`) : filingDate;
  const filingDay = toIsoDate(date);

  const notes: EstimateNote[] = [];
  const { summary: debts, notes: debtNotes } = summarizeDebts(household, filingDay);
  notes.push(...debtNotes);
  const income = householdIncome(household, date, tables.importedMedianIncomeTables);
  const mt = income.meansTest;

  // §707(b)(1) reaches only debtors whose debts are primarily consumer debts (§101(8): incurred for
  // a personal, family or household purpose). Most courts hold tax debts are not consumer debts, so
  // taxes count with business debts here, and the reason says some courts disagree.
  const taxCents = debts.priorityTaxesCents + debts.otherTaxesCents;
  const consumerMostly = (debts.businessDebtsCents + taxCents) * 2 < debts.totalCents || debts.totalCents === 0;
  const meansTest: MeansTestSummary = {
    applies: consumerMostly,
    notConsumerBecauseOfTaxes: !consumerMostly && debts.businessDebtsCents * 2 < debts.totalCents,
    outcome: mt.outcome,
    currentMonthlyIncomeCents: income.currentMonthlyIncomeCents,
    annualizedIncomeCents: centsOf(mt.annualizedIncome),
    excludedMonthlyIncomeCents: income.excludedMonthlyIncomeCents,
    spouseIncomeCounted: mt.spouseIncomeCounted,
    median: {
      valueCents: centsOf(mt.median.value),
      stateCode: mt.median.stateCode,
      stateName: mt.median.stateName,
      householdSize: mt.median.householdSize,
      effectiveDate: mt.median.effectiveDate,
      source: mt.median.source,
      officialSource: mt.median.officialSource,
      dataFile: getMedianIncomeTable(date, tables.importedMedianIncomeTables).dataFile,
      needsCheck: mt.median.needsCheck,
    },
    differenceFromMedianCents: centsOf(mt.differenceFromMedian),
    presumptionOfAbuse: 'none',
  };
  if (mt.outcome === 'above-median') {
    const form = estimateForm122A2(household, income.currentMonthlyIncomeCents, debts, date);
    meansTest.form122A2 = form.estimate;
    notes.push(...form.notes);
    meansTest.presumptionOfAbuse = consumerMostly ? (form.estimate.presumption === 'arises' ? 'arises' : 'none') : 'not-applicable';
  } else if (!consumerMostly) {
    meansTest.presumptionOfAbuse = 'not-applicable';
  }

  // Form 103B line 2 (28 U.S.C. §1930(f)): the family's monthly net income, Schedule I line 10: all
  // income, Social Security included, less taxes and required payroll deductions.
  const netMonthlyIncomeCents = Math.max(0, income.grossMonthlyIncomeCents - household.expenses.payrollTaxes - household.expenses.mandatoryPayrollDeductions);
  // No poverty guideline in our data for the date (before the oldest table): no answer rather than a guess.
  const feeWaiver = withFigureInForce(() => feeWaiverEligibility({ chapter: 7, stateCode: mt.median.stateCode, familySize: mt.median.householdSize, monthlyNetIncomeCents: netMonthlyIncomeCents, filingDate: date }));

  const chapter13 = chapter13Eligibility(household, debts, income.grossMonthlyIncomeCents, date);
  const timing = dischargeTimingBars(household, filingDay, date);
  const stay = automaticStayLimit(household, filingDay, date);
  notes.push(...stay.notes);
  const property = propertyAtRisk(household, date, mt.median.stateName);
  notes.push(...property.notes);
  const { flags, warnings } = redFlags(household, filingDay, date, consumerMostly);

  const factors = scoreFactors(household, debts, income.grossMonthlyIncomeCents, filingDay);
  const riskScore = totalScore(factors);
  const { band, label: bandLabel } = bandForScore(riskScore);

  const reasons: Reason[] = [
    ...flags,
    ...warnings,
    ...stay.reasons,
    ...timing.reasons,
    ...meansTestReasons(meansTest),
    ...chapter13Reasons(chapter13),
    ...situationReasons(household, debts, filingDay),
    ...property.reasons,
  ];

  // Recommendation: red flags first, then debts bankruptcy cannot erase, then what only Chapter 13
  // can do (cure arrears, get past a Chapter 7 bar, keep property at risk), then low distress, then
  // the means test.
  const chapter7Barred = timing.bars.some((b) => b.chapter === 7 && b.barred);
  const chapter13Barred = timing.bars.some((b) => b.chapter === 13 && b.barred);
  const has = (id: string) => reasons.some((r) => r.id === id);
  // Property at risk under the federal list may be safe under the state's list: then it does not decide.
  const propertyNeedsChapter13 = (property.property.totalAtRiskCents ?? 0) > 0 && !has('state-homestead-may-protect-more');
  const onlyChapter13Helps = has('cure-arrears') || chapter7Barred || propertyNeedsChapter13;
  const chapter13Usable = chapter13.eligible && !chapter13Barred;
  let recommendation: Recommendation;
  if (flags.length > 0 || stay.limit.limit === 'does-not-start' || has('open-case')) recommendation = 'consult_attorney';
  else if (has('mostly-nondischargeable')) recommendation = 'alternatives';
  else if (onlyChapter13Helps) recommendation = chapter13Usable ? 'chapter13' : 'consult_attorney';
  else if (debts.totalCents === 0 || (band === 'very_low' && canRepayWithinHorizon(household, debts, income.grossMonthlyIncomeCents))) recommendation = 'alternatives';
  else if (meansTest.presumptionOfAbuse === 'arises') recommendation = chapter13Usable ? 'chapter13' : 'consult_attorney';
  else recommendation = 'chapter7';

  const decided = reasonsAgreeingWith(recommendation, reasons, { chapter7Barred, chapter13Bars: timing.bars.filter((b) => b.chapter === 13) });
  reasons.splice(0, reasons.length, ...decided);

  if (recommendation === 'alternatives' && debts.totalCents === 0) {
    reasons.push({
      id: 'no-debts',
      fact: 'You did not tell us about any debts.',
      rule: 'Bankruptcy deals with debts; without them it has nothing to do.',
      effect: 'Bankruptcy would not help you now. If you left debts out, add them and run the assessment again.',
      citation: '11 U.S.C. §727(b); §1328(a)',
      severity: 'info',
    });
  } else if (recommendation === 'alternatives' && !has('mostly-nondischargeable')) {
    reasons.push({
      id: 'repayable-without-bankruptcy',
      fact: `What is left of your income each month could repay your other debts within ${REPAYMENT_HORIZON_MONTHS} months.`,
      rule: 'Bankruptcy stays on your credit report for years; a repayment plan through a nonprofit credit counselor may be enough.',
      effect: 'Consider a debt management plan or negotiating with creditors first.',
      citation: '11 U.S.C. §109(h) (credit counseling reviews these options with you)',
      severity: 'info',
    });
  }

  return {
    filingDate: filingDay,
    riskScore,
    band,
    bandLabel,
    scoreFactors: factors,
    recommendation,
    recommendationLabel: recommendationLabel(recommendation),
    confidence: confidenceFor(mergeNotes(notes), meansTest),
    meansTest,
    chapter13,
    timingBars: timing.bars,
    ...(feeWaiver ? { feeWaiver } : {}),
    automaticStay: stay.limit,
    propertyAtRisk: property.property,
    debts,
    reasons,
    estimateNotes: mergeNotes(notes),
  };
}
