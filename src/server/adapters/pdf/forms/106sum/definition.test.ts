import { describe, expect, it } from 'vitest';
import { fixtureContext, jointCouple } from '../fixture.ts';
import type { FormValues } from '../types.ts';
import { FORM_106SUM } from './definition.ts';

const OTHER_FORMS: Record<string, FormValues> = {
  '106A/B': { '55': 26_520_000, '62': 3_450_000, '63': 29_970_000 },
  '106D': { totalClaims: 24_000_000 },
  '106E/F': { '6a': 0, '6b': 420_000, '6c': 0, '6e': 420_000, '6f': 150_000, '6g': 0, '6h': 0, '6j': 2_880_000 },
  '106I': { '12': 612_500 },
  '106J': { '22c': 598_000 },
  '122A-1': { '11': 640_000 },
};
const context = fixtureContext((form) => OTHER_FORMS[form]);
const caseFile = jointCouple();

describe('Form 106Sum values', () => {
  it('copies the schedules’ totals and adds the liabilities', () => {
    const values = FORM_106SUM.values(caseFile, context);
    expect(values['1a']).toBe(26_520_000); // $265,200.00
    expect(values['1b']).toBe(3_450_000);
    expect(values['1c']).toBe(29_970_000);
    expect(values['2a']).toBe(24_000_000);
    expect(values['3a']).toBe(420_000);
    expect(values['3b']).toBe(2_880_000);
    expect(values.totalLiabilities).toBe(24_000_000 + 420_000 + 2_880_000); // $273,000.00
    expect(values['4']).toBe(612_500);
    expect(values['5']).toBe(598_000);
  });

  it('fills Part 4 for consumer debts: line 8 from 122A-1 line 11 and 9g = 9a through 9f', () => {
    const values = FORM_106SUM.values(caseFile, context);
    expect(values['6']).toEqual(['yes']);
    expect(values['7']).toEqual(['consumer']);
    expect(values['8']).toBe(640_000);
    expect(values['9b']).toBe(420_000);
    expect(values['9d']).toBe(150_000);
    expect(values['9g']).toBe(570_000);
  });

  it('leaves lines 8 and 9 blank when the debts are not primarily consumer debts', () => {
    const debts = caseFile.debts.debts.map((debt) => (debt.kind === 'nonpriority' ? debt : { ...debt, amount: 100 }));
    const business = { ...caseFile, debts: { debts: debts.map((d) => (d.kind === 'nonpriority' ? { ...d, category: 'business' as const } : d)) } };
    const values = FORM_106SUM.values(business, context);
    expect(values['7']).toEqual(['notConsumer']);
    expect(values['8']).toBeUndefined();
    expect(values['9g']).toBeUndefined();
  });

  it('leaves a line blank when its source form is not available', () => {
    const values = FORM_106SUM.values(caseFile, { ...context, valuesOf: () => undefined });
    expect(values['1a']).toBeUndefined();
    expect(values.totalLiabilities).toBeUndefined();
  });
});
