/**
 * The Chapter 13 plan calculator: what a proposed payment pays, month by month, and whether the plan
 * meets the confirmation tests a court applies. Pure: the plan builder, the Form 113 rendition and
 * the counseling assistant read the same result. Money in integer cents.
 */
import { getTimingRule, getTypicalRange } from '../figures.ts';
import type { Reason } from '../eligibility/types.ts';
import { amortizedMonthlyPaymentCents } from './amortize.ts';

/** Form 113 Part 3: how each secured claim is treated. */
export type SecuredTreatment =
  /** §3.1: keep paying the regular installment directly and cure the arrears through the plan (a home). */
  | 'maintain-and-cure'
  /** §3.2/3.3: the secured claim paid through the plan with interest (a car loan). */
  | 'pay-in-full'
  /** §3.5: the property is given back; the creditor gets nothing more under the plan. */
  | 'surrender'
  /** Paid directly by the debtor outside the plan, nothing owed behind (no arrears). */
  | 'pay-directly';

export interface PlanSecuredClaim {
  id: string;
  creditor: string;
  collateral: string;
  treatment: SecuredTreatment;
  /** The secured claim the plan pays: the amount owed, or the collateral's value when crammed down (§506(a)). */
  claimCents: number;
  /**
   * pay-in-full only, Form 113 Part 3: '3.3' when the hanging paragraph of §1325(a) keeps the whole
   * claim secured (a car loan within 910 days); '3.2' otherwise (valued under §506(a)). Left out: '3.2'.
   */
  section?: '3.2' | '3.3';
  /** §3.2: what the creditor is owed in all and the collateral's value, beside the secured claim. */
  totalClaimCents?: number;
  collateralValueCents?: number;
  /** Missed payments owed now (cured under maintain-and-cure). */
  arrearsCents: number;
  /** The regular monthly installment the person keeps paying directly (maintain-and-cure, pay-directly). */
  regularPaymentCents: number;
  /** Yearly interest rate paid on a claim paid in full through the plan (the person enters it; courts set it). */
  interestRatePercent: number;
}

export interface PlanPriorityClaim {
  id: string;
  creditor: string;
  kind: 'taxes' | 'domesticSupport' | 'other';
  amountCents: number;
}

export interface PlanInput {
  /** The applicable commitment period from Form 122C-1: 36 below the state median, 60 above. */
  commitmentPeriodMonths: 36 | 60;
  /** The plan's length: from the commitment period up to 60 months (§1322(d)). */
  planLengthMonths: number;
  monthlyPaymentCents: number;
  /** The trustee's percentage of each payment; each trustee sets theirs, so the person can change it. */
  trusteeFeePercent: number;
  secured: PlanSecuredClaim[];
  priority: PlanPriorityClaim[];
  /** General unsecured claims (credit cards, medical bills, the unsecured part of anything). */
  unsecuredTotalCents: number;
  /** Property a Chapter 7 trustee could sell: equity above liens and exemptions (Schedules A/B, C, D). */
  nonExemptEquityCents: number;
  /**
   * Projected disposable income a month (§1325(b)). Above the median it is Form 122C-2's figure, already
   * net of secured and priority payments, so it must reach unsecured creditors; below the median it is
   * Schedule J's monthly net income (line 23c, with installments the plan takes over added back), so it
   * must all be paid into the plan.
   */
  projectedDisposableIncome: { monthlyCents: number; measuredBy: 'form-122c-2' | 'schedule-j' };
}

export interface PlanSecuredLine {
  id: string;
  creditor: string;
  collateral: string;
  treatment: SecuredTreatment;
  /** Paid through the plan each month (arrears spread over the plan, or the amortized claim). */
  monthlyThroughPlanCents: number;
  totalThroughPlanCents: number;
  /** Paid by the person directly each month, outside the plan. */
  monthlyDirectCents: number;
}

export interface PlanMonth {
  month: number;
  paymentCents: number;
  trusteeFeeCents: number;
  securedCents: number;
  priorityCents: number;
  unsecuredCents: number;
  /** What this month's payment left unpaid of the secured installments due this month. */
  securedShortfallCents: number;
}

export interface PlanProblem {
  id: 'secured-not-covered' | 'priority-not-paid' | 'liquidation-test' | 'disposable-income-test' | 'plan-too-long' | 'plan-too-short' | 'plan-overcollects';
  /** What is wrong, in plain words. */
  problem: string;
  /** What to change, with the figure. */
  fix: string;
  citation: string;
}

