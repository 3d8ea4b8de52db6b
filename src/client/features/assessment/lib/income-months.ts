import { MEANS_TEST_MONTHS } from '#shared/law/means-test.ts';

/**
 * The six full calendar months before the filing month (Form 122A-1's "current monthly income"),
 * oldest first, as `YYYY-MM`: filing in November 2026 looks at May to October 2026.
 */
export function incomeMonthsBefore(filingDate: string): string[] {
  const year = Number(filingDate.slice(0, 4));
  const month = Number(filingDate.slice(5, 7)) - 1;
  return Array.from({ length: MEANS_TEST_MONTHS }, (_, index) => {
    const day = new Date(Date.UTC(year, month - MEANS_TEST_MONTHS + index, 1));
    return `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
