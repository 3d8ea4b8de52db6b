import { describe, expect, it } from 'vitest';
import { caseFileSectionSchemas, exemptionsSectionSchema, propertySectionSchema, type CaseFileDraft } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { getFederalExemption } from '#shared/law/figures.ts';
import { caseExemptionLaw, claimableItems, proposedClaims } from '#shared/case-file/exemption-claims.ts';
import { federalUse, uncoveredEquity } from './exemptions.ts';

const fixture = jointCoupleCaseFile();
const draft = {
  filing: { ...fixture.filing, jointFiling: true },
  property: propertySectionSchema.parse(fixture.property),
  debts: caseFileSectionSchemas.debts.parse(fixture.debts),
} as unknown as CaseFileDraft;
const claims = exemptionsSectionSchema.parse(fixture.exemptions).claims;
const cents = (id: Parameters<typeof getFederalExemption>[0]) => Math.round(getFederalExemption(id, new Date('2026-12-15T12:00:00Z')).value * 100);

describe('exemption picker arithmetic', () => {
  it('the engine proposes the fixture’s own claims under the federal list: each item’s equity under its line’s exemption, the wildcard for money', () => {
    let n = 0;
    const federal = caseExemptionLaw(draft).lists!.lists.find((list) => list.id === 'federal')!;
    const suggested = proposedClaims(federal, claimableItems(draft), 2, () => `s${++n}`);
    const byItem = (list: typeof claims) => Object.fromEntries(list.map((c) => [c.propertyItemId, [c.federalExemptionId ?? null, c.amount]]));
    const expected = byItem(claims);
    // The fixture leaves the 401(k) without a federalExemptionId; the picker names it 'retirement'.
    expected['p-401k'] = ['retirement', { kind: 'fullValue' }];
    expect(byItem(suggested)).toEqual(expected);
  });

  it('shows what is left of each exemption, doubled for a joint case', () => {
    const use = Object.fromEntries(federalUse(draft, claims).map((u) => [u.option.id, u]));
    expect(use.homestead!.limitCents).toBe(2 * cents('homestead'));
    expect(use.homestead!.leftCents).toBe(2 * cents('homestead') - 5_000_000);
    expect(use.motorVehicle!.leftCents).toBe(2 * cents('motorVehicle') - 300_000);
    expect(use.householdGoodsAggregate!.usedCents).toBe(500_000);
    // The wildcard grows with the unused homestead, up to its own cap.
    const unusedHomestead = 2 * cents('homestead') - 5_000_000;
    expect(use.wildcardBase!.limitCents).toBe(2 * cents('wildcardBase') + Math.min(unusedHomestead, 2 * cents('wildcardUnusedHomestead')));
  });

  it('covers all equity with the fixture’s claims, and warns when a claim falls short', () => {
    expect(uncoveredEquity(draft, claims)).toEqual([]);
    const short = claims.map((c) => (c.propertyItemId === 'p-car' ? { ...c, amount: { kind: 'amount' as const, cents: 100_000 } } : c));
    const gaps = uncoveredEquity(draft, short);
    expect(gaps.map((g) => [g.item.id, g.equityCents, g.coveredCents])).toEqual([['p-car', 300_000, 100_000]]);
  });
});
