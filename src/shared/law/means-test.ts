/**
 * The first step of the Chapter 7 means test (Official Form 122A-1): current monthly income from
 * the six months before filing, annualized, compared with the state median family income for the
 * household size (11 U.S.C. §101(10A) and §707(b)(7)). At or below the median, the presumption of
 * abuse does not arise; above it, the full calculation of Official Form 122A-2 is needed.
 *
 * Income is counted as the form counts it: Column A for the filer, Column B for a spouse who files
 * too or who lives in the same household without a legal separation (line 1; §707(b)(7)(B) lets a
 * spouse who lives apart, or is legally separated, be left out). Each line is a monthly average in
 * dollars and cents (six-month total ÷ 6, rounded to the cent); line 11 adds the lines, line 12b
 * multiplies line 11 by 12, and line 14 compares 12b with the median (line 13): at or below it, no
 * presumption of abuse arises.
 *
 * This is an estimate for education: it does not decide which income counts (Form 122A-1 leaves
 * out Social Security benefits, for example) or which months are the right six.
 */
import { z } from 'zod';
import { getMedianIncome, getMedianIncomeTable, listMedianIncomeTables, type ImportedMedianIncomeTables } from './figures.ts';

/** The months of income the means test looks at (the six full months before filing). */
export const MEANS_TEST_MONTHS = 6;

/**
 * The six full calendar months before the month of filing, oldest first, as `YYYY-MM`: the months
 * whose income makes "current monthly income" (11 U.S.C. §101(10A), Form 122A-1 / 122C-1). Filing
 * on 2026-11-25 looks at May to October 2026; the filing month itself never counts.
 */
