/**
 * Typed, dated access to the legal figures in ./data. Every figure comes back with its effective
 * date and source so a page can show both. Where a figure has several dated versions, the version in
 * force on `onDate` (default: now) is returned: the newest one effective on or before that day.
 * Dates are compared as UTC calendar days (YYYY-MM-DD).
 */
import { MEDIAN_INCOME_TABLES, POVERTY_GUIDELINE_TABLES } from './data/dated-tables.ts';
import {
  FILING_FEES,
  FILING_FEES_CONFIDENCE,
  FILING_FEES_DATA_FILE,
  FILING_FEES_EFFECTIVE_DATE,
  FILING_FEES_OFFICIAL_SOURCE,
  type FilingFeeChapter,
} from './data/filing-fees.ts';
import { OFFICIAL_FORMS, OFFICIAL_FORMS_CONFIDENCE, OFFICIAL_FORMS_DATA_FILE } from './data/official-forms.ts';
import { DATA_README_SOURCE, LEGAL_AID_HIGHER_LIMIT_PERCENT, LEGAL_AID_INCOME_LIMIT_PERCENT, README_FACTS, STATUTORY_AMOUNTS, TYPICAL_RANGES, type ReadmeFactId, type StatutoryAmountId, type TypicalRangeId } from './data/reference-facts.ts';
import { SEC104_AMOUNTS, SEC104_DATA_FILE, SEC104_NEXT_ADJUSTMENT_DATE, type Sec104AmountId } from './data/sec104-amounts.ts';
import {
  TIMING_RULES,
  TIMING_RULES_CONFIDENCE,
  TIMING_RULES_DATA_FILE,
  TIMING_RULES_EFFECTIVE_DATE,
  type TimingRuleId,
} from './data/timing-rules.ts';
import type { MedianIncomeRowData, OfficialFormData, Sec104AmountData, TimingPeriodData } from './data/types.ts';

export type { FilingFeeChapter, ReadmeFactId, Sec104AmountId, TimingRuleId, TypicalRangeId };

/** A legal figure with what a reader needs to trust it. */
export interface LegalFigure<T> {
  value: T;
  /** First day the figure applies (YYYY-MM-DD); for court figures, to cases filed on or after it. */
  effectiveDate: string;
  /** Where the figure comes from, as recorded in the reference data. */
  source: string;
  /** The official publication, statute or rule a reader can check. */
  officialSource: string;
  /** How well the figure is confirmed (data README or CSV status). */
  confidence: string;
  /** Reference data file the figure was copied from. */
  dataFile: string;
}

/** Thrown when the data holds no figure for the request (a date before our data, an unknown state). */
export class LegalFigureUnavailableError extends Error {
  override readonly name = 'LegalFigureUnavailableError';
}

/** The calendar day (UTC) of a date, as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return date.toISOString().slice(0, 10);
}

function pickInForce<T extends { readonly effectiveDate: string }>(versions: readonly T[], day: string, what: string): T {
  let best: T | undefined;
  for (const version of versions) {
    if (version.effectiveDate <= day && (!best || version.effectiveDate > best.effectiveDate)) best = version;
  }
  if (!best) throw new LegalFigureUnavailableError(`No ${what} in force on ${day} in the legal reference data.`);
  return best;
}

function assertHouseholdSize(size: number): void {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Household size must be a whole number of at least 1, got ${size}.`);
}

// ---------------------------------------------------------------------------------------------
// Filing fees

export interface FilingFeeBreakdown {
  filingFee: number;
  administrativeFee: number;
  trusteeSurcharge: number;
}

/** The total court fee to file under `chapter` (value), with the parts the court collects. */
export function getFilingFee(chapter: FilingFeeChapter, onDate: Date = new Date()): LegalFigure<number> & { breakdown: FilingFeeBreakdown } {
  const day = toIsoDate(onDate);
  const versions = FILING_FEES.filter((f) => f.chapter === chapter).map((f) => ({ ...f, effectiveDate: FILING_FEES_EFFECTIVE_DATE }));
  const fee = pickInForce(versions, day, `Chapter ${chapter} filing fee`);
  return {
    value: fee.total,
    breakdown: { filingFee: fee.filingFee, administrativeFee: fee.administrativeFee, trusteeSurcharge: fee.trusteeSurcharge },
    effectiveDate: fee.effectiveDate,
    source: fee.source,
    officialSource: FILING_FEES_OFFICIAL_SOURCE,
    confidence: FILING_FEES_CONFIDENCE,
    dataFile: FILING_FEES_DATA_FILE,
  };
}

