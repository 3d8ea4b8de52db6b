/**
 * The exemption lists a case can use, each rule with its statute, limit for this case, as-of date,
 * source and confidence: the federal list of 11 U.S.C. §522(d) (amounts in force on the filing
 * date, §104), each state's list from the reference data (California: its two systems), and the
 * federal protection every list keeps, tax-exempt retirement funds (§522(b)(3)(C), IRAs capped by
 * §522(n)). Joint cases: §522(m) applies each exemption to each debtor; a state amount is doubled
 * only where the data says the state allows it.
 */
import {
  STATE_EXEMPTION_CATEGORIES,
  STATE_EXEMPTION_CATEGORIES_DATA_FILE,
  STATE_EXEMPTION_CATEGORIES_SOURCES_FILE,
} from '../data/state-exemption-categories-2026-12.ts';
import type { StateExemptionCategoryRowData } from '../data/types.ts';
import { getFederalExemption, getSec104Amount, type FederalExemptionId } from '../figures.ts';
import { getStateExemptions } from '../state-exemptions.ts';
import { formatDollars } from '../../format/money.ts';
import { readDoubling, readLimit, readOnlyIfNoHomestead, readPerItemLimit, type Doubling, type ReadLimit } from './read-limit.ts';

/** The categories the engine claims on its own, with the Schedule A/B lines each usually protects. */
export const CATEGORY_LINES = {
  homestead: [1],
  motor_vehicle: [3],
  household_goods: [6, 7, 9, 11, 13, 14],
  jewelry: [12],
  tools_of_trade: [40, 49],
  cash_or_bank_deposits: [16, 17],
  retirement: [21],
  wildcard: [],
} as const satisfies Record<string, readonly number[]>;
export type ExemptionCategory = keyof typeof CATEGORY_LINES;

const CATEGORY_LABELS: Record<ExemptionCategory, string> = {
  homestead: 'Your home (homestead)',
  motor_vehicle: 'One motor vehicle',
  household_goods: 'Household goods, clothes and furnishings',
  jewelry: 'Jewelry',
  tools_of_trade: 'Tools of your trade',
  cash_or_bank_deposits: 'Cash and bank accounts',
  retirement: 'Retirement funds in a tax-exempt plan',
  wildcard: 'Any property (the “wildcard”)',
};

/** `federal`, or the state's list: `state`, or for California `704` / `703.140(b)`. */
export type ExemptionListId = string;

export interface FigureOrigin {
  /** The day the figure took effect, or the as-of text of the data row. */
  asOf: string;
  source: string;
  /** H, M or L, as the reference data marks it (federal §104 amounts: H). */
  confidence: 'H' | 'M' | 'L';
  dataFile: string;
  /** Where the person can check it (a URL from the data), when a row is not H. */
  checkAt?: string;
}

export interface ExemptionRule {
  /** Stable id stored on a claim: `federal:motorVehicle`, `OH:state:motor_vehicle`. */
  id: string;
  category: ExemptionCategory;
  label: string;
  /** The statute Schedule C prints. */
  law: string;
  lines: readonly number[];
  /** The limit for this case in cents (doubled where allowed); null: no dollar limit (100% of value). */
  limitCents: number | null;
  /** Vehicles: how many items the exemption may cover in this case (one per debtor). */
  maxItems?: number;
  /** A limit on a single item (household goods), in cents: shown, not applied to a lump line. */
  perItemCents?: number;
  /** IRAs under §522(b)(3)(C): capped by §522(n), per person. */
  iraCapCents?: number;
  /** Wildcard: what it adds from the unused homestead (cap per debtor in cents; null: the whole unused part). */
  unusedHomestead?: { capCents: number | null };
  onlyIfNoHomestead?: boolean;
  /** A limit several categories share (Texas: Tex. Prop. Code 42.001(a)). */
  sharedCap?: { law: string; limitCents: number };
  doubling: Doubling | 'federal';
  origin: FigureOrigin;
  /** Plain words the person should read with this figure (less certain, not doubled, ...). */
  notes: string[];
}

