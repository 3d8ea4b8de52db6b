/**
 * Equal monthly payments that pay a claim with interest over a number of months (the "present value"
 * a secured creditor must receive under 11 U.S.C. §1325(a)(5)(B)(ii)), rounded up to the cent so the
 * claim is never left a cent short.
 */
export function amortizedMonthlyPaymentCents(principalCents: number, yearlyRatePercent: number, months: number): number {
  if (months <= 0) throw new RangeError('A plan lasts at least one month');
  if (principalCents <= 0) return 0;
  const monthlyRate = yearlyRatePercent / 100 / 12;
  if (monthlyRate === 0) return Math.ceil(principalCents / months);
  return Math.ceil((principalCents * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}
