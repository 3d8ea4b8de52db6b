import { describe, expect, it } from 'vitest';
import { formatMessageDateTime, formatMessageTime } from './format-message-time.ts';

describe('formatMessageTime', () => {
  it('shows hour and minute in the given time zone', () => {
    expect(formatMessageTime('2026-01-05T15:04:00.000Z', 'UTC')).toBe('3:04 PM');
    expect(formatMessageTime('2026-01-05T15:04:00.000Z', 'America/New_York')).toBe('10:04 AM');
  });

  it('gives an empty text for a date it cannot read', () => {
    expect(formatMessageTime('not a date')).toBe('');
  });

  it('has a full form with the date', () => {
    expect(formatMessageDateTime('2026-01-05T15:04:00.000Z', 'UTC')).toBe('Jan 5, 2026, 3:04 PM');
  });
});
