import { describe, expect, it } from 'vitest';
import { latestIncurredDay, shownOutside910Days } from './hanging-paragraph.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('§1325(a) hanging paragraph: when a car loan was incurred', () => {
  it('reads the latest day the words allow: a year ends on Dec 31, a month on its last day, a range at its end', () => {
    expect(latestIncurredDay('2022')).toBe(day('2022-12-31'));
    expect(latestIncurredDay('2021-2024')).toBe(day('2024-12-31'));
    expect(latestIncurredDay('2024-02')).toBe(day('2024-02-29'));
    expect(latestIncurredDay('03/2023')).toBe(day('2023-03-31'));
    expect(latestIncurredDay('2023-03-15')).toBe(day('2023-03-15'));
    expect(latestIncurredDay('3/15/2023')).toBe(day('2023-03-15'));
    expect(latestIncurredDay('last spring')).toBeUndefined();
  });

  it('§1325(a) hanging paragraph: 910 days before the petition is still within; 911 days is outside', () => {
    // 2026-12-15 minus 910 days is 2024-06-18.
    expect(shownOutside910Days('2024-06-18', '2026-12-15')).toBe(false);
    expect(shownOutside910Days('2024-06-17', '2026-12-15')).toBe(true);
    // A year counts from its last day: 2024 may be December 2024, within 910 days.
    expect(shownOutside910Days('2024', '2026-12-15')).toBe(false);
    expect(shownOutside910Days('2022', '2026-12-15')).toBe(true);
  });

  it('§1325(a) hanging paragraph: no date, or one that cannot be read, counts as within 910 days (no cram-down)', () => {
    expect(shownOutside910Days(undefined, '2026-12-15')).toBe(false);
    expect(shownOutside910Days('a few years ago', '2026-12-15')).toBe(false);
  });
});