export interface PlanResult {
  input: PlanInput;
  totalPaymentsCents: number;
  trusteeFeesCents: number;
  secured: PlanSecuredLine[];
  securedThroughPlanCents: number;
  priorityTotalCents: number;
  priorityPaidCents: number;
  unsecuredPaidCents: number;
  /** Share of general unsecured claims the plan pays, 0–100, one decimal. */
  unsecuredPercent: number;
  /** What a Chapter 7 trustee could pay general unsecured creditors (§1325(a)(4)). */
  liquidationValueCents: number;
  /**
   * What §1325(b)(1)(B) asks when unsecured creditors are not paid in full: that unsecured creditors
   * receive this much (Form 122C-2), or that the plan's payments reach it (Schedule J).
   */
  disposableIncomeRequiredCents: number;
  months: PlanMonth[];
  /** The lowest monthly payment that meets every test at this length, or null when none can (over 60 months). */
  minimumMonthlyPaymentCents: number | null;
  feasible: boolean;
  problems: PlanProblem[];
  reasons: Reason[];
}

export const MAX_PLAN_MONTHS = (() => {
  const rule = getTimingRule('chapter13CommitmentPeriod');
  const extended = rule.extendedPeriod ?? rule.period;
  if (!extended || extended.unit !== 'years') throw new Error('chapter13CommitmentPeriod has no period in years');
  return extended.max * 12;
})();

/** The applicable commitment period of §1325(b)(4): 3 years below the state median, 5 above. */
export function commitmentPeriodMonths(isAboveMedian: boolean): 36 | 60 {
  const rule = getTimingRule('chapter13CommitmentPeriod');
  const period = isAboveMedian ? (rule.extendedPeriod ?? rule.period) : rule.period;
  const months = (period?.max ?? 0) * 12;
  if (months !== 36 && months !== 60) throw new Error(`unexpected commitment period of ${months} months`);
  return months;
}

/**
 * Form 122C-1 line 21: §1325(b)(4) asks for 5 years when current monthly income times 12 is "not
 * less than" the median, so income exactly at the median gets 5 years (line 17's test for Form
 * 122C-2 is strictly above).
 */
export function commitmentPeriodForIncome(annualIncomeCents: number, medianCents: number): 36 | 60 {
  return commitmentPeriodMonths(annualIncomeCents >= medianCents);
}

/** The trustee's percentage a new plan assumes until the person enters their trustee's: the top of the usual range. */
export function assumedTrusteeFeePercent(): number {
  return getTypicalRange('chapter13TrusteeFee').max;
}

