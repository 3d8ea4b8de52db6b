import { describe, expect, it } from 'vitest';
import { getMedianIncome, getMedianIncomeTable, listMedianIncomeTables, type MedianIncomeTable } from './figures.ts';
import { describeFigureSources, fillLegalFigures, resolveLegalFigure } from './legal-text.ts';
import { calculateMeansTest, meansTestTableDate } from './means-test.ts';

const on = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** An imported table: the committed 2026-04-01 rows, $1,000 higher, taking effect 2026-11-01. */
const committed = getMedianIncomeTable(on('2026-10-01'));
const imported: MedianIncomeTable = {
  ...committed,
  effectiveDate: '2026-11-01',
  source: 'Imported by an administrator from https://www.justice.gov/ust/means-testing/20261101',
  officialSource: 'U.S. Trustee Program, cases filed on or after 2026-11-01',
  status: 'official',
  addPerPersonOver4: 11_500,
  rows: committed.rows.map((row) => ({ ...row, household1: row.household1 + 1000, household2: row.household2 + 1000 })),
};
const texasOne = committed.rows.find((r) => r.stateCode === 'TX')!.household1;

describe('imported median income tables are passed explicitly', () => {
  it('join the committed tables only where passed: no call sees another call’s tables', () => {
    expect(listMedianIncomeTables([imported]).map((t) => t.effectiveDate)).toEqual(['2025-11-01', '2026-04-01', '2026-11-01']);
    expect(getMedianIncome('TX', 1, on('2026-11-22'), [imported]).value).toBe(texasOne + 1000);
    // The same day without them: the committed table, as if nothing had been imported anywhere.
    expect(getMedianIncome('TX', 1, on('2026-11-22')).value).toBe(texasOne);
    expect(listMedianIncomeTables().map((t) => t.effectiveDate)).toEqual(['2025-11-01', '2026-04-01']);
  });

  it('apply from their effective date, and replace a committed table of the same date', () => {
    expect(getMedianIncomeTable(on('2026-10-31'), [imported]).effectiveDate).toBe('2026-04-01');
    expect(getMedianIncomeTable(on('2026-11-01'), [imported]).source).toBe(imported.source);
    const sameDate = { ...imported, effectiveDate: '2026-04-01' };
    expect(listMedianIncomeTables([sameDate]).filter((t) => t.effectiveDate === '2026-04-01')).toEqual([sameDate]);
  });

  it('reach the means test, its table date, and texts that print medians', () => {
    const input = { stateCode: 'TX', householdSize: 1, maritalStatus: 'not-married', income: { wages: { entry: 'total', total: (texasOne + 500) / 2 } } } as const;
    expect(calculateMeansTest(input, on('2026-11-22')).outcome).toBe('above-median');
    const withImport = calculateMeansTest(input, on('2026-11-22'), [imported]);
    expect(withImport.outcome).toBe('at-or-below-median');
    expect(withImport.median).toMatchObject({ value: texasOne + 1000, effectiveDate: '2026-11-01', source: imported.source });
    expect(meansTestTableDate(on('2026-11-22'), [imported])).toBe('2026-11-01');
    expect(resolveLegalFigure('medianIncome.effectiveDate', on('2026-11-22'), [imported]).text).toBe('November 1, 2026');
    expect(fillLegalFigures('Add {{medianIncome.addPerPersonOver4}} per person.', on('2026-11-22'), [imported])).toBe('Add $11,500 per person.');
    expect(describeFigureSources(['medianIncome.addPerPersonOver4'], on('2026-11-22'), [imported])).toEqual([
      expect.objectContaining({ figuresText: '$11,500', effectiveDate: '2026-11-01', officialSource: imported.officialSource }),
    ]);
  });
});

describe('an imported official table ends the estimate label (11 U.S.C. §101(39A): the U.S. Trustee table is the one that counts)', () => {
  it('a median for a date the estimate covered needs a check, and no longer does once the official table is imported', () => {
    expect(getMedianIncome('TX', 1, on('2026-11-22')).needsCheck).toBe(true);
    expect(getMedianIncome('TX', 1, on('2026-11-22'), [imported])).toMatchObject({ status: 'official', needsCheck: false });
  });
});
