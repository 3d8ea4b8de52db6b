import { describe, expect, it } from 'vitest';
import { isoToZonedLocal, zonedLocalToIso } from './zoned-time.ts';

describe('zonedLocalToIso', () => {
  it.each([
    ['2025-05-06T19:00', 'America/Chicago', '2025-05-07T00:00:00.000Z'],
    ['2025-01-15T19:00', 'America/Chicago', '2025-01-16T01:00:00.000Z'],
    ['2025-07-01T09:30', 'America/Phoenix', '2025-07-01T16:30:00.000Z'],
    ['2025-07-01T09:30', 'Pacific/Honolulu', '2025-07-01T19:30:00.000Z'],
    ['2025-11-02T01:30', 'America/New_York', '2025-11-02T05:30:00.000Z'],
    ['2025-03-09T03:30', 'America/New_York', '2025-03-09T07:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, iso) => {
    expect(zonedLocalToIso(local, zone)).toBe(iso);
  });

  it('is null for incomplete input or an unknown zone', () => {
    expect(zonedLocalToIso('2025-05-06', 'America/Chicago')).toBeNull();
    expect(zonedLocalToIso('', 'America/Chicago')).toBeNull();
    expect(zonedLocalToIso('2025-05-06T19:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('isoToZonedLocal', () => {
  it('gives the wall-clock time in the zone', () => {
    expect(isoToZonedLocal('2025-05-07T00:00:00.000Z', 'America/Chicago')).toBe('2025-05-06T19:00');
    expect(isoToZonedLocal('2025-01-16T01:00:00Z', 'America/Chicago')).toBe('2025-01-15T19:00');
  });

  it('round-trips with zonedLocalToIso', () => {
    const iso = zonedLocalToIso('2025-12-24T08:15', 'America/Los_Angeles')!;
    expect(isoToZonedLocal(iso, 'America/Los_Angeles')).toBe('2025-12-24T08:15');
  });
});
