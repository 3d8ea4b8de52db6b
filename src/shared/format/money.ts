import { DEFAULT_LOCALE, type FormatLocale } from './locale.ts';

export interface DollarFormat {
  /** 'auto' (default) shows cents only when there are any: `$338`, `$214.58`; 'always': `$338.00`. */
  cents?: 'auto' | 'always';
  locale?: FormatLocale;
}

/**
 * US dollars for readers: `$338`, `$526,700`, `$5,666.67`, `-$40`. Cents are rounded to the
 * nearest cent before deciding whether to show them, so `12.004` reads `$12`.
 */
export function formatDollars(amount: number, format: DollarFormat = {}): string {
  const rounded = Math.round(amount * 100) / 100;
  const digits = format.cents === 'always' || !Number.isInteger(rounded) ? 2 : 0;
  const sign = rounded < 0 ? '-' : '';
  const locale = format.locale ?? DEFAULT_LOCALE;
  const size = Math.abs(rounded);
  if (locale === DEFAULT_LOCALE && size < PLAIN_LIMIT) {
    const [whole, cents] = size.toFixed(digits).split('.') as [string, string | undefined];
    return `${sign}$${groupThousands(whole)}${cents === undefined ? '' : `.${cents}`}`;
  }
  return `${sign}$${size.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

export interface CentsFormat {
  /** 'always' (default): `$338.00`; 'auto' shows cents only when there are any: `$338`, `$214.58`. */
  cents?: 'auto' | 'always';
  /** false: the amount alone, as the official forms print it beside their own `$` (`265,200.00`). */
  symbol?: boolean;
}

/**
 * An amount kept in cents, the unit of every amount the site stores and computes: `$9.95`,
 * `$526,700.00`, `-$40.00`. Whole cents only (a fraction rounds to the nearest cent); the digits
 * come from the integer, so no amount passes through a fractional number of dollars.
 */
export function formatCents(cents: number, format: CentsFormat = {}): string {
  const whole = Math.round(cents);
  const size = Math.abs(whole);
  const showCents = format.cents !== 'auto' || size % 100 !== 0;
  const sign = whole < 0 ? '-' : '';
  const dollars = groupThousands(String(Math.floor(size / 100)));
  return `${sign}${format.symbol === false ? '' : '$'}${dollars}${showCents ? `.${String(size % 100).padStart(2, '0')}` : ''}`;
}

/** A count with thousands separators: `1,000`. */
export function formatCount(value: number, locale: FormatLocale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE && Number.isInteger(value) && Math.abs(value) < PLAIN_LIMIT) return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
  return value.toLocaleString(locale);
}

// The en-US texts above are written without Intl: the first number format a page builds costs a
// phone tens of milliseconds, in the middle of hydrating it. Below this size (a trillion: digits
// and cents within a double's precision) toFixed and String give the digits Intl gives; larger
// amounts, and other locales, use Intl.
const PLAIN_LIMIT = 1e12;

/** `1234567` → `1,234,567` (en-US grouping). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
