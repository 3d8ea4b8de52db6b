/**
 * Amounts of money as people write them in a chat: "$3,200", "about 45k", "1.2 million",
 * "twelve hundred", "forty-five thousand", "3 grand". Each amount comes back in whole cents with
 * where it stood in the text, so the counselor can read the words around it ("in credit cards",
 * "a month").
 */

export interface FoundAmount {
  cents: number;
  /** Index of the amount's first and past-last character in the lower-cased text. */
  start: number;
  end: number;
}

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, grand: 1_000, k: 1_000, million: 1_000_000, mil: 1_000_000, m: 1_000_000 };

/** Words and numbers in the text, with their positions ("forty-five" is two words). */
interface Token {
  text: string;
  start: number;
  end: number;
}

const TOKEN = /\$?\d+(?:\.\d+)?(?:e\+?|\^)\d+\b|\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:k|m)?\b|[a-z]+/g;

function tokenize(lower: string): Token[] {
  const tokens: Token[] = [];
  for (const match of lower.matchAll(TOKEN)) tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  return tokens;
}

/** A written number with its digits: "3,200", "$45", "2.5", "45k", "1.2m". Commas must group thousands. */
function numericValue(token: string): { value: number; scale: number } | null {
  // "1e30" or "10^30": nobody owes that, but the counselor must say so rather than misread it.
  const power = /^\$?(\d+(?:\.\d+)?)(?:e\+?|\^)(\d+)$/.exec(token);
  if (power) return { value: token.includes('^') ? Number(power[1]) ** Number(power[2]) : Number(`${power[1]}e${power[2]}`), scale: 1 };
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(k|m)?$/.exec(token);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, '') + (match[2] ?? ''));
  const scale = match[3] === 'k' ? 1_000 : match[3] === 'm' ? 1_000_000 : 1;
  return { value, scale };
}

const isNumberWord = (word: string) => word in UNITS || word in TENS;
const isScaleWord = (word: string) => word in SCALES && word !== 'k' && word !== 'm';

/** Dates (12/15/2026, 2026-12-15, 12-15-2026): blanked out before reading, so their digits are no amounts. */
const DATES = /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}-\d{1,2}-\d{2,4}\b/g;