// ---------------------------------------------------------------------------------------------
// §104 adjusted dollar amounts

export interface Sec104Figure extends LegalFigure<number> {
  id: Sec104AmountId;
  section: string;
  description: string;
  unit: 'USD' | 'USD/month' | 'USD/year';
}

/** One §104-adjusted dollar amount (debt limit, exemption, threshold) in force on the date. */
export function getSec104Amount(id: Sec104AmountId, onDate: Date = new Date()): Sec104Figure {
  const day = toIsoDate(onDate);
  const row: Sec104AmountData | undefined = SEC104_AMOUNTS.find((a) => a.id === id);
  if (!row) throw new LegalFigureUnavailableError(`Unknown §104 amount "${id}".`);
  const version = pickInForce(row.versions, day, `§${row.section} amount (${row.description})`);
  if (version.value === null) {
    throw new LegalFigureUnavailableError(
      `The §${row.section} amount (${row.description}) was adjusted on ${version.effectiveDate}, but the new value is not in the legal reference data.`,
    );
  }
  return {
    id,
    section: row.section,
    description: row.description,
    unit: row.unit,
    value: version.value,
    effectiveDate: version.effectiveDate,
    source: row.sources,
    officialSource: `11 U.S.C. §${row.section.split(' ')[0] ?? row.section}, as adjusted under 11 U.S.C. §104`,
    confidence: row.status,
    dataFile: SEC104_DATA_FILE,
  };
}

/** Chapter 13 eligibility: total debts must be less than these limits (11 U.S.C. §109(e)). */
export function getChapter13DebtLimits(onDate: Date = new Date()): LegalFigure<{ unsecured: number; secured: number }> {
  const unsecured = getSec104Amount('chapter13DebtLimitUnsecured', onDate);
  const secured = getSec104Amount('chapter13DebtLimitSecured', onDate);
  return {
    value: { unsecured: unsecured.value, secured: secured.value },
    effectiveDate: unsecured.effectiveDate,
    source: unsecured.source,
    officialSource: '11 U.S.C. §109(e), as adjusted under 11 U.S.C. §104',
    confidence: unsecured.confidence,
    dataFile: SEC104_DATA_FILE,
  };
}

export type FederalExemptionId = Extract<
  Sec104AmountId,
  | 'homestead'
  | 'motorVehicle'
  | 'householdGoodsPerItem'
  | 'householdGoodsAggregate'
  | 'jewelry'
  | 'wildcardBase'
  | 'wildcardUnusedHomestead'
  | 'toolsOfTrade'
  | 'lifeInsuranceLoanValue'
  | 'personalInjuryAward'
>;

/** A federal exemption amount of 11 U.S.C. §522(d) (only for filers whose state allows the federal list). */
export function getFederalExemption(id: FederalExemptionId, onDate: Date = new Date()): Sec104Figure {
  return getSec104Amount(id, onDate);
}

/**
 * The 60-month disposable income amounts of the Chapter 7 means test (Form 122A-2 line 40):
 * below `noPresumptionBelow` no presumption of abuse arises; above `presumptionAbove` it does.
 */
