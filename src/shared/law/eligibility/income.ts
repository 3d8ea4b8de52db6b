/**
 * The household's income as the means test reads it. Current monthly income is computed by
 * `calculateMeansTest` (Form 122A-1), never here: this module only maps the household's sources
 * onto the calculator's and adds up what the form leaves out.
 */
import type { MedianIncomeTable } from '../figures.ts';
import type { Household, HouseholdIncomeSource, PersonIncome, SourceIncome } from '../household/household.ts';
import { HOUSEHOLD_INCOME_SOURCES, INCOME_SOURCE_LINES } from '../household/household.ts';
import { calculateMeansTest, type IncomeSource, MEANS_TEST_MONTHS, type MeansTestResult, spouseIncomeCounts } from '../means-test.ts';

/**
 * The calculator's six sources. Form 122A-1 lines 3, 4, 7 and 10 all go to `other`; each line
 * still counts, only the rounding of the monthly average is done once for them together (a cent
 * at most).
 */
const CALCULATOR_SOURCE: Record<HouseholdIncomeSource, IncomeSource | null> = {
  wages: 'wages',
  alimony: 'other',
  householdContributions: 'other',
  business: 'business',
  rental: 'rental',
  interest: 'other',
  unemployment: 'unemployment',
  pension: 'pension',
  other: 'other',
  socialSecurity: null,
  crimeVictimPayments: null,
  veteransDisability: null,
};

export function sixMonthCents(income: SourceIncome | undefined): number {
  if (!income) return 0;
  return income.entry === 'total' ? income.sixMonthTotal : income.months.reduce((sum, cents) => sum + cents, 0);
}

function calculatorIncome(person: PersonIncome | undefined): Partial<Record<IncomeSource, { entry: 'total'; total: number }>> {
  const cents: Partial<Record<IncomeSource, number>> = {};
  for (const source of HOUSEHOLD_INCOME_SOURCES) {
    const target = CALCULATOR_SOURCE[source];
    if (target) cents[target] = (cents[target] ?? 0) + sixMonthCents(person?.[source]);
  }
  return Object.fromEntries(Object.entries(cents).map(([source, total]) => [source, { entry: 'total', total: total / 100 }]));
}

/** Six-month total of the sources the form leaves out, for everyone whose income counts. */
function excludedSixMonthCents(household: Household): number {
  const people = [household.income.debtor, spouseIncomeCounts(household.about.maritalStatus) ? household.income.spouse : undefined];
  return people.reduce(
    (sum, person) => sum + HOUSEHOLD_INCOME_SOURCES.filter((s) => !INCOME_SOURCE_LINES[s].counted).reduce((inner, s) => inner + sixMonthCents(person?.[s]), 0),
    0,
  );
}

export interface HouseholdIncome {
  meansTest: MeansTestResult;
  currentMonthlyIncomeCents: number;
  excludedMonthlyIncomeCents: number;
  /** Everything coming in a month on average, counted or not. */
  grossMonthlyIncomeCents: number;
}

export function householdIncome(household: Household, filingDate: Date, importedTables: readonly MedianIncomeTable[] = []): HouseholdIncome {
  const meansTest = calculateMeansTest(
    {
      stateCode: household.about.stateCode,
      householdSize: household.about.householdSize,
      maritalStatus: household.about.maritalStatus,
      income: calculatorIncome(household.income.debtor),
      spouseIncome: calculatorIncome(household.income.spouse),
    },
    filingDate,
    importedTables,
  );
  const currentMonthlyIncomeCents = Math.round(meansTest.currentMonthlyIncome * 100);
  const excludedMonthlyIncomeCents = Math.round(excludedSixMonthCents(household) / MEANS_TEST_MONTHS);
  return { meansTest, currentMonthlyIncomeCents, excludedMonthlyIncomeCents, grossMonthlyIncomeCents: currentMonthlyIncomeCents + excludedMonthlyIncomeCents };
}
