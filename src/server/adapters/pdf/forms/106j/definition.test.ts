import { describe, expect, it } from 'vitest';
import { JOINT_COUPLE_TOTALS } from '#shared/case-file/fixtures/joint-couple.ts';
import { contextFor, fixtureCaseFile } from '../test-support.ts';
import { FORM_106J } from './definition.ts';

describe('Schedule J values (fixture household)', () => {
  const caseFile = fixtureCaseFile();
  const values = FORM_106J.values(caseFile, contextFor(caseFile));

  it('the expense lines as entered: mortgage $1,500, food $1,000, car payment $350 (17a), lease $300 (17b)', () => {
    expect([values['4'], values['4c'], values['6a'], values['6b'], values['6c'], values['7'], values['8']]).toEqual([150_000, 10_000, 25_000, 8_000, 17_000, 100_000, 40_000]);
    expect([values['15a'], values['15c'], values['17a'], values['17b'], values['21']]).toEqual([5_000, 15_000, 35_000, 30_000, 0]);
  });

  it('line 22 $5,000.00 and line 23: $5,500.00 − $5,000.00 = $500.00', () => {
    expect([values['22a'], values['22b'], values['22c']]).toEqual([500_000, 0, JOINT_COUPLE_TOTALS.scheduleJTotalExpensesCents]);
    expect([values['23a'], values['23b'], values['23c']]).toEqual([550_000, 500_000, JOINT_COUPLE_TOTALS.scheduleJMonthlyNetIncomeCents]);
  });

  it('Part 1: a joint case in one household, two dependents without names', () => {
    expect([values['1'], values['1-separate']]).toEqual([['yes'], ['no']]);
    expect(values['2']).toEqual([
      { cells: { relationship: 'Son', age: '10', livesWithYou: 'Yes' } },
      { cells: { relationship: 'Daughter', age: '7', livesWithYou: 'Yes' } },
    ]);
    expect(values['24']).toEqual(['no']);
  });

  it('line 3 and line 21’s “Specify” print the answers (issue 37: line 3 was never asked, line 21’s text never printed)', () => {
    expect(values['3']).toEqual(['no']);
    const other = { ...caseFile, expenses: { ...caseFile.expenses!, othersExpensesIncluded: true, lines: { ...caseFile.expenses!.lines, other: 4_500 }, otherSpecify: 'Pet food and vet bills' } };
    const withOther = FORM_106J.values(other, contextFor(other));
    expect([withOther['3'], withOther['21'], withOther['21-specify']]).toEqual([['yes'], 4_500, 'Pet food and vet bills']);
  });
});
