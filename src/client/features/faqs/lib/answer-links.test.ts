import { describe, expect, it } from 'vitest';
import { answerPieces } from './answer-links.ts';

describe('answerPieces', () => {
  it('turns [words](https://…) and [words](/path) into links and keeps the text around them', () => {
    expect(answerPieces('See [legal aid](https://www.lsc.gov/x) or [our list](/#free-legal-help).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'legal aid', href: 'https://www.lsc.gov/x', isExternal: true },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'our list', href: '/#free-legal-help', isExternal: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each(['[x](javascript:alert(1))', '[x](//evil.example)', '[x](http://plain.example)', '[x](data:text/html,hi)', 'plain text'])('leaves %j as text', (input) => {
    expect(answerPieces(input).every((piece) => piece.kind === 'text')).toBe(true);
  });
});
