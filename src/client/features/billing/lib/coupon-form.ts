import { z } from 'zod';
import { couponInputSchema } from '#shared/contracts/billing.ts';

/** What the coupon form's boxes hold; `expiresAt` is the last day (`2030-04-30`) or ''. */
export interface CouponFormValues {
  code: string;
  percentOff: string;
  duration: 'once' | 'repeating' | 'forever';
  durationMonths: string;
  maxRedemptions: string;
  expiresAt: string;
}

export const EMPTY_COUPON_VALUES: CouponFormValues = { code: '', percentOff: '', duration: 'once', durationMonths: '', maxRedemptions: '', expiresAt: '' };

/** Digits only, as a number; anything else (`1.5`, `1e2`) is NaN so the contract's message shows. */
function wholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
}

/** The shared contract, read from the form's boxes: same rules and messages as the server's. */
export const couponFormSchema = z.preprocess((raw) => {
  const values = raw as CouponFormValues;
  return {
    code: values.code,
    percentOff: wholeNumber(values.percentOff),
    duration: values.duration,
    // Months count only for a repeating coupon, and then they are required.
    durationMonths: values.duration === 'repeating' ? wholeNumber(values.durationMonths) : null,
    maxRedemptions: values.maxRedemptions.trim() ? wholeNumber(values.maxRedemptions) : null,
    // The coupon works through the whole last day, in the admin's time zone.
    expiresAt: values.expiresAt ? localEndOfDayIso(values.expiresAt) : null,
  };
}, couponInputSchema);

function localEndOfDayIso(day: string): string {
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? '' : end.toISOString();
}
