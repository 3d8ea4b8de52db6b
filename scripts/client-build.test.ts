import { describe, expect, it } from 'vitest';
import { clientBuildFingerprint } from './client-build.ts';

describe('clientBuildFingerprint', () => {
  const env = { SITE_NAME: 'Test Site' };

  it('stays the same from one day to the next while no legal figure changes', () => {
    expect(clientBuildFingerprint(env, new Date('2026-04-02T12:00:00Z'))).toBe(clientBuildFingerprint(env, new Date('2026-04-03T12:00:00Z')));
  });

  it('changes when the figures printed on the pages take new amounts (April 1, 2026)', () => {
    expect(clientBuildFingerprint(env, new Date('2026-03-31T12:00:00Z'))).not.toBe(clientBuildFingerprint(env, new Date('2026-04-02T12:00:00Z')));
  });

  it('changes on the day a new premium price starts', () => {
    const schedule = [
      { from: '2025-01-01', monthlyCents: 995 },
      { from: '2027-03-01', monthlyCents: 1195 },
    ];
    const before = clientBuildFingerprint(env, new Date('2027-02-27T12:00:00Z'), schedule);
    expect(clientBuildFingerprint(env, new Date('2027-02-28T12:00:00Z'), schedule)).toBe(before);
    expect(clientBuildFingerprint(env, new Date('2027-03-01T12:00:00Z'), schedule)).not.toBe(before);
  });

  it('changes with a public setting baked into the build', () => {
    const day = new Date('2026-04-02T12:00:00Z');
    expect(clientBuildFingerprint({ SITE_NAME: 'Other' }, day)).not.toBe(clientBuildFingerprint(env, day));
  });
});
