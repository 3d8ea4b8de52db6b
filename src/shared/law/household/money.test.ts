import { describe, expect, it } from 'vitest';
import { centsFromDollars, MONEY_MESSAGES, parseMoney, typedMoneySchema } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['1,250', 125000],
    ['$1250.50', 125050],
    ['  $ 900 ', 90000],
    ['0.5', 50],
    ['.99', 99],
    ['12.', 1200],
    ['1,000,000', 100000000],
    ['', 0],
    ['   ', 0],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(parseMoney(typed)).toEqual({ ok: true, cents });
  });

  it.each([
    ['abc', MONEY_MESSAGES.notAnAmount],
    ['12,50', MONEY_MESSAGES.notAnAmount],
    ['1,2345', MONEY_MESSAGES.notAnAmount],
    ['.', MONEY_MESSAGES.notAnAmount],
    ['1.2.3', MONEY_MESSAGES.notAnAmount],
    ['-5', MONEY_MESSAGES.negative],
    ['$-5', MONEY_MESSAGES.negative],
    ['1.005', MONEY_MESSAGES.tooManyDecimals],
    ['100000001', MONEY_MESSAGES.tooLarge],
    ['9999999999999', MONEY_MESSAGES.tooLarge],
  ])('refuses %j with the message people see', (typed, message) => {
    expect(parseMoney(typed)).toEqual({ ok: false, message });
  });

  it('accepts exactly the largest amount', () => {
    expect(parseMoney('100,000,000')).toEqual({ ok: true, cents: 10_000_000_000 });
  });
});

describe('typedMoneySchema', () => {
  it('turns typed text into cents and keeps cents as they are', () => {
    expect(typedMoneySchema.parse('$1,250.50')).toBe(125050);
    expect(typedMoneySchema.parse(4200)).toBe(4200);
  });

  it('gives the field its message', () => {
    const result = typedMoneySchema.safeParse('twelve');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MONEY_MESSAGES.notAnAmount);
    expect(typedMoneySchema.safeParse(12.5).error?.issues[0]?.message).toBe(MONEY_MESSAGES.notWholeCents);
    expect(typedMoneySchema.safeParse(null).error?.issues[0]?.message).toBe(MONEY_MESSAGES.notAnAmount);
  });
});

describe('centsFromDollars', () => {
  it('turns dollars into exact cents and refuses fractions of a cent', () => {
    expect(centsFromDollars(1250.5)).toBe(125050);
    expect(centsFromDollars(0.29)).toBe(29);
    expect(centsFromDollars(19.99)).toBe(1999);
    expect(centsFromDollars(1.005)).toBeNull();
    expect(centsFromDollars(Number.NaN)).toBeNull();
  });
});
