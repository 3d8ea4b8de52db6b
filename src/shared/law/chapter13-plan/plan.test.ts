import { describe, expect, it } from 'vitest';
import { amortizedMonthlyPaymentCents } from './amortize.ts';
import { MAX_PLAN_MONTHS, assumedTrusteeFeePercent, buildPlan, commitmentPeriodMonths, minimumMonthlyPayment, type PlanInput } from './plan.ts';

/**
 * A 60-month plan (above the median):
 * - home: $6,000.00 of arrears cured over 60 months = $100.00 a month through the plan
 * - car: $12,000.00 paid in full at 0% over 60 months = $200.00 a month
 * - priority taxes $3,000.00; general unsecured $40,000.00
 * - non-exempt equity $5,000.00 → a Chapter 7 would pay unsecured 5,000 − 3,000 = $2,000.00
 * - projected disposable income (Form 122C-2) $50.00 × 60 = $3,000.00 owed to unsecured creditors
 * Needed: 6,000 + 12,000 + 3,000 + max(2,000, 3,000) = $24,000.00 after a 10 % fee.
 */
const base: PlanInput = {
  commitmentPeriodMonths: 60,
  planLengthMonths: 60,
  monthlyPaymentCents: 44_500,
  trusteeFeePercent: 10,
  secured: [
    { id: 'home', creditor: 'Mortgage Co', collateral: 'Home', treatment: 'maintain-and-cure', claimCents: 20_000_000, arrearsCents: 600_000, regularPaymentCents: 150_000, interestRatePercent: 0 },
    { id: 'car', creditor: 'Auto Finance', collateral: '2019 Honda Civic', treatment: 'pay-in-full', claimCents: 1_200_000, arrearsCents: 0, regularPaymentCents: 0, interestRatePercent: 0 },
  ],
  priority: [{ id: 'irs', creditor: 'IRS', kind: 'taxes', amountCents: 300_000 }],
  unsecuredTotalCents: 4_000_000,
  nonExemptEquityCents: 500_000,
  projectedDisposableIncome: { monthlyCents: 5_000, measuredBy: 'form-122c-2' },
};

