import { describe, expect, it } from 'vitest';
import { calculateMeansTest, INCOME_SOURCES, meansTestInputSchema } from '#shared/law/means-test.ts';
import { INCOME_SOURCE_ORDER, describeFieldPath, emptyFields, listStates } from './form-state.ts';

describe('means test form', () => {
  it('asks about the same income sources as the law module', () => {
    expect([...INCOME_SOURCE_ORDER]).toEqual([...INCOME_SOURCES]);
  });

  it('is the calculator\'s input as typed', () => {
    const fields = emptyFields();
    fields.stateCode = 'TX';
    fields.householdSize = '2';
    fields.income.wages = { entry: 'monthly', total: '', months: ['7,000', '7000', '$7,000', '7000', '7000', '7000'] };
    fields.income.rental.total = '1500';
    const result = calculateMeansTest(fields, new Date('2026-06-15T12:00:00Z'));
    expect(result.annualizedIncome).toBe(87000);
    expect(result.outcome).toBe('above-median');
  });

  it('says which field each validation issue is about', () => {
    const fields = emptyFields();
    fields.income.wages = { entry: 'monthly', total: '', months: ['1', '-2', '', '', '', ''] };
    fields.income.other.total = 'abc';
    const parsed = meansTestInputSchema.safeParse(fields);
    expect(parsed.success).toBe(false);
    const parts = parsed.success ? [] : parsed.error.issues.map((issue) => describeFieldPath(issue.path.join('.')));
    expect(parts).toEqual([
      { part: 'state' },
      { part: 'household' },
      { part: 'month', source: 'wages', month: 2 },
      { part: 'total', source: 'other' },
    ]);
    expect(describeFieldPath('income.salary.total')).toBeNull();
  });

  it('lists the states of the newest table by name', () => {
    const states = listStates();
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(states[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(states.find((s) => s.code === 'TX')?.name).toBe('Texas');
  });
});
