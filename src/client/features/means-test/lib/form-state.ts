// The data module itself (not figures.ts), so the page loads the state names without the accessors.
import { MEDIAN_INCOME_TABLES } from '#shared/law/data/dated-tables.ts';
import type { IncomeSource, MeansTestInput } from '#shared/law/means-test.ts';

/**
 * The calculator's form: what people typed, kept as text until they press Calculate. The
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

export interface MeansTestFields {
  stateCode: string;
  householdSize: string;
  income: Record<IncomeSource, SourceFields>;
}

export function emptyFields(): MeansTestFields {
  const income = Object.fromEntries(
    INCOME_SOURCE_ORDER.map((source) => [source, { entry: 'total', total: '', months: Array.from({ length: MONTH_COUNT }, () => '') }]),
  ) as Record<IncomeSource, SourceFields>;
  return { stateCode: '', householdSize: '', income };
}

/** The form as input of calculateMeansTest. */
export function toMeansTestInput(fields: MeansTestFields): MeansTestInput {
  const income = Object.fromEntries(
    INCOME_SOURCE_ORDER.map((source) => {
      const value = fields.income[source];
      return [source, value.entry === 'total' ? { entry: 'total', total: value.total } : { entry: 'monthly', months: value.months }];
    }),
  ) as MeansTestInput['income'];
  return { stateCode: fields.stateCode, householdSize: fields.householdSize, income };
}

/** Element ids of the fields, shared by the form and the error summary. */
export const FIELD_IDS = {
  state: 'means-state',
  household: 'means-household',
  total: (source: IncomeSource) => `means-${source}-total`,
  month: (source: IncomeSource, month: number) => `means-${source}-month-${month}`,
};

/** The field an issue of meansTestInputSchema belongs to (its `path`), or null. */
export function fieldIdForIssuePath(path: ReadonlyArray<string | number>): string | null {
  const [first, source, kind, index] = path;
  if (first === 'stateCode') return FIELD_IDS.state;
  if (first === 'householdSize') return FIELD_IDS.household;
  if (first !== 'income' || typeof source !== 'string' || !(INCOME_SOURCE_ORDER as readonly string[]).includes(source)) return null;
  const incomeSource = source as IncomeSource;
  if (kind === 'total') return FIELD_IDS.total(incomeSource);
  if (kind === 'months') return FIELD_IDS.month(incomeSource, typeof index === 'number' ? index + 1 : 1);
  return FIELD_IDS.total(incomeSource);
}

/** States and territories of the newest median income table, by name. */
export function listStates(): Array<{ code: string; name: string }> {
  const newest = [...MEDIAN_INCOME_TABLES].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate)).at(-1);
  return (newest?.rows ?? []).map((row) => ({ code: row.stateCode, name: row.stateName })).sort((a, b) => a.name.localeCompare(b.name));
}
