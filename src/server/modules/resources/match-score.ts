/**
 * The 0–100 match score of one resource for one person, and the reasons behind it in words.
 * Four parts: reach (distance, or the area it serves) up to 40, cost against income up to 30,
 * what it handles against the case type up to 20, availability up to 10.
 */
import { INCOME_LEVEL_BANDS, type CaseType, type IncomeLevel, type ResourceCost, type ResourcePurpose } from '#shared/contracts/resources.ts';
import { formatDollars } from '#shared/format/money.ts';

export type Reach =
  | { kind: 'your_district'; county: string; stateName: string }
  | { kind: 'statewide'; stateName: string }
  | { kind: 'part_of_state'; stateName: string }
  | { kind: 'online' }
  | { kind: 'distance'; miles: number };

/** What a resource is for, which decides how well it fits a case type. */
export type Purpose = ResourcePurpose;

/** Who pays: free for everyone, free within an income limit (legal aid's, or the service's own), or a fee. */
export type Cost = ResourceCost;

export interface ScoredTraits {
  reach: Reach;
  purpose: Purpose;
  cost: Cost;
  /** Whether it can be used online right now. */
  openOnline: boolean;
}

export interface MatchNeed {
  caseType: CaseType;
  incomeLevel: IncomeLevel;
  /** Legal aid's usual income limit for a family of four where the person lives (from src/shared/law). */
  legalAidLimit: { familyOfFour: number; percent: number; year: string };
}

export interface Score {
  score: number;
  reasons: string[];
}

const REACH_MAX = 40;
/** Points lost per this many miles, for resources with a place. */
const MILES_PER_POINT = 5;

function reachPart(reach: Reach): [number, string] {
  switch (reach.kind) {
    case 'your_district':
      return [REACH_MAX, `It is the bankruptcy court for ${reach.county}, ${reach.stateName}: a case from your ZIP code is filed here.`];
    case 'statewide':
      return [35, `It serves all of ${reach.stateName}.`];
    case 'part_of_state':
      return [15, `It serves part of ${reach.stateName}: check its website for the counties it covers.`];
    case 'online':
      return [30, 'It works online, anywhere in the US.'];
    case 'distance': {
      const miles = Math.round(reach.miles);
      return [Math.max(0, REACH_MAX - Math.round(reach.miles / MILES_PER_POINT)), `It is about ${miles} ${miles === 1 ? 'mile' : 'miles'} from your ZIP code.`];
    }
  }
}

function incomeBandInWords(level: IncomeLevel): string {
  const band = INCOME_LEVEL_BANDS[level];
  if (band.from === null) return `under ${formatDollars(band.under ?? 0)}`;
  if (band.under === null) return `over ${formatDollars(band.from)}`;
  return `${formatDollars(band.from)} to ${formatDollars(band.under)}`;
}

/** Legal aid programs (and the finder of them) use legal aid's income limit; other free services set their own. */
const LEGAL_AID_PURPOSES: ReadonlySet<Purpose> = new Set(['consumer_legal_aid', 'civil_legal_aid', 'legal_aid_finder']);

function costPart(cost: Cost, purpose: Purpose, need: MatchNeed): [number, string] {
  if (cost === 'free') return [25, 'It is free to use.'];
  if (cost === 'fee') {
    if (purpose === 'lawyer_referral') {
      return need.incomeLevel === 'low'
        ? [10, 'The first consultation has a small set fee; the lawyer’s own fees come after. If your income is low, try the free options first.']
        : [20, 'The first consultation has a small set fee; ask the lawyer what the whole case would cost.'];
    }
    return need.incomeLevel === 'low'
      ? [15, 'Agencies charge a fee for the course: ask what it costs before you start.']
      : [20, 'Agencies charge a fee for the course: compare a few before you choose.'];
  }
  const income = incomeBandInWords(need.incomeLevel);
  if (!LEGAL_AID_PURPOSES.has(purpose)) {
    if (need.incomeLevel === 'low') return [25, `It is free for people under its income limit: with income ${income} you may well qualify.`];
    if (need.incomeLevel === 'medium') return [15, `It is free for people under its income limit: with income ${income}, check whether you qualify.`];
    return [5, `It is free for people under its income limit: with income ${income} you are likely over it.`];
  }
  const { familyOfFour, percent, year } = need.legalAidLimit;
  const limit = `Legal aid is free, and programs usually serve households under ${percent}% of the poverty guidelines (${formatDollars(familyOfFour)} a year for a family of four in ${year})`;
  const band = INCOME_LEVEL_BANDS[need.incomeLevel];
  if (band.under !== null && band.under <= familyOfFour) return [30, `${limit}: with income ${income} you may well qualify.`];
  if (band.from !== null && band.from >= familyOfFour) return [0, `${limit}: with income ${income} you are likely over it, unless your household is large.`];
  return [10, `${limit}: with income ${income}, whether you qualify depends on your household size.`];
}

function purposePart(purpose: Purpose, caseType: CaseType): [number, string] {
  const filing = caseType === 'chapter7' || caseType === 'chapter13';
  switch (purpose) {
    case 'bankruptcy_court':
      if (filing) return [20, 'Its website has the forms, fees and local rules for filing your case.'];
      if (caseType === 'general') return [15, 'Its website explains filing without a lawyer.'];
      return [5, 'You would need it only if you decide to file.'];
    case 'consumer_legal_aid':
      return [20, 'It lists consumer cases (debts and collections) among its services.'];
    case 'civil_legal_aid':
      return [10, 'It handles civil cases: ask whether it helps with debts or bankruptcy.'];
    case 'legal_aid_finder':
      return [15, 'It finds the legal aid program that serves your address.'];
    case 'credit_counseling':
      if (caseType === 'alternatives') return [20, 'A counselor goes over your budget and the options other than bankruptcy.'];
      if (filing) return [20, 'Everyone filing for bankruptcy must first take credit counseling from an approved agency.'];
      return [15, 'Credit counseling from an approved agency comes before any bankruptcy filing.'];
    case 'debtor_education':
      if (filing) return [15, 'After filing, you must finish an approved debtor education course before your debts are discharged.'];
      return [5, 'You would need it only after filing a case.'];
    case 'online_legal_answers':
      return [15, 'You can ask a volunteer lawyer a question about your debts online.'];
    case 'lawyer_referral':
      if (caseType === 'chapter13') return [20, 'It finds a private lawyer: Chapter 13 plans are hard to do without one.'];
      return [15, 'It finds a private lawyer who handles bankruptcy and debt cases.'];
    case 'bankruptcy_clinic':
      if (filing || caseType === 'general') return [20, 'It helps people with bankruptcy cases.'];
      return [10, 'It helps with bankruptcy: ask whether it also advises on other options.'];
  }
}

function availabilityPart(openOnline: boolean): [number, string] {
  return openOnline ? [10, 'You can start online now.'] : [5, 'Call or check its website for when it takes new requests.'];
}

export function scoreResource(traits: ScoredTraits, need: MatchNeed): Score {
  const parts = [reachPart(traits.reach), costPart(traits.cost, traits.purpose, need), purposePart(traits.purpose, need.caseType), availabilityPart(traits.openOnline)];
  const score = Math.min(100, Math.max(0, parts.reduce((sum, [points]) => sum + points, 0)));
  return { score, reasons: parts.map(([, reason]) => reason) };
}
