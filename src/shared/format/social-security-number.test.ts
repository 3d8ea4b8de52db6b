import { describe, expect, it } from 'vitest';
import { looksLikeSocialSecurityNumber, socialSecurityNumberDigits } from './social-security-number.ts';
import { ssnNumberSchema } from '../contracts/documents.ts';

/** The forms a person may type a number in: each is refused in free text and taken by the number's own field. */
const TYPED_FORMS = [
  '212-34-5678',
  '212 34 5678',
  '212.34.5678',
  '212345678',
  '212-34 5678',
  '212/34/5678',
  '212_34_5678',
  '212\\34\\5678',
  '212 - 34 - 5678',
  '212\u201334\u20135678', // en dashes
  '212\u201434\u20145678', // em dashes
  '212\u221234\u22125678', // minus signs
  '212\u00a034\u00a05678', // no-break spaces
  '\uff12\uff11\uff12\uff0d\uff13\uff14\uff0d\uff15\uff16\uff17\uff18', // full-width digits and hyphens
  '\uff12\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18',
  '212\u200b34\u200b5678', // zero-width spaces
];

describe('looksLikeSocialSecurityNumber', () => {
  it.each(TYPED_FORMS)('finds %s in a sentence', (number) => {
    expect(looksLikeSocialSecurityNumber(`my number is ${number}, thanks`)).toBe(true);
    expect(looksLikeSocialSecurityNumber(number)).toBe(true);
  });

  it.each([
    ['call me at 555-123-4567', false],
    ['case 24-12345', false],
    ['I owe $12,345.67', false],
    ['ZIP 60601-1234', false],
    ['ZIP 60601 1234', false],
    ['000-12-3456 is not issued', false],
    ['666-12-3456 is not issued', false],
    ['212-00-5678 is not issued', false],
    ['212-34-0000 is not issued', false],
    ['912-34-5678 is an ITIN range', false],
    ['123-45-67890 is too long', false],
    ['1-123-45-6789 is part of a longer number', false],
    ['123-45-6789-0 is part of a longer number', false],
    ['123-456789 mixed separators', false],
    ['on 12/05/2024', false],
    ['no numbers here', false],
    ['it ends in a full stop: 123-45-6789.', true],
  ])('%s → %s', (text, expected) => {
    expect(looksLikeSocialSecurityNumber(text)).toBe(expected);
  });
});

describe('the number’s own field', () => {
  it.each(TYPED_FORMS)('takes %s as its 9 digits', (number) => {
    expect(socialSecurityNumberDigits(number)).toBe('212345678');
    expect(ssnNumberSchema.parse(` ${number} `)).toBe('212345678');
  });

  it.each(['21234-5678', '212-345678', '212-34-567', 'SSN 212-34-5678', '212--__34 5678'])('refuses %s with a clear message', (typed) => {
    expect(socialSecurityNumberDigits(typed)).toBeUndefined();
    expect(ssnNumberSchema.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual(['Enter the 9-digit Social Security number, like 123-45-6789']);
  });

  it('says why a number that is never issued is refused', () => {
    expect(ssnNumberSchema.safeParse('666-12-3456').error?.issues[0]?.message).toBe('A Social Security number never starts with 000 or 666. Check the number on your card');
    expect(ssnNumberSchema.safeParse('212-00-5678').error?.issues[0]?.message).toBe('This is not a valid Social Security number. Check the number on your card');
  });
});
