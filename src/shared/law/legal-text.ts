/**
 * Long-form text (FAQs, news, education pages) never types a legal figure: it writes a token such
 * as `{{filingFee.chapter7}}`, and fillLegalFigures puts in the figure in force on the day the text
 * is served. An unknown or malformed token throws, so a typo can never reach a reader.
 * Text about a past change pins the day instead (`{{chapter13DebtLimit.unsecured@2025-04-01}}`),
 * so it keeps saying what was true then when the figure changes again.
 */
import { formatIsoDate } from '../format/dates.ts';
import { formatCount, formatDollars } from '../format/money.ts';
import {
  getChapter13DebtLimits,
  getFeeWaiverIncomeLimit,
  getFeeWaiverPovertyPercent,
  getFederalExemption,
  getFilingFee,
  getMeansTestThresholds,
  getMedianIncomeTable,
  getNextSec104AdjustmentDate,
  getOfficialForm,
  getPovertyGuideline,
  getReadmeFact,
  getSec104Amount,
  getTimingRule,
  getTypicalRange,
  type ImportedMedianIncomeTables,
  type LegalFigure,
  type Sec104AmountId,
  type TimingRuleId,
  type TypicalRangeId,
} from './figures.ts';
import { CHAPTER13_COMBINED_DEBT_LIMIT_2022 } from './data/sec104-amounts.ts';
import type { TimingPeriodData } from './data/types.ts';
import { formatAndList } from '../format/list.ts';

/** A figure as a reader sees it, with where it comes from. */
export interface RenderedLegalFigure {
  text: string;
  /** YYYY-MM-DD; null for a typical range that is not tied to a dated rule. */
  effectiveDate: string | null;
  source: string;
  officialSource: string;
  /**
   * false for what a page's figure footnote leaves out: rules and periods whose data records the
   * rules in force rather than the day each took effect, and dates or years that name themselves.
   */
  footnote?: false;
}

export class UnknownLegalFigureTokenError extends Error {
  override readonly name = 'UnknownLegalFigureTokenError';
}

// ---------------------------------------------------------------------------------------------
// Formatting for readers

/** `2025-04-01` → `April 1, 2025`; anything but an ISO calendar date throws (a data error, not reader input). */
export function formatLegalDate(isoDate: string): string {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? formatIsoDate(isoDate) : isoDate;
  if (text === isoDate) throw new RangeError(`Not an ISO date: "${isoDate}"`);
  return text;
}

/** `{ max: 180, unit: 'days' }` → `180 days`; `{ min: 21, max: 40 }` → `21 to 40 days`. */
export function formatPeriod(period: TimingPeriodData | { min?: number | null; max: number; unit: string }): string {
  // "1 year", not "1 years" (the look-back for insiders).
  const unitName = period.max === 1 && period.min == null ? period.unit.replace(/s$/, '') : period.unit;
  const unit = period.unit === 'percent' ? '%' : ` ${unitName}`;
  return period.min == null ? `${formatCount(period.max)}${unit}` : `${formatCount(period.min)} to ${formatCount(period.max)}${unit}`;
}

// ---------------------------------------------------------------------------------------------
// Token definitions

/** The figure of a token on a day; only median income tokens use the imported tables. */
type Resolver = (onDate: Date, imported: ImportedMedianIncomeTables) => RenderedLegalFigure;

/** A figure the page footnote leaves out (see RenderedLegalFigure.footnote). */
const notInFootnote =
  (resolve: Resolver): Resolver =>
  (onDate, imported) => ({ ...resolve(onDate, imported), footnote: false });

function rendered(figure: LegalFigure<unknown>, text: string): RenderedLegalFigure {
  return { text, effectiveDate: figure.effectiveDate, source: figure.source, officialSource: figure.officialSource };
}

const dollars =
  (get: (onDate: Date) => LegalFigure<number>): ((onDate: Date) => RenderedLegalFigure) =>
  (onDate) => {
    const figure = get(onDate);
    return rendered(figure, formatDollars(figure.value));
  };

