/**
 * The creditor mailing list ("matrix") the clerk uses to mail notices: plain text, names and
 * addresses only, in the format most courts accept: one entry per creditor or other party, at most
 * 5 lines of at most 40 characters each, a blank line between entries, no account numbers, no
 * amounts, no page numbers or headings, the debtors themselves left out. Entries that are exactly
 * the same (the same creditor for two debts) are listed once.
 */

export const MATRIX_LINE_WIDTH = 40;
export const MATRIX_MAX_LINES = 5;

export interface MatrixAddress {
  street: string;
  street2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}

export interface MatrixParty {
  name: string;
  address: MatrixAddress;
}

/** Plain ASCII: accents dropped (José → Jose), other characters the court's software may reject replaced. */
function ascii(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Breaks a value into lines of at most `width` characters, at spaces where possible. */
export function wrapLine(value: string, width = MATRIX_LINE_WIDTH): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(' ').filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!current) current = rest;
    else if (current.length + 1 + rest.length <= width) current = `${current} ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export class MatrixEntryTooLongError extends Error {
  override readonly name = 'MatrixEntryTooLongError';
}

/** The lines of one entry: name, street, second street line, "CITY, ST ZIP". */
export function matrixEntry(party: MatrixParty): string[] {
  const { address } = party;
  const lines = [
    ...wrapLine(ascii(party.name)),
    ...wrapLine(ascii(address.street)),
    ...(address.street2 ? wrapLine(ascii(address.street2)) : []),
    ...wrapLine(ascii(`${address.city}, ${address.state} ${address.zip}`)),
  ];
  if (lines.length > MATRIX_MAX_LINES) {
    throw new MatrixEntryTooLongError(
      `The name and address of ${ascii(party.name)} take ${lines.length} lines; the court's mailing list allows ${MATRIX_MAX_LINES} of ${MATRIX_LINE_WIDTH} characters. Shorten the name or the address.`,
    );
  }
  return lines;
}

/** The whole list: one entry per different party, in the order given, ending with a newline. */
export function creditorMatrix(parties: readonly MatrixParty[]): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const party of parties) {
    const text = matrixEntry(party).join('\n');
    const key = text.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(text);
  }
  return entries.length === 0 ? '' : `${entries.join('\n\n')}\n`;
}

/** The sections the matrix reads: every creditor, whom to notify for them, codebtors and the other parties to leases and contracts. */
export interface MatrixSources {
  debts?: { debts: readonly { creditor: MatrixParty; notifyOthers?: readonly MatrixParty[] | undefined }[] } | undefined;
  codebtors?: { codebtors: readonly MatrixParty[] } | undefined;
  contracts?: { contracts: readonly { party: MatrixParty }[] } | undefined;
}

/** Everyone the clerk mails notices to, in the schedules' order (repeats are dropped by `creditorMatrix`). */
export function matrixParties(caseFile: MatrixSources): MatrixParty[] {
  const only = ({ name, address }: MatrixParty): MatrixParty => ({ name, address });
  return [
    ...(caseFile.debts?.debts ?? []).flatMap((debt) => [only(debt.creditor), ...(debt.notifyOthers ?? []).map(only)]),
    ...(caseFile.codebtors?.codebtors ?? []).map(only),
    ...(caseFile.contracts?.contracts ?? []).map((contract) => only(contract.party)),
  ];
}
