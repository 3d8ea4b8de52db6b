import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatCount, formatDollars } from './money.ts';

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

describe('en-US without Intl', () => {
  const intlDollars = (amount: number, cents: 'auto' | 'always') => {
    const rounded = Math.round(amount * 100) / 100;
    const digits = cents === 'always' || !Number.isInteger(rounded) ? 2 : 0;
    return `${rounded < 0 ? '-' : ''}$${Math.abs(rounded).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
  };

  it('writes every amount as Intl writes it, cents or not', () => {
    const amounts = fc.oneof(fc.double({ min: -1e16, max: 1e16, noNaN: true }), fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100), fc.integer());
    fc.assert(
      fc.property(amounts, fc.constantFrom('auto' as const, 'always' as const), (amount, cents) => {
        expect(formatDollars(amount, { cents })).toBe(intlDollars(amount, cents));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes every count as Intl writes it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.maxSafeInteger(), fc.double({ noNaN: true })), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatCents', () => {
  it.each([
    [995, '$9.95'],
    [8900, '$89.00'],
    [52670000, '$526,700.00'],
    [-4000, '-$40.00'],
    [5, '$0.05'],
    [0, '$0.00'],
  ])('%d cents reads %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('leaves out whole-dollar cents when asked, and the dollar sign for the official forms', () => {
    expect(formatCents(33800, { cents: 'auto' })).toBe('$338');
    expect(formatCents(21458, { cents: 'auto' })).toBe('$214.58');
    expect(formatCents(26520000, { symbol: false })).toBe('265,200.00');
    expect(formatCents(-12345, { symbol: false })).toBe('-123.45');
  });

  it('reads every whole number of cents as the dollars it stands for', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), fc.constantFrom('auto' as const, 'always' as const), (cents, shown) => {
        expect(formatCents(cents, { cents: shown })).toBe(formatDollars(cents / 100, { cents: shown }));
      }),
    );
  });
});
