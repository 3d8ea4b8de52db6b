import { describe, expect, it } from 'vitest';
import { calculateMeansTest, INCOME_SOURCES, MARITAL_STATUSES, meansTestInputSchema, spouseIncomeCounts, type MeansTestInput } from '#shared/law/means-test.ts';
import { INCOME_SOURCE_ORDER, MARITAL_STATUS_ORDER, asksSpouseIncome, describeFieldPath, emptyFields, listStates } from './form-state.ts';

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
});
