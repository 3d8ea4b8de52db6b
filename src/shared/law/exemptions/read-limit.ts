/**
 * Reads the amount text of the state exemption data (exemptions_by_state_categories_2026-12_partial.csv)
 * as a limit the engine can apply. Only text that states one plain figure is read; anything with a
 * condition ("age 70+ only", "per working spouse", "or … whichever less") stays `unread`, so the
 * person checks the statute and enters the amount. A figure is never guessed.
 */

export type ReadLimit =
  | { kind: 'amount'; cents: number; unusedHomestead?: UnusedHomesteadAddOn }
  | { kind: 'unlimited' }
  | { kind: 'none' }
  | { kind: 'unread' };

/** A wildcard that grows by the homestead amount the person does not use, up to a cap (null: the whole unused homestead). */
export interface UnusedHomesteadAddOn {
  capCents: number | null;
}

export type Doubling = 'yes' | 'no' | 'unknown';

const dollarsToCents = (text: string) => Number(text.replace(/,/g, '')) * 100;

// Words after the figure that do not change it.
const PLAIN_QUALIFIER = /^ (aggregate per debtor|aggregate|equity|per individual|total)/;
// A parenthesis that narrows who may use the figure makes it unusable as one limit.
const NARROWING = /\bonly\b|if no homestead/i;
const ADD_ON_PATTERNS: ReadonlyArray<[RegExp, (m: RegExpMatchArray) => UnusedHomesteadAddOn]> = [
  [/^ \+ up to \$([\d,]+) unused homestead$/, (m) => ({ capCents: dollarsToCents(m[1]!) })],
  [/^ \+ unused homestead up to \$([\d,]+)\b/, (m) => ({ capCents: dollarsToCents(m[1]!) })],
  [/^ \+ any unused portion of the \$[\d,]+ homestead/, () => ({ capCents: null })],
];

/** The limit one amount cell states, per debtor. */
export function readLimit(amountText: string): ReadLimit {
  const text = amountText.trim();
  if (text === '') return { kind: 'unread' };
  // "none", or a pointer to another row's exemption ("$300 (via 8123)", "via wildcard $10,000"): nothing of its own.
  if (/^none\b|^via\b|\(via\b/i.test(text)) return { kind: 'none' };
  if (/^(unlimited|100%|reasonably necessary)( \((tax-qualified|no dollar cap)\))?$/i.test(text)) return { kind: 'unlimited' };
  const figure = /^\$([\d,]+)(.*)$/.exec(text);
  if (!figure) return { kind: 'unread' };
  const cents = dollarsToCents(figure[1]!);
  const rest = figure[2]!.replace(PLAIN_QUALIFIER, '');
  if (rest === '') return { kind: 'amount', cents };
  for (const [pattern, addOn] of ADD_ON_PATTERNS) {
    const match = pattern.exec(rest);
    if (match) return { kind: 'amount', cents, unusedHomestead: addOn(match) };
  }
  if (rest.startsWith(' (') && !NARROWING.test(rest)) return { kind: 'amount', cents };
  return { kind: 'unread' };
}

/** A per-item limit ("$800 per item"), in cents, when the cell states one. */
export function readPerItemLimit(perItemText: string): number | undefined {
  const match = /^\$([\d,]+) per item\b/.exec(perItemText.trim());
  return match ? dollarsToCents(match[1]!) : undefined;
}

/** Whether spouses filing together each claim the amount, as the data's doubling cell says. */
export function readDoubling(doublingText: string): Doubling {
  const text = doublingText.trim();
  if (/^yes\b/i.test(text)) return 'yes';
  if (/^no\b/i.test(text)) return 'no';
  return 'unknown';
}

/** Whether the notes say the wildcard is only for people who claim no homestead. */
export function readOnlyIfNoHomestead(notes: string): boolean {
  return /only (available )?if (the )?(debtor claims )?no homestead|unavailable to debtors claiming homestead/i.test(notes);
}
