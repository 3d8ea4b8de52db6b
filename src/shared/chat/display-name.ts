/**
 * The rules for the name others see in chat and the community, shared by the display-name form
 * and the server so both refuse the same names with the same words.
 */

export const RESERVED_NAME_MESSAGE = 'This name is reserved for site staff. Please choose another.';

/**
 * Characters that change how text around them is shown without showing themselves: format
 * characters (Cf: bidi overrides and isolates, marks, zero-width joiners and spaces, soft hyphen),
 * controls (Cc), private-use characters (Co), and the fillers that are letters yet draw nothing.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Co}\u115f\u1160\u3164\uffa0\u2800]/u;

/** NFKC (full-width, styled and circled letters become plain ones), whitespace runs become one space, trimmed. */
export function normalizeDisplayName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

export function hasHiddenCharacters(name: string): boolean {
  return HIDDEN_CHARACTER.test(name);
}

/**
 * Look-alikes folded to one letter: digits and symbols typed for letters, and Cyrillic and Greek
 * letters drawn like Latin ones. `1`, `l`, `|` and `!` all read as `i`, as people read them.
 */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o', '1': 'i', l: 'i', '|': 'i', '!': 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's', '7': 't', '8': 'b', '9': 'g',
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ӏ: 'i',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'm', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};

/** Letters doubled read once, `rn` read as `m`. */
const foldWord = (word: string) => word.replace(/rn/g, 'm').replace(/(.)\1+/gu, '$1');

/**
 * The words of a name as a reader takes them at a glance: case-folded, accents dropped,
 * look-alikes folded, split at spaces and punctuation, each word folded.
 */
function lookAlikeWords(name: string): string[] {
  const plain = normalizeDisplayName(name)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  const folded = Array.from(plain, (c) => LOOK_ALIKES[c] ?? c).join('');
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(foldWord);
}

/** A whole name folded the same way, spaces and punctuation removed. */
const skeleton = (name: string) => foldWord(lookAlikeWords(name).join(''));

/** Whole words that present someone as staff (each also refused with a final "s"). */
const STAFF_WORDS = ['admin', 'administrator', 'moderator', 'mod', 'staff', 'support', 'system', 'sysadmin', 'official'].map(skeleton);
/** Long staff words refused even inside a longer word ("SiteModerator"). */
const STAFF_WORDS_ANYWHERE = ['administrator', 'moderator'].map(skeleton);

/**
 * Whether a name could pass for site staff or the site itself: a staff word as a whole word
 * ("Site Admin", "adm1n", "M o d e r a t o r", Cyrillic "Ѕupport"), one of the long ones anywhere,
 * or the site's name anywhere. Shorter words count only whole, so "Badminton Fan" stays free.
 */
export function isReservedDisplayName(name: string, siteName: string): boolean {
  const words = lookAlikeWords(name);
  const joined = skeleton(name);
  const candidates = [...words, joined].flatMap((w) => (w.endsWith('s') ? [w, w.slice(0, -1)] : [w]));
  if (candidates.some((w) => STAFF_WORDS.includes(w))) return true;
  if (STAFF_WORDS_ANYWHERE.some((w) => joined.includes(w))) return true;
  const site = skeleton(siteName);
  return site.length > 0 && joined.includes(site);
}
