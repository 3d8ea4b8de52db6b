import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, onlyDigits } from './card-input.ts';

describe('card form input', () => {
  it('groups card digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 4')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('keeps only digits for the CVC and ZIP code', () => {
    expect(onlyDigits('12a3', 4)).toBe('123');
    expect(onlyDigits('606011234', 5)).toBe('60601');
  });
});
