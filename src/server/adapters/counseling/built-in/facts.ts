/**
 * What the guided conversation gathers, how it reads each answer, and the household it makes for
 * the eligibility engine. Money is integer cents, as in the household model.
 */
import { listMedianIncomeTables } from '#shared/law/figures.ts';
import { expensesSectionSchema, type HouseholdInput } from '#shared/law/household/index.ts';
import { MAX_HOUSEHOLD_SIZE } from '#shared/law/means-test.ts';
import { findAmounts, monthlyCents, periodAfter, periodWrittenAfter, type FoundAmount } from './amounts.ts';
import type { PriorCaseFact, TransferFact } from './history.ts';
import type { EscalationTrigger } from './safety.ts';

/**
 * The interview's questions in order. `taxes`, `history` and `transfers` are asked before any
 * analysis because each can flip the recommendation (the means test, §727(a)(8), §548/§547).
 */
export const COUNSELING_STEPS = ['debts', 'income', 'taxes', 'expenses', 'household', 'state', 'home', 'homeDetails', 'car', 'carDetails', 'pressure', 'history', 'transfers', 'done'] as const;
export type CounselingStep = (typeof COUNSELING_STEPS)[number];

export const DEBT_KINDS = ['creditCards', 'medical', 'personalLoans', 'studentLoans', 'taxes', 'support', 'business', 'mortgage', 'carLoan', 'other'] as const;
export type DebtKind = (typeof DEBT_KINDS)[number];

export const DEBT_KIND_LABELS: Record<DebtKind, string> = {
  creditCards: 'credit cards',
  medical: 'medical bills',
  personalLoans: 'personal and payday loans',
  studentLoans: 'student loans',
  taxes: 'taxes',
  support: 'child support or alimony owed',
  business: 'business debts',
  mortgage: 'mortgage',
  carLoan: 'car loan',
  other: 'other debts',
};

export interface Property {
  owns: boolean;
  valueCents?: number;
  owedCents?: number;
  behindCents?: number;
}

export interface CounselingFacts {
  debts?: Partial<Record<DebtKind, number>>;
  monthlyIncomeCents?: number;
  monthlyExpensesCents?: number;
  householdSize?: number;
  stateCode?: string;
  home?: Property;
  car?: Property;
  collection?: { lawsuit?: boolean; garnishment?: boolean; foreclosureSale?: boolean; saleDate?: string };
  /** The person spoke of an earlier bankruptcy case ("I filed in 2019"): the analysis cannot count it. */
  earlierCaseMentioned?: boolean;
  /** The person spoke of a spouse ("my wife brings home 1,400"). */
  spouseMentioned?: boolean;
  /** Taxes taken from the household's pay each month (Form 122A-2 line 16), as the assessment asks. */
  monthlyTaxesCents?: number;
  /** The person did not know their taxes: none were counted, and the analysis says so. */
  taxesUnknown?: boolean;
  /** Take-home pay told before the income before taxes: the taxes are the difference. */
  takeHomeCents?: number;
  /** Earlier bankruptcy cases; empty once the person said there were none. */
  priorCases?: PriorCaseFact[];
  /** Gifts, sales to relatives, and payments to relatives or one creditor; empty once the person said there were none. */
  transfers?: TransferFact[];
  /** An earlier case told without its date: its words, read again with the answer to "when?". */
  pendingHistory?: string;
  /** A transfer told without when or how much: its words, read again with the answer. */
  pendingTransfer?: string;
  /** The ZIP code the person gave: free legal help is found near it. */
  zipCode?: string;
  /** Alerts already given in this conversation: each is said once. */
  alertsSaid?: EscalationTrigger[];
}

