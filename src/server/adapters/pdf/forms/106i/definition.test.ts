import { describe, expect, it } from 'vitest';
import { JOINT_COUPLE_TOTALS } from '#shared/case-file/fixtures/joint-couple.ts';
import { contextFor, fixtureCaseFile } from '../test-support.ts';
import type { TableRow } from '../types.ts';
import { FORM_106I } from './definition.ts';


describe('Schedule I values (fixture household)', () => {
  const caseFile = fixtureCaseFile();
  const values = FORM_106I.values(caseFile, contextFor(caseFile));
  const both = (line: string) => [values[line], values[`${line}-d2`]];

  it('wages $4,000 and $3,000; deductions $900 and $600; take-home $3,100 and $2,400', () => {
    expect(both('2')).toEqual([400_000, 300_000]);
    expect(both('4')).toEqual([400_000, 300_000]);
    expect(both('5a')).toEqual([60_000, 45_000]);
    expect(both('5c')).toEqual([0, 15_000]);
    expect(both('5e')).toEqual([30_000, 0]);
    expect(both('6')).toEqual([90_000, 60_000]);
    expect(both('7')).toEqual([310_000, 240_000]);
    expect(both('9')).toEqual([0, 0]);
    expect(both('10')).toEqual([310_000, 240_000]);
  });

  it('line 10 combined and line 12: $5,500.00, the fixture’s combined monthly income', () => {
    expect(values['10-combined']).toBe(550_000);
    expect(values['11']).toBe(0);
    expect(values['12']).toBe(JOINT_COUPLE_TOTALS.scheduleICombinedMonthlyIncomeCents);
    expect(values['13']).toEqual(['no']);
  });

  it('Part 1: both employed, with employer and how long', () => {
    const employment = values['1'] as TableRow[];
    expect(employment.map((r) => [r.cells['field'], r.cells['debtor1'], r.cells['debtor2']])).toEqual([
      ['Employment status', 'Employed', 'Employed'],
      ['Occupation', 'Warehouse supervisor', 'Medical assistant'],
      ['Employer’s name', 'Riverside Distribution LLC', 'Lakeside Family Clinic'],
      ['Employer’s address', '900 Example Industrial Road\nConshohocken, PA 19428', '15 Sample Street\nNorristown, PA 19401'],
      ['How long employed there?', '6 years', '4 years'],
    ]);
  });
});
