import { formatMonthYear } from '#shared/format/dates.ts';
import type { FormatLocale } from '#shared/format/locale.ts';
import { MONTH_COUNT } from './form-state.ts';

export interface CalendarMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/**
 * The full calendar months before the filing month, oldest first: the months whose income the
 * means test averages (Form 122A-1). Filing in January 2027 → July to December 2026.
 */
export function incomeMonths(filingDate: Date, count: number = MONTH_COUNT): CalendarMonth[] {
  const filingYear = filingDate.getFullYear();
  const filingMonth = filingDate.getMonth(); // 0–11
  return Array.from({ length: count }, (_, index) => {
    const monthsBack = count - index;
    const zeroBased = filingMonth - monthsBack;
    const year = filingYear + Math.floor(zeroBased / 12);
    return { year, month: (((zeroBased % 12) + 12) % 12) + 1 };
  });
}

/** The names of those months for labels (`May 2026` … `October 2026` when filing in November 2026). */
export function incomeMonthNames(filingDate: Date, locale?: FormatLocale): string[] {
  return incomeMonths(filingDate).map(({ year, month }) => formatMonthYear(year, month, locale));
}