export function getMeansTestThresholds(onDate: Date = new Date()): LegalFigure<{ noPresumptionBelow: number; presumptionAbove: number }> {
  const lower = getSec104Amount('meansTestLowerThreshold60Month', onDate);
  const upper = getSec104Amount('meansTestUpperThreshold60Month', onDate);
  return {
    value: { noPresumptionBelow: lower.value, presumptionAbove: upper.value },
    effectiveDate: lower.effectiveDate,
    source: `${lower.source}; ${upper.source}`,
    officialSource: '11 U.S.C. §707(b)(2)(A)(i), as adjusted under 11 U.S.C. §104',
    confidence: lower.confidence,
    dataFile: SEC104_DATA_FILE,
  };
}

/** The date of the next three-yearly §104 adjustment; from then on the amounts above may be stale. */
export function getNextSec104AdjustmentDate(): string {
  return SEC104_NEXT_ADJUSTMENT_DATE;
}

/** True once the next §104 adjustment date has come and no newer amounts have been added to the data. */
export function isSec104DataPossiblyStale(onDate: Date = new Date()): boolean {
  const newest = SEC104_AMOUNTS[0]?.versions.reduce((max, v) => (v.effectiveDate > max ? v.effectiveDate : max), '') ?? '';
  return toIsoDate(onDate) >= SEC104_NEXT_ADJUSTMENT_DATE && newest < SEC104_NEXT_ADJUSTMENT_DATE;
}

// ---------------------------------------------------------------------------------------------
// Median income (means test)

export interface MedianIncomeTable {
  effectiveDate: string;
  source: string;
  officialSource: string;
  confidence: string;
  /** `official` (confirmed or imported by an admin) or `estimate` (ours): see MedianIncomeTableData. */
  status: 'official' | 'estimate';
  dataFile: string;
  addPerPersonOver4: number;
  rows: readonly MedianIncomeRowData[];
}

/** Where a person checks the official table (the U.S. Trustee Program's means testing page). */
export const UST_MEANS_TESTING_URL = 'https://www.justice.gov/ust/means-testing';

/** The plain-words label of a median that may not be the official one (issue 39). */
export const MEDIAN_ESTIMATE_LABEL = "estimate — check the official table at the U.S. Trustee Program's site";

/**
 * The first day a newer table likely applies: the next April 1 or November 1 after `effectiveDate`.
 * The U.S. Trustee Program publishes its Census median table (11 U.S.C. §101(39A), §707(b)(7)) for
 * cases filed on or after those dates (justice.gov/ust/means-testing; the reference data README names the
 * 2025-11-01 and 2026-04-01 tables; a table in force after 2026-11-01 is likely newer than ours).
 */
export function medianTableLikelyReplacedOn(effectiveDate: string): string {
  const year = Number(effectiveDate.slice(0, 4));
  return [`${year}-04-01`, `${year}-11-01`].find((candidate) => candidate > effectiveDate) ?? `${year + 1}-04-01`;
}

/** How far a table can be trusted for a case filed on `day` (YYYY-MM-DD). */
export interface MedianTableCheck {
  status: 'official' | 'estimate';
  /** See medianTableLikelyReplacedOn. */
  likelyReplacedOn: string;
  /** An estimate, or a table a newer one has likely replaced by `day`: label it and ask for a check. */
  needsCheck: boolean;
}

export function checkMedianTable(table: Pick<MedianIncomeTable, 'status' | 'effectiveDate'>, day: string): MedianTableCheck {
  const likelyReplacedOn = medianTableLikelyReplacedOn(table.effectiveDate);
  return { status: table.status, likelyReplacedOn, needsCheck: table.status === 'estimate' || day >= likelyReplacedOn };
}

/**
 * Tables an admin imported (stored in the database: the server reads them, the browser fetches the
 * one in force from `GET /api/median-income`). Every function that picks a median takes them as an
 * argument; none (the default) means the committed tables alone. They join the committed tables;
 * one of the same effective date replaces the committed one.
 */
export type ImportedMedianIncomeTables = readonly MedianIncomeTable[];

