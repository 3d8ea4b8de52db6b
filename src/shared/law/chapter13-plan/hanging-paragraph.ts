/**
 * The hanging paragraph after 11 U.S.C. §1325(a)(9): a purchase-money loan on a motor vehicle bought
 * for the debtor's personal use, incurred within 910 days before the petition, is not split into a
 * secured part (the vehicle's value) and an unsecured rest under §506: the plan pays the whole claim
 * (Form 113 §3.3). Older car loans can be "crammed down" to the vehicle's value (Form 113 §3.2).
 */

export const HANGING_PARAGRAPH_VEHICLE_DAYS = 910;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The latest day the words "when the debt was incurred" allow ("2022", "2021-2024", "03/2023",
 * "2023-03-15", "3/15/2023"): a year means its last day, a month its last day. Undefined when no
 * date can be read.
 */
export function latestIncurredDay(incurred: string): number | undefined {
  const pattern = /\b((?:19|20)\d{2})-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])\b|\b(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/((?:19|20)\d{2})\b|\b(0?[1-9]|1[0-2])\/((?:19|20)\d{2})\b|\b((?:19|20)\d{2})-(0?[1-9]|1[0-2])(?![\d])|\b((?:19|20)\d{2})\b/g;
  let latest: number | undefined;
  for (const m of incurred.matchAll(pattern)) {
    const n = (i: number) => Number(m[i]);
    const day =
      m[1] !== undefined ? isoDay(n(1), n(2), n(3))
      : m[4] !== undefined ? isoDay(n(6), n(4), n(5))
      : m[7] !== undefined ? isoDay(n(8), n(7), lastDayOfMonth(n(8), n(7)))
      : m[9] !== undefined ? isoDay(n(9), n(10), lastDayOfMonth(n(9), n(10)))
      : isoDay(n(11), 12, 31); // prettier-ignore
    latest = latest === undefined ? day : Math.max(latest, day);
  }
  return latest;
}

/**
 * Whether the facts show the loan was incurred more than 910 days before the petition. Unknown or
 * unreadable dates count as within 910 days: the safe reading, since a plan that crams down a loan
 * the hanging paragraph protects cannot be confirmed.
 */
export function shownOutside910Days(incurred: string | undefined, petitionDate: string): boolean {
  const latest = incurred ? latestIncurredDay(incurred) : undefined;
  if (latest === undefined) return false;
  const [year, month, day] = petitionDate.split('-').map(Number) as [number, number, number];
  return Math.round((isoDay(year, month, day) - latest) / DAY_MS) > HANGING_PARAGRAPH_VEHICLE_DAYS;
}
