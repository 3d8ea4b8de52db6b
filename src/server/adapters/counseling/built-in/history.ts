/**
 * The facts that flip a recommendation most often, in people's words: an earlier bankruptcy case
 * ("I got a chapter 7 discharge in a case I filed in March 2020", "never filed before") and a
 * recent transfer or payment ("4 months ago I gave my car to my brother"). The engine decides what
 * they mean (§727(a)(8), §548, §547); this file only reads them. A date said loosely ("March
 * 2020", "last spring", "in 2019") is taken as the latest day it can mean: the cautious reading,
 * since a later filing date keeps a discharge bar longer and a transfer inside its look-back.
 */
import { findAmounts } from './amounts.ts';

export type PriorCaseResult = 'discharged' | 'dismissed' | 'open' | 'other';

export interface PriorCaseFact {
  chapter: 7 | 11 | 12 | 13;
  filingDate: string;
  result: PriorCaseResult;
  endDate?: string;
  /** What was not said and was taken the cautious way, in plain words. */
  assumed: string[];
}

export type TransferKind = 'transferToRelative' | 'paymentToInsider' | 'paymentToCreditor';

export interface TransferFact {
  kind: TransferKind;
  date: string;
  amountCents: number;
  /** The person's words, short ("gave my car to my brother"). */
  what: string;
  assumed: string[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_FULL = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])\\.?';
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, couple: 2, few: 3, several: 3 };
/** The last month of each season (winter ends in February). */
const SEASON_END: Record<string, number> = { spring: 5, summer: 8, fall: 11, autumn: 11, winter: 2 };

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const endOfMonth = (year: number, month: number) => iso(year, month, lastDay(year, month));

function minus(today: string, amount: number, unit: 'year' | 'month' | 'week' | 'day'): string {
  const date = new Date(`${today}T00:00:00Z`);
  if (unit === 'year') date.setUTCFullYear(date.getUTCFullYear() - amount);
  else if (unit === 'month') date.setUTCMonth(date.getUTCMonth() - amount);
  else date.setUTCDate(date.getUTCDate() - amount * (unit === 'week' ? 7 : 1));
  return date.toISOString().slice(0, 10);
}

export interface WhenReading {
  date: string;
  /** How it was read, when the words gave less than a day ("the end of March 2020"). */
  readAs?: string;
  start: number;
  end: number;
}

/**
 * When something happened, from "March 2020", "3/2020", "June 5, 2021", "last spring",
 * "4 months ago", "a year and a half ago", "in 2019", "last year" or "in October". Never after today.
 */