/** Every median income table in the data (committed and imported), oldest first. */
export function listMedianIncomeTables(imported: ImportedMedianIncomeTables = []): MedianIncomeTable[] {
  const byDate = new Map<string, MedianIncomeTable>();
  for (const table of [...MEDIAN_INCOME_TABLES, ...imported]) byDate.set(table.effectiveDate, table);
  return [...byDate.values()].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
}

/** The median income table for cases filed on the date: the newest one effective on or before it. */
export function getMedianIncomeTable(onDate: Date = new Date(), imported: ImportedMedianIncomeTables = []): MedianIncomeTable {
  return pickInForce(listMedianIncomeTables(imported), toIsoDate(onDate), 'median income table');
}

/**
 * The median of one table row for a household size, as 11 U.S.C. §101(39A) and §707(b)(7) say:
 * households of 1 to 4 use their own column; a larger household uses "the highest median family
 * income of the applicable State for a family of the same number or fewer individuals" among
 * families of 4 or fewer (the highest of the four columns, not necessarily the 4-person one), plus
 * the per-person add-on for each individual over 4.
 */
export function medianForHouseholdSize(row: MedianIncomeRowData, addPerPersonOver4: number, householdSize: number): number {
  assertHouseholdSize(householdSize);
  const bySize = [row.household1, row.household2, row.household3, row.household4] as const;
  if (householdSize <= 4) return bySize[householdSize - 1]!;
  return Math.max(...bySize) + (householdSize - 4) * addPerPersonOver4;
}

/**
 * Annual median family income for a state (two-letter code, as on the US Trustee table) and
 * household size. Households over 4 start from the highest median for 4 or fewer and add the
 * table's per-person amount for each extra person (see medianForHouseholdSize). `imported`: the
 * tables an admin imported, if any (see ImportedMedianIncomeTables).
 */
export function getMedianIncome(
  stateCode: string,
  householdSize: number,
  onDate: Date = new Date(),
  imported: ImportedMedianIncomeTables = [],
): LegalFigure<number> & { stateCode: string; stateName: string; householdSize: number } & MedianTableCheck {
  assertHouseholdSize(householdSize);
  const table = getMedianIncomeTable(onDate, imported);
  const code = stateCode.trim().toUpperCase();
  const row = table.rows.find((r) => r.stateCode === code);
  if (!row) throw new LegalFigureUnavailableError(`No median income for "${stateCode}" in the table effective ${table.effectiveDate}.`);
  return {
    value: medianForHouseholdSize(row, table.addPerPersonOver4, householdSize),
    stateCode: row.stateCode,
    stateName: row.stateName,
    householdSize,
    effectiveDate: table.effectiveDate,
    source: table.source,
    officialSource: table.officialSource,
    confidence: table.confidence,
    dataFile: table.dataFile,
    ...checkMedianTable(table, toIsoDate(onDate)),
  };
}

// ---------------------------------------------------------------------------------------------
// Poverty guidelines and the fee waiver

export type PovertyGuidelineRegion = '48_states_and_dc' | 'alaska' | 'hawaii';

/** HHS publishes separate guidelines for Alaska and Hawaii; the 48-state table covers the rest and DC. */
export function povertyGuidelineRegionForState(stateCode: string): PovertyGuidelineRegion {
  const code = stateCode.trim().toUpperCase();
  if (code === 'AK') return 'alaska';
  if (code === 'HI') return 'hawaii';
  return '48_states_and_dc';
}

/** The annual HHS poverty guideline for a household size, in force on the date. */
export function getPovertyGuideline(
  householdSize: number,
  region: PovertyGuidelineRegion = '48_states_and_dc',
  onDate: Date = new Date(),
): LegalFigure<number> {
  assertHouseholdSize(householdSize);
  const table = pickInForce(POVERTY_GUIDELINE_TABLES, toIsoDate(onDate), 'poverty guideline table');
  const guidelines = table.regions[region];
  const listed = guidelines.persons[householdSize - 1];
  const largest = guidelines.persons[guidelines.persons.length - 1] ?? 0;
  const value = listed ?? largest + (householdSize - guidelines.persons.length) * guidelines.eachAdditional;
  return {
    value,
    effectiveDate: table.effectiveDate,
    source: table.source,
    officialSource: table.officialSource,
    confidence: table.confidence,
    dataFile: table.dataFile,
  };
}