/** Words after a number that make it a count, an age, a rate or a length of time, not money ("3 people", "18%", "2 years"). */
const COUNT_AFTER =
  /^\s*(?:people\b|persons?\b|of us\b|kids?\b|child(?:ren)?\b|sons?\b|daughters?\b|dependents?\b|members?\b|adults?\b|grandkids?\b|years?\b|yrs?\b|months?\b|weeks?\b|days?\b|hours?\b|hrs?\b|times\b|am\b|pm\b|o'?clock\b|\(k\)|\(b\)|of (?:my|the|them|those|these|our|his|her|their)\b)/;
/** A rate, whatever the number looks like ("18%", "24.99 percent APR"). */
const RATE_AFTER = /^\s*(?:%|percent\b|per ?cent\b|pct\b|apr\b)/;
/** Things counted by a small number ("2 credit cards", "3 payday loans"), where "500 credit card debt" is money. */
const THINGS_AFTER = /^\s*(?:x\b|cars?\b|vehicles?\b|trucks?\b|credit cards?\b|cards?\b|accounts?\b|loans?\b|payday loans?\b|payments?\b|paychecks?\b|jobs?\b|bedrooms?\b|creditors?\b|bills\b|of them\b)/;
const MOST_THINGS_COUNTED = 12;

/** Words just before a number that make it a label or a year ("chapter 7", "age 65", "in 2019", "since March 2024"). */
const LABEL_BEFORE = /\b(?:chapter|ch|section|form|line|number|no|apt|apartment|unit|zip|room|page|step|grade|age|aged|route)\.?\s*#?\s*$|#\s*$/;
const YEAR_BEFORE =
  /\b(?:in|since|from|until|till|by|during|year|back|early|late|mid|before|after|filed|(?:end|start|beginning|middle|spring|summer|fall|winter) of|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter)\.?,?\s*$/;
const MONTH_WORDS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTH_BEFORE = new RegExp(`\\b(?:${MONTH_WORDS})\\.?\\s*$`);
const MONTH_AFTER = new RegExp(`^(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTH_WORDS})\\b`);
/** Money said after a year-like number ("2000 a month", "1999 dollars", "2000 in credit cards") keeps it an amount. */
const MONEY_AFTER = /^\s*(?:dollars?|bucks|usd|a (?:month|year|week)|per |\/|in (?:credit|medical|student|back|personal|payday|tax|debt)|on (?:my |a |the )?(?:card|credit|car|loan)|owed|of debt)/;
/** Retirement accounts named by number: "401k", "403b". */
const ACCOUNT_NAMES = /^(?:401k|403b|457b?)$/;

/** A year such as 2019 where the words around it say it is one ("filed in 2019", "since March 2024", "a 2015 Honda"). */
function isYear(lower: string, token: Token, value: number): boolean {
  if (!/^\d{4}$/.test(token.text) || value < 1950 || value > 2049) return false;
  const after = lower.slice(token.end, token.end + 30);
  if (MONEY_AFTER.test(after)) return false;
  const before = lower.slice(Math.max(0, token.start - 30), token.start);
  // "2021 and 2022", "2019-2021": years in a row; "a 2014 Corolla", "my 2019 return": a year before a name.
  if (/^\s*(?:and|or|,|-|–|to|through)\s*(?:19|20)\d{2}\b/.test(after) || /\b(?:19|20)\d{2}\s*(?:and|or|,|-|–|to|through)\s*$/.test(before)) return true;
  if (/\b(?:a|my|our|his|her|the)\s*$/.test(before) && /^\s+[a-z]+/.test(after) && !/^\s+(?:i|we|in|on|of|for|owed|left|balance|debt|payment|loan|a|per)\b/.test(after)) return true;
  return YEAR_BEFORE.test(before) || /^\s*(?:tax(?:es)? (?:return|year)|returns?\b|model\b|(?:[a-z]+ )?(?:honda|toyota|ford|chevy|chevrolet|nissan|dodge|jeep|hyundai|kia|subaru))/.test(after);
}

/** True when the words around a number say it is not money. */
function isNotMoney(lower: string, amount: FoundAmount, isBare: boolean): boolean {
  const after = lower.slice(amount.end, amount.end + 20);
  if (LABEL_BEFORE.test(lower.slice(Math.max(0, amount.start - 16), amount.start)) || RATE_AFTER.test(after)) return true;
  // "My zip is 43215": a place, not money.
  if (/\bzip(?:\s*code)?(?:\s+is|:)?\s*$/.test(lower.slice(Math.max(0, amount.start - 16), amount.start))) return true;
  if (!isBare) return false;
  // An age: "I'm 34", "I am 62 and retired".
  if (amount.cents <= 12_000 && /\b(?:i'm|i am|im|we're|we are|he's|she's)\s*$/.test(lower.slice(Math.max(0, amount.start - 10), amount.start)) && /^\s*(?:,|\.|$|and\b|years?\b|yrs?\b|y\/?o\b|with\b)/.test(after)) return true;
  // A day of a month: "Dec 15", "December 15th", "15 December", "the 3rd of February".
  if (amount.cents <= 3_100 && (MONTH_BEFORE.test(lower.slice(Math.max(0, amount.start - 12), amount.start)) || MONTH_AFTER.test(after))) return true;
  return COUNT_AFTER.test(after) || (amount.cents <= MOST_THINGS_COUNTED * 100 && THINGS_AFTER.test(after));
}

/**
 * All amounts in the text, in order. "a" or "half a" before a scale word counts ("a thousand",
 * "half a million"); "and" may join the parts of one spelled number ("a hundred and fifty").
 * Dates, years, percentages, counts and labels are not amounts ("filed in 2019", "18% interest",
 * "3 people", "chapter 7", "401k").
 */
export function findAmounts(input: string): FoundAmount[] {
  const lower = input.toLowerCase().replace(DATES, (date) => ' '.repeat(date.length));
  const tokens = tokenize(lower);
  const found: FoundAmount[] = [];
  // A bare number ("3", "three") may be a count; "$3", "3k" or "three thousand" is money.
  const keep = (amount: FoundAmount, isBare: boolean) => {
    if (!isNotMoney(lower, amount, isBare)) found.push(amount);
  };
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const numeric = ACCOUNT_NAMES.test(token.text) ? null : numericValue(token.text);
    const next = tokens[i + 1]?.text ?? '';
    const startsSpelled = isNumberWord(token.text) || ((token.text === 'a' || token.text === 'one') && isScaleWord(next));
    const halfA = token.text === 'half' && next === 'a' && isScaleWord(tokens[i + 2]?.text ?? '');
    if (numeric) {
      // "45 thousand", "3.2 million", "12 hundred", "3 grand", "45k".
      let value = numeric.value * numeric.scale;
      let end = token.end;
      let j = i + 1;
      while (j < tokens.length && isScaleWord(tokens[j]!.text) && numeric.scale === 1) {
        value *= SCALES[tokens[j]!.text]!;
        end = tokens[j]!.end;
        j++;
      }
      // "12 hundred 50" is rare; stop after the scale words.
      if (!(j === i + 1 && !token.text.startsWith('$') && isYear(lower, token, value))) {
        keep({ cents: Math.round(value * 100), start: token.start, end }, j === i + 1 && /^\d+$/.test(token.text));
      }
      i = j;
      continue;
    }
    if (startsSpelled || halfA) {
      let total = 0;
      let current = 0;
      let j = i;
      let end = token.end;
      if (halfA) {
        total = SCALES[tokens[i + 2]!.text]! / 2;
        end = tokens[i + 2]!.end;
        j = i + 3;
      }
      let any = halfA;
      while (j < tokens.length) {
        const word = tokens[j]!.text;
        const following = tokens[j + 1]?.text ?? '';
        if (word in UNITS) current += UNITS[word]!;
        else if (word in TENS) current += TENS[word]!;
        else if (word === 'a' && isScaleWord(following)) current += 1;
        else if (word === 'hundred') current = (current || 1) * 100;
        else if (isScaleWord(word)) {
          total += (current || 1) * SCALES[word]!;
          current = 0;
        } else if (word === 'and' && any && (isNumberWord(following) || following === 'a')) {
          j++;
          continue;
        } else break;
        any = true;
        end = tokens[j]!.end;
        j++;
      }
      keep({ cents: Math.round((total + current) * 100), start: token.start, end }, total === 0 && current < 100);
      i = j;
      continue;
    }
    i++;
  }
  return found;
}