export function incomeMonthsBefore(filingDate: string): string[] {
  const year = Number(filingDate.slice(0, 4));
  const month = Number(filingDate.slice(5, 7)) - 1;
  return Array.from({ length: MEANS_TEST_MONTHS }, (_, index) => {
    const day = new Date(Date.UTC(year, month - MEANS_TEST_MONTHS + index, 1));
    return `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

export const MIN_HOUSEHOLD_SIZE = 1;
export const MAX_HOUSEHOLD_SIZE = 20;

/** Largest amount one field accepts; far above any real monthly or six-month income, it catches typos. */
export const MAX_INCOME_AMOUNT = 100_000_000;

/** Kinds of gross income the calculator asks about, in the order shown. */
export const INCOME_SOURCES = ['wages', 'business', 'rental', 'pension', 'unemployment', 'other'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/**
 * A dollar amount typed by a person ("1,250.50", "$900", "") or given as a number.
 * Blank means 0, so people can leave sources they do not have empty.
 */
export const incomeAmountSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const cleaned = value.replace(/[$,\s]/g, '');
    if (cleaned === '') return 0;
    return /^-?\d*\.?\d*$/.test(cleaned) && cleaned !== '.' && cleaned !== '-' ? Number(cleaned) : Number.NaN;
  },
  z
    .number({ invalid_type_error: 'Enter an amount in dollars, like 1250 or 1,250.50' })
    .refine((n) => Number.isFinite(n), 'Enter an amount in dollars, like 1250 or 1,250.50')
    .refine((n) => n >= 0, 'The amount cannot be less than $0')
    .refine((n) => n <= MAX_INCOME_AMOUNT, 'This amount looks too large. Check it for typing mistakes')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use at most two digits after the decimal point (cents)'),
);

/** One kind of income: either an amount for each of the six months, or one six-month total. */
export const sourceIncomeSchema = z.discriminatedUnion('entry', [
  z.object({ entry: z.literal('monthly'), months: z.array(incomeAmountSchema).length(MEANS_TEST_MONTHS) }),
  z.object({ entry: z.literal('total'), total: incomeAmountSchema }),
]);
export type SourceIncomeInput = z.input<typeof sourceIncomeSchema>;

const knownStateCodes = (): Set<string> => new Set(listMedianIncomeTables().flatMap((t) => t.rows.map((r) => r.stateCode)));

/**
 * Form 122A-1 line 1, one box only: not married; married and filing together; married, filing
 * alone, and living in the same household without a legal separation; married, filing alone, and
 * living apart (for reasons other than evading the means test) or legally separated.
 */
export const MARITAL_STATUSES = ['not-married', 'married-filing-jointly', 'married-same-household', 'married-living-apart'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Whether the spouse's income counts (Column B of Form 122A-1): a joint filing, or a spouse in the same household. */
export function spouseIncomeCounts(status: MaritalStatus): boolean {
  return status === 'married-filing-jointly' || status === 'married-same-household';
}

/** Sources left out count as no income. */
const incomeBySourceSchema = z.object(
  Object.fromEntries(INCOME_SOURCES.map((source) => [source, sourceIncomeSchema.optional()])) as Record<IncomeSource, z.ZodOptional<typeof sourceIncomeSchema>>,
);

export const meansTestFieldsSchema = z.object({
  stateCode: z
    .string({ required_error: 'Choose your state', invalid_type_error: 'Choose your state' })
    .trim()
    .min(1, 'Choose your state')
    .transform((code) => code.toUpperCase())
    .refine((code) => knownStateCodes().has(code), 'Choose your state from the list'),
  householdSize: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ required_error: 'Choose your household size', invalid_type_error: 'Choose your household size' })
      .int(`Household size must be a whole number from ${MIN_HOUSEHOLD_SIZE} to ${MAX_HOUSEHOLD_SIZE}`)
      .min(MIN_HOUSEHOLD_SIZE, `Household size must be a whole number from ${MIN_HOUSEHOLD_SIZE} to ${MAX_HOUSEHOLD_SIZE}`)
      .max(MAX_HOUSEHOLD_SIZE, `Household size must be a whole number from ${MIN_HOUSEHOLD_SIZE} to ${MAX_HOUSEHOLD_SIZE}`),
  ),
  maritalStatus: z.enum(MARITAL_STATUSES, {
    errorMap: () => ({ message: 'Choose whether you are married and whether your spouse files with you' }),
  }),
  /** Column A: the filer's income. */
  income: incomeBySourceSchema,
  /** Column B: the spouse's income, counted only when spouseIncomeCounts(maritalStatus). */
  spouseIncome: incomeBySourceSchema.optional(),
});

/**
 * The calculator's input. A spouse's income is read only when it counts: for anyone else it is
 * dropped before validation, so boxes filled before changing the answer to line 1 are ignored.
 */
export const meansTestInputSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || !('spouseIncome' in value)) return value;
  const status = (value as { maritalStatus?: unknown }).maritalStatus;
  const counted = (MARITAL_STATUSES as readonly unknown[]).includes(status) && spouseIncomeCounts(status as MaritalStatus);
  return counted ? value : { ...value, spouseIncome: undefined };
}, meansTestFieldsSchema);
export type MeansTestInput = z.input<typeof meansTestFieldsSchema>;
export type ParsedMeansTestInput = z.output<typeof meansTestFieldsSchema>;

export type MeansTestOutcome = 'at-or-below-median' | 'above-median';

export interface MeansTestResult {
  outcome: MeansTestOutcome;
  maritalStatus: MaritalStatus;
  /** Whether a spouse's income was counted (Column B). */
  spouseIncomeCounted: boolean;
  /** Gross income of the six months, all sources, of everyone counted. */
  sixMonthTotal: number;
  /** The filer's six-month total per source (0 for sources left out). */
  totalsBySource: Record<IncomeSource, number>;
  /** The spouse's six-month total (0 when not counted). */
  spouseSixMonthTotal: number;
  /** Current monthly income (Form 122A-1 line 11): each source's six-month total ÷ 6, rounded to the cent, added up. */
  currentMonthlyIncome: number;
  /** Line 12b: current monthly income × 12. */
  annualizedIncome: number;
  /** The median the income is compared with, with its date and source. */
  median: {
    value: number;
    stateCode: string;
    stateName: string;
    householdSize: number;
    effectiveDate: string;
    source: string;
    officialSource: string;
    /** Our estimate, or a table likely replaced by then: label it "estimate — check the official table" (issue 39). */
    needsCheck: boolean;
  };
  /** Annualized income minus the median: negative or 0 when at or below it. */
  differenceFromMedian: number;
}

export class MeansTestInputError extends Error {
  override readonly name = 'MeansTestInputError';
  readonly issues: z.ZodIssue[];
  constructor(issues: z.ZodIssue[]) {
    super(issues[0]?.message ?? 'Invalid means test input');
    this.issues = issues;
  }
}

const toCents = (amount: number): number => Math.round(amount * 100);

function sourceTotalCents(income: z.output<typeof sourceIncomeSchema> | undefined): number {
  if (!income) return 0;
  if (income.entry === 'total') return toCents(income.total);
  return income.months.reduce((sum, amount) => sum + toCents(amount), 0);
}

type IncomeBySource = z.output<typeof incomeBySourceSchema>;

function totalsBySourceCents(income: IncomeBySource | undefined): Record<IncomeSource, number> {
  return Object.fromEntries(INCOME_SOURCES.map((source) => [source, sourceTotalCents(income?.[source])])) as Record<IncomeSource, number>;
}

/** A line of Form 122A-1: the monthly average of a six-month total, in whole cents (half a cent rounds up). */
const monthlyLineCents = (sixMonthCents: number): number => Math.round(sixMonthCents / MEANS_TEST_MONTHS);

const sumOf = (values: Record<IncomeSource, number>): number => INCOME_SOURCES.reduce((sum, source) => sum + values[source], 0);

/**
 * Compares a household's income with its state median, using the median income table in force
 * on `onDate` (default: today). Throws `MeansTestInputError` for invalid input (see
 * `meansTestInputSchema`) and `LegalFigureUnavailableError` when the table lacks the state.
 */
/** `imported`: the median income tables an admin imported (the browser passes the one it fetched). */
export function calculateMeansTest(input: MeansTestInput, onDate: Date = new Date(), imported: ImportedMedianIncomeTables = []): MeansTestResult {
  const parsed = meansTestInputSchema.safeParse(input);
  if (!parsed.success) throw new MeansTestInputError(parsed.error.issues);
  const { stateCode, householdSize, maritalStatus, income, spouseIncome } = parsed.data;
  const spouseIncomeCounted = spouseIncomeCounts(maritalStatus);

  // Whole cents throughout, so sums of many amounts stay exact.
  const filerCents = totalsBySourceCents(income);
  const spouseCents = totalsBySourceCents(spouseIncomeCounted ? spouseIncome : undefined);
  const totalCents = sumOf(filerCents) + sumOf(spouseCents);
  // Line 11: every line of both columns is a monthly average in cents before it is added.
  const monthlyCents = INCOME_SOURCES.reduce((sum, source) => sum + monthlyLineCents(filerCents[source]) + monthlyLineCents(spouseCents[source]), 0);
  const annualizedCents = monthlyCents * 12;
  const median = getMedianIncome(stateCode, householdSize, onDate, imported);
  const medianCents = toCents(median.value);

  return {
    outcome: annualizedCents <= medianCents ? 'at-or-below-median' : 'above-median',
    maritalStatus,
    spouseIncomeCounted,
    sixMonthTotal: totalCents / 100,
    totalsBySource: Object.fromEntries(INCOME_SOURCES.map((s) => [s, filerCents[s] / 100])) as Record<IncomeSource, number>,
    spouseSixMonthTotal: sumOf(spouseCents) / 100,
    currentMonthlyIncome: monthlyCents / 100,
    annualizedIncome: annualizedCents / 100,
    median: {
      value: median.value,
      stateCode: median.stateCode,
      stateName: median.stateName,
      householdSize: median.householdSize,
      effectiveDate: median.effectiveDate,
      source: median.source,
      officialSource: median.officialSource,
      needsCheck: median.needsCheck,
    },
    differenceFromMedian: (annualizedCents - medianCents) / 100,
  };
}

/** Effective date of the median income table used on `onDate` (for showing before a calculation). */
export function meansTestTableDate(onDate: Date = new Date(), imported: ImportedMedianIncomeTables = []): string {
  return getMedianIncomeTable(onDate, imported).effectiveDate;
}