const effectiveDateOf =
  (get: (onDate: Date) => LegalFigure<unknown>): Resolver =>
  (onDate) => {
    const figure = get(onDate);
    return { ...rendered(figure, formatLegalDate(figure.effectiveDate)), footnote: false };
  };

const sec104 = (id: Sec104AmountId): Resolver => dollars((d) => getSec104Amount(id, d));

/** The §104 amount in force just before the current one took effect. */
const previousSec104 =
  (id: Sec104AmountId): Resolver =>
  (onDate) => {
    const current = getSec104Amount(id, onDate);
    const dayBefore = new Date(`${current.effectiveDate}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    return dollars((d) => getSec104Amount(id, d))(dayBefore);
  };

const period =
  (id: TimingRuleId, which: 'period' | 'extendedPeriod' = 'period'): Resolver =>
  (onDate) => {
    const rule = getTimingRule(id, onDate);
    const value = rule[which];
    if (!value) throw new RangeError(`Timing rule "${id}" has no ${which}.`);
    return { ...rendered(rule, formatPeriod({ max: value.max, unit: value.unit })), footnote: false };
  };

const periodRange =
  (id: TimingRuleId): Resolver =>
  (onDate) => {
    const rule = getTimingRule(id, onDate);
    if (!rule.period) throw new RangeError(`Timing rule "${id}" has no period.`);
    return { ...rendered(rule, formatPeriod(rule.period)), footnote: false };
  };

const typical =
  (id: TypicalRangeId): Resolver =>
  () => {
    const range = getTypicalRange(id);
    const text = formatPeriod(range);
    return {
      text: range.qualifier ? `${range.qualifier} ${text}` : text,
      effectiveDate: null,
      source: range.source,
      officialSource: range.officialSource,
    };
  };

const formRevision =
  (number: string): Resolver =>
  () => {
    const form = getOfficialForm(number);
    if (!form || !/^\d{2}\/\d{2}$/.test(form.versionDate)) throw new RangeError(`No confirmed revision for Official Form ${number}.`);
    return { text: form.versionDate, effectiveDate: null, source: `${form.publicCopy} (${form.dataFile})`, officialSource: `Official Form ${number}` };
  };

const feeWaiverLimit =
  (householdSize: number): Resolver =>
  (onDate) =>
    dollars((d) => getFeeWaiverIncomeLimit(householdSize, '48_states_and_dc', d))(onDate);

/** The combined Chapter 13 limit of 2022-2024: history, so it is pinned to its own dates, never "in force". */
const combinedDebtLimit2022 =
  (text: (limit: typeof CHAPTER13_COMBINED_DEBT_LIMIT_2022) => string): Resolver =>
  () => ({
    text: text(CHAPTER13_COMBINED_DEBT_LIMIT_2022),
    effectiveDate: CHAPTER13_COMBINED_DEBT_LIMIT_2022.firstFilingDate,
    source: CHAPTER13_COMBINED_DEBT_LIMIT_2022.source,
    officialSource: '11 U.S.C. §109(e) as amended by Pub. L. 117-151',
  });

const TOKEN_RESOLVERS = {
  // Filing fees (Director's Form 2000)
  'filingFee.chapter7': dollars((d) => getFilingFee(7, d)),
  'filingFee.chapter13': dollars((d) => getFilingFee(13, d)),
  'filingFee.chapter7.caseFee': (d) => {
    const fee = getFilingFee(7, d);
    return rendered(fee, formatDollars(fee.breakdown.filingFee));
  },
  'filingFee.chapter7.administrativeFee': (d) => {
    const fee = getFilingFee(7, d);
    return rendered(fee, formatDollars(fee.breakdown.administrativeFee));
  },
  'filingFee.chapter7.trusteeSurcharge': (d) => {
    const fee = getFilingFee(7, d);
    return rendered(fee, formatDollars(fee.breakdown.trusteeSurcharge));
  },
  'filingFee.chapter13.caseFee': (d) => {
    const fee = getFilingFee(13, d);
    return rendered(fee, formatDollars(fee.breakdown.filingFee));
  },
  'filingFee.chapter13.administrativeFee': (d) => {
    const fee = getFilingFee(13, d);
    return rendered(fee, formatDollars(fee.breakdown.administrativeFee));
  },

  // Chapter 13 debt limits (11 U.S.C. §109(e))
  'chapter13DebtLimit.unsecured': (d) => {
    const limits = getChapter13DebtLimits(d);
    return rendered(limits, formatDollars(limits.value.unsecured));
  },
  'chapter13DebtLimit.secured': (d) => {
    const limits = getChapter13DebtLimits(d);
    return rendered(limits, formatDollars(limits.value.secured));
  },
  'chapter13DebtLimit.effectiveDate': effectiveDateOf(getChapter13DebtLimits),
  'chapter13DebtLimit.previousUnsecured': previousSec104('chapter13DebtLimitUnsecured'),
  'chapter13DebtLimit.previousSecured': previousSec104('chapter13DebtLimitSecured'),
  'chapter13DebtLimit.combined2022': combinedDebtLimit2022((l) => formatDollars(l.value)),
  'chapter13DebtLimit.combined2022From': combinedDebtLimit2022((l) => formatLegalDate(l.firstFilingDate)),
  'chapter13DebtLimit.combined2022Until': combinedDebtLimit2022((l) => formatLegalDate(l.endedOn)),
  'sec104.nextAdjustmentDate': () => ({
    text: formatLegalDate(getNextSec104AdjustmentDate()),
    effectiveDate: null,
    source: 'bankruptcy_dollar_amounts_sec104.csv and its README entry (next adjustment 2028-04-01)',
    officialSource: '11 U.S.C. §104',
  }),

  // Federal exemptions (11 U.S.C. §522(d)) and the §522(p) homestead cap
  'federalExemption.homestead': dollars((d) => getFederalExemption('homestead', d)),
  'federalExemption.vehicle': dollars((d) => getFederalExemption('motorVehicle', d)),
  'federalExemption.householdGoodsItem': dollars((d) => getFederalExemption('householdGoodsPerItem', d)),
  'federalExemption.householdGoodsTotal': dollars((d) => getFederalExemption('householdGoodsAggregate', d)),
  'federalExemption.jewelry': dollars((d) => getFederalExemption('jewelry', d)),
  'federalExemption.wildcard': dollars((d) => getFederalExemption('wildcardBase', d)),
  'federalExemption.wildcardUnusedHomestead': dollars((d) => getFederalExemption('wildcardUnusedHomestead', d)),
  'federalExemption.toolsOfTrade': dollars((d) => getFederalExemption('toolsOfTrade', d)),
  'federalExemption.effectiveDate': effectiveDateOf((d) => getFederalExemption('homestead', d)),
  'stateHomesteadCap.recentlyAcquired': sec104('stateHomesteadCap1215Days'),
  'luxuryGoods.amount': sec104('luxuryGoodsPresumption'),
  'cashAdvance.amount': sec104('cashAdvancePresumption'),
  'preference.amount': sec104('preferenceThresholdForm107'),

  // Means test
  'meansTest.lowerThreshold60Month': (d) => {
    const t = getMeansTestThresholds(d);
    return rendered(t, formatDollars(t.value.noPresumptionBelow));
  },
  'meansTest.upperThreshold60Month': (d) => {
    const t = getMeansTestThresholds(d);
    return rendered(t, formatDollars(t.value.presumptionAbove));
  },
  'meansTest.childEducationMonthly': sec104('dependentChildEducationMonthly'),
  'medianIncome.effectiveDate': (d, imported) => {
    const table = getMedianIncomeTable(d, imported);
    return { text: formatLegalDate(table.effectiveDate), effectiveDate: table.effectiveDate, source: table.source, officialSource: table.officialSource, footnote: false };
  },
  'medianIncome.addPerPersonOver4': (d, imported) => {
    const table = getMedianIncomeTable(d, imported);
    return { text: formatDollars(table.addPerPersonOver4), effectiveDate: table.effectiveDate, source: table.source, officialSource: table.officialSource };
  },

  // Poverty guidelines, fee waiver and installments
  'povertyGuidelines.year': notInFootnote((d) => {
    const figure = getPovertyGuideline(1, '48_states_and_dc', d);
    return rendered(figure, figure.effectiveDate.slice(0, 4));
  }),
  'povertyGuidelines.effectiveDate': effectiveDateOf((d) => getPovertyGuideline(1, '48_states_and_dc', d)),
  'feeWaiver.povertyPercent': notInFootnote((d) => {
    const percent = getFeeWaiverPovertyPercent(d);
    return rendered(percent, `${percent.value}%`);
  }),
  'feeWaiver.incomeLimit.household1': feeWaiverLimit(1),
  'feeWaiver.incomeLimit.household2': feeWaiverLimit(2),
  'feeWaiver.incomeLimit.household3': feeWaiverLimit(3),
  'feeWaiver.incomeLimit.household4': feeWaiverLimit(4),
  'feeInstallments.maxPayments': notInFootnote((d) => {
    const rule = getTimingRule('feeInstallments', d);
    if (rule.count === undefined) throw new RangeError('The installment rule has no count.');
    return rendered(rule, String(rule.count));
  }),
  'feeInstallments.finalPaymentDays': period('feeInstallments'),
  'feeInstallments.extendedDays': period('feeInstallments', 'extendedPeriod'),

  // Deadlines and waiting periods (timing_rules.csv)
  'creditCounseling.window': period('creditCounseling'),
  'repeatDischarge.chapter7AfterChapter7': period('repeatDischargeChapter7AfterChapter7'),
  'repeatDischarge.chapter13AfterChapter7': period('repeatDischargeChapter13AfterChapter7'),
  'repeatDischarge.chapter7AfterChapter13': period('repeatDischargeChapter7AfterChapter13'),
  'repeatDischarge.chapter13AfterChapter13': period('repeatDischargeChapter13AfterChapter13'),
  'repeatDischarge.bestEffortPercent': (d) => {
    const rule = getTimingRule('repeatDischargeChapter7AfterChapter13', d);
    if (rule.percent === undefined) throw new RangeError('The Chapter 7 after Chapter 13 rule has no best-effort percentage.');
    return rendered(rule, `${rule.percent}%`);
  },
  'meetingOfCreditors.chapter7': periodRange('meetingOfCreditorsChapter7'),
  'meetingOfCreditors.chapter13': periodRange('meetingOfCreditorsChapter13'),
  'meetingOfCreditors.chapter13Extended': period('meetingOfCreditorsChapter13', 'extendedPeriod'),
  'schedules.deadline': period('schedulesAndStatements'),
  'chapter13Plan.deadline': period('chapter13Plan'),
  'chapter13Plan.paymentsBegin': period('chapter13PlanPaymentsBegin'),
  'statementOfIntention.deadline': period('statementOfIntention'),
  'debtorEducation.chapter7Deadline': period('debtorEducationChapter7'),
  'debtorEducation.certificateRuleDate': effectiveDateOf((d) => getReadmeFact('debtorEducationCertificateReplacesForm423', d)),
  'reaffirmation.rescissionPeriod': period('reaffirmationRescission'),
  'reaffirmation.filingDeadline': period('reaffirmationFiling'),
  'payStubs.period': period('payStubs'),
  'automaticDismissal.days': period('automaticDismissal'),
  'objectionToDischarge.deadline': period('objectionToDischarge'),
  'statementOfIntention.performDeadline': period('statementOfIntentionPerformance'),
  'preference.lookback': period('preferenceLookback'),
  'preference.insiderLookback': period('preferenceLookback', 'extendedPeriod'),
  'fraudulentTransfer.lookback': period('fraudulentTransferLookback'),
  'taxReturn.chapter7Deadline': period('taxReturnChapter7'),
  'taxReturns.chapter13Years': period('taxReturnsChapter13'),
  'luxuryGoods.window': period('luxuryGoodsWindow'),
  'chapter13Plan.belowMedianLength': period('chapter13CommitmentPeriod'),
  'chapter13Plan.maxLength': period('chapter13CommitmentPeriod', 'extendedPeriod'),
  'cashAdvance.window': period('cashAdvanceWindow'),
  'meansTest.incomeMonths': period('currentMonthlyIncomePeriod'),
  'venue.period': period('venue'),

  // Typical ranges (product specification, section 9)
  'chapter13Plan.length': typical('chapter13PlanLength'),
  'chapter7.timeToDischarge': typical('chapter7TimeToDischarge'),
  'chapter7.dischargeAfterMeeting': typical('chapter7DischargeAfterMeeting'),
  'chapter13.trusteeFee': typical('chapter13TrusteeFee'),

  // Official form revisions
  'formRevision.form106C': formRevision('106C'),
  'formRevision.form122A2': formRevision('122A-2'),
  'formRevision.form122C2': formRevision('122C-2'),
  'formRevision.directorsForm2000': formRevision("Director's 2000"),
} as const satisfies Record<string, Resolver>;

export type LegalFigureToken = keyof typeof TOKEN_RESOLVERS;

/** Every token long-form text may use. */
export const LEGAL_FIGURE_TOKENS: readonly LegalFigureToken[] = Object.freeze(Object.keys(TOKEN_RESOLVERS) as LegalFigureToken[]);

export function isLegalFigureToken(name: string): name is LegalFigureToken {
  return Object.hasOwn(TOKEN_RESOLVERS, name);
}

// ---------------------------------------------------------------------------------------------
// Text

/**
 * `{{name}}` or `{{name@YYYY-MM-DD}}`. A plain token gives the figure in force when the text is
 * served; a pinned one gives the figure in force on the pinned day, for text about a past change
 * ("the limits went up on April 1, 2025") that must not move when the figure changes again.
 * A name may not contain spaces or braces, so `{{bad name}}` is left over and caught as malformed.
 */
const TOKEN_PATTERN = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const PINNED_DATE = /^(.+)@(\d{4}-\d{2}-\d{2})$/;

interface ParsedToken {
  name: string;
  pinnedDate: Date | undefined;
}

function parseToken(raw: string): ParsedToken {
  const pinned = PINNED_DATE.exec(raw);
  if (!pinned) return { name: raw, pinnedDate: undefined };
  const date = new Date(`${pinned[2]}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== pinned[2]) {
    throw new UnknownLegalFigureTokenError(`Invalid date in legal figure token "{{${raw}}}".`);
  }
  return { name: pinned[1]!, pinnedDate: date };
}

