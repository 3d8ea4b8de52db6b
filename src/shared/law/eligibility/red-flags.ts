/**
 * Facts that make filing without a lawyer risky: transfers and payments a trustee can undo, recent
 * luxury purchases and cash advances presumed not dischargeable, business debts, a fraud lawsuit.
 * Each flag sends the person to an attorney (recommendation `consult_attorney`); payments to ordinary
 * creditors are a warning only.
 */
import { getSec104Amount, getStatutoryAmount, getTimingRule } from '../figures.ts';
import type { Household } from '../household/household.ts';
import { formatIsoDate as day } from '../../format/dates.ts';
import { formatCents } from '../../format/money.ts';
import { addPeriod } from './dates.ts';
import type { Reason } from './types.ts';

const sum = (values: number[]): number => values.reduce((t, v) => t + v, 0);

/** Items dated on or after `from` and on or before the filing day. */
const within = <T extends { date: string }>(items: T[], from: string, filingDay: string): T[] => items.filter((i) => i.date >= from && i.date <= filingDay);

/**
 * `flags` send the person to an attorney; `warnings` are explained but do not. `consumerDebts`: the
 * debts are primarily consumer debts (it decides which preference floor applies).
 */
export function redFlags(household: Household, filingDay: string, filingDate: Date, consumerDebts: boolean): { flags: Reason[]; warnings: Reason[] } {
  const reasons: Reason[] = [];
  const warnings: Reason[] = [];
  const { transfers, purchases } = household.transfers;

  const preference = getTimingRule('preferenceLookback', filingDate);
  const fraudulent = getTimingRule('fraudulentTransferLookback', filingDate);
  const toRelatives = within(
    transfers.filter((t) => t.kind === 'transferToRelative' || t.kind === 'otherTransfer'),
    addPeriod(filingDay, fraudulent.period!, -1),
    filingDay,
  );
  if (toRelatives.length > 0) {
    reasons.push({
      id: 'transfer-for-less-than-value',
      fact: `You gave away or sold property worth ${formatCents(sum(toRelatives.map((t) => t.amount)), { cents: 'auto' })} since ${day(addPeriod(filingDay, fraudulent.period!, -1))}.`,
      rule: `The trustee can undo transfers made for less than full value within the look-back period (${fraudulent.value}).`,
      effect: 'The person who received it may have to give it back, and hiding a transfer can cost you your discharge. Talk to an attorney before filing.',
      citation: '11 U.S.C. §548(a)(1); §544(b); §727(a)(2)',
      severity: 'critical',
    });
  }
  const toInsiders = within(
    transfers.filter((t) => t.kind === 'paymentToInsider'),
    addPeriod(filingDay, preference.extendedPeriod!, -1),
    filingDay,
  );
  const toCreditors = within(
    transfers.filter((t) => t.kind === 'paymentToCreditor'),
    addPeriod(filingDay, preference.period!, -1),
    filingDay,
  );
  // Below the floor no payment can be taken back: §547(c)(8) ($600, consumer debts) or §547(c)(9)
  // (other debts). The floor is per creditor; we do not know who got each payment, so the total of
  // all of them is compared, which never misses one over the floor.
  const floor = consumerDebts ? getStatutoryAmount('consumerPreferenceFloor', filingDate) : getSec104Amount('preferenceThresholdForm107', filingDate);
  const floorCitation = consumerDebts ? '11 U.S.C. §547(c)(8)' : '11 U.S.C. §547(c)(9)';
  const overFloor = (payments: typeof transfers) => sum(payments.map((t) => t.amount)) >= floor.value * 100;
  if (toInsiders.length > 0 && overFloor(toInsiders)) {
    reasons.push({
      id: 'preferential-payments',
      fact: `You repaid relatives or other insiders ${formatCents(sum(toInsiders.map((t) => t.amount)), { cents: 'auto' })} in the year before filing.`,
      rule: `Payments that favor a relative or other insider over other creditors can be taken back by the trustee (${preference.extendedPeriod?.max ?? 1} year look-back), unless they total less than ${formatCents(floor.value * 100, { cents: 'auto' })}.`,
      effect: 'The person you paid could be asked to return the money. Talk to an attorney about timing before filing.',
      citation: `11 U.S.C. §547(b)(4)(B); ${floorCitation}`,
      severity: 'critical',
    });
  }
  if (toCreditors.length > 0 && overFloor(toCreditors)) {
    // A payment to an ordinary creditor does not endanger the discharge: at worst the trustee asks the
    // creditor to give it back. Regular payments made on time are usually protected (§547(c)(2)).
    warnings.push({
      id: 'payments-to-a-creditor-within-90-days',
      fact: `You paid creditors ${formatCents(sum(toCreditors.map((t) => t.amount)), { cents: 'auto' })} in the 90 days before filing.`,
      rule: `The trustee can take back payments of ${formatCents(floor.value * 100, { cents: 'auto' })} or more to one creditor in the 90 days before filing. Regular payments made on time, like a monthly car loan or utility bill, are usually safe.`,
      effect: 'If you paid off or paid down one debt in a lump sum, the trustee may ask that creditor to return it. List every such payment on Form 107. This does not stop your discharge.',
      citation: `11 U.S.C. §547(b)(4)(A); ${floorCitation}; §547(c)(2)`,
      severity: 'warning',
    });
  }

  const luxuryLimit = getSec104Amount('luxuryGoodsPresumption', filingDate);
  const luxuryWindow = getTimingRule('luxuryGoodsWindow', filingDate);
  const luxuryFrom = addPeriod(filingDay, luxuryWindow.period!, -1);
  const luxuryByCreditor = new Map<string, number>();
  for (const p of within(purchases.filter((p) => p.kind === 'luxuryGoods'), luxuryFrom, filingDay)) {
    const creditor = p.creditor?.trim().toLowerCase() || 'unnamed';
    luxuryByCreditor.set(creditor, (luxuryByCreditor.get(creditor) ?? 0) + p.amount);
  }
  const luxuryOver = [...luxuryByCreditor.values()].filter((total) => total > luxuryLimit.value * 100);
  if (luxuryOver.length > 0) {
    reasons.push({
      id: 'luxury-purchases',
      fact: `You bought luxury goods or services on credit for more than ${formatCents(luxuryLimit.value * 100, { cents: 'auto' })} from one creditor since ${day(luxuryFrom)}.`,
      rule: `Luxury purchases over ${formatCents(luxuryLimit.value * 100, { cents: 'auto' })} owed to one creditor within ${luxuryWindow.period!.max} days before filing are presumed not dischargeable (amount in force since ${day(luxuryLimit.effectiveDate)}).`,
      effect: 'That debt would likely survive the bankruptcy, and the creditor may object. Talk to an attorney about when to file.',
      citation: '11 U.S.C. §523(a)(2)(C)(i)(I)',
      severity: 'critical',
    });
  }

  const cashLimit = getSec104Amount('cashAdvancePresumption', filingDate);
  const cashWindow = getTimingRule('cashAdvanceWindow', filingDate);
  const cashFrom = addPeriod(filingDay, cashWindow.period!, -1);
  const cashTotal = sum(within(purchases.filter((p) => p.kind === 'cashAdvance'), cashFrom, filingDay).map((p) => p.amount));
  if (cashTotal > cashLimit.value * 100) {
    reasons.push({
      id: 'cash-advances',
      fact: `You took ${formatCents(cashTotal, { cents: 'auto' })} in cash advances since ${day(cashFrom)}.`,
      rule: `Cash advances over ${formatCents(cashLimit.value * 100, { cents: 'auto' })} within ${cashWindow.period!.max} days before filing are presumed not dischargeable (amount in force since ${day(cashLimit.effectiveDate)}).`,
      effect: 'Those advances would likely survive the bankruptcy. Talk to an attorney about when to file.',
      citation: '11 U.S.C. §523(a)(2)(C)(i)(II)',
      severity: 'critical',
    });
  }

  if (household.debts.businessDebts > 0) {
    reasons.push({
      id: 'business-debts',
      fact: `You owe ${formatCents(household.debts.businessDebts, { cents: 'auto' })} in business debts.`,
      rule: 'Business debts bring questions about the business’s property, records and taxes, and decide whether the means test applies.',
      effect: 'A bankruptcy with business debts is best prepared with an attorney.',
      citation: '11 U.S.C. §707(b)(1); §101(8)',
      severity: 'warning',
    });
  }

  if (household.collection.lawsuitAllegesFraud) {
    reasons.push({
      id: 'fraud-lawsuit',
      fact: 'A creditor says you committed fraud.',
      rule: 'Debts from fraud, embezzlement or willful injury can be declared not dischargeable if the creditor objects in time.',
      effect: 'The creditor will likely fight the discharge of that debt. You need an attorney.',
      citation: '11 U.S.C. §523(a)(2), (4), (6); §523(c)',
      severity: 'critical',
    });
  }
  return { flags: reasons, warnings };
}
