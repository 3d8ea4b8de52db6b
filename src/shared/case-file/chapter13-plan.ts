/**
 * A Chapter 13 plan read from the case file: the claims as Form 113 treats them, the property a
 * Chapter 7 trustee could sell, and the disposable income the plan must pay, handed to
 * `buildPlan` (src/shared/law/chapter13-plan). The person's choices (payment, length, the trustee's
 * rate, each secured claim's treatment and interest rate) come in `PlanChoices`; what they leave
 * out gets the default a plan builder starts from.
 */
import { getFederalExemption, type FederalExemptionId } from '../law/figures.ts';
import { assumedTrusteeFeePercent, buildPlan, commitmentPeriodForIncome, commitmentPeriodMonths, minimumMonthlyPayment, type PlanInput, type PlanResult, type PlanSecuredClaim, type SecuredTreatment } from '../law/chapter13-plan/plan.ts';
import { shownOutside910Days } from '../law/chapter13-plan/hanging-paragraph.ts';
import type { CaseFile, PriorityDebt, PropertyItem, SecuredDebt } from './case-file.ts';

export interface PlanChoices {
  planLengthMonths?: number;
  monthlyPaymentCents?: number;
  trusteeFeePercent?: number;
  /** By secured debt id. */
  secured?: Record<string, { treatment?: SecuredTreatment; interestRatePercent?: number }>;
}

export interface PlanContext {
  /** From Form 122C-1 (the eligibility engine's means test on the same household). */
  isAboveMedian: boolean;
  /** Above the median: Form 122C-2's monthly disposable income (the engine's estimate). */
  form122C2MonthlyDisposableIncomeCents?: number;
  /** Form 122C-1 line 21 (5 years at the median too); left out: from `isAboveMedian`. */
  commitmentPeriodMonths?: 36 | 60;
}

/**
 * The plan's context from the means test's annual income and median, as Form 122C-1 compares them:
 * line 17 (strictly above: Form 122C-2's disposable income) and line 21 (not less than: 5 years).
 */
export function planContextFromIncome(annualIncomeCents: number, medianCents: number, form122C2MonthlyDisposableIncomeCents?: number): PlanContext {
  const isAboveMedian = annualIncomeCents > medianCents;
  return {
    isAboveMedian,
    commitmentPeriodMonths: commitmentPeriodForIncome(annualIncomeCents, medianCents),
    ...(isAboveMedian && form122C2MonthlyDisposableIncomeCents !== undefined ? { form122C2MonthlyDisposableIncomeCents } : {}),
  };
}

/** Schedule I line 12: combined monthly income after payroll deductions, with others' contributions. */
export function scheduleICombinedMonthlyIncomeCents(caseFile: Pick<CaseFile, 'income'>): number {
  const { debtor, spouse, contributionsOfOthers } = caseFile.income.scheduleI;
  const person = (p: typeof debtor) =>
    p.monthlyGrossWages +
    p.monthlyOvertime -
    Object.values(p.payrollDeductions).reduce((sum, cents) => sum + cents, 0) +
    Object.values(p.otherIncome).reduce((sum, cents) => sum + cents, 0);
  return person(debtor) + (spouse ? person(spouse) : 0) + contributionsOfOthers;
}

/** Schedule J line 22: monthly expenses. */
export function scheduleJMonthlyExpensesCents(caseFile: Pick<CaseFile, 'expenses'>): number {
  return Object.values(caseFile.expenses.lines).reduce((sum, cents) => sum + cents, 0);
}

/** The treatment a plan starts from: surrender what the person gives back, cure a home, pay a car in full. */
export function defaultTreatment(debt: SecuredDebt): SecuredTreatment {
  if (debt.intention === 'surrender') return 'surrender';
  if (debt.lienNature === 'mortgage') return debt.arrears > 0 ? 'maintain-and-cure' : 'pay-directly';
  if (debt.lienNature === 'carLoan') return 'pay-in-full';
  return debt.arrears > 0 ? 'maintain-and-cure' : 'pay-directly';
}

function federalLimitCents(id: string | undefined, onDate: Date): number | undefined {
  if (!id) return undefined;
  try {
    return Math.round(getFederalExemption(id as FederalExemptionId, onDate).value * 100);
  } catch {
    return undefined;
  }
}

/**
 * Equity your exemptions do not protect, item by item: value, less the debts it secures, less what
 * is claimed exempt ("100% of value" up to the federal limit, doubled when both spouses own it in a
 * joint case, 11 U.S.C. §522(m); or the limit the person entered).
 */
export function nonExemptEquityCents(caseFile: Pick<CaseFile, 'property' | 'debts' | 'exemptions' | 'filing'>): number {
  const onDate = new Date(`${caseFile.filing.plannedFilingDate}T12:00:00Z`);
  return caseFile.property.items.reduce((total, item) => {
    const liens = caseFile.debts.debts.filter((d): d is SecuredDebt => d.kind === 'secured' && d.collateralItemId === item.id).reduce((sum, d) => sum + d.amount, 0);
    const equity = Math.max(0, item.value - liens);
    const exempt = caseFile.exemptions.claims
      .filter((claim) => claim.propertyItemId === item.id)
      .reduce((sum, claim) => {
        if (claim.amount.kind === 'amount') return sum + claim.amount.cents;
        const federal = federalLimitCents(claim.federalExemptionId, onDate);
        const perDebtor = claim.enteredLimit ?? federal;
        if (perDebtor === undefined) return sum + equity;
        const debtors = caseFile.filing.jointFiling && item.owner === 'both' && claim.enteredLimit === undefined ? 2 : 1;
        return sum + perDebtor * debtors;
      }, 0);
    return total + Math.max(0, equity - exempt);
  }, 0);
}

