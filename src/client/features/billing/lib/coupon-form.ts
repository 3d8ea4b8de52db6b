import type { Translate } from '#client/i18n/i18n.ts';
import type { CouponInput } from '../api/create-coupon.ts';

export const COUPON_FIELDS = ['code', 'percentOff', 'duration', 'durationMonths', 'maxRedemptions', 'expiresOn'] as const;
export type CouponField = (typeof COUPON_FIELDS)[number];
export type CouponValues = Record<CouponField, string>;
export type CouponErrors = Partial<Record<CouponField, string>>;

export const EMPTY_COUPON_VALUES: CouponValues = { code: '', percentOff: '', duration: 'once', durationMonths: '', maxRedemptions: '', expiresOn: '' };

function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** The form's values as the API's input, or the problems with them (same limits as the server). */
export function toCouponInput(values: CouponValues, t: Translate): { input: CouponInput } | { errors: CouponErrors } {
  const errors: CouponErrors = {};
  const code = values.code.trim();
  if (!code) errors.code = t('billing.coupons.required');
  else if (code.length < 3) errors.code = t('billing.coupons.codeTooShort');
  else if (!/^[A-Za-z0-9_-]+$/.test(code)) errors.code = t('billing.coupons.codeCharacters');
  const percentOff = wholeNumber(values.percentOff, 1, 100);
  if (percentOff === null) errors.percentOff = t('billing.coupons.wholeNumber', { min: 1, max: 100 });
  const duration = values.duration as CouponInput['duration'];
  const durationMonths = duration === 'repeating' ? wholeNumber(values.durationMonths, 1, 36) : null;
  if (duration === 'repeating' && durationMonths === null) errors.durationMonths = t('billing.coupons.wholeNumber', { min: 1, max: 36 });
  const maxRedemptions = values.maxRedemptions.trim() ? wholeNumber(values.maxRedemptions, 1, 1_000_000) : null;
  if (values.maxRedemptions.trim() && maxRedemptions === null) errors.maxRedemptions = t('billing.coupons.wholeNumber', { min: 1, max: 1_000_000 });
  // The coupon works through the whole last day, in the admin's time zone.
  const expiresAt = values.expiresOn ? new Date(`${values.expiresOn}T23:59:59`) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) errors.expiresOn = t('billing.coupons.invalidDate');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: { code: code.toUpperCase(), percentOff: percentOff!, duration, durationMonths, maxRedemptions, expiresAt: expiresAt ? expiresAt.toISOString() : null },
  };
}
