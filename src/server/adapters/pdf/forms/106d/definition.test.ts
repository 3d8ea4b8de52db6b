import { describe, expect, it } from 'vitest';
import { fixtureContext, jointCouple } from '../fixture.ts';
import type { TableRow } from '../types.ts';
import { FORM_106D } from './definition.ts';

describe('Form 106D values', () => {
  it('lists the secured claims alphabetically with columns A, B and C, and the total of column A', () => {
    const values = FORM_106D.values(jointCouple(), fixtureContext());
    expect(values['1']).toEqual(['yes']);
    const rows = values['2'] as TableRow[];
    expect(rows.map((r) => r.cells.creditor?.toString().split('\n')[0])).toEqual(['Keystone Home Loans', 'Liberty Auto Finance']);
    expect(rows[0]?.cells).toMatchObject({ entry: '2.1', claim: 20_000_000, collateral: 25_000_000, unsecured: 0 });
    expect(rows[1]?.cells).toMatchObject({ entry: '2.2', claim: 1_200_000, collateral: 1_500_000, unsecured: 0 });
    expect(rows[0]?.details).toContain('Nature of lien: An agreement you made (such as mortgage or secured car loan)');
    expect(rows[1]?.details).toContain('Who owes the debt? At least one of the debtors and another');
    expect(rows[0]?.details).toContain('Last 4 digits of account number: 4821');
    expect(values.totalClaims).toBe(21_200_000); // $212,000.00
  });

  it('puts what the collateral does not cover in column C, sharing the collateral in list order', () => {
    const caseFile = jointCouple();
    const debts = caseFile.debts.debts.map((d) => (d.id === 'd-car' ? { ...d, amount: 2_000_000 } : d));
    const secondLien = { ...debts.find((d) => d.id === 'd-mortgage')!, id: 'd-heloc', creditor: { ...caseFile.debts.debts[0]!.creditor, name: 'Lakeside Credit Union' }, amount: 7_000_000 };
    const values = FORM_106D.values({ ...caseFile, debts: { debts: [...debts, secondLien] } }, fixtureContext());
    const rows = values['2'] as TableRow[];
    const byName = (name: string) => rows.find((r) => String(r.cells.creditor).startsWith(name))?.cells;
    expect(byName('Liberty')).toMatchObject({ claim: 2_000_000, collateral: 1_500_000, unsecured: 500_000 });
    // Keystone ($200,000) comes first alphabetically and takes $200,000 of the $250,000 home; Lakeside gets the $50,000 left.
    expect(byName('Keystone')).toMatchObject({ unsecured: 0 });
    expect(byName('Lakeside')).toMatchObject({ claim: 7_000_000, unsecured: 2_000_000 });
    expect(values.totalClaims).toBe(20_000_000 + 2_000_000 + 7_000_000);
  });

  it('answers No without secured claims', () => {
    const caseFile = jointCouple();
    const values = FORM_106D.values({ ...caseFile, debts: { debts: caseFile.debts.debts.filter((d) => d.kind !== 'secured') } }, fixtureContext());
    expect(values).toEqual({ '1': ['no'] });
  });
});