/** The percentage of the poverty guidelines under which a Chapter 7 filer may ask for a fee waiver. */
export function getFeeWaiverPovertyPercent(onDate: Date = new Date()): LegalFigure<number> {
  const rule = getTimingRule('feeWaiver', onDate);
  return { ...rule, value: rule.percent ?? fail('fee waiver percentage') };
}

/**
 * Household income under which a Chapter 7 fee waiver may be asked for (the guideline times the
 * fee-waiver percentage). Income under it is one condition; the court decides.
 */
export function getFeeWaiverIncomeLimit(
  householdSize: number,
  region: PovertyGuidelineRegion = '48_states_and_dc',
  onDate: Date = new Date(),
): LegalFigure<number> {
  const guideline = getPovertyGuideline(householdSize, region, onDate);
  const percent = getFeeWaiverPovertyPercent(onDate);
  return {
    ...guideline,
    value: (guideline.value * percent.value) / 100,
    source: `${guideline.source}; ${percent.value}%: ${percent.officialSource} (${percent.dataFile})`,
    officialSource: `${guideline.officialSource}; ${percent.officialSource}`,
  };
}

/**
 * Household income under which legal aid programs usually serve people: the poverty guideline times
 * the legal aid percentage (programs set their own limits around it).
 */
export function getLegalAidIncomeLimit(
  householdSize: number,
  region: PovertyGuidelineRegion = '48_states_and_dc',
  onDate: Date = new Date(),
  percent: { value: number; source: string; officialSource: string; confidence: string } = LEGAL_AID_INCOME_LIMIT_PERCENT,
): LegalFigure<number> & { percent: number } {
  const guideline = getPovertyGuideline(householdSize, region, onDate);
  return {
    ...guideline,
    value: (guideline.value * percent.value) / 100,
    percent: percent.value,
    source: `${guideline.source}; ${percent.value}%: ${percent.source}`,
    officialSource: `${guideline.officialSource}; ${percent.officialSource}`,
    confidence: `${guideline.confidence}; percentage: ${percent.confidence}`,
  };
}

/**
 * Legal aid's two income limits for a household: the usual one (125% of the poverty guideline) and
 * the higher one LSC lets programs use in some cases (200%, 45 CFR 1611.5(a)(3)).
 */
export function getLegalAidIncomeLimits(
  householdSize: number,
  region: PovertyGuidelineRegion = '48_states_and_dc',
  onDate: Date = new Date(),
): { usual: LegalFigure<number> & { percent: number }; higher: LegalFigure<number> & { percent: number } } {
  return { usual: getLegalAidIncomeLimit(householdSize, region, onDate), higher: getLegalAidIncomeLimit(householdSize, region, onDate, LEGAL_AID_HIGHER_LIMIT_PERCENT) };
}

// ---------------------------------------------------------------------------------------------
// Deadlines and waiting periods

export interface TimingRuleFigure extends LegalFigure<string> {
  id: TimingRuleId;
  rule: string;
  note: string;
  period?: TimingPeriodData;
  extendedPeriod?: TimingPeriodData;
  count?: number;
  percent?: number;
}

