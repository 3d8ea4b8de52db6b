import { describe, expect, it } from 'vitest';
import { characterCount, hasText } from './character-count.ts';

describe('characterCount', () => {
  it('counts characters and what is left', () => {
    expect(characterCount('hello', 5000)).toEqual({ count: 5, remaining: 4995, isNearLimit: false });
  });

  it('flags the last tenth of the limit', () => {
    expect(characterCount('x'.repeat(900), 1000).isNearLimit).toBe(true);
    expect(characterCount('x'.repeat(899), 1000).isNearLimit).toBe(false);
    expect(characterCount('x'.repeat(1200), 1000).remaining).toBe(0);
  });
});

describe('hasText', () => {
  it('is false for blank text', () => {
    expect(hasText('  \n\t ')).toBe(false);
    expect(hasText(' a ')).toBe(true);
  });
});
