import { describe, expect, it } from 'vitest';
import { buildCalendarInvite, escapeIcsText } from './calendar-invite.ts';

describe('buildCalendarInvite', () => {
  const ics = buildCalendarInvite({
    uid: 'webinar-7@bankruptcy-self-help',
    title: 'Filling out Schedule A/B, step by step',
    description: 'Bring your list of property; we go line by line.\nQuestions welcome',
    startsAt: new Date('2026-12-08T01:00:00Z'),
    durationMinutes: 90,
    url: 'https://meet.example/abc',
    organizerName: 'Bankruptcy Self-Help Center',
    createdAt: new Date('2026-11-22T10:00:00Z'),
  });

  it('describes one event with UTC start and end and CRLF line endings', () => {
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART:20261208T010000Z\r\n');
    expect(ics).toContain('DTEND:20261208T023000Z\r\n');
    expect(ics).toContain('SUMMARY:Filling out Schedule A/B\\, step by step\r\n');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('escapes text values', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});
