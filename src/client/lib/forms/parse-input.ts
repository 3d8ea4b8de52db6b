// What people type into money and date boxes, read the way they meant it. Pure, so the rules are
// tested on their own and the same in every form.

const MONEY_PATTERN = /^(-)?\$?(-)?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/**
 * Dollars typed any common way — `1250`, `1,250.00`, `$1,250`, ` 1250.5 `, `.99`, `-$40` — as a
 * number of dollars, or null when it is not an amount (letters, misplaced commas, three decimals).
 * An empty box is null too: whether a field may be empty is the schema's call, not this one's.
 */
export function parseMoneyInput(text: string): number | null {
  const compact = text.trim().replace(/\s+/g, '');
  if (compact === '' || compact === '$' || compact === '.') return null;
  const match = MONEY_PATTERN.exec(compact);
  if (!match) return null;
  const [, signBefore, signAfter, whole = '', cents = ''] = match;
  if (signBefore && signAfter) return null;
  if (whole === '' && cents === '') return null;
  const dollars = Number(`${whole.replace(/,/g, '') || '0'}.${cents || '0'}`);
  if (!Number.isFinite(dollars)) return null;
  // Whole cents, so 0.1 + 0.2 style drift never reaches a schedule.
  const rounded = Math.round(dollars * 100) / 100;
  return signBefore || signAfter ? -rounded : rounded;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 April over into May; a real calendar day survives the round trip.
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Two-digit years are read as the nearest year within 80 years back and 20 ahead of `today`. */
function fullYear(twoDigits: number, today: Date): number {
  const century = Math.floor(today.getUTCFullYear() / 100) * 100;
  const candidate = century + twoDigits;
  return candidate > today.getUTCFullYear() + 20 ? candidate - 100 : candidate;
}

/**
 * A calendar date typed the US way (`3/5/2026`, `03-05-26`), as ISO (`2026-03-05`), or with the
 * month's name (`March 5, 2026`, `Mar 5 2026`), or already ISO; null when it is no real day.
 */
export function parseDateInput(text: string, today: Date = new Date()): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return null;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  if (match) {
    const year = match[3]!.length === 2 ? fullYear(Number(match[3]), today) : Number(match[3]);
    return isoDate(year, Number(match[1]), Number(match[2]));
  }
  match = /^([a-z]+)\.? (\d{1,2}),? (\d{4})$/i.exec(value);
  if (match) {
    const name = match[1]!.toLowerCase();
    const month = name.length >= 3 ? MONTHS.findIndex((full) => full.startsWith(name)) + 1 : 0;
    return month > 0 ? isoDate(Number(match[3]), month, Number(match[2])) : null;
  }
  return null;
}

/** A stored ISO day (`2026-03-05`) as people in the US type it (`03/05/2026`); anything else as it is. */
export function formatDateInput(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}
