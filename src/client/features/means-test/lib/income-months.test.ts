import { describe, expect, it } from 'vitest';
import { incomeMonthNames } from './income-months.ts';

describe('the names of the six months of income the means test counts', () => {
  it('are the six full calendar months before the filing month, oldest first', () => {
    expect(incomeMonthNames(new Date(2026, 10, 25))).toEqual(['May 2026', 'June 2026', 'July 2026', 'August 2026', 'September 2026', 'October 2026']);
  });

  it('reach into the previous year for a January filing, and never include the filing month', () => {
    expect(incomeMonthNames(new Date(2027, 0, 1))).toEqual(['July 2026', 'August 2026', 'September 2026', 'October 2026', 'November 2026', 'December 2026']);
    expect(incomeMonthNames(new Date(2026, 6, 1)).at(-1)).toBe('June 2026');
  });
});