/**
 * The figure a token stands for, with its effective date and source: on `onDate`, or on the
 * token's pinned date (`name@YYYY-MM-DD`) if it has one. `imported`: the median income tables an
 * admin imported (none: the committed tables alone).
 */
export function resolveLegalFigure(token: string, onDate: Date = new Date(), imported: ImportedMedianIncomeTables = []): RenderedLegalFigure {
  const { name, pinnedDate } = parseToken(token);
  if (!isLegalFigureToken(name)) throw new UnknownLegalFigureTokenError(`Unknown legal figure token "{{${token}}}".`);
  return TOKEN_RESOLVERS[name](pinnedDate ?? onDate, imported);
}

/** Tokens used in a text (as written, with any pinned date), each once, in order of first use; unknown ones included. */
export function listLegalFigureTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const match of text.matchAll(TOKEN_PATTERN)) if (match[1]) tokens.add(match[1]);
  return [...tokens];
}

/**
 * What would make fillLegalFigures throw for a text on `onDate`: unknown tokens, bad pinned dates,
 * figures missing for the date, stray braces. Use it to reject text (an admin's news article) when
 * it is saved rather than when it is served.
 */
export function findLegalTextProblems(text: string, onDate: Date = new Date()): string[] {
  const problems: string[] = [];
  for (const token of listLegalFigureTokens(text)) {
    try {
      resolveLegalFigure(token, onDate);
    } catch (error) {
      const known = error instanceof UnknownLegalFigureTokenError ? ` Known tokens: ${LEGAL_FIGURE_TOKENS.join(', ')}.` : '';
      problems.push(`{{${token}}}: ${error instanceof Error ? error.message : String(error)}${known}`);
    }
  }
  const rest = text.replace(TOKEN_PATTERN, '');
  if (rest.includes('{{') || rest.includes('}}')) problems.push('Malformed legal figure token: a "{{" or "}}" does not form a {{token}}.');
  return problems;
}

