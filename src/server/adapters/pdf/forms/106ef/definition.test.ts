import { describe, expect, it } from 'vitest';
import { contextFor, fixtureCaseFile } from '../test-support.ts';
import type { TableRow } from '../types.ts';
import { FORM_106EF } from './definition.ts';

describe('Schedule E/F values (fixture household)', () => {
  const caseFile = fixtureCaseFile();
  const values = FORM_106EF.values(caseFile, contextFor(caseFile));

  it('Part 1: the 2023 income tax, $4,000.00 all priority, taxes', () => {
    expect(values['1']).toEqual(['yes']);
    const rows = values['2'] as TableRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cells).toMatchObject({ entry: '2.1', total: 400_000, priority: 400_000, nonpriority: 0 });
    expect(rows[0]!.cells['creditor']).toBe('Example State Revenue Office\n300 Example Capitol Way\nHarrisburg, PA 17120');
    expect(rows[0]!.details).toContain('Type of PRIORITY unsecured claim: Taxes and certain other debts you owe the government');
    expect(rows[0]!.details).toContain('Who incurred the debt? Debtor 1 and Debtor 2 only');
  });

  it('Part 2: three nonpriority claims in alphabetical order, 4.1 to 4.3', () => {
    expect(values['3']).toEqual(['yes']);
    const rows = values['4'] as TableRow[];
    expect(rows.map((r) => [r.cells['entry'], (r.cells['creditor'] as string).split('\n')[0], r.cells['total']])).toEqual([
      ['4.1', 'Northstar Bank Card Services', 800_000],
      ['4.2', 'Summit Credit Card Company', 400_000],
      ['4.3', 'Valley General Hospital', 300_000],
    ]);
    expect(rows[0]!.details).toContain('Type of NONPRIORITY unsecured claim: Other. Specify: Credit card');
    expect(rows[0]!.details).toContain('Who incurred the debt? Debtor 1 only');
  });

  it('Part 4 totals: 6b and 6e $4,000.00; 6i and 6j $15,000.00; the others $0', () => {
    expect([values['6a'], values['6b'], values['6c'], values['6d'], values['6e']]).toEqual([0, 400_000, 0, 0, 400_000]);
    expect([values['6f'], values['6g'], values['6h'], values['6i'], values['6j']]).toEqual([0, 0, 0, 1_500_000, 1_500_000]);
    expect(values['5']).toEqual([]);
  });

  it('no unsecured creditors: both questions answered No', () => {
    const empty = fixtureCaseFile((input) => {
      input.debts!.debts = input.debts!.debts.filter((d) => d.kind === 'secured');
    });
    const v = FORM_106EF.values(empty, contextFor(empty));
    expect([v['1'], v['3'], v['6e'], v['6j']]).toEqual([['no'], ['no'], 0, 0]);
  });
});
