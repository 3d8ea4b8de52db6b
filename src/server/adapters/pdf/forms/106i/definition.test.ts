import { describe, expect, it } from 'vitest';
import { JOINT_COUPLE_TOTALS } from '#shared/case-file/fixtures/joint-couple.ts';
import { contextFor, fixtureCaseFile } from '../test-support.ts';
import type { TableRow } from '../types.ts';
import { FORM_106I } from './definition.ts';

const row = (rows: TableRow[], start: string) => rows.find((r) => String(r.cells['line']).startsWith(start))?.cells;

describe('Schedule I values (fixture household)', () => {
  const caseFile = fixtureCaseFile();
  const values = FORM_106I.values(caseFile, contextFor(caseFile));
  const income = values['income'] as TableRow[];

  it('wages $4,000 and $3,000; deductions $900 and $600; take-home $3,100 and $2,400', () => {
    expect(row(income, '2.')).toMatchObject({ debtor1: 400_000, debtor2: 300_000 });
    expect(row(income, '4.')).toMatchObject({ debtor1: 400_000, debtor2: 300_000 });
    expect(row(income, '5a.')).toMatchObject({ debtor1: 60_000, debtor2: 45_000 });
    expect(row(income, '5c.')).toMatchObject({ debtor1: 0, debtor2: 15_000 });
    expect(row(income, '5e.')).toMatchObject({ debtor1: 30_000, debtor2: 0 });
    expect(row(income, '6.')).toMatchObject({ debtor1: 90_000, debtor2: 60_000 });
    expect(row(income, '7.')).toMatchObject({ debtor1: 310_000, debtor2: 240_000 });
    expect(row(income, '9.')).toMatchObject({ debtor1: 0, debtor2: 0 });
    expect(row(income, '10.')).toMatchObject({ debtor1: 310_000, debtor2: 240_000 });
  });

  it('line 10 combined and line 12: $5,500.00, the fixture’s combined monthly income', () => {
    expect(values['10']).toBe(550_000);
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
