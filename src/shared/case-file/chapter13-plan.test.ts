import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../law/eligibility/assess.ts';
import { caseFileSchema, type CaseFile } from './case-file.ts';
import { nonExemptEquityCents, planContextFromIncome, planFromCaseFile, planInputFromCaseFile, scheduleICombinedMonthlyIncomeCents, scheduleJMonthlyExpensesCents } from './chapter13-plan.ts';
import { buildPlan } from '../law/chapter13-plan/plan.ts';
import { householdFromCaseFile } from './household-from-case-file.ts';
import { JOINT_COUPLE_TOTALS, jointCoupleCaseFile } from './fixtures/joint-couple.ts';

/** The fixture household filing Chapter 13 to save the home. */
function chapter13CaseFile(edit: (input: ReturnType<typeof jointCoupleCaseFile>) => void = () => {}): CaseFile {
  const input = jointCoupleCaseFile();
  input.filing = { ...input.filing, chapter: 13 };
  edit(input);
  return caseFileSchema.parse(input);
}

function isAboveMedian(caseFile: CaseFile): boolean {
  return assessEligibility(householdFromCaseFile(caseFile), caseFile.filing.plannedFilingDate).meansTest.outcome === 'above-median';
}

describe('the fixture household saving its home in Chapter 13', () => {
  const caseFile = chapter13CaseFile();

  it('reads Schedules I and J as the fixture documents them', () => {
    expect(scheduleICombinedMonthlyIncomeCents(caseFile)).toBe(JOINT_COUPLE_TOTALS.scheduleICombinedMonthlyIncomeCents);
    expect(scheduleJMonthlyExpensesCents(caseFile)).toBe(JOINT_COUPLE_TOTALS.scheduleJTotalExpensesCents);
    expect(nonExemptEquityCents(caseFile)).toBe(0);
  });

  it('cures the mortgage arrears over 3 years, pays the car in full and the tax first, and the rest to unsecured creditors', () => {
    expect(isAboveMedian(caseFile)).toBe(false);
    const plan = planFromCaseFile(caseFile, {}, { isAboveMedian: false });
    // Below the median: 36 months. Payment: Schedule J line 23c $500 + the $350 car installment the plan takes over.
    expect(plan.input.planLengthMonths).toBe(36);
    expect(plan.input.monthlyPaymentCents).toBe(85_000);
    expect(plan.input.trusteeFeePercent).toBe(10);
    // Mortgage: $1,500 a month paid directly, $6,000 arrears / 36 = $166.67 a month through the plan; car $12,000 / 36 = $333.34.
    expect(plan.secured.map((line) => [line.id, line.treatment, line.monthlyThroughPlanCents, line.monthlyDirectCents])).toEqual([
      ['d-mortgage', 'maintain-and-cure', 16_667, 150_000],
      ['d-car', 'pay-in-full', 33_334, 0],
    ]);
    // $850 − $85 fee = $765 a month; 36 × 765 = 27,540 − (6,000 + 36 × 333.34 car) − 4,000 tax = $5,539.76 of
    // $15,000.00 (36.9 %): equal car installments rounded up to the cent pay 24 cents over the claim.
    expect(plan.trusteeFeesCents).toBe(306_000);
    expect(plan.priorityPaidCents).toBe(400_000);
    expect(plan.unsecuredPaidCents).toBe(553_976);
    expect(plan.unsecuredPercent).toBe(36.9);
    expect(plan.problems).toEqual([]);
  });

  it('pays the car with the interest rate the person enters', () => {
    const plan = planFromCaseFile(caseFile, { secured: { 'd-car': { interestRatePercent: 6 } } }, { isAboveMedian: false });
    // $12,000 at 6 % over 36 months: $365.07 a month; 27,540 − (6,000 + 36 × 365.07) − 4,000 = $4,397.48.
    expect(plan.secured[1]!.monthlyThroughPlanCents).toBe(36_507);
    expect(plan.unsecuredPaidCents).toBe(439_748);
  });

  it('fails the liquidation test when much of the home is not protected, and says why', () => {
    const exposed = chapter13CaseFile((input) => {
      const claim = input.exemptions!.claims.find((c) => c.id === 'e-home')!;
      claim.amount = { kind: 'amount', cents: 2_000_000 };
    });
    // Equity $50,000 − $20,000 claimed = $30,000 a trustee could sell; less the $4,000 tax: more than the $15,000 owed.
    expect(nonExemptEquityCents(exposed)).toBe(3_000_000);
    const plan = planFromCaseFile(exposed, {}, { isAboveMedian: false });
    expect(plan.liquidationValueCents).toBe(1_500_000);
    expect(plan.feasible).toBe(false);
    const problem = plan.problems.find((p) => p.id === 'liquidation-test');
    expect(problem?.problem).toContain('$30,000.00');
    expect(problem?.fix).toMatch(/^Raise the monthly payment to at least \$[\d,]+\.00, or make the plan longer \(up to 60 months; longer than 36 months only if the court approves it for a good reason, 11 U\.S\.C\. §1322\(d\)\(2\)\)$/);
  });

  it('above the median, takes Form 122C-2\'s figure for unsecured creditors and a 5-year commitment period', () => {
    const input = planInputFromCaseFile(caseFile, {}, { isAboveMedian: true, form122C2MonthlyDisposableIncomeCents: 20_000 });
    expect(input.commitmentPeriodMonths).toBe(60);
    expect(input.planLengthMonths).toBe(60);
    expect(input.projectedDisposableIncome).toEqual({ monthlyCents: 20_000, measuredBy: 'form-122c-2' });
  });

  it('surrendering the car frees its installment and drops it from the plan', () => {
    const plan = planFromCaseFile(caseFile, { secured: { 'd-car': { treatment: 'surrender' } } }, { isAboveMedian: false });
    // The car's installment joins the monthly net income ($850.00 in all) …
    expect(plan.input.projectedDisposableIncome).toEqual({ monthlyCents: 85_000, measuredBy: 'schedule-j' });
    expect(plan.secured[1]).toMatchObject({ treatment: 'surrender', totalThroughPlanCents: 0 });
    // … which would pay every claim early and keep collecting: the suggestion is the least payment that works (§1325(b)(1)(A)).
    expect(plan.unsecuredPercent).toBe(100);
    expect(plan.input.monthlyPaymentCents).toBe(77_200);
    expect(plan.problems).toEqual([]);
    expect(buildPlan({ ...plan.input, monthlyPaymentCents: 85_000 }).problems.map((p) => p.id)).toEqual(['plan-overcollects']);
  });
});