/** Replaces every `{{token}}` with the figure in force on `onDate` (default: now), formatted for readers. */
export function fillLegalFigures(text: string, onDate: Date = new Date(), imported: ImportedMedianIncomeTables = []): string {
  const rest = text.replace(TOKEN_PATTERN, '');
  if (rest.includes('{{') || rest.includes('}}')) {
    throw new UnknownLegalFigureTokenError(`Malformed legal figure token near "${excerptAround(rest)}".`);
  }
  return text.replace(TOKEN_PATTERN, (_match, token: string) => resolveLegalFigure(token, onDate, imported).text);
}

function excerptAround(text: string): string {
  const at = Math.max(text.search(/\{\{|\}\}/), 0);
  return text.slice(Math.max(0, at - 20), at + 30);
}

// ---------------------------------------------------------------------------------------------
// Where the figures of a page come from

/** Figures of a page that share an effective date and an official source, as a footnote shows them. */
export interface FigureSourceNote {
  /** The figures as readers see them (`$338`, `$313`), each once, in order of first use. */
  figures: string[];
  /** The figures as one phrase for readers (`$338 and $313`). */
  figuresText: string;
  /** YYYY-MM-DD: the day these figures took effect. */
  effectiveDate: string;
  /** The same day for readers (`December 1, 2020`). */
  effectiveDateText: string;
  /** The publication, statute or rule a reader can check. */
  officialSource: string;
  /**
   * Set when the figures are those of the median income table in force (unpinned tokens): a
   * prerendered page's browser brings them up to date with an imported table (live-median-figures.ts).
   */
  liveMedianTokens?: string[];
}

