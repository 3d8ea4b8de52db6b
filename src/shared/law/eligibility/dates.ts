/** Calendar arithmetic on ISO days (UTC), as the waiting periods count them: filing date to filing date. */

const toDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The same calendar day `months` later; a day the target month lacks falls to its last day (31 March + 1 month = 30 April). */
export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/** The same calendar day `years` later; 29 February falls to 28 February in a common year. */
export function addYears(day: string, years: number): string {
  return addMonths(day, 12 * years);
}

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** A period of a timing rule, added to a day. */
export function addPeriod(day: string, period: { max: number; unit: 'days' | 'months' | 'years' }, sign: 1 | -1 = 1): string {
  if (period.unit === 'years') return addYears(day, sign * period.max);
  if (period.unit === 'months') return addMonths(day, sign * period.max);
  return addDays(day, sign * period.max);
}
