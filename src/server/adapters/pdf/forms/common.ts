/**
 * Small readings of the case file that several forms share (names, addresses, owners, debts by
 * kind). Pure; no legal figures here.
 */
import type { Address, CaseFileDraft, Debt, Owner, PersonName, PropertyItem } from '#shared/case-file/index.ts';
import type { Cents } from './types.ts';

export function fullName(name: PersonName | undefined): string {
  if (!name) return '';
  return [name.first, name.middle, name.last, name.suffix].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/** "120 Maple Street, Apt 2, Norristown, PA 19401". */
export function oneLineAddress(address: Omit<Address, 'county'> | undefined): string {
  if (!address) return '';
  return [address.street, address.street2, address.city, `${address.state} ${address.zip}`].filter(Boolean).join(', ');
}

/** The check boxes "Who owes the debt?" / "Who has an interest in the property?" of the schedules. */
export const OWNER_LABELS: Record<Owner, string> = {
  debtor1: 'Debtor 1 only',
  debtor2: 'Debtor 2 only',
  both: 'Debtor 1 and Debtor 2 only',
  atLeastOneAndAnother: 'At least one of the debtors and another',
};

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

export function propertyItems(caseFile: CaseFileDraft, lines?: readonly number[]): PropertyItem[] {
  const items = caseFile.property?.items ?? [];
  return lines ? items.filter((item) => lines.includes(item.line)) : items;
}

export function debtsOfKind<K extends Debt['kind']>(caseFile: CaseFileDraft, kind: K): Extract<Debt, { kind: K }>[] {
  return (caseFile.debts?.debts ?? []).filter((debt): debt is Extract<Debt, { kind: K }> => debt.kind === kind);
}

/**
 * Form 101 line 16 / 106Sum line 7: whether the debts are primarily consumer debts ("incurred by an
 * individual primarily for a personal, family, or household purpose", 11 U.S.C. § 101(8)). The case
 * file marks business debts by their category; the debts are primarily consumer debts when the
 * others are more than half of the total owed. Undefined without debts.
 */
export function primarilyConsumerDebts(caseFile: CaseFileDraft): boolean | undefined {
  const debts = caseFile.debts?.debts ?? [];
  if (debts.length === 0) return undefined;
  const total = sumCents(debts.map((d) => d.amount));
  const business = sumCents(debts.filter((d) => d.kind === 'nonpriority' && d.category === 'business').map((d) => d.amount));
  return total - business > total / 2;
}
