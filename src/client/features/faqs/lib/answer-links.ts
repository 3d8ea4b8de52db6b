export type AnswerPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; isExternal: boolean };

// `[words](https://…)` or `[words](/path)`: the only markup an FAQ answer understands. Other
// schemes (javascript:, data:) and `//host` are not links and stay as typed.
const LINK = /\[([^\]\n]{1,200})\]\((https:\/\/[^\s()]{1,500}|\/(?!\/)[^\s()\\]{0,500})\)/g;

/** Splits a paragraph of an FAQ answer into text and links. */
export function answerPieces(paragraph: string): AnswerPiece[] {
  const pieces: AnswerPiece[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(LINK)) {
    const [whole, text, href] = match as unknown as [string, string, string];
    if (match.index > last) pieces.push({ kind: 'text', text: paragraph.slice(last, match.index) });
    pieces.push({ kind: 'link', text, href, isExternal: href.startsWith('https://') });
    last = match.index + whole.length;
  }
  if (last < paragraph.length) pieces.push({ kind: 'text', text: paragraph.slice(last) });
  return pieces;
}
