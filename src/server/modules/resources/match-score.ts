/**
 * The 0–100 match score of one resource for one person, and the reasons behind it (codes, and in English).
 * Four parts: reach (distance, or the area it serves: for legal aid, the person's county 40, the
 * whole state 35, counties unknown 15) up to 40, cost against income up to 30,
 * what it handles against the case type up to 20, availability up to 10.
 *
 * The score is only the sum of those four parts. The listing order adds one rule on top of it
 * (`listingGroup`): with low income, everything free (free for all, or free within an income limit
 * such as legal aid's) is listed before anything with a fee, whatever the scores; each of those rows
 * gets a reason (worth no points) saying so.
 */
import { type CaseType, type IncomeLevel, type ResourceCost, type ResourcePurpose } from '#shared/contracts/resources.ts';
import { formatDollars } from '#shared/format/money.ts';
import { matchReasonInEnglish, type MatchReason, type MatchReasonCode } from '#shared/contracts/match-reasons.ts';

export type Reach =
  | { kind: 'your_district'; county: string | null; stateName: string }
  | { kind: 'statewide'; stateName: string }
  | { kind: 'part_of_state'; stateName: string }
  /** Legal aid: a source lists the person's county among those it serves. */
  | { kind: 'your_county'; county: string }
  /** Legal aid serving part of the state, counties unknown; miles to its office where known. */
  | { kind: 'county_unknown'; stateName: string; miles: number | null }
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
  householdSize: number;
  /** Legal aid's usual and higher income limits for the household where the person lives (from src/shared/law). */
  legalAidLimits: { usual: number; usualPercent: number; higher: number; higherPercent: number; year: string };
}

export interface Score {
  score: number;
  /** In English, for clients that do not read `reasonCodes` yet. */
  reasons: string[];
  reasonCodes: MatchReason[];
}

const REACH_MAX = 40;
/** Points lost per this many miles, for resources with a place. */
const MILES_PER_POINT = 5;

type Part = [number, MatchReason];
const part = (points: number, code: MatchReasonCode, params?: MatchReason['params']): Part => [points, params ? { code, params } : { code }];

function reachPart(reach: Reach): Part {
  switch (reach.kind) {
    case 'your_district':
      if (reach.county === null) return part(REACH_MAX, 'reach.your_territory', { stateName: reach.stateName });
      return part(REACH_MAX, 'reach.your_district', { county: reach.county, stateName: reach.stateName });
    case 'statewide':
      return part(35, 'reach.statewide', { stateName: reach.stateName });
    case 'part_of_state':
      return part(15, 'reach.part_of_state', { stateName: reach.stateName });
    case 'your_county':
      return part(REACH_MAX, 'reach.your_county', { county: reach.county });
    case 'county_unknown':
      // The same points near or far: an office nearby does not mean it serves the county. Nearer ones are listed first.
      if (reach.miles === null) return part(15, 'reach.county_unknown', { stateName: reach.stateName });
      return part(15, 'reach.county_unknown_distance', { stateName: reach.stateName, miles: Math.round(reach.miles) });
    case 'online':
      return part(30, 'reach.online');
    case 'distance': {
      const miles = Math.round(reach.miles);
      return part(Math.max(0, REACH_MAX - Math.round(reach.miles / MILES_PER_POINT)), miles === 1 ? 'reach.distance_one' : 'reach.distance', { miles });
    }
  }
}

/** The person's income level in dollars for their household: under the usual limit, between the two, or over the higher one. */
function incomeBand(level: IncomeLevel, limits: MatchNeed['legalAidLimits']): MatchReason {
  if (level === 'low') return { code: 'income.under', params: { amount: formatDollars(limits.usual) } };
  if (level === 'high') return { code: 'income.over', params: { amount: formatDollars(limits.higher) } };
  return { code: 'income.between', params: { from: formatDollars(limits.usual), under: formatDollars(limits.higher) } };
}

/** Legal aid programs (and the finder of them) use legal aid's income limit; other free services set their own. */
const LEGAL_AID_PURPOSES: ReadonlySet<Purpose> = new Set(['consumer_legal_aid', 'civil_legal_aid', 'legal_aid_finder']);

