/** Formats for readers: dollar amounts and dates (US English). */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `$338`, `$66,837`, `$5,666.67` (cents only when there are any, unless `cents: 'always'`). */
export function formatDollars(amount: number, options: { cents?: 'auto' | 'always' } = {}): string {
  const hasCents = options.cents === 'always' || !Number.isInteger(Math.round(amount * 100) / 100);
  const digits = hasCents ? 2 : 0;
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** `2026-04-01` → `April 1, 2026` (calendar date, no time zone shift). */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/**
 * An ISO date-time as `Jan 5, 2026` (spec 3: news dates as short month, day, year) in the
 * reader's time zone. Only for data fetched in the browser, never for prerendered text.
 */
export function formatShortDate(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

