/**
 * Light formatting for the test card form while typing: the server accepts spaces and dashes,
 * people read `4242 4242 4242 4242` more easily than sixteen digits in a row.
 */

/** Digits in groups of four (`4242424242424242` → `4242 4242 4242 4242`), at most 19 digits. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM/YY` from whatever was typed (`1230` → `12/30`); a slash appears after the month. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Keeps only digits, up to `max` of them (CVC, ZIP code). */
export function onlyDigits(input: string, max: number): string {
  return input.replace(/\D/g, '').slice(0, max);
}

/** Test cards of the built-in processor (the same numbers Stripe uses in its test mode). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  renewalsFail: '4000 0000 0000 0341',
} as const;
