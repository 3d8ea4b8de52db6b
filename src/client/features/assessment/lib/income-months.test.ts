import { describe, expect, it } from 'vitest';
import { formatIsoMonth } from '#shared/format/dates.ts';
import { incomeMonthsBefore } from './income-months.ts';

describe('the six income months of the means test', () => {
  it('are the six full calendar months before the filing month, oldest first', () => {
    expect(incomeMonthsBefore('2026-11-25')).toEqual(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
  });

  it('cross into the previous year', () => {
    expect(incomeMonthsBefore('2027-02-01')).toEqual(['2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
    expect(formatIsoMonth('2026-08')).toBe('August 2026');
  });
});