/**
 * A claim paid in full through the plan, as Form 113 Part 3 lists it. A car loan is taken to be a
 * purchase-money loan on a vehicle for personal use (the case file does not ask); unless its
 * `incurred` date shows it is more than 910 days old, the hanging paragraph after §1325(a)(9) keeps
 * the whole claim secured (§3.3). An older car loan is crammed down to the car's value (§506(a),
 * §1325(a)(5)(B)); the rest of it joins the unsecured claims (§3.2). Other liens stay at the amount
 * owed: a home cannot be valued down (§1322(b)(2)), and the case file holds no other valuation.
 */
function payInFullClaim(debt: SecuredDebt, collateral: PropertyItem | undefined, petitionDate: string) {
  const valueCents = collateral?.value ?? 0;
  if (debt.lienNature === 'carLoan' && !shownOutside910Days(debt.incurred, petitionDate)) return { section: '3.3' as const, claimCents: debt.amount };
  const claimCents = debt.lienNature === 'carLoan' ? Math.min(debt.amount, valueCents) : debt.amount;
  return { section: '3.2' as const, claimCents, totalClaimCents: debt.amount, collateralValueCents: valueCents };
}

export function planInputFromCaseFile(caseFile: CaseFile, choices: PlanChoices, context: PlanContext): PlanInput {
  const commitment = context.commitmentPeriodMonths ?? commitmentPeriodMonths(context.isAboveMedian);
  const securedDebts = caseFile.debts.debts.filter((d): d is SecuredDebt => d.kind === 'secured');
  const priorityDebts = caseFile.debts.debts.filter((d): d is PriorityDebt => d.kind === 'priority');
  const propertyById = new Map(caseFile.property.items.map((item) => [item.id, item]));

  const secured = securedDebts.map((debt): PlanSecuredClaim => {
    const choice = choices.secured?.[debt.id] ?? {};
    const treatment = choice.treatment ?? defaultTreatment(debt);
    const collateral = propertyById.get(debt.collateralItemId);
    return {
      id: debt.id,
      creditor: debt.creditor.name,
      collateral: collateral?.description ?? '',
      treatment,
      ...(treatment === 'pay-in-full' ? payInFullClaim(debt, collateral, caseFile.filing.plannedFilingDate) : { claimCents: debt.amount }),
      arrearsCents: debt.arrears,
      regularPaymentCents: debt.monthlyPayment,
      interestRatePercent: choice.interestRatePercent ?? 0,
    };
  });

  // Installments the person stops paying directly because the plan pays the claim (a car paid in
  // full) or the property goes back: that money becomes available to the plan.
  const freedInstallments = secured
    .filter((claim) => claim.treatment === 'pay-in-full' || claim.treatment === 'surrender')
    .reduce((sum, claim) => sum + claim.regularPaymentCents, 0);
  const monthlyNetIncome = scheduleICombinedMonthlyIncomeCents(caseFile) - scheduleJMonthlyExpensesCents(caseFile);
  const projectedDisposableIncome: PlanInput['projectedDisposableIncome'] =
    context.isAboveMedian && context.form122C2MonthlyDisposableIncomeCents !== undefined
      ? { monthlyCents: context.form122C2MonthlyDisposableIncomeCents, measuredBy: 'form-122c-2' }
      : { monthlyCents: monthlyNetIncome + freedInstallments, measuredBy: 'schedule-j' };

  // The part of a crammed-down claim above the collateral's value is unsecured (§506(a)).
  const undersecured = secured.reduce((sum, claim) => sum + (claim.totalClaimCents ?? claim.claimCents) - claim.claimCents, 0);
  const unsecuredTotal = caseFile.debts.debts.reduce((sum, debt) => {
    if (debt.kind === 'nonpriority') return sum + debt.amount;
    if (debt.kind === 'priority') return sum + debt.nonpriorityAmount;
    return sum;
  }, undersecured);

  const input: PlanInput = {
    commitmentPeriodMonths: commitment,
    planLengthMonths: choices.planLengthMonths ?? commitment,
    monthlyPaymentCents: choices.monthlyPaymentCents ?? Math.max(0, monthlyNetIncome + freedInstallments),
    trusteeFeePercent: choices.trusteeFeePercent ?? assumedTrusteeFeePercent(),
    secured,
    priority: priorityDebts
      .filter((debt) => debt.priorityAmount > 0)
      .map((debt) => ({
        id: debt.id,
        creditor: debt.creditor.name,
        kind: debt.priorityType === 'taxes' ? ('taxes' as const) : debt.priorityType === 'domesticSupport' ? ('domesticSupport' as const) : ('other' as const),
        amountCents: debt.priorityAmount,
      })),
    unsecuredTotalCents: unsecuredTotal,
    nonExemptEquityCents: nonExemptEquityCents(caseFile),
    projectedDisposableIncome,
  };
  if (choices.monthlyPaymentCents !== undefined) return input;
  // The suggested payment is the least that meets every test (issue 39 item 4): all of the monthly
  // net income when unsecured creditors are not paid in full, less when that would pay everyone and
  // then keep collecting (§1325(b)(1)(A)).
  const least = minimumMonthlyPayment(input);
  return least !== null && least < input.monthlyPaymentCents ? { ...input, monthlyPaymentCents: least } : input;
}

export function planFromCaseFile(caseFile: CaseFile, choices: PlanChoices, context: PlanContext): PlanResult {
  return buildPlan(planInputFromCaseFile(caseFile, choices, context));
}