export function readWhen(text: string, today: string): WhenReading | null {
  const lower = text.toLowerCase();
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  const clamp = (date: string) => (date > today ? today : date);
  const found: WhenReading[] = [];
  const add = (match: RegExpExecArray | null, date: string | null, readAs?: string) => {
    if (match && date) found.push({ date: clamp(date), ...(readAs ? { readAs } : {}), start: match.index, end: match.index + match[0].length });
  };

  let m = /\b(20\d{2}|19\d{2})-(\d{2})-(\d{2})\b/.exec(lower);
  add(m, m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null);
  m = /\b(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})\b/.exec(lower);
  add(m, m ? iso(Number(m[3]), Number(m[1]), Number(m[2])) : null);
  m = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})\\b`).exec(lower);
  add(m, m ? iso(Number(m[3]), MONTHS.indexOf(m[1]!.slice(0, 3)) + 1, Number(m[2])) : null);
  {
    m = new RegExp(`\\b${MONTH}\\s*(?:of\\s+|,\\s*)?((?:19|20)\\d{2})\\b`).exec(lower);
    if (m) {
      const month = MONTHS.indexOf(m[1]!.slice(0, 3)) + 1;
      add(m, endOfMonth(Number(m[2]), month), `${MONTH_FULL[month - 1]} ${m[2]} (I took it as the end of that month)`);
    }
    m = /\b(\d{1,2})\/((?:19|20)\d{2}|\d{2})\b/.exec(lower);
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) {
      const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
      add(m, endOfMonth(year, Number(m[1])), `${MONTH_FULL[Number(m[1]) - 1]} ${year} (I took it as the end of that month)`);
    }
    m = /\b(spring|summer|fall|autumn|winter)\s*(?:of\s+)?((?:19|20)\d{2})\b/.exec(lower);
    if (m) {
      const month = SEASON_END[m[1]!]!;
      const year = Number(m[2]) + (m[1] === 'winter' ? 1 : 0);
      add(m, endOfMonth(year, month), `${m[1]} ${m[2]} (I took it as the end of it)`);
    }
    m = /\blast (spring|summer|fall|autumn|winter)\b/.exec(lower);
    if (m) {
      const month = SEASON_END[m[1]!]!;
      const year = month < thisMonth ? thisYear : thisYear - 1;
      add(m, endOfMonth(year, month), `${m[1]} ${month === 2 ? `${year - 1}–${year}` : year} (I took it as the end of it)`);
    }
    m = /\b(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple(?: of)?|a few|several)\s+(?:and a half\s+)?(years?|yrs?|months?|mos?|weeks?|wks?|days?)\s+(?:and a half\s+)?ago\b/.exec(lower);
    if (m) {
      const count = Number(m[1]) || COUNT_WORDS[m[1]!.replace(/^a (?=couple|few)/, '').replace(/ of$/, '')] || 1;
      const unit = m[2]!.startsWith('y') ? 'year' : m[2]!.startsWith('mo') ? 'month' : m[2]!.startsWith('w') ? 'week' : 'day';
      const half = /and a half/.test(m[0]);
      const date = half && unit === 'year' ? minus(today, count * 12 + 6, 'month') : minus(today, count, unit);
      add(m, date, `about ${m[0].replace(/\s+/g, ' ')} (around ${date})`);
    }
    m = /\b(?:(?:about|around) )?(?:a )?year and a half ago\b/.exec(lower);
    if (m && !found.length) add(m, minus(today, 18, 'month'), `about a year and a half ago (around ${minus(today, 18, 'month')})`);
    m = /\blast (year|month|week)\b/.exec(lower);
    if (m) add(m, minus(today, 1, m[1] as 'year' | 'month' | 'week'), `${m[0]} (around ${minus(today, 1, m[1] as 'year')})`);
    m = /\b(?:yesterday|this week|the other day|recently|just now)\b/.exec(lower);
    if (m) add(m, today, `recently (I took it as ${today})`);
    m = /\b(?:earlier )?this (?:year|month)\b/.exec(lower);
    if (m) add(m, today, `${m[0]} (I took it as ${today})`);
    {
      m = new RegExp(`\\b(?:in|since|back in|around|about|during|on)\\s+${MONTH}(?!\\s*\\d)`).exec(lower);
      if (m) {
        const month = MONTHS.indexOf(m[1]!.slice(0, 3)) + 1;
        const year = month <= thisMonth ? thisYear : thisYear - 1;
        add(m, endOfMonth(year, month), `${MONTH_FULL[month - 1]} ${year} (I took it as the end of that month)`);
      }
      m = /\b(?:in|around|about|back in|during|from|year|filed|was|of|since)\s+((?:19|20)\d{2})\b|\b((?:19|20)\d{2})\b/.exec(lower);
      if (m) {
        const year = Number(m[1] ?? m[2]);
        if (year <= thisYear) add(m, iso(year, 12, 31), `${year} (I took it as the end of ${year})`);
      }
    }
  }
  found.sort((a, b) => a.start - b.start);
  return found[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Earlier bankruptcy cases

const CASE_WORDS = /\bbankrupt\w*|\bchapter\s*(?:7|11|12|13|seven|eleven|twelve|thirteen)\b|\bch\.?\s*(?:7|13)\b|\bbk\b/;
const PAST_CASE =
  /\b(?:filed|declared|went through|been through|gone through|had (?:a |one |an )?(?:bankruptcy|chapter|ch|bk)|did (?:a |one )?(?:bankruptcy|chapter|ch|bk)|discharged?|dismissed|prior|previous|previously|earlier|before|ago|back in|last (?:time|bankruptcy)|(?:19|20)\d{2}|last (?:spring|summer|fall|winter|year))\b/;
const NO_CASE =
  /\b(?:never|not ever|haven'?t|have not|hasn'?t|didn'?t|did not|no)\b[^.?!]{0,30}\b(?:filed|file|bankrupt\w*|declared|been through|chapter|prior|previous|before|case)|\bfirst time (?:filing|ever|i'?m filing)|\bnever\b[^.?!]{0,15}$/;
const CHAPTER = /\b(?:chapter|ch\.?)\s*(7|11|12|13|seven|eleven|twelve|thirteen)\b/g;
const CHAPTER_NUMBER: Record<string, 7 | 11 | 12 | 13> = { '7': 7, '11': 11, '12': 12, '13': 13, seven: 7, eleven: 11, twelve: 12, thirteen: 13 };

const sentencesOf = (lower: string) => {
  const out: Array<{ text: string; start: number }> = [];
  const pattern = /[^.!?;\n]+(?:[.!?;\n]+|$)/g;
  for (const match of lower.matchAll(pattern)) if (match[0].trim()) out.push({ text: match[0], start: match.index });
  return out;
};

export interface PriorCasesReading {
  /** Empty: the person said they never filed (in the last 8 years). */
  cases: PriorCaseFact[];
  /** A case mentioned without a date: the question must ask when. */
  missingDate: boolean;
  /** Spans of the text read. */
  used: Array<[number, number]>;
}

function resultOf(text: string): { result: PriorCaseResult; said: boolean } {
  if (/\bdismiss\w*|thrown out|kicked out|tossed|didn'?t (?:finish|complete|make it)|did not (?:finish|complete)|couldn'?t (?:finish|keep up|make the payments)|could not (?:finish|keep up)|fell behind on (?:the|my) plan|fail(?:ed)?\b/.test(text)) return { result: 'dismissed', said: true };
  if (/\bstill (?:open|in it|going|paying|in (?:my|the) plan)|\bcurrently in\b|\bpending\b|\bin (?:a|my) (?:chapter 13 )?plan now\b/.test(text)) return { result: 'open', said: true };
  if (/\bdischarg\w*|wiped|completed|finished|got (?:through|out)|closed|went through|been through|gone through/.test(text)) return { result: 'discharged', said: true };
  return { result: 'discharged', said: false };
}

/**
 * Earlier cases told in a message, or null when it says nothing of them. `answering` is true when
 * the question just asked was about earlier cases, so a bare "no" or "nope" counts.
 */
export function readPriorCases(message: string, today: string, answering = false): PriorCasesReading | null {
  const lower = message.toLowerCase().replace(/[‘’]/g, "'");
  if (answering && /^\s*(?:no|nope|nah|none|never|not (?:really|that i know)|no i (?:haven'?t|have not)|i (?:haven'?t|have not|didn'?t|did not))\b/.test(lower) && !/\bchapter|\bch\.?\s*\d/.test(lower.split(/\bbut\b/)[1] ?? '')) {
    return { cases: [], missingDate: false, used: [[0, lower.length]] };
  }
  const cases: PriorCaseFact[] = [];
  const used: Array<[number, number]> = [];
  let none = false;
  let missingDate = false;
  for (const sentence of sentencesOf(lower)) {
    const text = sentence.text;
    const talksOfCase = CASE_WORDS.test(text) || (answering && /\bfiled|discharg|dismiss/.test(text));
    if (!talksOfCase) continue;
    if (NO_CASE.test(text) && !/\bbut\b[^.?!]*\b(?:filed|discharg|dismiss)/.test(text)) {
      none = true;
      used.push([sentence.start, sentence.start + text.length]);
      continue;
    }
    if (!PAST_CASE.test(text) && !answering) continue;
    // "I want to file chapter 7": a plan, not a history.
    if (/\b(?:want|wanna|going|plan(?:ning)?|thinking|need|should|can|could|how|whether|if)\b[^.?!]{0,20}\bfile\b/.test(text) && !/\bfiled\b|\bdischarg|\bdismiss/.test(text)) continue;
    const chapters = [...text.matchAll(CHAPTER)];
    const pieces = chapters.length > 1 ? chapters.map((c, i) => text.slice(c.index, chapters[i + 1]?.index ?? text.length)) : [text];
    for (const piece of pieces) {
      const chapterWord = /\b(?:chapter|ch\.?)\s*(7|11|12|13|seven|eleven|twelve|thirteen)\b/.exec(piece)?.[1];
      const assumed: string[] = [];
      const chapter = chapterWord ? CHAPTER_NUMBER[chapterWord]! : 7;
      if (!chapterWord) assumed.push('it was a Chapter 7 case');
      const { result, said } = resultOf(piece);
      if (!said) assumed.push('it ended in a discharge');
      const when = readWhen(piece, today);
      if (!when) {
        missingDate = true;
        continue;
      }
      if (when.readAs) assumed.push(`it was filed ${when.readAs}`);
      const rest = piece.slice(when.end);
      const ended = result === 'dismissed' ? readWhen(rest, today) : null;
      cases.push({ chapter, filingDate: when.date, result, ...(ended ? { endDate: ended.date } : {}), assumed });
    }
    used.push([sentence.start, sentence.start + text.length]);
  }
  if (cases.length === 0 && !none && !missingDate) return null;
  return { cases, missingDate: missingDate && cases.length === 0, used };
}

/** "I don't remember when": the cautious reading is a recent case. */
export function remembersNoDate(message: string): boolean {
  return /\b(?:don'?t|do not|can'?t|cannot) (?:remember|recall|know)|\bnot sure\b|\bno idea\b/i.test(message);
}

// ---------------------------------------------------------------------------------------------
// Transfers and payments

const RELATIVE =
  /\b(?:brother|sister|bro|sis|mom|mother|mum|dad|father|parents?|son|daughter|kids?|cousin|uncle|aunt|nephew|niece|grand(?:ma|mother|pa|father|son|daughter|kids?)|friend|buddy|girlfriend|boyfriend|fianc[eé]e?|ex|ex-wife|ex-husband|in-laws?|relatives?|family|stepdad|stepmom|stepson|stepdaughter|wife|husband|partner|neighbor|roommate|coworker|boss)(?:'?s)?\b/;
const GAVE =
  /\b(?:gave|give|given|giving|gifted|handed (?:over|off)|signed (?:[\w']+ ){0,2}over|transferr?ed|transfer|deeded|quit ?claimed|put (?:the |my |our )?(?:\w+ ){0,2}(?:in|into|under) (?:my |his |her |their )?[\w-]+'?s? names?|sold|sell|selling)\b/;
const PAID_INSIDER = /\b(?:paid|pay|repaid|repay|paying|gave)\b[^.?!]{0,40}\bback\b|\b(?:paid|repaid|pay(?:ed)? off) (?:my |our )?(?:\w+ )?(?:brother|sister|mom|mother|dad|father|parents?|cousin|uncle|aunt|friend|grand\w+|in-laws?|relatives?|family|boss)\b/;
const PAID_CREDITOR = /\bpaid (?:off|down) (?:my |our |the |one |a )?(?:\w+ ){0,2}(?:card|credit card|loan|debt|creditor|bill|balance|account)s?\b|\bpaid (?:one|a) creditor\b|\blump sum\b/;
const NO_TRANSFER =
  /\b(?:no|not|never|nothing|haven'?t|have not|didn'?t|did not|nope)\b[^.?!]{0,30}\b(?:gave|give|given|sold|transferr?ed|transfer|paid|payments?|gifts?|away)\b|\bnothing like that\b/;

const TRANSFER_WORDS = new RegExp(`${GAVE.source}|${PAID_INSIDER.source}|${PAID_CREDITOR.source}|${NO_TRANSFER.source}|\\bfor (?:\\$?1|a dollar|nothing|cheap|free)\\b`);

/**
 * The parts of each sentence that tell a transfer, so a run-on ("we owe 40 grand…, we make 5200
 * a month, last summer i gave my sister my truck worth 9k") gives only its own words to the
 * transfer: the clause with the verb, and the next ones until the person who got it is named.
 */
function transferSegments(lower: string): Array<{ text: string; start: number; whole: string }> {
  const segments: Array<{ text: string; start: number; whole: string }> = [];
  for (const sentence of sentencesOf(lower)) {
    // A comma inside an amount ("8,000") cuts nothing.
    const cuts = [0, ...[...sentence.text.matchAll(/,(?!\d{3}\b)|;|\bbut\b|\band (?=(?:i|we|my|our) )/g)].map((m) => m.index), sentence.text.length];
    const clauses = cuts.slice(0, -1).map((from, i) => ({ from, to: cuts[i + 1]! }));
    for (let k = 0; k < clauses.length; k++) {
      if (!TRANSFER_WORDS.test(sentence.text.slice(clauses[k]!.from, clauses[k]!.to))) continue;
      let j = k;
      while (j + 1 < clauses.length && j < k + 2 && !RELATIVE.test(sentence.text.slice(clauses[k]!.from, clauses[j]!.to))) j++;
      if (!RELATIVE.test(sentence.text.slice(clauses[k]!.from, clauses[j]!.to))) j = k;
      // "…to my dad last spring, it's worth like 12 grand": what it was worth belongs to it.
      while (j + 1 < clauses.length && /\b(?:worth|valued|value)\b/.test(sentence.text.slice(clauses[j + 1]!.from, clauses[j + 1]!.to)) && !TRANSFER_WORDS.test(sentence.text.slice(clauses[j + 1]!.from, clauses[j + 1]!.to))) j++;
      segments.push({ text: sentence.text.slice(clauses[k]!.from, clauses[j]!.to), start: sentence.start + clauses[k]!.from, whole: sentence.text });
      k = j;
    }
  }
  return segments;
}

/** Only the words that say "none" ("didnt give anything away"): a run-on's other facts stay to be read. */
function noneSpan(text: string, said: RegExpExecArray, offset: number): [number, number] {
  const after = text.slice(said.index + said[0].length);
  const end = after.search(/[,;]|\b(?:and|i|we|my)\b/);
  return [offset + said.index, offset + said.index + said[0].length + (end >= 0 ? end : after.length)];
}

export interface TransfersReading {
  /** Empty: the person said there were none. */
  transfers: TransferFact[];
  /** A transfer told without when or how much: the question asks for it. */
  missing: Array<'date' | 'amount'>;
  used: Array<[number, number]>;
}

function describeTransfer(text: string): string {
  const words = text.trim().replace(/^[.!?;,\s]+|[.!?;,\s]+$/g, '');
  return words.length > 80 ? `${words.slice(0, 80).replace(/\s+\S*$/, '')}…` : words;
}

/** Transfers and payments told in a message, or null when it says nothing of them. */
export function readTransfers(message: string, today: string, answering = false): TransfersReading | null {
  const lower = message.toLowerCase().replace(/[‘’]/g, "'");
  if (answering && /^\s*(?:no|nope|nah|none|nothing|never|not (?:really|that i (?:know|remember)))\b/.test(lower) && !/\bbut\b/.test(lower)) {
    return { transfers: [], missing: [], used: [[0, lower.length]] };
  }
  const transfers: TransferFact[] = [];
  const used: Array<[number, number]> = [];
  const missing = new Set<'date' | 'amount'>();
  let none = false;
  for (const sentence of transferSegments(lower)) {
    const text = sentence.text;
    let kind: TransferKind | null = null;
    // "it's paid off", "the car is paid off": what is owed, not a payment made to someone.
    const paidOffState = /\b(?:is|it'?s|its|are|was|been) (?:all )?paid off\b/.test(text);
    if (GAVE.test(text) && RELATIVE.test(text) && !/\b(?:gave|give) (?:me|us)\b/.test(text)) kind = /\b(?:paid|repaid)\b[^.?!]{0,40}\bback\b/.test(text) ? 'paymentToInsider' : 'transferToRelative';
    else if (PAID_INSIDER.test(text) && RELATIVE.test(text)) kind = 'paymentToInsider';
    else if (!paidOffState && PAID_CREDITOR.test(text) && (readWhen(text, today) || answering)) kind = 'paymentToCreditor';
    // A sale to a stranger at its price is no red flag; for a dollar or "cheap" it is.
    if (!kind && /\b(?:sold|gave|transferr?ed|signed)\b/.test(text) && /\bfor (?:\$?1|a dollar|nothing|cheap|less than)|\bfor free\b/.test(text)) kind = 'transferToRelative';
    if (!kind) {
      const said = NO_TRANSFER.exec(text);
      if (said && (answering || /\b(?:gave|give|given|sold|transferr?ed|away)\b/.test(text))) {
        none = true;
        used.push(noneSpan(text, said, sentence.start));
      }
      continue;
    }
    const denied = NO_TRANSFER.exec(text);
    if (denied && !/\b(?:but|except)\b/.test(text)) {
      none = true;
      used.push(noneSpan(text, denied, sentence.start));
      continue;
    }
    const assumed: string[] = [];
    // The date in the transfer's own words, else anywhere in its sentence ("last summer, …, i gave…").
    const ownWhen = readWhen(text, today);
    const when = ownWhen ?? (sentence.whole !== text ? readWhen(sentence.whole, today) : null);
    if (!when) missing.add('date');
    else if (when.readAs) assumed.push(`it happened ${when.readAs}`);
    const amounts = findAmounts(ownWhen ? text.slice(0, ownWhen.start) + ' '.repeat(ownWhen.end - ownWhen.start) + text.slice(ownWhen.end) : text);
    const worth = amounts.find((a) => /\b(?:worth|value|valued|about|around)\s*\$?\s*$/.test(text.slice(Math.max(0, a.start - 12), a.start))) ?? amounts[0];
    if (!worth && kind !== 'transferToRelative') missing.add('amount');
    if (!worth && kind === 'transferToRelative') assumed.push('I do not know what it was worth');
    used.push([sentence.start, sentence.start + text.length]);
    if (!when) continue;
    transfers.push({ kind, date: when.date, amountCents: worth?.cents ?? 0, what: describeTransfer(text), assumed });
  }
  if (transfers.length === 0 && !none && missing.size === 0) return null;
  return { transfers, missing: transfers.length > 0 ? [] : [...missing], used };
}
