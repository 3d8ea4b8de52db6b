import { describe, expect, it } from 'vitest';
import { calculateMeansTest, INCOME_SOURCES, MARITAL_STATUSES, meansTestInputSchema, spouseIncomeCounts, type MeansTestInput } from '#shared/law/means-test.ts';
import { getStatutoryAmount } from '#shared/law/figures.ts';
import { INCOME_SOURCE_ORDER, MARITAL_STATUS_ORDER, asksSpouseIncome, describeFieldPath, emptyFields, listStates, oneMonthQuestions, sixMonthsFullTimeAtMinimumWage } from './form-state.ts';

describe('means test form', () => {
  it('asks about the same income sources as the law module', () => {
    expect([...INCOME_SOURCE_ORDER]).toEqual([...INCOME_SOURCES]);
  });

  it("asks line 1 of Form 122A-1 as the law module reads it, and for a spouse's income exactly when it counts", () => {
    expect([...MARITAL_STATUS_ORDER]).toEqual([...MARITAL_STATUSES]);
    for (const status of MARITAL_STATUSES) expect(asksSpouseIncome(status)).toBe(spouseIncomeCounts(status));
    expect(asksSpouseIncome('')).toBe(false);
  });

  it("counts the spouse's boxes for a married person filing alone in the same household", () => {
    const fields = emptyFields();
    fields.stateCode = 'TX';
    fields.householdSize = '2';
    fields.maritalStatus = 'married-same-household';
    fields.income.wages.entry = 'total';
    fields.spouseIncome.wages.entry = 'total';
    fields.income.wages.total = '30,000';
    fields.spouseIncome.wages.total = '15,000';
    expect(calculateMeansTest(fields as MeansTestInput, new Date('2026-06-15T12:00:00Z')).annualizedIncome).toBe(90000);
    fields.maritalStatus = 'married-living-apart';
    expect(calculateMeansTest(fields as MeansTestInput, new Date('2026-06-15T12:00:00Z')).annualizedIncome).toBe(60000);
  });

  it('is the calculator\'s input as typed', () => {
    const fields = emptyFields();
    fields.stateCode = 'TX';
    fields.householdSize = '2';
    fields.maritalStatus = 'not-married';
    fields.income.wages = { entry: 'monthly', total: '', months: ['7,000', '7000', '$7,000', '7000', '7000', '7000'] };
    fields.income.rental.total = '1500';
    const result = calculateMeansTest(fields as MeansTestInput, new Date('2026-06-15T12:00:00Z'));
    expect(result.annualizedIncome).toBe(87000);
    expect(result.outcome).toBe('above-median');
  });

  it('says which field each validation issue is about', () => {
    const fields = emptyFields();
    fields.income.wages = { entry: 'monthly', total: '', months: ['1', '-2', '', '', '', ''] };
    fields.income.other.total = 'abc';
    fields.spouseIncome.rental.total = '-1';
    const parsed = meansTestInputSchema.safeParse(fields);
    expect(parsed.success).toBe(false);
    const parts = parsed.success ? [] : parsed.error.issues.map((issue) => describeFieldPath(issue.path.join('.')));
    // The spouse's box is not read: line 1 is not answered yet.
    expect(parts).toEqual([
      { part: 'state' },
      { part: 'household' },
      { part: 'marital' },
      { part: 'month', column: 'filer', source: 'wages', month: 2 },
      { part: 'total', column: 'filer', source: 'other' },
    ]);
    fields.maritalStatus = 'married-filing-jointly';
    const joint = meansTestInputSchema.safeParse(fields);
    const jointParts = joint.success ? [] : joint.error.issues.map((issue) => describeFieldPath(issue.path.join('.')));
    expect(jointParts).toContainEqual({ part: 'total', column: 'spouse', source: 'rental' });
    expect(describeFieldPath('income.salary.total')).toBeNull();
  });

  it('lists the states of the newest table by name', () => {
    const states = listStates();
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(states[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(states.find((s) => s.code === 'TX')?.name).toBe('Texas');
    // Ordered as the locale orders them, without building a collator.
    expect(states.map((s) => s.name)).toEqual(states.map((s) => s.name).sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('asks wages month by month first, other sources as one total', () => {
    const fields = emptyFields();
    expect(fields.income.wages.entry).toBe('monthly');
    expect(fields.spouseIncome.wages.entry).toBe('monthly');
    expect(INCOME_SOURCE_ORDER.filter((source) => source !== 'wages').every((source) => fields.income[source].entry === 'total')).toBe(true);
  });

  it('asks "Is this for all six months?" when a six-month total is below six months of full-time federal minimum wage (29 U.S.C. §206(a)(1)(C): $7.25 × 40 × 26 = $7,540)', () => {
    const floor = sixMonthsFullTimeAtMinimumWage(getStatutoryAmount('federalMinimumHourlyWage', new Date('2026-12-07')).value);
    expect(floor).toBe(7540);
    const fields = emptyFields();
    fields.maritalStatus = 'married-same-household';
    fields.income.wages.entry = 'total';
    fields.income.wages.total = '2,000';
    // One month's pay typed as the total: asked, naming the source.
    expect(oneMonthQuestions(fields, { filer: 2000, spouse: 0 }, floor)).toEqual([{ column: 'filer', sixMonthTotal: 2000, sources: ['wages'] }]);
    // Six months typed month by month are what they say: not asked, even when low.
    fields.income.wages.entry = 'monthly';
    expect(oneMonthQuestions(fields, { filer: 2000, spouse: 0 }, floor)).toEqual([]);
    // A spouse's low total is asked about too; a total at or above the floor, or no income at all, is not.
    fields.spouseIncome.pension.total = '1,100';
    expect(oneMonthQuestions(fields, { filer: 2000, spouse: 1100 }, floor)).toEqual([{ column: 'spouse', sixMonthTotal: 1100, sources: ['pension'] }]);
    fields.spouseIncome.pension.total = '7,540';
    expect(oneMonthQuestions(fields, { filer: 2000, spouse: 7540 }, floor)).toEqual([]);
    fields.spouseIncome.pension.total = '0';
    expect(oneMonthQuestions(fields, { filer: 2000, spouse: 0 }, floor)).toEqual([]);
    // A spouse's boxes are not read when the spouse's income does not count.
    fields.maritalStatus = 'married-living-apart';
    fields.spouseIncome.pension.total = '100';
    expect(oneMonthQuestions(fields, { filer: 2000, spouse: 0 }, floor)).toEqual([]);
  });
});
