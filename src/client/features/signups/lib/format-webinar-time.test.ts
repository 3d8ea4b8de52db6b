import { describe, expect, it } from 'vitest';
import { formatWebinarTime } from './format-webinar-time.ts';

describe('formatWebinarTime', () => {
  it('shows the date and time in the webinar time zone', () => {
    expect(formatWebinarTime('2025-05-07T00:00:00Z', 'America/Chicago')).toBe('Tuesday, May 6, 2025 at 7:00 PM CDT');
    expect(formatWebinarTime('2025-12-02T18:30:00Z', 'America/New_York')).toBe('Tuesday, December 2, 2025 at 1:30 PM EST');
  });

  it('gives an empty text for a bad date', () => {
    expect(formatWebinarTime('not a date', 'America/Chicago')).toBe('');
  });
});
