import { describe, expect, it } from 'vitest';
import { EMPTY_COUPON_VALUES, toCouponInput } from './coupon-form.ts';

const t = ((key: string) => key) as Parameters<typeof toCouponInput>[1];

describe('the coupon form', () => {
  it('turns valid answers into the API input, code in capitals', () => {
    const result = toCouponInput({ ...EMPTY_COUPON_VALUES, code: ' free-month ', percentOff: '100', maxRedemptions: '5' }, t);
    expect(result).toEqual({ input: { code: 'FREE-MONTH', percentOff: 100, duration: 'once', durationMonths: null, maxRedemptions: 5, expiresAt: null } });
  });

  it('needs the months of a repeating coupon and a percent from 1 to 100', () => {
    const result = toCouponInput({ ...EMPTY_COUPON_VALUES, code: 'AB', percentOff: '101', duration: 'repeating' }, t);
    expect(result).toEqual({
      errors: { code: 'billing.coupons.codeTooShort', percentOff: 'billing.coupons.wholeNumber', durationMonths: 'billing.coupons.wholeNumber' },
    });
  });

  it('keeps a coupon usable through its last day', () => {
    const result = toCouponInput({ ...EMPTY_COUPON_VALUES, code: 'SPRING', percentOff: '20', duration: 'forever', expiresOn: '2030-04-30' }, t);
    expect('input' in result && new Date(result.input.expiresAt!).getTime()).toBe(new Date('2030-04-30T23:59:59').getTime());
  });
});
