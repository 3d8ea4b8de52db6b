import { DEFAULT_LOCALE, type FormatLocale } from './locale.ts';

// Month names of en-US, for the texts below written without Intl: a phone spends tens of
// milliseconds building its first date format, in the middle of hydrating the page that asks.
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function toDate(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date (`2026-04-01`, or the date part of an ISO date-time) as `April 1, 2026`, with
 * no time zone shift: legal dates are days, not instants. Text that is no ISO date is returned as is.
 */
export function formatIsoDate(isoDate: string, locale: FormatLocale = DEFAULT_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== Number(match[2]) - 1) return isoDate;
  if (locale === DEFAULT_LOCALE) return `${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return date.toLocaleDateString(locale, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

export interface InstantFormat {
  locale?: FormatLocale;
  /** IANA zone; the reader's own zone when omitted (only for text made in the browser). */
  timeZone?: string;
}

/** An instant's day as `April 1, 2026`; '' for an invalid date. */
export function formatLongDate(value: Date | string, format: InstantFormat = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleDateString(format.locale ?? DEFAULT_LOCALE, { month: 'long', day: 'numeric', year: 'numeric', ...(format.timeZone ? { timeZone: format.timeZone } : {}) });
}

/** An instant's day as `Jan 5, 2026` (spec 3: news dates); '' for an invalid date. */
export function formatShortDate(value: Date | string, format: InstantFormat = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleDateString(format.locale ?? DEFAULT_LOCALE, { month: 'short', day: 'numeric', year: 'numeric', ...(format.timeZone ? { timeZone: format.timeZone } : {}) });
}

/**
 * An instant's UTC day as `Jan 5, 2026` (en-US, as `formatShortDate` with `timeZone: 'UTC'`),
 * without Intl: for dates on a page the server draws and the browser hydrates (the same text in
 * any reader's zone), where building a date formatter would cost the first screen milliseconds.
 */
export function formatUtcShortDate(value: Date | string): string {
  const date = toDate(value);
  if (!date) return '';
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** `Jan 5, 2026, 3:04 PM`; '' for an invalid date. */
export function formatShortDateTime(value: Date | string, format: InstantFormat = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleString(format.locale ?? DEFAULT_LOCALE, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(format.timeZone ? { timeZone: format.timeZone } : {}),
  });
}

/** `3:04 PM`; '' for an invalid date. */
export function formatClockTime(value: Date | string, format: InstantFormat = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleTimeString(format.locale ?? DEFAULT_LOCALE, { hour: 'numeric', minute: '2-digit', ...(format.timeZone ? { timeZone: format.timeZone } : {}) });
}

/**
 * When a webinar starts, in the zone it is announced in: `Tuesday, December 8, 2026 at 7:00 PM CST`.
 * The page and the confirmation email both use this, so they always agree. An unknown zone
 * falls back to the reader's (browser) or the server's zone rather than failing.
 */
export function formatWebinarTime(startsAt: Date | string, timeZone: string, locale: FormatLocale = DEFAULT_LOCALE): string {
  const date = toDate(startsAt);
  if (!date) return '';
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** A calendar month (`month` 1–12) as `May 2026`, with no time zone shift. */
export function formatMonthYear(year: number, month: number, locale: FormatLocale = DEFAULT_LOCALE): string {
  const date = new Date(Date.UTC(year, month - 1, 1));
  if (locale === DEFAULT_LOCALE && !Number.isNaN(date.getTime()) && date.getUTCFullYear() > 0) return `${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return date.toLocaleDateString(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });
}

/** A calendar month (`2026-05`, or the month of an ISO date) as `May 2026`; other text is returned as is. */
export function formatIsoMonth(isoMonth: string, locale: FormatLocale = DEFAULT_LOCALE): string {
  const match = /^(\d{4})-(\d{2})/.exec(isoMonth);
  return match ? formatMonthYear(Number(match[1]), Number(match[2]), locale) : isoMonth;
}
