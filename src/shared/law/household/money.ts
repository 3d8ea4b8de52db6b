/**
 * Money as people type it ("1,250", "$1250.50", " 900 ") turned into whole cents, the only way the
 * household model stores money (integer cents keep sums of many amounts exact).
 */
import { z } from 'zod';

/** Largest amount one field accepts, in cents ($100,000,000): far above any real household figure, it catches typos. */
export const MAX_MONEY_CENTS = 10_000_000_000;

export const MONEY_MESSAGES = {
  notAnAmount: 'Enter an amount in dollars, like 1250 or 1,250.50',
  negative: 'The amount cannot be less than $0',
  tooLarge: 'This amount looks too large. Check it for typing mistakes',
  tooManyDecimals: 'Use at most two digits after the decimal point (cents)',
  notWholeCents: 'Amounts are stored in whole cents',
} as const;

export type MoneyParseResult = { ok: true; cents: number } | { ok: false; message: string };

/** Digits with optional thousands commas in the right places, then optional cents. */
const TYPED_AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)?(\.\d*)?$/;

/**
 * Reads an amount a person typed. Blank means $0 (people leave sources they do not have empty).
 * Accepts "$", thousands commas and spaces around; refuses letters, negative amounts, more than two
 * decimals and amounts above MAX_MONEY_CENTS, each with the message to show next to the field.
 */
export function parseMoney(typed: string): MoneyParseResult {
  const trimmed = typed.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return { ok: true, cents: 0 };
  if (/^-/.test(trimmed) || /^\(.*\)$/.test(trimmed)) return { ok: false, message: MONEY_MESSAGES.negative };
  const compact = trimmed.replace(/\s/g, '');
  if (!TYPED_AMOUNT.test(compact) || compact === '.') {
    // "1,25" or "12,50" are comma-decimal habits or typos: say what we expect rather than guess.
    return { ok: false, message: MONEY_MESSAGES.notAnAmount };
  }
  const [whole = '', fraction = ''] = compact.replace(/,/g, '').split('.');
  if (fraction.length > 2) return { ok: false, message: MONEY_MESSAGES.tooManyDecimals };
  if (whole.length > 12) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_MONEY_CENTS) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  return { ok: true, cents };
}

/** An amount already in cents, as the model stores it. */
export const centsSchema = z
  .number({ required_error: MONEY_MESSAGES.notAnAmount, invalid_type_error: MONEY_MESSAGES.notAnAmount })
  .int(MONEY_MESSAGES.notWholeCents)
  .min(0, MONEY_MESSAGES.negative)
  .max(MAX_MONEY_CENTS, MONEY_MESSAGES.tooLarge);

/** A form field: what the person typed → cents, or the message to show. Numbers are taken as cents already. */
export const typedMoneySchema = z.union([z.string(), z.number()], { errorMap: () => ({ message: MONEY_MESSAGES.notAnAmount }) }).transform((value, ctx) => {
  if (typeof value === 'number') {
    const checked = centsSchema.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue.message });
    return z.NEVER;
  }
  const parsed = parseMoney(value);
  if (parsed.ok) return parsed.cents;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.message });
  return z.NEVER;
});

/**
 * Dollars as a number (what the client's money boxes give a form) → whole cents, or null when the
 * number is not a whole number of cents. Saving a section converts with this; the schemas take cents.
 */
export function centsFromDollars(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}