/** The one amount of the text, or null when there is none. */
export function parseAmount(input: string): number | null {
  return findAmounts(input)[0]?.cents ?? null;
}

export type IncomePeriod = 'month' | 'year' | 'week' | 'twoWeeks' | 'halfMonth';

const PERIOD_PATTERNS: Array<[IncomePeriod, RegExp]> = [
  ['twoWeeks', /^\s*(?:\/\s*)?(?:every (?:two|2|other) weeks?|bi-?weekly|a fortnight|every fortnight)/],
  ['halfMonth', /^\s*(?:\/\s*)?(?:twice a month|semi-?monthly|two times a month)/],
  ['week', /^\s*(?:\/\s*|a |per |each |every )(?:wk|week)\b|^\s*weekly/],
  ['year', /^\s*(?:\/\s*|a |per |each |every )(?:yr|year|annum)\b|^\s*(?:yearly|annually|annual)|^\s*(?:before|after) taxes? (?:a|per) year/],
  ['month', /^\s*(?:\/\s*|a |per |each |every )(?:mo|mth|month)\b|^\s*monthly/],
];

/** The period written right after an amount ("a month", "/yr", "every two weeks"), if any. */
export function periodWrittenAfter(lower: string, end: number): IncomePeriod | null {
  const after = lower.slice(end, end + 40).replace(/^\s*(?:dollars|bucks|usd)\b/, '').replace(/^\s*(?:gross|net|take[- ]home|before taxes|after taxes)\b/, '');
  for (const [period, pattern] of PERIOD_PATTERNS) if (pattern.test(after)) return period;
  return null;
}

/** The period of an amount: written after it, or said before it ("a salary of 52k", "I make 52k annually"). */
export function periodAfter(lower: string, end: number): IncomePeriod | null {
  const written = periodWrittenAfter(lower, end);
  if (written) return written;
  const before = lower.slice(Math.max(0, end - 60), end);
  if (/\b(?:salary|annual|yearly|a year)\b/.test(before)) return 'year';
  return null;
}

/** Monthly cents of an amount paid every period (52 weeks and 26 paydays in a year). */
export function monthlyCents(cents: number, period: IncomePeriod): number {
  const perYear: Record<IncomePeriod, number> = { month: 12, year: 1, week: 52, twoWeeks: 26, halfMonth: 24 };
  return Math.round((cents * perYear[period]) / 12);
}
