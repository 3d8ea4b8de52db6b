import { describe, expect, it } from 'vitest';
import { PREMIUM_PRICE_SCHEDULE, nextPremiumPriceStep, premiumMonthlyCentsOn, type PremiumPriceStep } from '#shared/billing/catalog.ts';
import { noticeTakesEffect, renewalListCents, upcomingPriceChange } from './member-price.ts';

const d = (iso: string) => new Date(iso);
const schedule: PremiumPriceStep[] = [
  { from: '2025-01-01', monthlyCents: 995 },
  { from: '2027-03-01', monthlyCents: 1195 },
];

describe('the catalog price schedule', () => {
  it('is in date order with whole, positive prices, and starts at the spec price of $9.95', () => {
    expect(PREMIUM_PRICE_SCHEDULE[0]).toMatchObject({ monthlyCents: 995 });
    for (const [i, step] of PREMIUM_PRICE_SCHEDULE.entries()) {
      expect(step.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isInteger(step.monthlyCents) && step.monthlyCents > 0).toBe(true);
      if (i > 0) expect(step.from > PREMIUM_PRICE_SCHEDULE[i - 1]!.from).toBe(true);
    }
  });

  it('gives the price in force on a day and the next step', () => {
    expect(premiumMonthlyCentsOn(d('2027-02-28T23:59:59Z'), schedule)).toBe(995);
    expect(premiumMonthlyCentsOn(d('2027-03-01T00:00:00Z'), schedule)).toBe(1195);
    expect(nextPremiumPriceStep(d('2026-11-23T00:00:00Z'), schedule)).toEqual(schedule[1]);
    expect(nextPremiumPriceStep(d('2027-03-01T00:00:00Z'), schedule)).toBeNull();
  });
});

describe('a member and a price rise', () => {
  const toldEarly = { listPriceCents: 995, notices: [{ stepFrom: '2027-03-01', noticedAt: d('2026-12-01T10:00:00Z') }] };
  const toldLate = { listPriceCents: 995, notices: [{ stepFrom: '2027-03-01', noticedAt: d('2027-02-20T10:00:00Z') }] };

  it('pays the old price before the new one starts', () => {
    expect(renewalListCents(toldEarly, d('2027-02-28T12:00:00Z'), schedule)).toBe(995);
  });

  it('pays the new price from its start when told 30 or more days before', () => {
    expect(renewalListCents(toldEarly, d('2027-03-01T00:00:00Z'), schedule)).toBe(1195);
  });

  it('keeps the old price until 30 days after a late notice', () => {
    expect(noticeTakesEffect(schedule[1]!, d('2027-02-20T10:00:00Z')).toISOString()).toBe('2027-03-22T10:00:00.000Z');
    expect(renewalListCents(toldLate, d('2027-03-15T00:00:00Z'), schedule)).toBe(995);
    expect(renewalListCents(toldLate, d('2027-03-22T09:59:59Z'), schedule)).toBe(995);
    expect(renewalListCents(toldLate, d('2027-03-22T10:00:00Z'), schedule)).toBe(1195);
  });

  it('never pays a rise it was not told of', () => {
    expect(renewalListCents({ listPriceCents: 995, notices: [] }, d('2030-01-01T00:00:00Z'), schedule)).toBe(995);
  });

  it('pays a lower price from its start, told or not', () => {
    const lower: PremiumPriceStep[] = [...schedule, { from: '2027-06-01', monthlyCents: 895 }];
    expect(renewalListCents({ listPriceCents: 1195, notices: [] }, d('2027-06-01T00:00:00Z'), lower)).toBe(895);
    expect(renewalListCents({ listPriceCents: 995, notices: [] }, d('2027-06-02T00:00:00Z'), lower)).toBe(895);
  });

  it('falls back to an earlier rise it was told of in time when a later one came too late', () => {
    const twoRises: PremiumPriceStep[] = [...schedule, { from: '2027-04-01', monthlyCents: 1295 }];
    const member = { listPriceCents: 995, notices: [toldEarly.notices[0]!, { stepFrom: '2027-04-01', noticedAt: d('2027-03-25T00:00:00Z') }] };
    expect(renewalListCents(member, d('2027-04-10T00:00:00Z'), twoRises)).toBe(1195);
    expect(renewalListCents(member, d('2027-04-24T00:00:00Z'), twoRises)).toBe(1295);
  });
});

describe('telling a member about their next price change', () => {
  it('names the first renewal at the new price and when they were told', () => {
    const change = upcomingPriceChange(
      { listPriceCents: 995, notices: [{ stepFrom: '2027-03-01', noticedAt: d('2026-12-01T10:00:00Z') }], nextRenewalAt: d('2026-12-15T08:00:00Z') },
      d('2026-12-02T00:00:00Z'),
      schedule,
    );
    expect(change).toEqual({ monthlyCents: 1195, firstRenewalAt: d('2027-03-15T08:00:00Z'), stepFrom: '2027-03-01', noticedAt: d('2026-12-01T10:00:00Z') });
  });

  it('counts a step not yet emailed as told now, and reports no email yet', () => {
    const change = upcomingPriceChange({ listPriceCents: 995, notices: [], nextRenewalAt: d('2027-02-25T08:00:00Z') }, d('2027-02-10T00:00:00Z'), schedule);
    // Told on Feb 10: the new price may apply from March 12, so the March 25 renewal is the first.
    expect(change).toEqual({ monthlyCents: 1195, firstRenewalAt: d('2027-03-25T08:00:00Z'), stepFrom: '2027-03-01', noticedAt: null });
  });

  it('is null when nothing changes for the member', () => {
    expect(upcomingPriceChange({ listPriceCents: 1195, notices: [], nextRenewalAt: d('2027-04-01T00:00:00Z') }, d('2027-03-20T00:00:00Z'), schedule)).toBeNull();
    expect(upcomingPriceChange({ listPriceCents: 995, notices: [], nextRenewalAt: d('2026-12-01T00:00:00Z') }, d('2026-11-23T00:00:00Z'), [schedule[0]!])).toBeNull();
  });
});
