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

const TOKEN = /\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:k|m)?\b|[a-z]+/g;

function tokenize(lower: string): Token[] {
  const tokens: Token[] = [];
  for (const match of lower.matchAll(TOKEN)) tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  return tokens;
}

/** A written number with its digits: "3,200", "$45", "2.5", "45k", "1.2m". Commas must group thousands. */
function numericValue(token: string): { value: number; scale: number } | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(k|m)?$/.exec(token);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, '') + (match[2] ?? ''));
  const scale = match[3] === 'k' ? 1_000 : match[3] === 'm' ? 1_000_000 : 1;
  return { value, scale };
}

const isNumberWord = (word: string) => word in UNITS || word in TENS;
const isScaleWord = (word: string) => word in SCALES && word !== 'k' && word !== 'm';

/**
 * All amounts in the text, in order. "a" or "half a" before a scale word counts ("a thousand",
 * "half a million"); "and" may join the parts of one spelled number ("a hundred and fifty").
 */
export function findAmounts(input: string): FoundAmount[] {
  const lower = input.toLowerCase();
  const tokens = tokenize(lower);
  const found: FoundAmount[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const numeric = numericValue(token.text);
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
      found.push({ cents: Math.round(value * 100), start: token.start, end });
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
      found.push({ cents: Math.round((total + current) * 100), start: token.start, end });
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

/** The period written after an amount ("a month", "/yr", "every two weeks"), if any. */
export function periodAfter(lower: string, end: number): IncomePeriod | null {
  const after = lower.slice(end, end + 40).replace(/^\s*(?:dollars|bucks|usd)\b/, '').replace(/^\s*(?:gross|net|take[- ]home|before taxes|after taxes)\b/, '');
  for (const [period, pattern] of PERIOD_PATTERNS) if (pattern.test(after)) return period;
  // "a salary of 52k", "I make 52k annually" said before the amount.
  const before = lower.slice(Math.max(0, end - 60), end);
  if (/\b(?:salary|annual|yearly|a year)\b/.test(before)) return 'year';
  return null;
}

/** Monthly cents of an amount paid every period (52 weeks and 26 paydays in a year). */
export function monthlyCents(cents: number, period: IncomePeriod): number {
  const perYear: Record<IncomePeriod, number> = { month: 12, year: 1, week: 52, twoWeeks: 26, halfMonth: 24 };
  return Math.round((cents * perYear[period]) / 12);
}