/**
 * The effective date and source of every dated figure among `tokens` (as in text, pinned ones
 * included), grouped by date and source, in order of first use: what a page's footnote lists.
 * Figures with no effective date (typical ranges, form revisions) and those marked `footnote: false`
 * (deadlines and periods, dates and years) are left out.
 */
export function describeFigureSources(tokens: readonly string[], onDate: Date = new Date(), imported: ImportedMedianIncomeTables = []): FigureSourceNote[] {
  const notes = new Map<string, Omit<FigureSourceNote, 'figuresText' | 'effectiveDateText'>>();
  for (const token of tokens) {
    const figure = resolveLegalFigure(token, onDate, imported);
    if (figure.effectiveDate === null || figure.footnote === false) continue;
    const key = `${figure.effectiveDate}\n${figure.officialSource}`;
    const note = notes.get(key) ?? { figures: [], effectiveDate: figure.effectiveDate, officialSource: figure.officialSource };
    if (!note.figures.includes(figure.text)) note.figures.push(figure.text);
    if (token.startsWith('medianIncome.') && !token.includes('@')) (note.liveMedianTokens ??= []).push(token);
    notes.set(key, note);
  }
  // Formatted here, like the figures themselves, so a page's footnote needs no formatting code.
  return [...notes.values()].map((note) => ({
    ...note,
    figuresText: formatAndList(note.figures),
    effectiveDateText: formatLegalDate(note.effectiveDate),
  }));
}
