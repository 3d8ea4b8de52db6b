import { describe, expect, it } from 'vitest';
import { parseDateInput, parseMoneyInput } from './parse-input.ts';

describe('parseMoneyInput', () => {
  it.each([
    ['1250', 1250],
    ['1,250', 1250],
    ['$1,250.00', 1250],
    [' 1250.5 ', 1250.5],
    ['1 250', 1250],
    ['.99', 0.99],
    ['1250.', 1250],
    ['-$40', -40],
    ['$-40.10', -40.1],
    ['0', 0],
    ['12,345,678.9', 12345678.9],
  ])('reads %j as %d dollars', (text, dollars) => {
    expect(parseMoneyInput(text)).toBe(dollars);
  });

  it.each(['', '   ', '$', 'abc', '12a', '1,25', '1,2345', '12.345', '--4', '-$-4', '1.2.3', '.'])('refuses %j', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });
});

describe('parseDateInput', () => {
  const today = new Date('2026-11-25T12:00:00Z');
  it.each([
    ['3/15/2026', '2026-03-15'],
    ['03/15/2026', '2026-03-15'],
    ['3-15-26', '2026-03-15'],
    ['3.15.2026', '2026-03-15'],
    ['2026-03-15', '2026-03-15'],
    ['March 15, 2026', '2026-03-15'],
    ['mar 15 2026', '2026-03-15'],
    ['Sept. 1, 2025', '2025-09-01'],
    ['2/29/2024', '2024-02-29'],
    ['1/1/60', '1960-01-01'],
    ['1/1/46', '2046-01-01'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseDateInput(text, today)).toBe(iso);
  });

  it.each(['', 'yesterday', '2/29/2025', '13/1/2026', '4/31/2026', '0/10/2026', 'Ma 5, 2026', '2026/03/15/1'])('refuses %j', (text) => {
    expect(parseDateInput(text, today)).toBeNull();
  });
});
