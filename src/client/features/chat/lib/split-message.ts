/** How far back from the limit a cut may move to end at a space or line break rather than mid-word. */
const WORD_BREAK_WINDOW = 200;

/**
 * Splits text into what fits in `room` characters and the rest, cutting after a space or line
 * break near the limit when there is one (a pasted letter stays readable across messages).
 */
export function splitAtLimit(text: string, room: number): { fits: string; rest: string } {
  if (text.length <= room) return { fits: text, rest: '' };
  if (room <= 0) return { fits: '', rest: text };
  let cut = room;
  // Never split a character made of two UTF-16 halves (emoji).
  if (/[\ud800-\udbff]/.test(text.charAt(cut - 1))) cut -= 1;
  const window = text.slice(Math.max(0, cut - WORD_BREAK_WINDOW), cut);
  const lastBreak = Math.max(window.lastIndexOf(' '), window.lastIndexOf('\n'));
  if (lastBreak > 0) cut = cut - window.length + lastBreak + 1;
  return { fits: text.slice(0, cut), rest: text.slice(cut) };
}

/** The text of a paste into a box: what the box holds with the selection replaced by `pasted`. */
export function pasteInto(value: string, selectionStart: number, selectionEnd: number, pasted: string, limit: number): { value: string; rest: string; caret: number } | null {
  const before = value.slice(0, selectionStart);
  const after = value.slice(selectionEnd);
  const room = limit - before.length - after.length;
  if (pasted.length <= room) return null;
  const { fits, rest } = splitAtLimit(pasted, room);
  return { value: before + fits + after, rest, caret: before.length + fits.length };
}
