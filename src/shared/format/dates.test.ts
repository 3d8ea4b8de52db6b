import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatIsoDate, formatIsoMonth, formatLongDate, formatMonthYear, formatShortDate, formatShortDateTime, formatUtcShortDate, formatWebinarTime } from './dates.ts';

describe('dates for readers', () => {
  it('reads calendar dates without a time zone shift', () => {
    expect(formatIsoDate('2026-04-01')).toBe('April 1, 2026');
    expect(formatIsoDate('2026-04-01T23:30:00-10:00')).toBe('April 1, 2026');
    expect(formatIsoDate('soon')).toBe('soon');
    expect(formatIsoDate('2026-02-30')).toBe('2026-02-30');
  });

  it('formats instants in a given zone', () => {
    const instant = '2026-12-09T01:00:00Z';
    expect(formatLongDate(instant, { timeZone: 'America/Chicago' })).toBe('December 8, 2026');
    expect(formatShortDate(instant, { timeZone: 'UTC' })).toBe('Dec 9, 2026');
    expect(formatShortDateTime(instant, { timeZone: 'America/Chicago' })).toBe('Dec 8, 2026, 7:00 PM');
    expect(formatClockTime(instant, { timeZone: 'UTC' })).toBe('1:00 AM');
    expect(formatClockTime('2026-01-05T15:04:00.000Z', { timeZone: 'America/New_York' })).toBe('10:04 AM');
    expect(formatShortDate('not a date')).toBe('');
  });

  it('writes a UTC day without Intl exactly as Intl writes it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(formatUtcShortDate(date)).toBe(formatShortDate(date, { timeZone: 'UTC' }));
        expect(formatUtcShortDate(date.toISOString())).toBe(formatShortDate(date, { timeZone: 'UTC' }));
      }),
    );
    expect(formatUtcShortDate('2026-12-09T01:00:00Z')).toBe('Dec 9, 2026');
    expect(formatUtcShortDate('not a date')).toBe('');
  });

  it('writes en-US calendar days and months without Intl exactly as Intl writes them', () => {
    const intl = (date: Date, options: Intl.DateTimeFormatOptions) => date.toLocaleDateString('en-US', { timeZone: 'UTC', ...options });
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (year, month, day) => {
        const date = new Date(Date.UTC(year, month - 1, day));
        const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatIsoDate(iso)).toBe(intl(date, { month: 'long', day: 'numeric', year: 'numeric' }));
        expect(formatMonthYear(year, month)).toBe(intl(date, { month: 'long', year: 'numeric' }));
        expect(formatIsoMonth(iso)).toBe(intl(date, { month: 'long', year: 'numeric' }));
      }),
    );
    // Months past December roll into the next year, as Date.UTC does.
    expect(formatMonthYear(2026, 13)).toBe('January 2027');
    expect(formatMonthYear(2026, 5, 'fr-FR')).toBe('mai 2026');
  });

  it('gives one webinar time for page and email, and survives an unknown zone', () => {
    expect(formatWebinarTime(new Date('2026-12-09T01:00:00Z'), 'America/Chicago')).toBe('Tuesday, December 8, 2026 at 7:00 PM CST');
    expect(formatWebinarTime('2026-12-09T01:00:00Z', 'America/Chicago')).toBe('Tuesday, December 8, 2026 at 7:00 PM CST');
    expect(formatWebinarTime('2026-12-09T01:00:00Z', 'Not/AZone')).not.toBe('');
    expect(formatWebinarTime('not a date', 'America/Chicago')).toBe('');
  });

  it('names the zone as it is on that day (daylight saving time or not)', () => {
    expect(formatWebinarTime('2025-05-07T00:00:00Z', 'America/Chicago')).toBe('Tuesday, May 6, 2025 at 7:00 PM CDT');
    expect(formatWebinarTime('2025-12-02T18:30:00Z', 'America/New_York')).toBe('Tuesday, December 2, 2025 at 1:30 PM EST');
  });
});
