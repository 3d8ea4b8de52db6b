import { describe, expect, it } from 'vitest';
import { getSec104Amount } from '#shared/law/figures.ts';
import { fixtureContext, jointCouple } from '../fixture.ts';
import type { FormContext, TableRow } from '../types.ts';
import { FORM_106C, FULL_VALUE_LABEL } from './definition.ts';
import { reviewExemptions } from './exemption-review.ts';

describe('Form 106C values', () => {
  it('claims the federal exemptions, one entry per claim with its Schedule A/B line', () => {
    const values = FORM_106C.values(jointCouple(), fixtureContext());
    expect(values['1']).toEqual(['federal']);
    const rows = values['2'] as TableRow[];
    expect(rows).toHaveLength(9);
    expect(rows[0]?.cells).toEqual({
      property: 'Single-family home, 120 Maple Street\nLine from Schedule A/B: 1.1',
      value: 25_000_000,
      claimed: '[X] $ 50,000.00',
      law: '11 U.S.C. § 522(d)(1)',
    });
    expect(rows[8]?.cells).toMatchObject({ value: 4_000_000, claimed: `[X] ${FULL_VALUE_LABEL}`, law: '11 U.S.C. § 522(d)(12)' });
    expect(values['3']).toEqual(['no']);
  });

  it('answers line 3 Yes when the homestead claimed is above the §522(p) amount in force', () => {
    const caseFile = jointCouple();
    const claims = caseFile.exemptions.claims.map((c) => (c.id === 'e-home' ? { ...c, amount: { kind: 'amount' as const, cents: 21_400_100 } } : c));
    const values = FORM_106C.values({ ...caseFile, exemptions: { system: 'state', stateCode: 'PA', claims } }, fixtureContext());
    expect(values['3']).toEqual(['yes']); // $214,001 > $214,000
  });

  it('prints the §522(p) amount and adjustment date of its revision (04/25), as the data has them', () => {
    const line3 = FORM_106C.parts[0]!.lines.find((l) => l.id === '3')!;
    const amount = getSec104Amount('stateHomesteadCap1215Days', new Date('2025-04-01T12:00:00Z')).value;
    expect(line3.label).toContain(`$${amount.toLocaleString('en-US')}`);
  });
});

describe('exemption limits in force', () => {
  const plainTables: FormContext['tables'] = {
    sec104Amount: (id) => ({ homestead: 31_575, motorVehicle: 5_025, householdGoodsAggregate: 16_850, jewelry: 2_125, wildcardBase: 1_675, wildcardUnusedHomestead: 15_800 })[id as string],
    stateExemptions: () => undefined,
  };
  const context = { ...fixtureContext(), tables: plainTables };

  it('doubles the federal amounts in a joint case and groups claims under one exemption', () => {
    const review = reviewExemptions(jointCouple(), context);
    const byId = (id: string) => review.find((r) => r.exemption === id)!;
    expect(byId('homestead')).toMatchObject({ claimedCents: 5_000_000, limitCents: 6_315_000, over: false });
    expect(byId('householdGoodsAggregate')).toMatchObject({ claimedCents: 500_000, limitCents: 3_370_000, claimIds: ['e-goods', 'e-electronics', 'e-clothes'] });
    // Wildcard: 2 x $1,675 plus the unused homestead (2 x 31,575 - 50,000 = 13,150), within 2 x $15,800.
    expect(byId('wildcardBase')).toMatchObject({ claimedCents: 200_000, limitCents: 335_000 + 1_315_000, over: false });
    expect(byId('11 U.S.C. § 522(d)(12)')).toMatchObject({ source: 'none', limitCents: null, over: false });
  });

  it('flags a claim above the limit', () => {
    const caseFile = jointCouple();
    const claims = caseFile.exemptions.claims.map((c) => (c.id === 'e-car' ? { ...c, amount: { kind: 'amount' as const, cents: 1_100_000 } } : c));
    const review = reviewExemptions({ ...caseFile, exemptions: { ...caseFile.exemptions, claims } }, context);
    expect(review.find((r) => r.exemption === 'motorVehicle')).toMatchObject({ claimedCents: 1_100_000, limitCents: 1_005_000, over: true });
  });

  it('uses the statute and amount the person entered where the project lacks the state’s amounts', () => {
    const caseFile = jointCouple();
    const claims = [{ id: 'e-state', propertyItemId: 'p-car', law: 'Example Stat. § 1-101', amount: { kind: 'amount' as const, cents: 400_000 }, enteredLimit: 350_000 }];
    const review = reviewExemptions({ ...caseFile, exemptions: { system: 'state', stateCode: 'PA', claims } }, context);
    expect(review).toEqual([expect.objectContaining({ exemption: 'Example Stat. § 1-101', source: 'entered', limitCents: 350_000, claimedCents: 400_000, over: true })]);
  });
});
