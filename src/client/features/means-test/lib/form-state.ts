// The data module itself (not figures.ts), so the page loads the state names without the accessors.
import { MEDIAN_INCOME_TABLES } from '#shared/law/data/dated-tables.ts';
import type { IncomeSource, MaritalStatus } from '#shared/law/means-test.ts';

/**
 * The calculator's form: what people typed, kept as text until they press Calculate. The values
 * have the shape of meansTestInputSchema's input, so its issues land on their fields; the
 * validation and calculation (with Zod) load only then, from src/shared/law/means-test.ts.
 */

/** Kinds of income, in the order asked (same as INCOME_SOURCES of the law module). */
export const INCOME_SOURCE_ORDER = ['wages', 'business', 'rental', 'pension', 'unemployment', 'other'] as const satisfies readonly IncomeSource[];

export const MONTH_COUNT = 6;
/** The choices of the household size list; the calculation itself accepts up to 20. */
export const HOUSEHOLD_SIZE_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export type EntryMode = 'total' | 'monthly';

export interface SourceFields {
  entry: EntryMode;
  total: string;
  months: string[];
}

/** Form 122A-1 line 1, in the order asked (same as MARITAL_STATUSES of the law module). */
export const MARITAL_STATUS_ORDER = ['not-married', 'married-filing-jointly', 'married-same-household', 'married-living-apart'] as const satisfies readonly MaritalStatus[];

/** Whether the form asks for a spouse's income (same rule as spouseIncomeCounts of the law module). */
export function asksSpouseIncome(status: string): boolean {
  return status === 'married-filing-jointly' || status === 'married-same-household';
}

export interface MeansTestFields {
  stateCode: string;
  householdSize: string;
  /** '' until answered. */
  maritalStatus: MaritalStatus | '';
  income: Record<IncomeSource, SourceFields>;
  /** Read only when asksSpouseIncome(maritalStatus). */
  spouseIncome: Record<IncomeSource, SourceFields>;
}

/**
 * Wages are asked month by month first: pay stubs come a month at a time, and a one-box "six-month
 * total" is where people type one month's pay (issue 39 item 23). Other sources keep one box each.
 */
const FIRST_ENTRY_MODE: Partial<Record<IncomeSource, EntryMode>> = { wages: 'monthly' };

function emptyIncome(): Record<IncomeSource, SourceFields> {
  return Object.fromEntries(
    INCOME_SOURCE_ORDER.map((source) => [source, { entry: FIRST_ENTRY_MODE[source] ?? 'total', total: '', months: Array.from({ length: MONTH_COUNT }, () => '') }]),
  ) as Record<IncomeSource, SourceFields>;
}

/**
 * Six months of full-time work (40 hours a week, 26 weeks) at the federal minimum wage
 * (29 U.S.C. §206(a)(1)(C)): a six-month income below it may be one month's pay typed as the total.
 */
export function sixMonthsFullTimeAtMinimumWage(hourlyWage: number): number {
  return Math.round(hourlyWage * 40 * 26 * 100) / 100;
}

/** A column whose six-month income, typed at least partly as one total, is low enough to be one month's pay. */
export interface OneMonthQuestion {
  column: IncomeColumn;
  /** The column's six-month income as calculated. */
  sixMonthTotal: number;
  /** The sources of the column typed as one total (not blank): where one month's pay would have gone. */
  sources: IncomeSource[];
}

/**
 * The columns to ask "Is this for all six months?" about: some income, less than six months of
 * full-time minimum wage, and at least one source typed as a six-month total.
 */
export function oneMonthQuestions(fields: MeansTestFields, totals: Record<IncomeColumn, number>, floor: number): OneMonthQuestion[] {
  const columns: IncomeColumn[] = asksSpouseIncome(fields.maritalStatus) ? ['filer', 'spouse'] : ['filer'];
  return columns.flatMap((column) => {
    const income = column === 'filer' ? fields.income : fields.spouseIncome;
    const sources = INCOME_SOURCE_ORDER.filter((source) => income[source].entry === 'total' && income[source].total.trim() !== '');
    const sixMonthTotal = totals[column];
    return sources.length > 0 && sixMonthTotal > 0 && sixMonthTotal < floor ? [{ column, sixMonthTotal, sources }] : [];
  });
}

export function emptyFields(): MeansTestFields {
  return { stateCode: '', householdSize: '', maritalStatus: '', income: emptyIncome(), spouseIncome: emptyIncome() };
}

/** Whose income a box is about: the filer's (Column A) or the spouse's (Column B). */
export type IncomeColumn = 'filer' | 'spouse';

/** What a field's path in the form (and in meansTestInputSchema's issues) is about, or null. */
export type MeansTestFieldPart =
  | { part: 'state' }
  | { part: 'household' }
  | { part: 'marital' }
  | { part: 'total'; column: IncomeColumn; source: IncomeSource }
  | { part: 'month'; column: IncomeColumn; source: IncomeSource; month: number };

export function describeFieldPath(path: string): MeansTestFieldPart | null {
  const [first, source, kind, index] = path.split('.');
  if (first === 'stateCode') return { part: 'state' };
  if (first === 'householdSize') return { part: 'household' };
  if (first === 'maritalStatus') return { part: 'marital' };
  if ((first !== 'income' && first !== 'spouseIncome') || !(INCOME_SOURCE_ORDER as readonly string[]).includes(source ?? '')) return null;
  const column: IncomeColumn = first === 'income' ? 'filer' : 'spouse';
  const incomeSource = source as IncomeSource;
  return kind === 'months'
    ? { part: 'month', column, source: incomeSource, month: Number(index ?? 0) + 1 }
    : { part: 'total', column, source: incomeSource };
}

/** States and territories of the newest median income table, by name. */
/**
 * The committed table in force today (effective date and source): what the calculator shows and
 * uses until GET /api/median-income answers with the table in force, an admin's import included.
 */
export function committedTableInForce(today: Date = new Date()): { effectiveDate: string; officialSource: string; status: 'official' | 'estimate' } | null {
  const day = today.toISOString().slice(0, 10);
  const inForce = MEDIAN_INCOME_TABLES.filter((table) => table.effectiveDate <= day).sort((a, b) => compareText(a.effectiveDate, b.effectiveDate)).at(-1);
  return inForce ? { effectiveDate: inForce.effectiveDate, officialSource: inForce.officialSource, status: inForce.status } : null;
}

/**
 * Orders by UTF-16 code units: ISO dates, and the state names (plain letters and spaces, which this
 * orders as localeCompare does). localeCompare built a collator in the middle of hydrating /chapter7.
 */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The states and territories of the newest committed table, by name. */
export function listStates(): Array<{ code: string; name: string }> {
  const newest = [...MEDIAN_INCOME_TABLES].sort((a, b) => compareText(a.effectiveDate, b.effectiveDate)).at(-1);
  return (newest?.rows ?? []).map((row) => ({ code: row.stateCode, name: row.stateName })).sort((a, b) => compareText(a.name, b.name));
}
