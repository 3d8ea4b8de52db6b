/**
 * What the schedules of the Chapter 7 package print the same way: a name with its address in a
 * table cell, the detail lines under a claim, entries numbered as the form numbers them (2.1, 2.2
 * ...), and the creditors in the alphabetical order the forms ask for.
 */
import type { Address, Debt } from '#shared/case-file/index.ts';
import { OWNER_LABELS } from './common.ts';
import type { LineDefinition } from './types.ts';

/** "Name", street lines and "City, ST ZIP" on separate lines (the name left out when empty). */
export function nameAndAddress(name: string, address: Omit<Address, 'county'>): string {
  return [name, address.street, address.street2, `${address.city}, ${address.state} ${address.zip}`].filter(Boolean).join('\n');
}

/** Debts in the alphabetical order of the creditor's name, keeping the given order for ties. */
export function alphabetical<D extends Pick<Debt, 'creditor'>>(debts: readonly D[]): D[] {
  return [...debts].sort((a, b) => a.creditor.name.localeCompare(b.creditor.name, 'en', { sensitivity: 'base' }));
}

/** The detail lines every Schedule E/F claim shows under its row. */
export function claimDetails(debt: Pick<Debt, 'incurred' | 'contingent' | 'unliquidated' | 'disputed' | 'owedBy'>): string[] {
  const states = [debt.contingent && 'Contingent', debt.unliquidated && 'Unliquidated', debt.disputed && 'Disputed'].filter(Boolean);
  return [
    ...(debt.incurred ? [`When was the debt incurred? ${debt.incurred}`] : []),
    ...(states.length ? [`As of the date you file, the claim is: ${states.join(', ')}`] : []),
    `Who incurred the debt? ${OWNER_LABELS[debt.owedBy]}`,
  ];
}

/** The signature block of a form's last part: its official declaration, then a line per debtor. */
export function signatureLines(declaration: string): LineDefinition[] {
  return [
    { id: 'declaration', label: declaration, kind: 'info' },
    { id: 'signature1', label: 'Signature of Debtor 1                                   Date', kind: 'text' },
    { id: 'signature2', label: 'Signature of Debtor 2                                   Date', kind: 'text' },
  ];
}
