import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars } from './money.ts';

describe('formatDollars', () => {
  it.each([
    [338, '$338'],
    [526700, '$526,700'],
    [214.58, '$214.58'],
    [5666.666, '$5,666.67'],
    [12.004, '$12'],
    [-40, '-$40'],
    [-1234.5, '-$1,234.50'],
    [-0.001, '$0'],
  ])('%d reads %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });

  it('shows cents always when asked', () => {
    expect(formatDollars(338, { cents: 'always' })).toBe('$338.00');
  });

  it('takes a locale', () => {
    expect(formatDollars(1234.5, { locale: 'de-DE' })).toBe('$1.234,50');
    expect(formatCount(1000)).toBe('1,000');
  });
});
