import { describe, expect, it } from 'vitest';
import { looksLikeSocialSecurityNumber } from './looks-like-ssn.ts';

describe('looksLikeSocialSecurityNumber', () => {
  it.each([
    ['my ssn is 123-45-6789', true],
    ['123 45 6789', true],
    ['123.45.6789', true],
    ['123456789', true],
    ['call me at 555-123-4567', false],
    ['case 24-12345', false],
    ['I owe $12,345.67', false],
    ['000-12-3456 is not issued', false],
    ['666-12-3456 is not issued', false],
    ['912-34-5678 is an ITIN range', false],
    ['123-45-67890 is too long', false],
    ['123-456789 mixed separators', false],
    ['no numbers here', false],
  ])('%s → %s', (text, expected) => {
    expect(looksLikeSocialSecurityNumber(text)).toBe(expected);
  });
});
