import { describe, expect, it } from 'vitest';
import { calculateMeansTest, INCOME_SOURCES, meansTestInputSchema } from '#shared/law/means-test.ts';
import { FIELD_IDS, INCOME_SOURCE_ORDER, emptyFields, fieldIdForIssuePath, listStates, toMeansTestInput } from './form-state.ts';

describe('means test form', () => {
  it('asks about the same income sources as the law module', () => {
    expect([...INCOME_SOURCE_ORDER]).toEqual([...INCOME_SOURCES]);
  });

  it('turns typed text into calculator input', () => {
    const fields = emptyFields();
    fields.stateCode = 'TX';
    fields.householdSize = '2';
    fields.income.wages = { entry: 'monthly', total: '', months: ['7,000', '7000', '$7,000', '7000', '7000', '7000'] };
    fields.income.rental.total = '1500';
    const result = calculateMeansTest(toMeansTestInput(fields), new Date('2026-06-15T12:00:00Z'));
    expect(result.annualizedIncome).toBe(87000);
    expect(result.outcome).toBe('above-median');
  });

  it('maps every validation issue to a field id', () => {
    const fields = emptyFields();
    fields.income.wages = { entry: 'monthly', total: '', months: ['1', '-2', '', '', '', ''] };
    fields.income.other.total = 'abc';
    const parsed = meansTestInputSchema.safeParse(toMeansTestInput(fields));
    expect(parsed.success).toBe(false);
    const ids = parsed.success ? [] : parsed.error.issues.map((issue) => fieldIdForIssuePath(issue.path));
    expect(ids).toEqual([FIELD_IDS.state, FIELD_IDS.household, FIELD_IDS.month('wages', 2), FIELD_IDS.total('other')]);
  });

  it('lists the states of the newest table by name', () => {
    const states = listStates();
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(states[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(states.find((s) => s.code === 'TX')?.name).toBe('Texas');
  });
});
