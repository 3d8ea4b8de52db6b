/**
 * A whole situation in one message: "We're a family of 4 in Ohio, I make 52k a year, we owe 45k on
 * cards and 3k medical, we rent and have a car worth 9k with 12k left on the loan". Reads every
 * fact the words make clear, wherever it stands, and says which parts of the text it used so the
 * question being asked can read the rest its own way. A fact read again replaces the old one, so
 * "actually it's 3 people" corrects the household.
 */
import { findAmounts, monthlyCents, periodAfter, type FoundAmount } from './amounts.ts';
import { CLAUSE_SEPARATOR, countPeople, DEBT_KIND_LABELS, kindOf, PARTNER_WORDS, stateByName, type CounselingFacts, type DebtKind, type Property } from './facts.ts';
import { MAX_HOUSEHOLD_SIZE } from '#shared/law/means-test.ts';

export interface SituationFacts {
  debts?: Partial<Record<DebtKind, number>>;
  monthlyIncomeCents?: number;
  monthlyExpensesCents?: number;
  householdSize?: number;
  state?: { code: string; name: string };
  home?: Property;
  car?: Property;
  /** "No lawsuit", "nobody is garnishing my wages": the last question is answered. */
  noCollectionTrouble?: true;
  /** "About 900 a month in taxes comes out of our pay" (Form 122A-2 line 16). */
  monthlyTaxesCents?: number;
  /** "I take home 2,600 a month": the taxes are what the income before taxes leaves. */
  takeHomeCents?: number;
  /** "No, the 4000 is what the car is worth", "actually…": an amount said before is put right. */
  correction?: true;
  /** "my wife", "my husband", "we are married". */
  spouse?: true;
}

export interface SituationReading {
  facts: SituationFacts;
  /** [start, end) of each part of the text that was read, and the fact it gave. */
  used: Array<[number, number, keyof SituationFacts]>;
}

const INCOME_WORDS =
  /\b(?:make|makes|making|made|earn|earns|earning|income|salary|paid(?! off)|pay ?check|take[- ]home|bring (?:in|home)|brings (?:in|home)|wages?|gross|pension|social security|ssi|ssdi|disability|unemployment|benefits)\b/;
/** Words that say income even beside a debt's name ("I make 3,000 and owe 7k on cards" is cut apart anyway). */
const EARNING_WORDS = /\b(?:make|makes|making|earn|earns|earning|salary|take[- ]home|bring (?:in|home)|brings (?:in|home)|pension|social security|ssi|ssdi|unemployment)\b/;
const EXPENSE_WORDS = /\b(?:spend|spends|spending|expenses|living costs|cost of living|costs? us|budget|bills come to)\b/;
const HOME_WORDS = /\b(?:house|home|condo|townhouse|mortgage)\b/;
const CAR_WORDS = /\b(?:car|truck|vehicle|suv|van|minivan|auto|drive|honda|toyota|ford|chevy|chevrolet|nissan|dodge|jeep|hyundai|kia|subaru|mazda|volkswagen|vw|gmc|buick|tesla|camry|corolla|civic|accord|altima|f-?150|silverado|tahoe|explorer|malibu)\b/;
/** Pay after taxes: not income before taxes, but what tells the taxes. */
const TAKE_HOME_WORDS = /\b(?:take[- ]home|takehome|after tax(?:es)?|net pay|net|clear)\b/;
const VALUE_WORDS = /\b(?:worth|value|valued|appraised|sell for|zestimate)\b/;
const BEHIND_WORDS = /\b(?:behind|arrears|past due|missed|late)\b/;
const OWED_WORDS = /\b(?:owe|owed|owing|left|balance|payoff|loan)\b/;

