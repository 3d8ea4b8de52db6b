import { describe, expect, it } from 'vitest';
import { chargeTestCard, isLuhnValid } from './test-card.ts';

const NOW = new Date('2026-11-22T00:00:00Z');

describe('chargeTestCard', () => {
  it.each([
    ['4242 4242 4242 4242', { ok: true, brand: 'Visa', last4: '4242', renewalsDecline: false }],
    ['4000 0000 0000 0341', { ok: true, brand: 'Visa', last4: '0341', renewalsDecline: true }],
    ['4000 0000 0000 0002', { ok: false, message: 'Your card was declined.' }],
    ['5555 5555 5555 4444', { ok: false, message: 'Your card number is invalid.' }],
    ['1234 5678 9012 3456', { ok: false, message: 'Your card number is invalid.' }],
    ['abcd', { ok: false, message: 'Your card number is invalid.' }],
  ])('%s', (card, expected) => {
    expect(chargeTestCard(card, '12/30', NOW)).toEqual(expected);
  });

  it('refuses an expired card', () => {
    expect(chargeTestCard('4242424242424242', '10/26', NOW)).toEqual({ ok: false, message: 'Your card has expired.' });
    expect(chargeTestCard('4242424242424242', '11/26', NOW).ok).toBe(true);
  });

  it('checks the Luhn digit', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });
});
