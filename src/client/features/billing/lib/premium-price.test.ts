import { describe, expect, it } from 'vitest';
import { formatPriceStepDate, premiumPriceToday } from './premium-price.ts';

describe('premium price on the pages', () => {
  it('is the catalog price in force on a day: $9.95 today', () => {
    expect(premiumPriceToday(new Date('2026-11-23T12:00:00Z')).monthlyCents).toBe(995);
  });

  it('announces a scheduled step until its day, then charges it', () => {
    const schedule = [
      { from: '2025-01-01', monthlyCents: 995 },
      { from: '2027-03-01', monthlyCents: 1195 },
    ];
    expect(premiumPriceToday(new Date('2027-02-28T23:00:00Z'), schedule)).toEqual({ monthlyCents: 995, next: schedule[1] });
    expect(premiumPriceToday(new Date('2027-03-01T00:00:00Z'), schedule)).toEqual({ monthlyCents: 1195, next: null });
  });

  it('writes a step day as that day, whatever the reader’s time zone', () => {
    expect(formatPriceStepDate({ from: '2027-03-01', monthlyCents: 1195 })).toBe('March 1, 2027');
  });
});