/** A category the data has for the state but whose amount we cannot read as one figure. */
export interface UnreadRule {
  category: ExemptionCategory;
  label: string;
  law: string;
  amountText: string;
  origin: FigureOrigin;
}

export interface ExemptionList {
  id: ExemptionListId;
  stateCode: string;
  /** "Ohio's exemptions", "The federal exemptions (11 U.S.C. § 522(d))". */
  name: string;
  /** Schedule C line 1: `federal` (§522(b)(2)) or `state` (§522(b)(3)). */
  schedule: 'federal' | 'state';
  rules: ExemptionRule[];
  unread: UnreadRule[];
  /** The homestead amount per debtor used to work out an unused-homestead add-on (null: none known). */
  homesteadPerDebtorCents: number | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const firstUrl = (urls: string) => urls.split(/;\s*/).find((url) => url.startsWith('http'));

/** Plain words for a figure that is not marked H. */
export function checkStatuteNote(law: string, confidence: 'H' | 'M' | 'L'): string | undefined {
  if (confidence === 'H') return undefined;
  return confidence === 'M'
    ? `We found this amount in one source only. Check ${law} before you file.`
    : `This amount may be out of date. Check ${law} before you file.`;
}

// ---------------------------------------------------------------------------------------------
// Federal list

const FEDERAL_RULES: ReadonlyArray<{ id: FederalExemptionId; category: ExemptionCategory; law: string }> = [
  { id: 'homestead', category: 'homestead', law: '11 U.S.C. § 522(d)(1)' },
  { id: 'motorVehicle', category: 'motor_vehicle', law: '11 U.S.C. § 522(d)(2)' },
  { id: 'householdGoodsAggregate', category: 'household_goods', law: '11 U.S.C. § 522(d)(3)' },
  { id: 'jewelry', category: 'jewelry', law: '11 U.S.C. § 522(d)(4)' },
  { id: 'toolsOfTrade', category: 'tools_of_trade', law: '11 U.S.C. § 522(d)(6)' },
  { id: 'wildcardBase', category: 'wildcard', law: '11 U.S.C. § 522(d)(5)' },
];

function federalList(stateCode: string, onDate: Date, debtors: number): ExemptionList {
  const origin = (id: FederalExemptionId): FigureOrigin => {
    const figure = getFederalExemption(id, onDate);
    return { asOf: figure.effectiveDate, source: figure.source, confidence: 'H', dataFile: figure.dataFile };
  };
  const rules: ExemptionRule[] = FEDERAL_RULES.map(({ id, category, law }) => ({
    id: `federal:${id}`,
    category,
    label: CATEGORY_LABELS[category],
    law,
    lines: CATEGORY_LINES[category],
    limitCents: cents(getFederalExemption(id, onDate).value) * debtors,
    doubling: 'federal' as const,
    origin: origin(id),
    notes: [],
    ...(category === 'motor_vehicle' ? { maxItems: debtors } : {}),
    ...(category === 'household_goods' ? { perItemCents: cents(getFederalExemption('householdGoodsPerItem', onDate).value) } : {}),
    ...(category === 'wildcard' ? { unusedHomestead: { capCents: cents(getFederalExemption('wildcardUnusedHomestead', onDate).value) } } : {}),
  }));
  rules.push({ ...retirementRule(onDate, '11 U.S.C. § 522(d)(12)'), id: 'federal:retirement' });
  return {
    id: 'federal',
    stateCode,
    name: 'The federal exemptions (11 U.S.C. § 522(d))',
    schedule: 'federal',
    rules,
    unread: [],
    homesteadPerDebtorCents: cents(getFederalExemption('homestead', onDate).value),
  };
}

/** Tax-exempt retirement funds, under any list; IRAs (traditional and Roth) capped per person by §522(n). */
function retirementRule(onDate: Date, law: string): ExemptionRule {
  const cap = getSec104Amount('retirementAccountCap', onDate);
  return {
    id: 'retirement',
    category: 'retirement',
    label: CATEGORY_LABELS.retirement,
    law,
    lines: CATEGORY_LINES.retirement,
    limitCents: null,
    iraCapCents: cents(cap.value),
    doubling: 'federal',
    origin: { asOf: cap.effectiveDate, source: cap.source, confidence: 'H', dataFile: cap.dataFile },
    notes: [`IRAs are protected up to ${formatDollars(cap.value)} per person (11 U.S.C. § 522(n)).`],
  };
}

// ---------------------------------------------------------------------------------------------
// State lists

/**
 * Rows read by hand where the text names a shared cap: Tex. Prop. Code 42.001(a) protects personal
 * property (vehicles, home furnishings, tools, jewelry) up to $50,000 for a single adult and
 * $100,000 for a family, all together; jewelry counts for at most 25% of it (42.002(a)(6)).
 */
const TEXAS_CAP = { law: 'Tex. Prop. Code 42.001(a)', singleCents: cents(50_000), familyCents: cents(100_000) };
const SHARED_CAPS: Record<string, typeof TEXAS_CAP> = {
  'TX|state|motor_vehicle': TEXAS_CAP,
  'TX|state|household_goods': TEXAS_CAP,
  'TX|state|tools_of_trade': TEXAS_CAP,
  'TX|state|jewelry': TEXAS_CAP,
};
const TEXAS_JEWELRY = { singleCents: cents(12_500), familyCents: cents(25_000) };

const isCategory = (category: string): category is ExemptionCategory => category in CATEGORY_LINES && category !== 'homestead';

function originOf(row: StateExemptionCategoryRowData): FigureOrigin {
  const confidence = (['H', 'M', 'L'] as const).find((c) => row.confidence.trim().startsWith(c)) ?? 'L';
  const checkAt = firstUrl(row.sourceUrls);
  return { asOf: row.asOf || 'date not given', source: row.sourceUrls || 'no source given', confidence, dataFile: STATE_EXEMPTION_CATEGORIES_DATA_FILE, ...(checkAt ? { checkAt } : {}) };
}

function stateRule(row: StateExemptionCategoryRowData, category: ExemptionCategory, listId: string, debtors: number, onDate: Date): ExemptionRule | UnreadRule | undefined {
  const key = `${row.stateCode}|${listId}|${category}`;
  const law = row.citation.trim();
  const origin = originOf(row);
  const shared = SHARED_CAPS[key];
  const limit: ReadLimit = shared ? { kind: 'unlimited' } : readLimit(row.amount);
  if (limit.kind === 'none') return undefined;
  if (limit.kind === 'unread' || law === '') return { category, label: CATEGORY_LABELS[category], law, amountText: row.amount, origin };
  if (category === 'retirement') return { ...retirementRule(onDate, law), id: `${row.stateCode}:${listId}:retirement`, origin };
  const doubling = readDoubling(row.doublingForJoint);
  const doubled = debtors === 2 && doubling === 'yes';
  const notes: string[] = [];
  const check = checkStatuteNote(law, origin.confidence);
  if (check) notes.push(check);
  if (debtors === 2 && !shared && limit.kind === 'amount' && !doubled) {
    notes.push(doubling === 'no' ? `${law} gives one amount to a married couple, so it is not doubled.` : `We count this amount once for the two of you: our sources do not say whether each spouse may claim it. Check ${law}.`);
  }
  let limitCents = limit.kind === 'amount' ? limit.cents * (doubled ? 2 : 1) : null;
  if (key === 'TX|state|jewelry') limitCents = debtors === 2 ? TEXAS_JEWELRY.familyCents : TEXAS_JEWELRY.singleCents;
  const perItemCents = readPerItemLimit(row.perItemLimit);
  return {
    id: `${row.stateCode}:${listId}:${category}`,
    category,
    label: CATEGORY_LABELS[category],
    law,
    lines: CATEGORY_LINES[category],
    limitCents,
    doubling,
    origin,
    notes,
    ...(category === 'motor_vehicle' ? { maxItems: doubled || (shared && debtors === 2) ? 2 : 1 } : {}),
    ...(perItemCents ? { perItemCents } : {}),
    ...(limit.kind === 'amount' && limit.unusedHomestead ? { unusedHomestead: limit.unusedHomestead } : {}),
    ...(category === 'wildcard' && readOnlyIfNoHomestead(row.notes) ? { onlyIfNoHomestead: true } : {}),
    ...(shared ? { sharedCap: { law: shared.law, limitCents: debtors === 2 ? shared.familyCents : shared.singleCents } } : {}),
  };
}

/** The state's own lists in the data (California has two); empty when the data has no schedule for it. */
export function stateListIds(stateCode: string): string[] {
  const code = stateCode.trim().toUpperCase();
  return [...new Set(STATE_EXEMPTION_CATEGORIES.filter((row) => row.stateCode === code).map((row) => listIdOf(row.system)))];
}

/** `704` and `703.140(b)` stay apart; every other published variant is the state's one list. */
function listIdOf(system: string): string {
  return system === '704' || system === '703.140(b)' ? system : 'state';
}

function stateList(stateCode: string, listId: string, onDate: Date, debtors: number, stateName: string): ExemptionList {
  const rows = STATE_EXEMPTION_CATEGORIES.filter((row) => row.stateCode === stateCode && listIdOf(row.system) === listId);
  const rules: ExemptionRule[] = [];
  const unread: UnreadRule[] = [];
  for (const row of rows) {
    if (!isCategory(row.category)) continue;
    const rule = stateRule(row, row.category, listId, debtors, onDate);
    if (!rule) continue;
    if ('id' in rule) rules.push(rule);
    else unread.push(rule);
  }
  // §522(b)(3)(C) protects tax-exempt retirement funds under any state list.
  if (!rules.some((rule) => rule.category === 'retirement')) rules.push({ ...retirementRule(onDate, '11 U.S.C. § 522(b)(3)(C)'), id: `${stateCode}:${listId}:retirement` });
  const homestead = getStateExemptions(stateCode)?.homestead;
  const homesteadPerDebtorCents = homestead && (homestead.kind === 'amount' || homestead.kind === 'lowestOfSeveral') ? cents(homestead.value) : null;
  const name = listId === 'state' ? `${stateName}’s exemptions` : `${stateName}’s exemptions (Cal. Code Civ. Proc. ${listId === '704' ? '704.010 and following' : '703.140(b)'})`;
  return { id: listId, stateCode, name, schedule: 'state', rules, unread, homesteadPerDebtorCents };
}

export interface ListsForCase {
  stateCode: string;
  /** The lists the person may choose from (one, or the state's and the federal list). */
  lists: ExemptionList[];
  /** Whether the federal list is allowed, as the 2026-11 data says. */
  federalAllowed: boolean;
  /** True when the data has no schedule for the state beyond the homestead: the person enters statutes. */
  noStateSchedule: boolean;
  sourcesFile: string;
}

/**
 * The lists for a case: `stateCode` is the state whose law applies (see domicile.ts), `debtors` 1
 * or 2 (a joint case). `federalOnly`: the 730-day rule left no state list (the federal list applies).
 */
export function exemptionListsFor(stateCode: string, options: { onDate: Date; debtors: 1 | 2; stateName: string; federalOnly?: boolean }): ListsForCase {
  const code = stateCode.trim().toUpperCase();
  const system = getStateExemptions(code)?.system;
  const federalAllowed = options.federalOnly === true || system === 'stateOrFederal';
  const stateIds = options.federalOnly ? [] : stateListIds(code);
  const lists = stateIds.map((id) => stateList(code, id, options.onDate, options.debtors, options.stateName));
  if (federalAllowed) lists.push(federalList(code, options.onDate, options.debtors));
  return { stateCode: code, lists, federalAllowed, noStateSchedule: !options.federalOnly && stateIds.length === 0, sourcesFile: STATE_EXEMPTION_CATEGORIES_SOURCES_FILE };
}

/** One rule by its stored id, in the lists for the case (undefined when the id is not one of them). */
export function findRule(lists: readonly ExemptionList[], ruleId: string): ExemptionRule | undefined {
  for (const list of lists) {
    const rule = list.rules.find((r) => r.id === ruleId);
    if (rule) return rule;
  }
  return undefined;
}
