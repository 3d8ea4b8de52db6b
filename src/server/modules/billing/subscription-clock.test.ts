import { describe, expect, it } from 'vitest';
import { addOneMonth, dueTransition, hasPremiumAccess, statusAt } from './subscription-clock.ts';

const d = (iso: string) => new Date(iso);

describe('addOneMonth', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', '2026-02-28T10:00:00.000Z'],
    ['2026-12-31T00:00:00Z', '2027-01-31T00:00:00.000Z'],
  ])('%s → %s', (from, to) => expect(addOneMonth(d(from)).toISOString()).toBe(to));
});

describe('subscription over time', () => {
  const active = { status: 'active' as const, currentPeriodEnd: d('2026-12-22T00:00:00Z'), cancelAtPeriodEnd: false, pastDueSince: null };
  it('is premium until the period ends, then renews, or ends when canceled', () => {
    expect(hasPremiumAccess(active, d('2026-12-21T23:59:59Z'))).toBe(true);
    expect(dueTransition(active, d('2026-12-21T00:00:00Z'))).toBe('none');
    expect(dueTransition(active, d('2026-12-22T00:00:00Z'))).toBe('renew');
    expect(dueTransition({ ...active, cancelAtPeriodEnd: true }, d('2026-12-23T00:00:00Z'))).toBe('end-canceled');
  });
  it('keeps access for seven days after a failed renewal', () => {
    const pastDue = { status: 'past_due' as const, currentPeriodEnd: d('2026-12-22T00:00:00Z'), cancelAtPeriodEnd: false, pastDueSince: d('2026-12-22T00:00:00Z') };
    expect(hasPremiumAccess(pastDue, d('2026-12-28T23:00:00Z'))).toBe(true);
    expect(hasPremiumAccess(pastDue, d('2026-12-29T00:00:00Z'))).toBe(false);
    expect(dueTransition(pastDue, d('2026-12-29T00:00:01Z'))).toBe('end-past-due');
  });
  it('gives nothing without a subscription or when inactive', () => {
    expect(hasPremiumAccess(null, d('2026-12-01T00:00:00Z'))).toBe(false);
    expect(hasPremiumAccess({ ...active, status: 'inactive' }, d('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('statusAt', () => {
  const period = { status: 'active' as const, currentPeriodEnd: d('2026-12-22T00:00:00Z'), cancelAtPeriodEnd: false, pastDueSince: null };
  it.each([
    ['no subscription', null, '2026-12-01T00:00:00Z', 'inactive'],
    ['paid up', period, '2026-12-01T00:00:00Z', 'active'],
    ['renewal due, not yet charged', period, '2026-12-23T00:00:00Z', 'active'],
    ['cancelled, period over', { ...period, cancelAtPeriodEnd: true }, '2026-12-23T00:00:00Z', 'inactive'],
    ['past due within grace', { ...period, status: 'past_due' as const, pastDueSince: d('2026-12-22T00:00:00Z') }, '2026-12-23T00:00:00Z', 'past_due'],
    ['past due after grace', { ...period, status: 'past_due' as const, pastDueSince: d('2026-12-22T00:00:00Z') }, '2027-02-01T00:00:00Z', 'inactive'],
  ] as const)('%s', (_name, sub, now, expected) => expect(statusAt(sub, d(now))).toBe(expected));
});
