/**
 * What may stand between the groups of a Social Security number: spaces, any dash (hyphen, en and
 * em dash, minus sign), a dot, a slash or an underscore, up to three of them ("212 - 34 - 5678").
 */
const SEPARATOR = String.raw`[\s\p{Pd}\u2212./\\_]{1,3}`;
/** Separators between all three groups or none: 5-4 is a ZIP+4 code, not a Social Security number. */
const GROUPS = String.raw`\d{3}(?:${SEPARATOR}\d{2}${SEPARATOR}|\d{2})\d{4}`;
/** One not counted as a space: next to digits, it makes them part of a longer number (123-45-6789-0). */
const JOINER = String.raw`[\p{Pd}\u2212./\\_]`;
const WHOLE = new RegExp(`^${GROUPS}$`, 'u');
const IN_TEXT = new RegExp(String.raw`(?<!\d|\d${JOINER})${GROUPS}(?!\d|${JOINER}\d)`, 'gu');

/**
 * The text as a person's keyboard may have typed it, in plain characters: full-width digits and
 * punctuation become ASCII (NFKC), and invisible characters between digits are dropped.
 */
const plain = (text: string) => text.normalize('NFKC').replace(/\p{Cf}/gu, '');

const digitsOf = (typed: string) => typed.replace(/\D/g, '');

/** True unless the SSA never issues the number: area 000 or 666, group 00, serial 0000. */
function couldBeIssued(digits: string): boolean {
  return !digits.startsWith('000') && !digits.startsWith('666') && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

/**
 * The 9 digits of a Social Security number (or ITIN) typed alone in its field, in any of the
 * forms `looksLikeSocialSecurityNumber` finds in text; undefined for anything else. The same rule
 * for both, so a number the field takes is never let through in free text.
 */
export function socialSecurityNumberDigits(typed: string): string | undefined {
  const text = plain(typed).trim();
  return WHOLE.test(text) ? digitsOf(text) : undefined;
}

/**
 * True when text contains something shaped like a US Social Security number (3-2-4 digits, with
 * separators between every group or none), skipping numbers the SSA never issues and the 9xx
 * range of ITINs. Every free-text field people share runs it: chat, contact, counseling,
 * community posts and the document interview's answers and drafts.
 */
export function looksLikeSocialSecurityNumber(text: string): boolean {
  for (const [match] of plain(text).matchAll(IN_TEXT)) {
    const digits = digitsOf(match);
    if (!digits.startsWith('9') && couldBeIssued(digits)) return true;
  }
  return false;
}
