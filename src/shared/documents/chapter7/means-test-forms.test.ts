import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../../law/eligibility/assess.ts';
import { householdSchema } from '../../law/household/household.ts';
import { sampleHousehold } from '../../law/household/sample-household.ts';
import { form122A1Values, form122A2Values } from './means-test-forms.ts';

const FILING = '2026-12-01'; // the median table of 2026-04-01 is in force: Ohio, 1 person $66,239; 4 people $123,702

describe('Form 122A-1 from the engine', () => {
  it('a single Ohio filer earning $3,000 a month: line 2 $3,000, line 12b $36,000, median $66,239, box 1 and line 14a; no Form 122A-2', () => {
    const input = sampleHousehold();
    const result = assessEligibility(input, FILING);
    const values = form122A1Values(householdSchema.parse(input), result);
    expect(values.columnA['2']).toBe(300_000);
    expect(values.columnB).toBeNull();
    expect(values.currentMonthlyIncomeCents).toBe(300_000);
    expect(values.annualIncomeCents).toBe(3_600_000);
    expect(values.medianCents).toBe(6_623_900);
    expect(values.medianEffectiveDate).toBe('2026-04-01');
    expect([values.box, values.line14, values.supplement]).toEqual([1, '14a', false]);
    expect(form122A2Values(result)).toBeNull();
  });

  it('a couple of 4 above the median: both columns, line 11 $15,100, 12b $181,200 over $123,702, box 2; Form 122A-2 with the engine presumption', () => {
    const input = sampleHousehold({
      about: { householdSize: 4, maritalStatus: 'married-filing-jointly', dependentChildren: 2, people: { debtor: { aged65OrOver: false }, spouse: { aged65OrOver: false } } },
      income: {
        debtor: { wages: { entry: 'total', sixMonthTotal: 6_000_000 }, interest: { entry: 'total', sixMonthTotal: 60_000 }, socialSecurity: { entry: 'total', sixMonthTotal: 120_000 } },
        spouse: { wages: { entry: 'monthly', months: [500_000, 500_000, 500_000, 500_000, 500_000, 500_000] } },
        expectedToContinue: true,
      },
    });
    const result = assessEligibility(input, FILING);
    const values = form122A1Values(householdSchema.parse(input), result);
    expect(values.columnA['2']).toBe(1_000_000);
    expect(values.columnA['7']).toBe(10_000);
    expect(values.columnB?.['2']).toBe(500_000);
    expect(values.socialSecurityYouCents).toBe(20_000); // listed apart on line 8, not counted
    expect([values.totalACents, values.totalBCents, values.currentMonthlyIncomeCents]).toEqual([1_010_000, 500_000, 1_510_000]);
    expect(values.annualIncomeCents).toBe(18_120_000);
    expect(values.medianCents).toBe(12_370_200);
    expect([values.box, values.line14, values.roundingDifferenceCents]).toEqual([2, '14b', 0]);

    const form = form122A2Values(result);
    expect(form).not.toBeNull();
    const estimate = result.meansTest.form122A2!;
    expect(form!.presumption).toBe(estimate.presumption);
    expect(form!.currentMonthlyIncomeCents).toBe(1_510_000);
    expect(form!.monthlyDisposableIncomeCents).toBe(1_510_000 - form!.totalDeductionsCents);
    expect(form!.sixtyMonthDisposableIncomeCents).toBe(form!.monthlyDisposableIncomeCents * 60);
    // $15,100 a month against rent of $1,100 and modest expenses: far above the upper threshold.
    expect(form!.decidedBy).toBe('above-upper-threshold');
    expect(form!.presumption).toBe('arises');
    expect(form!.nonpriorityUnsecuredCents).toBeNull();
    expect(Object.keys(form!.lines)).toContain('6');
  });

  it('mostly business debts: no presumption whatever the income, and the supplement (122A-1Supp) goes with it', () => {
    const input = sampleHousehold({
      income: { debtor: { wages: { entry: 'total', sixMonthTotal: 9_000_000 } }, expectedToContinue: true },
      debts: { secured: [], taxes: [], domesticSupport: 0, studentLoans: 0, criminalRestitution: 0, businessDebts: 9_000_000, otherUnsecured: 1_000_000 },
    });
    const values = form122A1Values(householdSchema.parse(input), assessEligibility(input, FILING));
    expect([values.box, values.line14, values.supplement]).toEqual([1, '14b', true]);
  });
});
