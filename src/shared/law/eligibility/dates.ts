/** Calendar arithmetic on ISO days (UTC), as the waiting periods count them: filing date to filing date. */

const toDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The same calendar day `years` later; 29 February falls to 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
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
export function addPeriod(day: string, period: { max: number; unit: 'days' | 'years' }, sign: 1 | -1 = 1): string {
  return period.unit === 'years' ? addYears(day, sign * period.max) : addDays(day, sign * period.max);
}