describe('the plan context at exactly the median (Form 122C-1 lines 17 and 21, §1325(b)(4))', () => {
  const caseFile = chapter13CaseFile();

  it('asks for 5 years, as line 21 does, but keeps Schedule J as the measure because line 17 is not above', () => {
    const context = planContextFromIncome(8_000_000, 8_000_000, 20_000);
    expect(context).toEqual({ isAboveMedian: false, commitmentPeriodMonths: 60 });
    const input = planInputFromCaseFile(caseFile, {}, context);
    expect(input.commitmentPeriodMonths).toBe(60);
    expect(input.planLengthMonths).toBe(60);
    expect(input.projectedDisposableIncome.measuredBy).toBe('schedule-j');
  });

  it('asks for 3 years a cent below the median and 5 with Form 122C-2 a cent above', () => {
    expect(planContextFromIncome(7_999_999, 8_000_000, 20_000)).toEqual({ isAboveMedian: false, commitmentPeriodMonths: 36 });
    expect(planContextFromIncome(8_000_001, 8_000_000, 20_000)).toEqual({ isAboveMedian: true, commitmentPeriodMonths: 60, form122C2MonthlyDisposableIncomeCents: 20_000 });
  });
});

describe('a car loan paid through the plan: valued under §506(a) or kept whole by the §1325(a) hanging paragraph', () => {
  /** The fixture's car loan ($12,000) with its date and the car's value changed; filing 2026-12-15. */
  function carCase(incurred: string | undefined, carValueCents: number): CaseFile {
    return chapter13CaseFile((input) => {
      const car = input.debts!.debts.find((d) => d.id === 'd-car')!;
      if (incurred === undefined) delete car.incurred;
      else car.incurred = incurred;
      input.property!.items.find((item) => item.id === 'p-car')!.value = carValueCents;
    });
  }
  const carClaim = (caseFile: CaseFile) => planInputFromCaseFile(caseFile, {}, { isAboveMedian: false }).secured.find((c) => c.id === 'd-car')!;
  const unsecuredTotal = (caseFile: CaseFile) => planInputFromCaseFile(caseFile, {}, { isAboveMedian: false }).unsecuredTotalCents;

  it('§1325(a) hanging paragraph: a car loan incurred within 910 days is paid in full in §3.3, not valued down to the car', () => {
    const caseFile = carCase('2025-03', 800_000);
    expect(carClaim(caseFile)).toMatchObject({ section: '3.3', claimCents: 1_200_000 });
    expect(carClaim(caseFile).totalClaimCents).toBeUndefined();
    expect(unsecuredTotal(caseFile)).toBe(1_500_000);
  });

  it('§1325(a) hanging paragraph: a car loan with no date it was incurred is kept whole in §3.3 (the safe reading)', () => {
    expect(carClaim(carCase(undefined, 800_000))).toMatchObject({ section: '3.3', claimCents: 1_200_000 });
  });

  it('§506(a), §1325(a)(5)(B): a car loan more than 910 days old is crammed down to the car’s value in §3.2, the rest is unsecured', () => {
    const caseFile = carCase('2022', 800_000);
    expect(carClaim(caseFile)).toMatchObject({ section: '3.2', claimCents: 800_000, totalClaimCents: 1_200_000, collateralValueCents: 800_000 });
    expect(unsecuredTotal(caseFile)).toBe(1_500_000 + 400_000);
    // Worth more than owed: the whole claim is secured.
    expect(carClaim(carCase('2022', 1_500_000))).toMatchObject({ section: '3.2', claimCents: 1_200_000, collateralValueCents: 1_500_000 });
  });
});
