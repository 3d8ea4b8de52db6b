/**
 * The test-mode processor's cards (the same numbers Stripe uses in its test mode):
 * 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 succeeds
 * now but its renewals are declined. Any other number is refused as invalid.
 */
export type TestCardOutcome =
  | { ok: true; brand: string; last4: string; renewalsDecline: boolean }
  | { ok: false; message: string };

export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function chargeTestCard(cardNumber: string, expiry: string, now: Date): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !isLuhnValid(digits)) return { ok: false, message: 'Your card number is invalid.' };
  const [, month, year] = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim()) ?? [];
  const expiresEnd = new Date(Date.UTC(2000 + Number(year), Number(month), 1));
  if (!month || expiresEnd <= now) return { ok: false, message: 'Your card has expired.' };
  const last4 = digits.slice(-4);
  switch (digits) {
    case '4242424242424242':
      return { ok: true, brand: 'Visa', last4, renewalsDecline: false };
    case '4000000000000341':
      return { ok: true, brand: 'Visa', last4, renewalsDecline: true };
    case '4000000000000002':
      return { ok: false, message: 'Your card was declined.' };
    default:
      return { ok: false, message: 'Your card number is invalid.' };
  }
}