const dollars = (cents: number) =>
  `$${(Math.round(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function securedLines(input: PlanInput): PlanSecuredLine[] {
  return input.secured.map((claim) => {
    const base = { id: claim.id, creditor: claim.creditor, collateral: claim.collateral, treatment: claim.treatment };
    switch (claim.treatment) {
      case 'maintain-and-cure': {
        // Arrears are spread evenly over the plan, without interest unless the loan says otherwise (§1322(e)).
        const monthly = Math.ceil(claim.arrearsCents / input.planLengthMonths);
        return { ...base, monthlyThroughPlanCents: monthly, totalThroughPlanCents: claim.arrearsCents, monthlyDirectCents: claim.regularPaymentCents };
      }
      case 'pay-in-full': {
        const monthly = amortizedMonthlyPaymentCents(claim.claimCents, claim.interestRatePercent, input.planLengthMonths);
        return { ...base, monthlyThroughPlanCents: monthly, totalThroughPlanCents: monthly * input.planLengthMonths, monthlyDirectCents: 0 };
      }
      case 'surrender':
        return { ...base, monthlyThroughPlanCents: 0, totalThroughPlanCents: 0, monthlyDirectCents: 0 };
      case 'pay-directly':
        return { ...base, monthlyThroughPlanCents: 0, totalThroughPlanCents: 0, monthlyDirectCents: claim.regularPaymentCents };
    }
  });
}

/**
 * Each payment, month by month: the trustee's fee first, then the secured installments due that
 * month, then priority claims until paid (§1322(a)(2)), then general unsecured creditors.
 */
function simulate(input: PlanInput, secured: PlanSecuredLine[]): PlanMonth[] {
  const securedDue = secured.map((line) => line.totalThroughPlanCents);
  let priorityLeft = input.priority.reduce((sum, claim) => sum + claim.amountCents, 0);
  let unsecuredLeft = input.unsecuredTotalCents;
  const months: PlanMonth[] = [];
  for (let month = 1; month <= input.planLengthMonths; month++) {
    const payment = input.monthlyPaymentCents;
    const trusteeFee = Math.round((payment * input.trusteeFeePercent) / 100);
    let left = payment - trusteeFee;
    let securedPaid = 0;
    let shortfall = 0;
    secured.forEach((line, index) => {
      const due = Math.min(line.monthlyThroughPlanCents, securedDue[index]!);
      const paid = Math.min(due, left);
      securedDue[index]! -= paid;
      securedPaid += paid;
      shortfall += due - paid;
      left -= paid;
    });
    const priorityPaid = Math.min(priorityLeft, left);
    priorityLeft -= priorityPaid;
    left -= priorityPaid;
    const unsecuredPaid = Math.min(unsecuredLeft, left);
    unsecuredLeft -= unsecuredPaid;
    months.push({ month, paymentCents: payment, trusteeFeeCents: trusteeFee, securedCents: securedPaid, priorityCents: priorityPaid, unsecuredCents: unsecuredPaid, securedShortfallCents: shortfall });
  }
  return months;
}

interface Totals {
  months: PlanMonth[];
  securedThroughPlan: number;
  securedPaid: number;
  priorityTotal: number;
  priorityPaid: number;
  unsecuredPaid: number;
}

function totals(input: PlanInput, secured: PlanSecuredLine[]): Totals {
  const months = simulate(input, secured);
  const sum = (pick: (m: PlanMonth) => number) => months.reduce((total, m) => total + pick(m), 0);
  return {
    months,
    securedThroughPlan: secured.reduce((total, line) => total + line.totalThroughPlanCents, 0),
    securedPaid: sum((m) => m.securedCents),
    priorityTotal: input.priority.reduce((total, claim) => total + claim.amountCents, 0),
    priorityPaid: sum((m) => m.priorityCents),
    unsecuredPaid: sum((m) => m.unsecuredCents),
  };
}

/** General unsecured creditors' share in a Chapter 7: what is left of the non-exempt equity after priority claims. */
function liquidationValue(input: PlanInput): number {
  const priority = input.priority.reduce((total, claim) => total + claim.amountCents, 0);
  return Math.min(input.unsecuredTotalCents, Math.max(0, input.nonExemptEquityCents - priority));
}

function disposableIncomeRequired(input: PlanInput): number {
  const total = Math.max(0, input.projectedDisposableIncome.monthlyCents) * input.commitmentPeriodMonths;
  return input.projectedDisposableIncome.measuredBy === 'form-122c-2' ? Math.min(input.unsecuredTotalCents, total) : total;
}

/** Whether the plan gives what §1325(b)(1)(B) asks (see `disposableIncomeRequiredCents`). */
function meetsDisposableIncomeTest(input: PlanInput, unsecuredPaid: number): boolean {
  if (unsecuredPaid >= input.unsecuredTotalCents) return true;
  const required = disposableIncomeRequired(input);
  const measured = input.projectedDisposableIncome.measuredBy === 'form-122c-2' ? unsecuredPaid : input.monthlyPaymentCents * input.planLengthMonths;
  return measured >= required;
}

function meetsEveryTest(input: PlanInput): boolean {
  const secured = securedLines(input);
  const t = totals(input, secured);
  return (
    t.securedPaid >= t.securedThroughPlan &&
    t.priorityPaid >= t.priorityTotal &&
    t.unsecuredPaid >= liquidationValue(input) &&
    meetsDisposableIncomeTest(input, t.unsecuredPaid)
  );
}

/** The lowest whole-dollar monthly payment that meets every test at the plan's length. */
export function minimumMonthlyPayment(input: PlanInput): number | null {
  const secured = securedLines(input);
  const needed =
    secured.reduce((total, line) => total + line.totalThroughPlanCents, 0) +
    input.priority.reduce((total, claim) => total + claim.amountCents, 0) +
    Math.max(liquidationValue(input), input.projectedDisposableIncome.measuredBy === 'form-122c-2' ? disposableIncomeRequired(input) : 0);
  const keep = 1 - input.trusteeFeePercent / 100;
  if (keep <= 0) return null;
  // Start from the even spread and step up a dollar at a time: the month-by-month order can leave a
  // few cents short of the spread (secured installments rounded, fees rounded each month).
  let payment = Math.max(0, Math.floor(needed / input.planLengthMonths / keep / 100) * 100);
  for (let step = 0; step < 10_000; step++) {
    if (meetsEveryTest({ ...input, monthlyPaymentCents: payment })) return payment;
    payment += 100;
  }
  return null;
}

const totalPaymentsOf = (input: PlanInput) => input.monthlyPaymentCents * input.planLengthMonths;

export function buildPlan(input: PlanInput): PlanResult {
  const secured = securedLines(input);
  const t = totals(input, secured);
  const liquidation = liquidationValue(input);
  const disposableRequired = disposableIncomeRequired(input);
  const minimum = minimumMonthlyPayment(input);
  const raise = minimum !== null && minimum > input.monthlyPaymentCents ? `Raise the monthly payment to at least ${dollars(minimum)}` : null;
  // §1322(d)(2): below the median (a 3-year commitment period) a plan may run past 3 years only if the
  // court approves it for cause, so the suggestion says so.
  const needsCause = input.commitmentPeriodMonths < MAX_PLAN_MONTHS;
  const lengthen =
    input.planLengthMonths < MAX_PLAN_MONTHS
      ? `or make the plan longer (up to ${MAX_PLAN_MONTHS} months${needsCause ? `; longer than ${input.commitmentPeriodMonths} months only if the court approves it for a good reason, 11 U.S.C. §1322(d)(2)` : ''})`
      : null;
  const fix = (fallback: string) => [raise, lengthen].filter(Boolean).join(', ') || fallback;

  const problems: PlanProblem[] = [];
  if (input.planLengthMonths > MAX_PLAN_MONTHS) {
    problems.push({
      id: 'plan-too-long',
      problem: `A plan can last at most ${MAX_PLAN_MONTHS} months; this one is ${input.planLengthMonths}.`,
      fix: `Shorten the plan to ${MAX_PLAN_MONTHS} months and raise the payment to fit.`,
      citation: '11 U.S.C. §1322(d)',
    });
  }
  const unsecuredPaidInFull = t.unsecuredPaid >= input.unsecuredTotalCents;
  if (input.planLengthMonths < input.commitmentPeriodMonths && !unsecuredPaidInFull) {
    problems.push({
      id: 'plan-too-short',
      problem: `Your plan must last your applicable commitment period of ${input.commitmentPeriodMonths} months unless it pays unsecured creditors in full; this one is ${input.planLengthMonths} months.`,
      fix: `Make the plan ${input.commitmentPeriodMonths} months long.`,
      citation: '11 U.S.C. §1325(b)(4)',
    });
  }
  // Payments and disbursements balance: money paid in after every claim is paid goes to no one.
  // Whole-dollar payments may leave up to a dollar a month over (the least payment steps by a dollar).
  const undistributed = t.months.reduce((sum, m) => sum + m.paymentCents - m.trusteeFeeCents - m.securedCents - m.priorityCents - m.unsecuredCents, 0);
  if (undistributed > 100 * input.planLengthMonths) {
    const firstIdle = t.months.find((m) => m.paymentCents - m.trusteeFeeCents - m.securedCents - m.priorityCents - m.unsecuredCents > 0);
    const lower = minimum !== null && minimum < input.monthlyPaymentCents ? `Lower the payment to ${dollars(minimum)}, the least that meets every test` : null;
    problems.push({
      id: 'plan-overcollects',
      problem: `This plan collects ${dollars(undistributed)} more than it pays out: from month ${firstIdle?.month ?? 1}, every claim it pays is paid, and your payments would go to no one.`,
      fix: [lower, 'or end the plan sooner: a plan that pays unsecured creditors in full does not have to last the commitment period'].filter(Boolean).join(', '),
      citation: '11 U.S.C. §1325(b)(1)(A), §1322(a)(1)',
    });
  }
  const firstShort = t.months.find((m) => m.securedShortfallCents > 0);
  if (t.securedPaid < t.securedThroughPlan) {
    problems.push({
      id: 'secured-not-covered',
      problem: `From month ${firstShort?.month ?? 1}, the payment after the trustee's fee does not cover the secured installments the plan promises (${dollars(secured.reduce((s, l) => s + l.monthlyThroughPlanCents, 0))} a month).`,
      fix: fix('Surrender property you cannot afford to keep, or lower what the plan pays on it.'),
      citation: '11 U.S.C. §1325(a)(5), (a)(6)',
    });
  }
  if (t.priorityPaid < t.priorityTotal) {
    problems.push({
      id: 'priority-not-paid',
      problem: `Priority claims (${dollars(t.priorityTotal)}: taxes, support) must be paid in full during the plan; this plan pays ${dollars(t.priorityPaid)}.`,
      fix: fix('Priority claims must be paid in full; a lower payment cannot work.'),
      citation: '11 U.S.C. §1322(a)(2)',
    });
  }
  if (t.unsecuredPaid < liquidation) {
    problems.push({
      id: 'liquidation-test',
      problem: `In a Chapter 7, a trustee could sell property worth ${dollars(input.nonExemptEquityCents)} that your exemptions do not protect and pay unsecured creditors about ${dollars(liquidation)}. Your plan pays them ${dollars(t.unsecuredPaid)}, so it fails the "best interest of creditors" test.`,
      fix: fix('Pay unsecured creditors at least what a Chapter 7 would give them.'),
      citation: '11 U.S.C. §1325(a)(4)',
    });
  }
  if (!meetsDisposableIncomeTest(input, t.unsecuredPaid)) {
    const monthly = dollars(Math.max(0, input.projectedDisposableIncome.monthlyCents));
    const byForm = input.projectedDisposableIncome.measuredBy === 'form-122c-2';
    problems.push({
      id: 'disposable-income-test',
      problem: byForm
        ? `When unsecured creditors are not paid in full, the plan must give them all your projected disposable income for ${input.commitmentPeriodMonths} months: ${monthly} a month, ${dollars(disposableRequired)} in all. This plan pays them ${dollars(t.unsecuredPaid)}.`
        : `When unsecured creditors are not paid in full, all of your monthly net income (${monthly}, Schedule J line 23c with the payments the plan takes over) must go into the plan for ${input.commitmentPeriodMonths} months: ${dollars(disposableRequired)} in all. This plan's payments add up to ${dollars(totalPaymentsOf(input))}.`,
      fix: fix('Pay your projected disposable income into the plan.'),
      citation: '11 U.S.C. §1325(b)(1)(B)',
    });
  }

  const totalPayments = totalPaymentsOf(input);
  const reasons: Reason[] = [
    {
      id: 'trustee-fee',
      fact: `The plan assumes the trustee keeps ${input.trusteeFeePercent}% of each payment.`,
      rule: 'Each Chapter 13 trustee charges a percentage of the payments they handle, set for their district.',
      effect: `Over the plan that is ${dollars(t.months.reduce((s, m) => s + m.trusteeFeeCents, 0))}. Ask your trustee's office for their rate and change it here.`,
      citation: '28 U.S.C. §586(e)',
      severity: 'info',
    },
    {
      id: 'liquidation-value',
      fact: `Property your exemptions do not protect: ${dollars(input.nonExemptEquityCents)}.`,
      rule: 'Unsecured creditors must get at least what they would in a Chapter 7. We assume a Chapter 7 trustee would pay out all of that equity after priority claims; the trustee’s own fee and costs of sale would lower it, so the real test may be easier to pass.',
      effect: `Unsecured creditors must get at least ${dollars(liquidation)}.`,
      citation: '11 U.S.C. §1325(a)(4)',
      severity: t.unsecuredPaid >= liquidation ? 'info' : 'critical',
    },
  ];

  return {
    input,
    totalPaymentsCents: totalPayments,
    trusteeFeesCents: t.months.reduce((s, m) => s + m.trusteeFeeCents, 0),
    secured,
    securedThroughPlanCents: t.securedThroughPlan,
    priorityTotalCents: t.priorityTotal,
    priorityPaidCents: t.priorityPaid,
    unsecuredPaidCents: t.unsecuredPaid,
    unsecuredPercent: input.unsecuredTotalCents === 0 ? 100 : Math.round((t.unsecuredPaid / input.unsecuredTotalCents) * 1000) / 10,
    liquidationValueCents: liquidation,
    disposableIncomeRequiredCents: disposableRequired,
    months: t.months,
    minimumMonthlyPaymentCents: minimum,
    feasible: problems.length === 0,
    problems,
    reasons,
  };
}