// Order matters: the first kind whose words appear in a clause wins.
const KIND_WORDS: Array<[DebtKind, RegExp]> = [
  ['studentLoans', /\bstudent|\bschool loans?|\bcollege loans?|\bsallie|\bnavient|\bfafsa/],
  ['support', /\bchild support|\balimony|\bback support|\bspousal support/],
  ['business', /\bbusiness|\bsba\b|\bcompany debts?/],
  // "Before taxes" and "after taxes" say how income is counted, not a debt.
  ['taxes', /(?<!\b(?:before|after|pre)[ -])\btax(?:es)?\b(?! (?:return|refund))|\birs\b|\bback taxes/],
  ['mortgage', /\bmortgage|\bhome loan|\bhouse loan|\bheloc|\bhome equity/],
  ['carLoan', /\bcar\b|\bauto\b|\btruck\b|\bvehicle|\bcar loan|\bsuv\b|\bminivan\b|\b(?:honda|toyota|ford|chevy|chevrolet|nissan|dodge|jeep|hyundai|kia|subaru|mazda|volkswagen|vw|gmc|ram|buick|tesla|bmw|lexus|acura|camry|corolla|civic|accord|altima|f-?150|silverado|tahoe|explorer|escape|malibu)\b/],
  ['medical', /\bmedical|\bhospital|\bdoctor|\bdental|\bdentist|\bambulance|\ber bills?|\bsurgery/],
  ['personalLoans', /\bpersonal loans?|\bpayday|\btitle loans?|\binstallment loans?|\bloans?\b/],
  ['creditCards', /\bcredit cards?|\bcards?\b|\bvisa\b|\bmastercard|\bamex\b|\bamerican express|\bdiscover card|\bstore cards?|\bcapital one|\bchase\b|\bcitibank|\bsynchrony/],
];

export function kindOf(clause: string): DebtKind | null {
  for (const [kind, pattern] of KIND_WORDS) if (pattern.test(clause)) return kind;
  return null;
}

/** Where one amount's words end and the next's begin; "and" between two years ("2021 and 2022") is no such place. */
export const CLAUSE_SEPARATOR = /,(?!\s*(?:19|20)\d{2}\b)|;|\.(?:\s|$)|(?<!\b(?:19|20)\d{2}) and (?!(?:19|20)\d{2}\b)| but | plus | \+ | & |!|\?/g;

/** Splits "45k in cards, 3,000 medical and 1,200 on a payday loan" into one clause per debt. */
function clausesWithAmounts(lower: string): Array<{ clause: string; amount: FoundAmount | null; lead?: string }> {
  const amounts = findAmounts(lower);
  if (amounts.length === 0) return [{ clause: lower, amount: null }];
  // Each amount owns the text from the previous amount's end to the next amount's start,
  // cut at the nearest separator on each side.
  return amounts.map((amount, index) => {
    const prevEnd = index === 0 ? 0 : amounts[index - 1]!.end;
    const nextStart = index === amounts.length - 1 ? lower.length : amounts[index + 1]!.start;
    const before = lower.slice(prevEnd, amount.start);
    const after = lower.slice(amount.end, nextStart);
    const beforeCut = Math.max(-1, ...[...before.matchAll(CLAUSE_SEPARATOR)].map((match) => match.index));
    const afterSep = after.search(/,|;| and | plus | \+ | & |\.\s/);
    const clause = `${beforeCut >= 0 ? before.slice(beforeCut) : before} @ ${afterSep >= 0 ? after.slice(0, afterSep) : after}`;
    // The words before the clause, back to the previous amount: "some payday loans, 2k" names its debt there.
    return { clause, amount, lead: before.split(/ and |;|\.\s/).pop() ?? '' };
  });
}

export interface DebtsAnswer {
  debts: Partial<Record<DebtKind, number>>;
  /** Kinds named without an amount ("and some medical bills"). */
  withoutAmount: DebtKind[];
}

