import { describe, expect, it } from 'vitest';
import { pasteInto, splitAtLimit } from './split-message.ts';

describe('splitAtLimit', () => {
  it('keeps text that fits whole', () => {
    expect(splitAtLimit('hello', 10)).toEqual({ fits: 'hello', rest: '' });
  });

  it('cuts after the last space before the limit and keeps every character', () => {
    const text = 'one two three four';
    const { fits, rest } = splitAtLimit(text, 11);
    expect(fits).toBe('one two ');
    expect(fits + rest).toBe(text);
  });

  it('cuts at the limit when no space is near', () => {
    const text = 'x'.repeat(2500);
    expect(splitAtLimit(text, 2000)).toEqual({ fits: 'x'.repeat(2000), rest: 'x'.repeat(500) });
  });

  it('does not split an emoji in half', () => {
    const { fits, rest } = splitAtLimit('ab😀cd', 3);
    expect(fits).toBe('ab');
    expect(rest).toBe('😀cd');
  });

  it('gives everything to the rest when there is no room', () => {
    expect(splitAtLimit('abc', 0)).toEqual({ fits: '', rest: 'abc' });
  });
});

describe('pasteInto', () => {
  it('is null when the paste fits (the browser pastes as usual)', () => {
    expect(pasteInto('hi ', 3, 3, 'there', 10)).toBeNull();
  });

  it('fills the room around the selection and returns the rest', () => {
    expect(pasteInto('[]', 1, 1, 'abcdefgh', 6)).toEqual({ value: '[abcd]', rest: 'efgh', caret: 5 });
  });
});
