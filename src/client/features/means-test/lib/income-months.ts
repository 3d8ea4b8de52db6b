import { formatIsoMonth } from '#shared/format/dates.ts';
import type { FormatLocale } from '#shared/format/locale.ts';
import { incomeMonthsBefore } from '#shared/law/means-test.ts';

/** The names of the six months before filing on this (local) day (`May 2026` … `October 2026` when filing in November 2026). */
export function incomeMonthNames(filingDate: Date, locale?: FormatLocale): string[] {
  const day = `${filingDate.getFullYear()}-${String(filingDate.getMonth() + 1).padStart(2, '0')}-01`;
  return incomeMonthsBefore(day).map((month) => formatIsoMonth(month, locale));
}
