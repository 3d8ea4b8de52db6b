import { describe, expect, it } from 'vitest';
import { couponFormSchema, EMPTY_COUPON_VALUES } from './coupon-form.ts';

/** The first message of each field, as the form shows them. */
function firstMessages(values: typeof EMPTY_COUPON_VALUES): Record<string, string> {
  const result = couponFormSchema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('the coupon form', () => {
  it('turns valid answers into the API input, code in capitals', () => {
    const result = couponFormSchema.parse({ ...EMPTY_COUPON_VALUES, code: ' free-month ', percentOff: '100', maxRedemptions: '5' });
    expect(result).toEqual({ code: 'FREE-MONTH', percentOff: 100, duration: 'once', durationMonths: null, maxRedemptions: 5, expiresAt: null });
  });

  it('needs the months of a repeating coupon and a percent from 1 to 100', () => {
    expect(firstMessages({ ...EMPTY_COUPON_VALUES, code: 'AB', percentOff: '101', duration: 'repeating' })).toEqual({
      code: 'Codes are at least 3 characters',
      percentOff: 'Enter a whole number from 1 to 100',
      durationMonths: 'Enter a whole number from 1 to 36',
    });
    expect(firstMessages({ ...EMPTY_COUPON_VALUES, percentOff: '1.5', maxRedemptions: 'lots' })).toEqual({
      code: 'Required',
      percentOff: 'Enter a whole number from 1 to 100',
      maxRedemptions: 'Enter a whole number from 1 to 1000000',
    });
  });

  it('keeps a coupon usable through its last day', () => {
    const result = couponFormSchema.parse({ ...EMPTY_COUPON_VALUES, code: 'SPRING', percentOff: '20', duration: 'forever', expiresAt: '2030-04-30' });
    expect(new Date(result.expiresAt!).getTime()).toBe(new Date('2030-04-30T23:59:59').getTime());
  });
});