describe('buildPlan', () => {
  it('pays secured installments, then priority, then unsecured, and passes at $445.00 a month', () => {
    const plan = buildPlan(base);
    // $445.00 − 10 % ($44.50) = $400.50 a month; 60 × 400.50 = 24,030.00 − 18,000 − 3,000 = $3,030.00 to unsecured.
    expect(plan.trusteeFeesCents).toBe(267_000);
    expect(plan.secured.map((l) => [l.id, l.monthlyThroughPlanCents, l.monthlyDirectCents])).toEqual([
      ['home', 10_000, 150_000],
      ['car', 20_000, 0],
    ]);
    expect(plan.securedThroughPlanCents).toBe(1_800_000);
    expect(plan.priorityPaidCents).toBe(300_000);
    expect(plan.unsecuredPaidCents).toBe(303_000);
    expect(plan.unsecuredPercent).toBe(7.6);
    expect(plan.liquidationValueCents).toBe(200_000);
    expect(plan.disposableIncomeRequiredCents).toBe(300_000);
    expect(plan.problems).toEqual([]);
    expect(plan.feasible).toBe(true);
    // Priority gets $100.50 a month until paid: month 30 finishes it, month 31 starts the unsecured share.
    expect(plan.months[0]).toMatchObject({ trusteeFeeCents: 4_450, securedCents: 30_000, priorityCents: 10_050, unsecuredCents: 0 });
    expect(plan.months[29]!.priorityCents).toBe(300_000 - 29 * 10_050);
    expect(plan.months[30]).toMatchObject({ priorityCents: 0, unsecuredCents: 10_050 });
  });

  it('finds $445.00 as the lowest payment that meets every test ($444.00 leaves unsecured $2,976.00)', () => {
    expect(minimumMonthlyPayment(base)).toBe(44_500);
    const short = buildPlan({ ...base, monthlyPaymentCents: 44_400 });
    expect(short.unsecuredPaidCents).toBe(297_600);
    expect(short.problems.map((p) => p.id)).toEqual(['disposable-income-test']);
  });

  it('says what to change when the payment is too low, and offers no longer plan at 60 months', () => {
    const plan = buildPlan({ ...base, monthlyPaymentCents: 40_000 });
    expect(plan.feasible).toBe(false);
    expect(plan.problems.map((p) => p.id)).toEqual(['liquidation-test', 'disposable-income-test']);
    expect(plan.problems[0]!.fix).toBe('Raise the monthly payment to at least $445.00');
    expect(plan.problems[0]!.citation).toBe('11 U.S.C. §1325(a)(4)');
  });

  it('names the first month the secured installments are not covered', () => {
    const plan = buildPlan({ ...base, monthlyPaymentCents: 30_000 });
    const problem = plan.problems.find((p) => p.id === 'secured-not-covered');
    expect(problem?.problem).toMatch(/^From month 1, /);
    expect(plan.months[0]!.securedShortfallCents).toBe(3_000);
  });

  it('fails the liquidation test when enough property is not protected, and says why', () => {
    const plan = buildPlan({ ...base, nonExemptEquityCents: 3_300_000 });
    // 33,000 − 3,000 priority = $30,000.00 a Chapter 7 would pay unsecured creditors.
    expect(plan.liquidationValueCents).toBe(3_000_000);
    const problem = plan.problems.find((p) => p.id === 'liquidation-test');
    expect(problem?.problem).toContain('$33,000.00');
    expect(problem?.problem).toContain('$30,000.00');
    expect(problem?.fix).toMatch(/^Raise the monthly payment to at least \$/);
    expect(minimumMonthlyPayment({ ...base, nonExemptEquityCents: 3_300_000 })).toBeGreaterThan(80_000);
  });

  it('§1322(d)(2): offers a longer plan when a 36-month plan falls short, saying the court must approve it for cause', () => {
    const plan = buildPlan({ ...base, commitmentPeriodMonths: 36, planLengthMonths: 36, monthlyPaymentCents: 40_000 });
    expect(plan.problems.length).toBeGreaterThan(0);
    expect(plan.problems[0]!.fix).toMatch(/or make the plan longer \(up to 60 months; longer than 36 months only if the court approves it for a good reason, 11 U\.S\.C\. §1322\(d\)\(2\)\)$/);
  });

  it('§1322(d)(1): above the median (a 5-year commitment period) a longer plan needs no approval for cause', () => {
    const plan = buildPlan({ ...base, commitmentPeriodMonths: 60, planLengthMonths: 48, monthlyPaymentCents: 40_000 });
    const lengthen = plan.problems.map((p) => p.fix).find((fix) => fix.includes('make the plan longer'));
    expect(lengthen).toMatch(/\(up to 60 months\)$/);
  });

  it('refuses a plan shorter than the commitment period unless unsecured creditors are paid in full', () => {
    expect(buildPlan({ ...base, planLengthMonths: 48 }).problems.map((p) => p.id)).toContain('plan-too-short');
    const paidInFull = buildPlan({ ...base, unsecuredTotalCents: 100_000, nonExemptEquityCents: 0, planLengthMonths: 48, monthlyPaymentCents: 60_000 });
    expect(paidInFull.unsecuredPercent).toBe(100);
    expect(paidInFull.problems.map((p) => p.id)).not.toContain('plan-too-short');
  });

  it('below the median, asks that all of Schedule J\'s monthly net income go into the plan', () => {
    // $420.00 × 60 = $25,200.00 must be paid in; $415.00 a month pays $24,900.00.
    const belowMedian = { ...base, nonExemptEquityCents: 0, projectedDisposableIncome: { monthlyCents: 42_000, measuredBy: 'schedule-j' as const } };
    expect(buildPlan(belowMedian).disposableIncomeRequiredCents).toBe(2_520_000);
    const short = buildPlan({ ...belowMedian, monthlyPaymentCents: 41_500 });
    expect(short.problems.map((p) => p.id)).toEqual(['disposable-income-test']);
    expect(short.problems[0]!.problem).toContain('$24,900.00');
    expect(buildPlan({ ...belowMedian, monthlyPaymentCents: 42_000 }).problems).toEqual([]);
    expect(minimumMonthlyPayment(belowMedian)).toBe(42_000);
  });

  it('§1325(b)(1)(A): a plan that pays everyone in full early and keeps collecting is refused, with the least payment that works', () => {
    // Unsecured $2,000 and no equity: $445.00 − 10 % = $400.50 a month, 60 × 400.50 = $24,030.00 for
    // $18,000.00 secured + $3,000.00 priority + $2,000.00 unsecured: $1,030.00 paid in for no one.
    const early = { ...base, unsecuredTotalCents: 200_000, nonExemptEquityCents: 0 };
    const plan = buildPlan(early);
    expect(plan.unsecuredPercent).toBe(100);
    const problem = plan.problems.find((p) => p.id === 'plan-overcollects')!;
    expect(plan.feasible).toBe(false);
    const paidOut = plan.securedThroughPlanCents + plan.priorityPaidCents + plan.unsecuredPaidCents + plan.trusteeFeesCents;
    expect(plan.totalPaymentsCents - paidOut).toBe(103_000);
    expect(problem.problem).toMatch(/^This plan collects \$1,030\.00 more than it pays out: from month \d+, every claim it pays is paid, and your payments would go to no one\.$/);
    expect(problem.citation).toBe('11 U.S.C. §1325(b)(1)(A), §1322(a)(1)');
    const least = minimumMonthlyPayment(early)!;
    expect(least).toBeLessThan(base.monthlyPaymentCents);
    expect(problem.fix).toMatch(/^Lower the payment to \$[\d,]+\.\d\d, the least that meets every test, or end the plan sooner/);
    // At the least payment, payments and disbursements balance to within a dollar a month.
    const balanced = buildPlan({ ...early, monthlyPaymentCents: least });
    expect(balanced.problems).toEqual([]);
    expect(balanced.totalPaymentsCents - (balanced.securedThroughPlanCents + balanced.priorityPaidCents + balanced.unsecuredPaidCents + balanced.trusteeFeesCents)).toBeLessThanOrEqual(100 * 60);
  });

  it('surrendered property costs the plan nothing', () => {
    const plan = buildPlan({ ...base, secured: [{ ...base.secured[1]!, treatment: 'surrender' }] });
    expect(plan.securedThroughPlanCents).toBe(0);
    expect(plan.secured[0]).toMatchObject({ monthlyThroughPlanCents: 0, monthlyDirectCents: 0 });
  });
});

describe('plan figures', () => {
  it('amortizes a claim with interest, rounding up to the cent', () => {
    // $12,000.00 at 6 % a year over 60 months: 12,000 × 0.005 / (1 − 1.005^−60) = $231.9934…
    expect(amortizedMonthlyPaymentCents(1_200_000, 6, 60)).toBe(23_200);
    expect(amortizedMonthlyPaymentCents(1_200_000, 0, 60)).toBe(20_000);
    expect(amortizedMonthlyPaymentCents(0, 6, 60)).toBe(0);
  });

  it('takes the commitment period and the longest plan from the dated timing rules', () => {
    expect(commitmentPeriodMonths(false)).toBe(36);
    expect(commitmentPeriodMonths(true)).toBe(60);
    expect(MAX_PLAN_MONTHS).toBe(60);
    expect(assumedTrusteeFeePercent()).toBe(10);
  });
});
