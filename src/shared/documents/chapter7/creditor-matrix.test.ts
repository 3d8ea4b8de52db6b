import { describe, expect, it } from 'vitest';
import { creditorMatrix, MatrixEntryTooLongError, wrapLine } from './creditor-matrix.ts';

const bank = { name: 'First Home Bank', address: { street: '100 Main St', city: 'Columbus', state: 'OH', zip: '43215' } };

describe('creditor matrix', () => {
  it('writes names and addresses only, a blank line between entries, the same creditor once', () => {
    const clinic = { name: 'Mercy Clinic', address: { street: 'PO Box 9', street2: 'Billing Dept', city: 'Dayton', state: 'OH', zip: '45402-1234' } };
    expect(creditorMatrix([bank, clinic, { ...bank }])).toBe(
      'First Home Bank\n100 Main St\nColumbus, OH 43215\n\nMercy Clinic\nPO Box 9\nBilling Dept\nDayton, OH 45402-1234\n',
    );
  });

  it('keeps every line within 40 characters, breaking at spaces, and drops accents', () => {
    const text = creditorMatrix([
      { name: 'Société Générale de Crédit à la Consommation du Nord', address: { street: '1 Rue', city: 'Miami', state: 'FL', zip: '33101' } },
    ]);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(40);
    expect(text.split('\n').slice(0, 2)).toEqual(['Societe Generale de Credit a la', 'Consommation du Nord']);
    expect(wrapLine('x'.repeat(45))).toEqual(['x'.repeat(40), 'xxxxx']);
  });

  it('says plainly when an entry needs more than 5 lines', () => {
    const long = { name: 'A'.repeat(39) + ' ' + 'B'.repeat(39) + ' ' + 'C'.repeat(39), address: { street: '1 Main St', street2: 'Suite 2', city: 'X', state: 'OH', zip: '1' } };
    expect(() => creditorMatrix([long])).toThrow(MatrixEntryTooLongError);
  });

  it('is empty without parties', () => {
    expect(creditorMatrix([])).toBe('');
  });
});
