import { describe, expect, it } from 'vitest';
import { feeWaiverEligibility } from './fee-waiver.ts';

// 2026 HHS guideline for a family of 4 in the 48 states and DC: $33,000; 150 % = $49,500 a year,
// $4,125.00 a month.
const family = (monthlyNetIncomeCents: number, overrides: Partial<Parameters<typeof feeWaiverEligibility>[0]> = {}) =>
  feeWaiverEligibility({ chapter: 7, stateCode: 'OH', familySize: 4, monthlyNetIncomeCents, filingDate: '2026-12-01', ...overrides });

describe('Form 103B at the 150 % line', () => {
  it('is offered to a family of 4 just below $49,500 a year', () => {
    const result = family(412_499);
    expect(result.offered).toBe(true);
    expect(result.limitCents).toBe(4_950_000);
    expect(result.annualIncomeCents).toBe(4_949_988);
    expect(result.percent).toBe(150);
    expect(result.reason).toContain('$49,500');
  });

  it('is refused exactly at the line (the law says less than) and just above, with the reason', () => {
    expect(family(412_500).offered).toBe(false);
    const above = family(412_501);
    expect(above.offered).toBe(false);
    expect(above.reason).toBe(
      "Your family's income of $49,500.12 a year is not less than $49,500, 150% of the poverty guideline for a family of 4, so the court cannot waive the fee. You can ask to pay it in installments (up to 4) with Form 103A.",
    );
  });

  it('uses the Alaska guideline for an Alaskan family ($41,250 × 150 % = $61,875 for 4)', () => {
    expect(family(500_000, { stateCode: 'AK' }).limitCents).toBe(6_187_500);
    expect(family(500_000, { stateCode: 'AK' }).offered).toBe(true);
  });

  it('is never offered in Chapter 13', () => {
    const result = family(100_000, { chapter: 13 });
    expect(result.offered).toBe(false);
    expect(result.reason).toMatch(/only for Chapter 7/);
  });
});