/** Debts by kind from free text; amounts of the same kind add up. Null when nothing was read. */
export function readDebts(message: string): DebtsAnswer | null {
  const lower = message.toLowerCase();
  if (/^\s*(?:no(?:ne| debts?)?|nothing|zero|i don'?t have any( debts?)?)\s*[.!]?\s*$/.test(lower)) return { debts: {}, withoutAmount: [] };
  const debts: Partial<Record<DebtKind, number>> = {};
  const withoutAmount: DebtKind[] = [];
  for (const { clause, amount, lead } of clausesWithAmounts(lower)) {
    if (!amount) {
      for (const part of lower.split(/,|;| and /)) {
        const kind = kindOf(part);
        if (kind && !withoutAmount.includes(kind)) withoutAmount.push(kind);
      }
      continue;
    }
    // A debt is a balance owed: "1,200 a month in rent" or "300 a month on the card" is a payment.
    if (periodWrittenAfter(lower, amount.end)) continue;
    // "My rent is $1,100" is a living cost, unless it is owed ("1,100 in back rent").
    if (/\b(?:rent|utilities|groceries|food|phone|insurance|daycare|childcare)\b/.test(clause) && !/\b(?:owe|owed|behind|back|past due|late|collections?)\b/.test(clause)) continue;
    const alone = /^\W*(?:about|like|around|maybe|roughly)?\W*@\W*$/.test(clause);
    const kind = kindOf(clause) ?? (alone && lead ? kindOf(lead) : null) ?? 'other';
    debts[kind] = (debts[kind] ?? 0) + amount.cents;
  }
  if (Object.keys(debts).length === 0 && withoutAmount.length === 0) return null;
  return { debts, withoutAmount };
}

export interface IncomeAnswer {
  monthlyCents: number;
  /** How each amount was read ("$52,000 a year"). */
  readAs: Array<{ cents: number; period: 'month' | 'year' | 'week' | 'twoWeeks' | 'halfMonth'; assumed: boolean }>;
}

/**
 * Monthly income from "$3,200 a month", "52k a year", "I get 1,400 every two weeks and my wife
 * makes 2,000 a month". No period: monthly, unless the amount is $20,000 or more (then a year).
 */
export function readIncome(message: string): IncomeAnswer | null {
  const lower = message.toLowerCase();
  if (/^\s*(?:none|nothing|zero|no income|i (?:don'?t|do not) (?:have|get|make) (?:any|anything))\b/.test(lower)) return { monthlyCents: 0, readAs: [] };
  const amounts = findAmounts(lower);
  if (amounts.length === 0) return null;
  const readAs = amounts.map((amount) => {
    const period = periodAfter(lower, amount.end);
    if (period) return { cents: amount.cents, period, assumed: false };
    return { cents: amount.cents, period: amount.cents >= 2_000_000 ? ('year' as const) : ('month' as const), assumed: true };
  });
  return { monthlyCents: readAs.reduce((total, a) => total + monthlyCents(a.cents, a.period), 0), readAs };
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const PEOPLE_COUNT = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

/** Words that name the person's spouse or partner living with them. */
export const PARTNER_WORDS = /\b(?:wife|husband|partner|spouse|fianc[eé]e?|girlfriend|boyfriend|hubby|wifey)\b/;
/** Words that name one child or relative, and the number of people a plural one names. */
const ONE_CHILD = /\b(?:kid|child|son|daughter|baby|toddler|stepson|stepdaughter|grandson|granddaughter|grandkid|grandchild)\b/g;
const MANY_CHILDREN = new RegExp(`\\b${PEOPLE_COUNT} (?:(?:little|young|teenage|small|grown|adult|minor) )?(?:kids|children|sons|daughters|grandkids|grandchildren|stepkids|boys|girls|dependents)\\b`, 'g');
const RELATIVES = /\b(?:my|our|and|with) (?:elderly |disabled |sick )?(?:mom|dad|mother|father|mother-in-law|father-in-law|grandma|grandpa|grandmother|grandfather|brother|sister|nephew|niece|aunt|uncle|cousin)\b/g;

/**
 * The people a description names, counting the person: "me, my wife and my son" is 3, "my husband
 * and I with 3 children" 5, "single mom with 2 kids" 3, "my girlfriend and her 2 kids" 4.
 */
export function countPeople(lower: string): number {
  let size = 1;
  if (PARTNER_WORDS.test(lower)) size++;
  const text = lower.replace(/\bsingle (?:mom|dad|mother|father|parent)\b/g, ' ');
  let children = 0;
  const plural = [...text.matchAll(MANY_CHILDREN)];
  for (const match of plural) children += Number(match[1]) || NUMBER_WORDS[match[1]!] || 0;
  const withoutPlural = plural.reduce((t, m) => t.replace(m[0], ' '), text);
  children += [...withoutPlural.matchAll(ONE_CHILD)].length;
  if (/\b(?:my|our) parents\b/.test(text)) size += 2;
  return size + children + [...text.matchAll(RELATIVES)].length;
}

/** "4", "four of us", "just me", "me, my wife and two kids". */
export function readHouseholdSize(message: string): number | null {
  const lower = message.toLowerCase();
  if (/\b(?:just me|only me|myself|alone|single|one person|me alone)\b/.test(lower) && !/\b(?:kids?|child|children|wife|husband|partner|spouse|son|daughter)\b/.test(lower)) return 1;
  const direct = /^\D*?(\d{1,2})\b/.exec(lower);
  const word = Object.entries(NUMBER_WORDS).find(([w]) => new RegExp(`\\b${w}\\b(?! of (?:my|the|them))`).test(lower));
  const counted = /\b(?:people|persons|of us|family of|household of)\b/.test(lower);
  if (!counted && (PARTNER_WORDS.test(lower) || /\b(?:kids?|child|children|sons?|daughters?|mom|dad|mother|father|parents|grandkids?)\b/.test(lower))) {
    const size = countPeople(lower);
    return size <= MAX_HOUSEHOLD_SIZE ? size : null;
  }
  const size = direct ? Number(direct[1]) : word ? word[1] : null;
  return size !== null && size >= 1 && size <= MAX_HOUSEHOLD_SIZE ? size : null;
}

/** State names and codes of the median income table (the means test's list). */
function stateList(): Array<{ code: string; name: string }> {
  const tables = listMedianIncomeTables();
  const newest = tables[tables.length - 1]!;
  return newest.rows.map((row) => ({ code: row.stateCode, name: row.stateName }));
}

/** Big cities and nicknames people give instead of a state ("Miami", "cali", "Vegas"). */
const CITY_STATES: Record<string, string> = {
  miami: 'FL', orlando: 'FL', tampa: 'FL', jacksonville: 'FL', 'fort lauderdale': 'FL', houston: 'TX', dallas: 'TX', 'san antonio': 'TX', austin: 'TX', 'el paso': 'TX', 'fort worth': 'TX',
  'los angeles': 'CA', 'san diego': 'CA', 'san francisco': 'CA', 'san jose': 'CA', sacramento: 'CA', fresno: 'CA', cali: 'CA', socal: 'CA', chicago: 'IL', phoenix: 'AZ', tucson: 'AZ',
  philadelphia: 'PA', philly: 'PA', pittsburgh: 'PA', detroit: 'MI', columbus: 'OH', cleveland: 'OH', cincinnati: 'OH', atlanta: 'GA', charlotte: 'NC', raleigh: 'NC', nashville: 'TN',
  memphis: 'TN', 'las vegas': 'NV', vegas: 'NV', denver: 'CO', seattle: 'WA', portland: 'OR', boston: 'MA', baltimore: 'MD', milwaukee: 'WI', indianapolis: 'IN', louisville: 'KY',
  'new orleans': 'LA', birmingham: 'AL', 'oklahoma city': 'OK', albuquerque: 'NM', 'st louis': 'MO', 'kansas city': 'MO', minneapolis: 'MN', jersey: 'NJ', nyc: 'NY', brooklyn: 'NY', bronx: 'NY',
};
const CITY_PATTERN = new RegExp(`\\b(${Object.keys(CITY_STATES).sort((a, b) => b.length - a.length).join('|')})\\b`);

/** A state named in lower-cased text, with where its name stands; or the state of a two-letter code. */
export function stateByName(lower: string, code?: string): { code: string; name: string; start: number; end: number } | null {
  const states = stateList().sort((a, b) => b.name.length - a.name.length);
  if (code) {
    const state = states.find((s) => s.code === code);
    return state ? { ...state, start: 0, end: 0 } : null;
  }
  for (const state of states) {
    const match = new RegExp(`\\b${state.name.toLowerCase().replace(/[^a-z ]/g, '.')}\\b`).exec(lower);
    if (match) return { ...state, start: match.index, end: match.index + match[0].length };
  }
  const city = CITY_PATTERN.exec(lower);
  const byCity = city ? states.find((s) => s.code === CITY_STATES[city[1]!]) : undefined;
  return city && byCity ? { ...byCity, start: city.index, end: city.index + city[0].length } : null;
}

/** "Ohio", "I live in new york", "TX", "tx". */
export function readState(message: string): { code: string; name: string } | null {
  const byName = stateByName(message.toLowerCase().replace(/[.,!?]/g, ' '));
  if (byName) return { code: byName.code, name: byName.name };
  const trimmed = message.trim().replace(/[.!]$/, '');
  // A two-letter code: the whole answer ("oh"), or written in capitals inside a sentence ("in OH").
  const code = /^[A-Za-z]{2}$/.test(trimmed) ? trimmed.toUpperCase() : /\b([A-Z]{2})\b/.exec(message)?.[1];
  const state = code ? stateByName('', code) : null;
  return state ? { code: state.code, name: state.name } : null;
}

export function readYesNo(message: string): boolean | null {
  const lower = message.toLowerCase().trim();
  if (/^(?:no|nope|nah|n|not really|i don'?t|i do not|don'?t|none|i rent|rent|renting|we rent|no car|no home)\b/.test(lower)) return false;
  if (/^(?:yes|yeah|yep|yup|y|sure|i do|we do|i own|we own|correct|right|own)\b/.test(lower)) return true;
  return null;
}

/** "worth 250k, owe 180k, behind 6,000" (or the amounts in that order). */
export function readPropertyDetails(message: string): Omit<Property, 'owns'> | null {
  const lower = message.toLowerCase();
  const amounts = findAmounts(lower);
  if (amounts.length === 0) return null;
  const details: Omit<Property, 'owns'> = {};
  const unlabelled: number[] = [];
  amounts.forEach((amount, index) => {
    const before = lower.slice(index === 0 ? 0 : amounts[index - 1]!.end, amount.start);
    const after = lower.slice(amount.end, amounts[index + 1]?.start ?? lower.length).split(/,|;| and /)[0] ?? '';
    const words = `${before.split(/,|;| and /).pop() ?? ''} ${after}`;
    if (/\bbehind|\barrears|\bmissed|\blate\b|\bpast due/.test(words)) details.behindCents = amount.cents;
    else if (/\bowe|\bowed|\bbalance|\bleft|\bmortgage|\bloan|\bpayoff/.test(words)) details.owedCents = amount.cents;
    else if (/\bworth|\bvalue|\bvalued|\bsell|\bappraised|\bzestimate|\bkbb|\bkelley/.test(words)) details.valueCents = amount.cents;
    else unlabelled.push(amount.cents);
  });
  for (const cents of unlabelled) {
    if (details.valueCents === undefined) details.valueCents = cents;
    else if (details.owedCents === undefined) details.owedCents = cents;
    else if (details.behindCents === undefined) details.behindCents = cents;
  }
  return details;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

/** A real calendar day as ISO, or null ("February 30" is no day). */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A date written as 2026-12-15, 12/15/2026, "December 15, 2026", "Dec 15" or "15 December", as
 * an ISO day. Without a year, the next such day from `today` (a sale date is ahead, not behind).
 */
export function readDate(message: string, today?: string): string | null {
  const iso = /\b(20\d{2})-(\d{2})-(\d{2})\b/.exec(message);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /\b(\d{1,2})\/(\d{1,2})\/(20\d{2})\b/.exec(message);
  if (us) return isoDay(Number(us[3]), Number(us[1]), Number(us[2]));
  const lower = message.toLowerCase();
  const named =
    new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(20\\d{2}))?`).exec(lower) ??
    ((match) => (match ? [match[0], match[2], match[1], match[3]] : null))(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME}(?:,?\\s+(20\\d{2}))?`).exec(lower));
  if (!named) return null;
  const month = MONTHS.indexOf(named[1]!.slice(0, 3)) + 1;
  const day = Number(named[2]);
  if (named[3]) return isoDay(Number(named[3]), month, day);
  if (!today) return null;
  const thisYear = Number(today.slice(0, 4));
  const candidate = isoDay(thisYear, month, day);
  return candidate && candidate >= today ? candidate : isoDay(thisYear + 1, month, day);
}

const NO_EXPENSES = Object.fromEntries(Object.keys(expensesSectionSchema.shape).map((line) => [line, 0])) as HouseholdInput['expenses'];

export const totalDebtCents = (facts: CounselingFacts): number => Object.values(facts.debts ?? {}).reduce((total, cents) => total + (cents ?? 0), 0);

/**
 * The household the engine reads, from what the conversation gathered. What it did not ask is
 * set to the plain case and listed by `householdAssumptions`: one adult not married, income from
 * work that continues, living costs as one monthly figure, taxes as recent income taxes (the
 * cautious reading: recent taxes survive a discharge), no earlier cases or transfers.
 */
export function householdFromFacts(facts: CounselingFacts, filingDay: string): HouseholdInput {
  const debts = facts.debts ?? {};
  const at = (kind: DebtKind) => debts[kind] ?? 0;
  const home = facts.home?.owns ? facts.home : undefined;
  const car = facts.car?.owns ? facts.car : undefined;
  const homeOwed = home?.owedCents ?? at('mortgage');
  const carOwed = car?.owedCents ?? at('carLoan');
  const secured: NonNullable<HouseholdInput['debts']>['secured'] = [];
  if (homeOwed > 0) secured.push({ collateral: 'home', balance: homeOwed, monthlyPayment: 0, arrears: home?.behindCents ?? 0, keepCollateral: true });
  if (carOwed > 0) secured.push({ collateral: 'vehicle', balance: carOwed, monthlyPayment: 0, arrears: car?.behindCents ?? 0, keepCollateral: true });
  const year = Number(filingDay.slice(0, 4));
  const goals: Array<'keepHome' | 'keepCar' | 'freshStart' | 'stopGarnishment' | 'stopForeclosure' | 'stopLawsuit'> = ['freshStart'];
  if (home) goals.push('keepHome');
  if (car) goals.push('keepCar');
  const collection = facts.collection ?? {};
  if (collection.garnishment) goals.push('stopGarnishment');
  if (collection.foreclosureSale) goals.push('stopForeclosure');
  if (collection.lawsuit) goals.push('stopLawsuit');
  const monthlyIncome = facts.monthlyIncomeCents ?? 0;
  return {
    about: {
      stateCode: facts.stateCode ?? '',
      householdSize: facts.householdSize ?? 1,
      maritalStatus: 'not-married',
      membersAged65OrOver: 0,
      dependentChildren: 0,
      people: { debtor: { aged65OrOver: false } },
    },
    income: { debtor: { wages: { entry: 'total', sixMonthTotal: monthlyIncome * 6 } }, expectedToContinue: monthlyIncome > 0 },
    // Living costs as one monthly figure ('other'): every other expense line is 0.
    expenses: { ...NO_EXPENSES, payrollTaxes: facts.monthlyTaxesCents ?? 0, other: facts.monthlyExpensesCents ?? 0 },
    debts: {
      secured,
      taxes: at('taxes') > 0 ? [{ kind: 'income', taxYear: year - 1, amount: at('taxes'), returnFiledOnTime: true }] : [],
      domesticSupport: at('support'),
      studentLoans: at('studentLoans'),
      criminalRestitution: 0,
      businessDebts: at('business'),
      otherUnsecured: at('creditCards') + at('medical') + at('personalLoans') + at('other'),
    },
    assets: {
      ...(home ? { home: { value: home.valueCents ?? 0, liens: homeOwed } } : {}),
      vehicles: car ? [{ value: car.valueCents ?? 0, loanBalance: carOwed }] : [],
      accounts: [],
      other: 0,
    },
    collection: {
      lawsuit: collection.lawsuit ? 'filed' : 'none',
      lawsuitAllegesFraud: false,
      garnishment: { active: collection.garnishment === true },
      foreclosure: { noticeReceived: collection.foreclosureSale === true, ...(collection.saleDate ? { saleDate: collection.saleDate } : {}) },
      repossession: (car?.behindCents ?? 0) > 0 ? 'behind' : 'none',
    },
    history: {
      priorCases: (facts.priorCases ?? []).map((c) => ({ chapter: c.chapter, filingDate: c.filingDate, result: c.result, ...(c.endDate ? { endDate: c.endDate } : {}) })),
    },
    transfers: {
      transfers: (facts.transfers ?? []).map((t) => ({ kind: t.kind, date: t.date, amount: t.amountCents, description: t.what.slice(0, 200) })),
      purchases: [],
    },
    goals: { goals },
  };
}

/** What the analysis assumed because the conversation did not ask, in plain words. */
export function householdAssumptions(facts: CounselingFacts): string[] {
  const assumptions = [
    facts.spouseMentioned
      ? 'all the income you told me about is household income, counted together as the means test does for a married couple living together'
      : 'you are not married (a spouse’s income can change the means test)',
    'your income is from work and will continue',
    'you have no savings or other property of value beyond what you told me',
  ];
  if (facts.taxesUnknown) assumptions.push('no taxes are taken from your pay, because you were not sure: with your real taxes, the means test may leave you less money than it shows');
  if ((facts.priorCases ?? []).length === 0) assumptions.push('you have had no bankruptcy case in the last 8 years');
  for (const prior of facts.priorCases ?? []) if (prior.assumed.length > 0) assumptions.push(`about your earlier Chapter ${prior.chapter} case: ${prior.assumed.join(', ')}`);
  if ((facts.transfers ?? []).length === 0) assumptions.push('you made no gifts or cheap sales in the last 2 years and no large payments to relatives or to one creditor in the last year');
  for (const transfer of facts.transfers ?? []) if (transfer.assumed.length > 0) assumptions.push(`about “${transfer.what}”: ${transfer.assumed.join(', ')}`);
  if ((facts.debts?.taxes ?? 0) > 0) assumptions.push('your taxes are recent income taxes, which a discharge usually does not erase');
  return assumptions;
}