/** The words that belong to one amount: from the previous separator to the next one. */
function clauseAround(lower: string, amounts: FoundAmount[], index: number): { before: string; after: string; start: number; end: number } {
  const amount = amounts[index]!;
  const prevEnd = index === 0 ? 0 : amounts[index - 1]!.end;
  const nextStart = index === amounts.length - 1 ? lower.length : amounts[index + 1]!.start;
  const beforeText = lower.slice(prevEnd, amount.start);
  // The last separator before the amount; "and" between two years ("2021 and 2022") is none.
  const cut = Math.max(-1, ...[...beforeText.matchAll(CLAUSE_SEPARATOR)].map((match) => match.index + match[0].length));
  const start = prevEnd + (cut >= 0 ? cut : 0);
  const afterText = lower.slice(amount.end, nextStart);
  const stop = afterText.search(/,|;|\.(?:\s|$)| and | but | plus | \+ | & |!|\?/);
  const end = amount.end + (stop >= 0 ? stop : afterText.length);
  return { before: lower.slice(start, amount.start), after: lower.slice(amount.end, end), start, end };
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const COUNT = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const countOf = (word: string) => Number(word) || NUMBER_WORDS[word] || 0;

/** "family of 4", "4 people", "there are 3 of us", "just me", "me, my wife and two kids". */
function householdIn(lower: string): { size: number; start: number; end: number } | null {
  const patterns = [
    new RegExp(`\\b(?:household|family|house) of ${COUNT}\\b`),
    new RegExp(`\\b${COUNT} (?:people|persons|of us)\\b`),
    new RegExp(`\\b(?:household|family) (?:size )?(?:is|of|=|:)\\s*${COUNT}\\b`),
    new RegExp(`\\bwe(?:'re| are) ${COUNT}\\b`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(lower);
    if (match) return { size: countOf(match[1]!), start: match.index, end: match.index + match[0].length };
  }
  const married = new RegExp(`\\bmarried\\b(?:[^.?!]{0,20}?\\b${COUNT} (?:kids|children)\\b|[^.?!]{0,20}?\\bno (?:kids|children)\\b)`).exec(lower);
  if (married) return { size: 2 + (married[1] ? countOf(married[1]) : 0), start: married.index, end: married.index + married[0].length };
  const alone = /\b(?:i live alone|live by myself|just me|only me|household of one|single person household)\b/.exec(lower);
  if (alone && !/\b(?:kids?|child|children|wife|husband|partner|spouse|sons?|daughters?|baby|mom|dad|girlfriend|boyfriend)\b/.test(lower)) return { size: 1, start: alone.index, end: alone.index + alone[0].length };
  // "me, my wife and two kids", "my husband and I with 3 children", "single mom with 2 kids".
  const people = /\b(?:me|i|myself|mom|dad|mother|father|with|and)\b[^.?!]{0,40}?\b(?:my |our |a |her |his )?(?:wife|husband|partner|spouse|fianc[eé]e?|girlfriend|boyfriend|hubby|kids?|child|children|sons?|daughters?|baby)\b/;
  const group = people.exec(lower);
  if (group && (PARTNER_WORDS.test(group[0]) || /\b(?:me|i|myself|with|mom|dad)\b/.test(group[0]))) {
    // Counted from the start of the sentence: "my husband and I with 3 children".
    const sentenceStart = Math.max(0, ...['.', '!', '?'].map((mark) => lower.lastIndexOf(mark, group.index) + 1));
    const sentenceEnd = lower.slice(group.index).search(/[.?!]|$/);
    const text = lower.slice(sentenceStart, group.index + Math.min(sentenceEnd, 120));
    // The words used end with the last person named, so amounts told after them stay unread.
    const named = [...text.matchAll(/\b(?:wife|husband|partner|spouse|fianc[eé]e?|girlfriend|boyfriend|hubby|kids?|child|children|sons?|daughters?|baby|boys|girls|grandkids?|mom|dad|mother|father|parents|brother|sister|nephew|niece)\b/g)];
    const last = named.at(-1);
    const end = last ? last.index + last[0].length : text.length;
    return { size: countPeople(text.slice(0, end)), start: sentenceStart, end: sentenceStart + end };
  }
  return null;
}

/** A state by its name anywhere ("in new york"), or by its code in capitals after "in" or "from" ("in OH"): never a bare "OK" or "me". */
function stateIn(message: string): { code: string; name: string; start: number; end: number } | null {
  const lower = message.toLowerCase();
  const byName = stateByName(lower);
  if (byName) return byName;
  const code = /\b(?:in|from)\s+([A-Z]{2})\b/.exec(message);
  if (!code) return null;
  const state = stateByName('', code[1]);
  return state ? { ...state, start: code.index, end: code.index + code[0].length } : null;
}

/** Home and car said without amounts: "we rent", "I own my home", "no car", "I have a truck". */
function ownership(lower: string): { home?: boolean; car?: boolean } {
  const out: { home?: boolean; car?: boolean } = {};
  if (/\b(?:i|we) (?:rent|are renting|am renting)\b|\brent(?:ing)? (?:an? |our |my )?(?:apartment|house|place|home|room)\b|\b(?:don'?t|do not) own (?:a |our |my |the )?(?:home|house)\b|\bliving with\b/.test(lower)) out.home = false;
  if (/\b(?:i|we) own (?:a |our |my |the )?(?:home|house|condo|townhouse)\b|\b(?:my|our) (?:home|house|condo) is worth\b|\bhomeowners?\b/.test(lower)) out.home = true;
  if (/\bno (?:car|vehicle|truck)\b|\b(?:don'?t|do not) (?:have|own) (?:a |any )?(?:car|vehicle|truck)\b/.test(lower)) out.car = false;
  else if (/\b(?:i|we) (?:have|own|drive) (?:a |an |one |our |my )?(?:\w+ )?(?:car|truck|vehicle|suv|van)\b|\b(?:my|our) (?:car|truck|vehicle|suv|van)\b|\b(?:i|we) drive an? \b/.test(lower)) out.car = true;
  return out;
}

/** Debts that are never a home's or a car's, whatever else the sentence is about. */
const UNSECURED_KINDS: ReadonlySet<DebtKind> = new Set(['creditCards', 'medical', 'studentLoans', 'taxes', 'support', 'business']);

/**
 * Whether an amount is about the home or the car: its own words name one ("180k on the
 * mortgage"), or they say worth / owed / behind and the sentence is about one ("We own our house,
 * it's worth 250k").
 */
function propertyOf(lower: string, amount: FoundAmount, words: string, kind: DebtKind | null, subject: 'home' | 'car' | 'taxes' | undefined): 'home' | 'car' | null {
  if (kind && UNSECURED_KINDS.has(kind)) return null;
  if (kind === 'personalLoans' && /\b(?:payday|personal|title|installment)\b/.test(words)) return null;
  const describes = VALUE_WORDS.test(words) || BEHIND_WORDS.test(words) || OWED_WORDS.test(words);
  if (HOME_WORDS.test(words) && (describes || /\bmortgage\b/.test(words))) return 'home';
  if (CAR_WORDS.test(words) && describes) return 'car';
  if (!describes) return null;
  const sentenceStart = Math.max(lower.lastIndexOf('. ', amount.start), lower.lastIndexOf('!', amount.start), lower.lastIndexOf('?', amount.start), lower.lastIndexOf('\n', amount.start));
  const sentence = lower.slice(sentenceStart + 1, amount.start);
  const lastHome = Math.max(-1, ...[...sentence.matchAll(new RegExp(HOME_WORDS.source, 'g'))].map((m) => m.index));
  const lastCar = Math.max(-1, ...[...sentence.matchAll(new RegExp(CAR_WORDS.source, 'g'))].map((m) => m.index));
  if (lastHome < 0 && lastCar < 0) return subject === 'home' || subject === 'car' ? subject : null;
  return lastHome > lastCar ? 'home' : 'car';
}

function setProperty(target: Property, words: string, cents: number): void {
  if (BEHIND_WORDS.test(words)) target.behindCents = cents;
  else if (VALUE_WORDS.test(words)) target.valueCents = cents;
  else if (OWED_WORDS.test(words) || /\b(?:mortgage|car loan|auto loan)\b/.test(words)) target.owedCents = cents;
  else target.valueCents ??= cents;
}

/**
 * Every fact the message states clearly. `subject` is what the question just asked was about
 * (the home or the car), so "worth 9,000, owe 12,000 on the loan" is about it. Amounts are only taken where their words say what they
 * are ("I make", "in credit cards", "house worth"); a bare amount is left to the question asked.
 */
export function readSituation(message: string, subject?: 'home' | 'car' | 'taxes'): SituationReading {
  const lower = message.toLowerCase();
  const facts: SituationFacts = {};
  const used: SituationReading['used'] = [];
  const amounts = findAmounts(lower);
  let income = 0;
  let hasIncome = false;

  amounts.forEach((amount, index) => {
    const { before, after, start, end } = clauseAround(lower, amounts, index);
    const words = `${before} ${after}`;
    const period = periodAfter(lower, amount.end);
    const kind = kindOf(words);
    const property = propertyOf(lower, amount, words, kind, subject);
    let gave: keyof SituationFacts;
    const taxesAsked = subject === 'taxes' && !/\b(?:owe|owed|back|irs|behind|due)\b/.test(words);
    if (/\btax(?:es)?\b/.test(words) && (taxesAsked || /\b(?:withh[eo]ld(?:ing)?|taken out|takes? out|comes? out|out of (?:my|our|the|his|her) (?:pay|check|paycheck)s?|deducted|from (?:my|our) (?:pay|check|paycheck)s?)\b/.test(words))) {
      facts.monthlyTaxesCents = (facts.monthlyTaxesCents ?? 0) + monthlyCents(amount.cents, period ?? 'month');
      used.push([start, end, 'monthlyTaxesCents']);
      return;
    }
    if (TAKE_HOME_WORDS.test(words) && !kind && !property) {
      facts.takeHomeCents = (facts.takeHomeCents ?? 0) + monthlyCents(amount.cents, period ?? (amount.cents >= 2_000_000 ? 'year' : 'month'));
      used.push([start, end, 'takeHomeCents']);
      return;
    }
    // "garnished for a 7k credit card judgment" names wages but is a debt.
    if ((EARNING_WORDS.test(words) || (INCOME_WORDS.test(words) && !kind)) && !/\b(?:owe|debt|behind|judgment|garnish\w*)\b/.test(words)) {
      hasIncome = true;
      income += monthlyCents(amount.cents, period ?? (amount.cents >= 2_000_000 ? 'year' : 'month'));
      gave = 'monthlyIncomeCents';
    } else if (EXPENSE_WORDS.test(words)) {
      facts.monthlyExpensesCents = (facts.monthlyExpensesCents ?? 0) + monthlyCents(amount.cents, period ?? 'month');
      gave = 'monthlyExpensesCents';
    } else if (property) {
      const target = (facts[property] ??= { owns: true });
      setProperty(target, words, amount.cents);
      gave = property;
    } else {
      if (!kind) return;
      facts.debts = { ...facts.debts, [kind]: (facts.debts?.[kind] ?? 0) + amount.cents };
      gave = 'debts';
    }
    used.push([start, end, gave]);
  });
  if (hasIncome) facts.monthlyIncomeCents = income;

  const household = householdIn(lower);
  if (household && household.size >= 1 && household.size <= MAX_HOUSEHOLD_SIZE) {
    facts.householdSize = household.size;
    used.push([household.start, household.end, 'householdSize']);
  }
  const state = stateIn(message);
  if (state) {
    facts.state = { code: state.code, name: state.name };
    used.push([state.start, state.end, 'state']);
  }
  if (/\b(?:no (?:lawsuits?|garnishments?|foreclosure sale)|(?:nobody|no one) is (?:suing|garnishing)|not (?:being )?(?:sued|garnished))\b/.test(lower)) facts.noCollectionTrouble = true;
  if (/\b(?:my|our) (?:wife|husband|spouse)\b|\bmarried\b/.test(lower) && !/\b(?:not|never|un)married\b|\bnot married\b/.test(lower)) facts.spouse = true;
  // "The car is paid off": owned, nothing owed.
  for (const [key, words] of [['home', HOME_WORDS], ['car', CAR_WORDS]] as const) {
    if (new RegExp(`${words.source}[^.?!]{0,40}\\b(?:is |are )?paid off\\b`).test(lower)) facts[key] = { owns: true, ...facts[key], owedCents: 0 };
  }
  if (/^\s*(?:no|nope|actually|wait|sorry|oops|i meant|correction|not quite|that'?s wrong)\b|\bis what (?:the|my|our) \w+ (?:is )?worth\b|\bis (?:what|how much) i owe\b/.test(lower)) facts.correction = true;
  const owns = ownership(lower);
  if (owns.home !== undefined && !facts.home) facts.home = { owns: owns.home };
  if (owns.car !== undefined && !facts.car) facts.car = { owns: owns.car };
  return { facts, used };
}

/**
 * The reading without one fact, its words given back to the text: the question being asked reads
 * its own answer from all the words the other facts did not use ("$2,000 from my job and $900
 * social security" is all income when the question was the income).
 */
export function leaveToQuestion(reading: SituationReading, key: keyof SituationFacts): SituationReading {
  if (reading.facts[key] === undefined) return reading;
  const { [key]: _leftToQuestion, ...facts } = reading.facts;
  return { facts, used: reading.used.filter(([, , gave]) => gave !== key) };
}

/** The text with the parts already read blanked out (same length, so positions hold). */
export function withoutUsed(lower: string, used: SituationReading['used']): string {
  let text = lower;
  for (const [start, end] of used) text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
  return text;
}

/** The conversation's facts with the newly read ones in place of the old. */
export function mergeSituation(facts: CounselingFacts, read: SituationFacts): CounselingFacts {
  const merged: CounselingFacts = { ...facts };
  if (read.debts) merged.debts = { ...(facts.debts ?? {}), ...read.debts };
  if (read.monthlyIncomeCents !== undefined) merged.monthlyIncomeCents = read.monthlyIncomeCents;
  if (read.monthlyExpensesCents !== undefined) merged.monthlyExpensesCents = read.monthlyExpensesCents;
  if (read.householdSize !== undefined) merged.householdSize = read.householdSize;
  if (read.state) merged.stateCode = read.state.code;
  if (read.home) merged.home = read.home.owns ? { ...(facts.home?.owns ? facts.home : {}), ...read.home } : { owns: false };
  if (read.noCollectionTrouble && !facts.collection) merged.collection = {};
  if (read.takeHomeCents !== undefined) merged.takeHomeCents = read.takeHomeCents;
  if (read.monthlyTaxesCents !== undefined) {
    merged.monthlyTaxesCents = read.monthlyTaxesCents;
    merged.taxesUnknown = false;
  }
  if (read.spouse) merged.spouseMentioned = true;
  if (read.car) merged.car = read.car.owns ? { ...(facts.car?.owns ? facts.car : {}), ...read.car } : { owns: false };
  // "No, the 4000 is what the car is worth": the amount taken for a debt or a loan before moves.
  if (read.correction) {
    for (const key of ['home', 'car'] as const) {
      const value = read[key]?.valueCents;
      if (value === undefined) continue;
      const loanKind: DebtKind = key === 'home' ? 'mortgage' : 'carLoan';
      for (const kind of [loanKind, 'other'] as const) {
        if (merged.debts?.[kind] === value && read.debts?.[kind] === undefined) {
          const { [kind]: _moved, ...rest } = merged.debts;
          merged.debts = rest;
        }
      }
      const property = merged[key];
      if (property && facts[key]?.owedCents === value && read[key]?.owedCents === undefined) {
        const { owedCents: _wrong, ...rest } = property;
        merged[key] = rest;
      }
    }
  }
  return merged;
}

/** What was read, in plain words, for the confirmation ("credit cards $45,000; 4 people; Ohio"). */
export function describeSituation(read: SituationFacts, dollars: (cents: number) => string): string[] {
  const parts: string[] = [];
  if (read.debts) {
    const debts = Object.entries(read.debts);
    const total = debts.reduce((sum, [, cents]) => sum + (cents ?? 0), 0);
    parts.push(debts.map(([kind, cents]) => `${DEBT_KIND_LABELS[kind as DebtKind]} ${dollars(cents ?? 0)}`).join(', ') + (debts.length > 1 ? ` (total ${dollars(total)})` : ''));
  }
  if (read.monthlyIncomeCents !== undefined) parts.push(`income about ${dollars(read.monthlyIncomeCents)} a month before taxes`);
  if (read.monthlyExpensesCents !== undefined) parts.push(`living costs about ${dollars(read.monthlyExpensesCents)} a month`);
  if (read.householdSize !== undefined) parts.push(`${read.householdSize} ${read.householdSize === 1 ? 'person' : 'people'} in your household`);
  if (read.state) parts.push(read.state.name);
  for (const [key, what] of [['home', 'home'], ['car', 'vehicle']] as const) {
    const property = read[key];
    if (!property) continue;
    if (!property.owns) {
      parts.push(`you do not own a ${what}`);
      continue;
    }
    const said = [
      property.valueCents !== undefined ? `worth ${dollars(property.valueCents)}` : null,
      property.owedCents !== undefined ? `${dollars(property.owedCents)} owed` : null,
      property.behindCents !== undefined ? `${dollars(property.behindCents)} behind` : null,
    ].filter(Boolean);
    parts.push(said.length > 0 ? `your ${what}: ${said.join(', ')}` : `you own a ${what}`);
  }
  if (read.noCollectionTrouble) parts.push('no lawsuit, garnishment or foreclosure sale');
  if (read.monthlyTaxesCents !== undefined) parts.push(`taxes about ${dollars(read.monthlyTaxesCents)} a month`);
  if (read.takeHomeCents !== undefined) parts.push(`take-home pay about ${dollars(read.takeHomeCents)} a month`);
  return parts;
}
