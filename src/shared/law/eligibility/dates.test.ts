import { describe, expect, it } from 'vitest';
import { addMonths, addPeriod, addYears } from './dates.ts';

describe('calendar arithmetic', () => {
  it.each([
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-29', -6, '2026-05-29'],
    ['2026-08-31', -6, '2026-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('adds periods in days, months and years', () => {
    expect(addYears('2024-02-29', 8)).toBe('2032-02-29');
    expect(addPeriod('2026-11-29', { max: 6, unit: 'months' }, -1)).toBe('2026-05-29');
    expect(addPeriod('2026-11-29', { max: 180, unit: 'days' }, -1)).toBe('2026-06-02');
    expect(addPeriod('2026-11-29', { max: 2, unit: 'years' }, -1)).toBe('2024-11-29');
  });
});
