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
  return `${sign}$${Math.abs(rounded).toLocaleString(format.locale ?? DEFAULT_LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** A count with thousands separators: `1,000`. */
export function formatCount(value: number, locale: FormatLocale = DEFAULT_LOCALE): string {
  return value.toLocaleString(locale);
}
