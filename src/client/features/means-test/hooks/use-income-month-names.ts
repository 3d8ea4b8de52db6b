import * as React from 'react';
import { formatMonthYear } from '#shared/format/dates.ts';
import { incomeMonthNames } from '../lib/income-months.ts';

export interface IncomeMonthNames {
  /** The six months, oldest first (`May 2026` …). */
  months: string[];
  /** The month of filing they are counted back from (`November 2026`). */
  filingMonth: string;
}

let cached: IncomeMonthNames | null = null;

/** The same object while the month stays the same, as useSyncExternalStore needs. */
function currentNames(): IncomeMonthNames {
  const today = new Date();
  const filingMonth = formatMonthYear(today.getFullYear(), today.getMonth() + 1);
  if (cached?.filingMonth !== filingMonth) cached = { months: incomeMonthNames(today), filingMonth };
  return cached;
}

const subscribe = () => () => undefined;

/**
 * The names of the six months for someone filing this month. Null in the prerendered page and
 * while hydrating (the build does not know the reader's date), then the reader's own months.
 */
export function useIncomeMonthNames(): IncomeMonthNames | null {
  return React.useSyncExternalStore(subscribe, currentNames, () => null);
}