function costPart(cost: Cost, purpose: Purpose, need: MatchNeed): Part {
  if (cost === 'free') return part(25, 'cost.free');
  const low = need.incomeLevel === 'low';
  if (cost === 'fee') {
    if (purpose === 'lawyer_referral') return low ? part(10, 'cost.referral_fee_low_income') : part(20, 'cost.referral_fee');
    return low ? part(15, 'cost.course_fee_low_income') : part(20, 'cost.course_fee');
  }
  const income = incomeBand(need.incomeLevel, need.legalAidLimits);
  if (!LEGAL_AID_PURPOSES.has(purpose)) {
    if (low) return part(25, 'cost.own_limit_likely', { income });
    if (need.incomeLevel === 'medium') return part(15, 'cost.own_limit_check', { income });
    return part(5, 'cost.own_limit_over', { income });
  }
  const { usual, usualPercent, higher, higherPercent, year } = need.legalAidLimits;
  const limits = { usualPercent, usual: formatDollars(usual), higherPercent, higher: formatDollars(higher), household: need.householdSize === 1 ? 'one person' : `${need.householdSize} people`, year, income };
  if (low) return part(30, 'cost.legal_aid_likely', limits);
  if (need.incomeLevel === 'medium') return part(10, 'cost.legal_aid_depends', limits);
  return part(0, 'cost.legal_aid_over', limits);
}

function purposePart(purpose: Purpose, caseType: CaseType): Part {
  const filing = caseType === 'chapter7' || caseType === 'chapter13';
  switch (purpose) {
    case 'bankruptcy_court':
      if (filing) return part(20, 'purpose.court_filing');
      if (caseType === 'general') return part(15, 'purpose.court_general');
      return part(5, 'purpose.court_if_filing');
    case 'consumer_legal_aid':
      return part(20, 'purpose.consumer_legal_aid');
    case 'civil_legal_aid':
      return part(10, 'purpose.civil_legal_aid');
    case 'legal_aid_finder':
      return part(15, 'purpose.legal_aid_finder');
    case 'credit_counseling':
      if (caseType === 'alternatives') return part(20, 'purpose.counseling_alternatives');
      if (filing) return part(20, 'purpose.counseling_filing');
      return part(15, 'purpose.counseling_general');
    case 'debtor_education':
      if (filing) return part(15, 'purpose.education_filing');
      return part(5, 'purpose.education_after_filing');
    case 'online_legal_answers':
      return part(15, 'purpose.online_legal_answers');
    case 'lawyer_referral':
      if (caseType === 'chapter13') return part(20, 'purpose.referral_chapter13');
      return part(15, 'purpose.referral');
    case 'bankruptcy_clinic':
      if (filing || caseType === 'general') return part(20, 'purpose.clinic');
      return part(10, 'purpose.clinic_ask');
  }
}

function availabilityPart(openOnline: boolean): Part {
  return openOnline ? part(10, 'availability.online_now') : part(5, 'availability.ask');
}

/**
 * Which group a resource is listed in, groups in this order, each sorted by score: with low income,
 * free help (free, or free within an income limit) is group 0 and anything with a fee group 1, so a
 * fee never comes before free help; with medium or high income there is one group (the score alone).
 */
export function listingGroup(cost: Cost, incomeLevel: IncomeLevel): 0 | 1 {
  return incomeLevel === 'low' && cost === 'fee' ? 1 : 0;
}

/** Why a row is listed where it is when that is not only its score (low income): worth no points. */
function listingReason(cost: Cost, incomeLevel: IncomeLevel): MatchReason | null {
  if (incomeLevel !== 'low') return null;
  return listingGroup(cost, incomeLevel) === 0 ? { code: 'order.free_first_low_income' } : { code: 'order.fee_after_free_low_income' };
}

export function scoreResource(traits: ScoredTraits, need: MatchNeed): Score {
  const parts = [reachPart(traits.reach), costPart(traits.cost, traits.purpose, need), purposePart(traits.purpose, need.caseType), availabilityPart(traits.openOnline)];
  const score = Math.min(100, Math.max(0, parts.reduce((sum, [points]) => sum + points, 0)));
  const reasonCodes = parts.map(([, reason]) => reason);
  // The listing reason follows the cost reason it comes from.
  const listing = listingReason(traits.cost, need.incomeLevel);
  if (listing) reasonCodes.splice(2, 0, listing);
  return { score, reasons: reasonCodes.map(matchReasonInEnglish), reasonCodes };
}