/** A deadline or waiting period; `value` is the rule's wording, `period` the same in numbers. */
export function getTimingRule(id: TimingRuleId, onDate: Date = new Date()): TimingRuleFigure {
  const day = toIsoDate(onDate);
  const row: (typeof TIMING_RULES)[number] | undefined = TIMING_RULES.find((r) => r.id === id);
  if (!row) throw new LegalFigureUnavailableError(`Unknown timing rule "${id}".`);
  pickInForce([{ effectiveDate: TIMING_RULES_EFFECTIVE_DATE }], day, `timing rule "${row.rule}"`);
  const figure: TimingRuleFigure = {
    id: row.id,
    rule: row.rule,
    note: row.note,
    value: row.value,
    effectiveDate: TIMING_RULES_EFFECTIVE_DATE,
    source: `${row.source} (${TIMING_RULES_DATA_FILE})`,
    officialSource: row.source,
    confidence: TIMING_RULES_CONFIDENCE,
    dataFile: TIMING_RULES_DATA_FILE,
  };
  if ('period' in row) figure.period = row.period;
  if ('extendedPeriod' in row) figure.extendedPeriod = row.extendedPeriod;
  if ('count' in row) figure.count = row.count;
  if ('percent' in row) figure.percent = row.percent;
  return figure;
}

/** The numeric period of a timing rule; throws if the rule has none. */
export function getTimingPeriod(id: TimingRuleId, onDate: Date = new Date()): LegalFigure<TimingPeriodData> {
  const rule = getTimingRule(id, onDate);
  return { ...rule, value: rule.period ?? fail(`period of timing rule "${id}"`) };
}

// ---------------------------------------------------------------------------------------------
// Facts stated in the data README, and the specification's typical ranges

export function getReadmeFact(id: ReadmeFactId, onDate: Date = new Date()): LegalFigure<string> {
  const fact = README_FACTS.find((f) => f.id === id);
  if (!fact) throw new LegalFigureUnavailableError(`Unknown reference fact "${id}".`);
  pickInForce([fact], toIsoDate(onDate), `reference fact "${id}"`);
  return {
    value: fact.value,
    effectiveDate: fact.effectiveDate,
    source: fact.source,
    officialSource: fact.officialSource,
    confidence: fact.confidence,
    dataFile: DATA_README_SOURCE,
  };
}

/** A dollar amount fixed in the statute (not adjusted under §104). */
export function getStatutoryAmount(id: StatutoryAmountId, onDate: Date = new Date()): LegalFigure<number> {
  const amount = STATUTORY_AMOUNTS.find((a) => a.id === id);
  if (!amount) throw new LegalFigureUnavailableError(`Unknown statutory amount "${id}".`);
  pickInForce([amount], toIsoDate(onDate), `statutory amount "${id}"`);
  return { value: amount.value, effectiveDate: amount.effectiveDate, source: amount.source, officialSource: amount.officialSource, confidence: 'the statute’s own text', dataFile: 'the statute (no data file)' };
}

/** A typical duration or rate from the product specification. Not a deadline, so it has no effective date. */
export interface TypicalRange {
  id: TypicalRangeId;
  description: string;
  min: number | null;
  max: number;
  unit: 'years' | 'months' | 'days' | 'percent';
  /** Word a reader should see before the range ("about", "up to"), or empty. */
  qualifier: string;
  source: string;
  officialSource: string;
  confidence: string;
}

export function getTypicalRange(id: TypicalRangeId): TypicalRange {
  const range = TYPICAL_RANGES.find((r) => r.id === id);
  if (!range) throw new LegalFigureUnavailableError(`Unknown typical range "${id}".`);
  return { ...range, confidence: 'from the product specification; a typical range, not checked against a primary source' };
}

// ---------------------------------------------------------------------------------------------
// Official forms

export interface OfficialForm extends OfficialFormData {
  dataFile: string;
  confidence: string;
}

export function listOfficialForms(): OfficialForm[] {
  return OFFICIAL_FORMS.map((f) => ({ ...f, dataFile: OFFICIAL_FORMS_DATA_FILE, confidence: OFFICIAL_FORMS_CONFIDENCE }));
}

/** An official form by its printed number (`106C`, `122A-2`, `Director's 2000`), or undefined. */
export function getOfficialForm(number: string): OfficialForm | undefined {
  return listOfficialForms().find((f) => f.number === number);
}

function fail(what: string): never {
  throw new LegalFigureUnavailableError(`The legal reference data has no ${what}.`);
}
