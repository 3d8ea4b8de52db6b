import { describe, expect, it } from 'vitest';
import { caseExemptionLaw, chosenList, claimableItems, proposedClaims, ruleUses } from './exemption-claims.ts';
import type { CaseFileDraft, ExemptionClaim } from './case-file.ts';

// A renter in Columbus, Ohio filing 2026-12-15: a paid-off car, household goods, a checking account.
const draft = (exemptions?: CaseFileDraft['exemptions']): CaseFileDraft =>
  ({
    filing: { chapter: 7, plannedFilingDate: '2026-12-15', district: { code: 'ohsd', name: 'Southern District of Ohio', state: 'OH' }, jointFiling: false, filingFee: 'full', creditCounseling: { debtor: { status: 'notYet' } } },
    property: {
      items: [
        { id: 'car', line: 3, description: 'Car', value: 500_000, owner: 'debtor1', vehicle: { make: 'Honda', model: 'Civic', year: 2016 } },
        { id: 'goods', line: 6, description: 'Furniture', value: 200_000, owner: 'debtor1' },
        { id: 'bank', line: 17, description: 'Checking', value: 120_000, owner: 'debtor1', account: { type: 'checking', institution: 'Bank' } },
      ],
    },
    ...(exemptions ? { exemptions } : {}),
  }) as CaseFileDraft;

describe('the case file read by the exemptions engine', () => {
  it('without places lived: the state of the filing district (Ohio), its own list only', () => {
    const law = caseExemptionLaw(draft());
    expect(law).toMatchObject({ stateCode: 'OH', homeState: 'OH' });
    expect(law.domicile).toBeUndefined();
    expect(law.lists?.lists.map((l) => l.id)).toEqual(['state']);
  });

  it('the mover: in Ohio for 14 months, Florida before: Florida’s list (11 U.S.C. § 522(b)(3)(A)), with the reason', () => {
    const law = caseExemptionLaw(draft({ system: 'state', claims: [], residences: [{ id: 'r1', stateCode: 'OH', from: '2025-10-15' }, { id: 'r2', stateCode: 'FL', from: '2010-01-01', to: '2025-10-14' }] }));
    expect(law.stateCode).toBe('FL');
    expect(law.domicile?.reason).toMatch(/^You moved from Florida 14 months ago, so Florida’s exemptions apply\./);
    const florida = chosenList(law, { system: 'state' })!;
    expect(proposedClaims(florida, claimableItems(draft()), 1, () => 'e').map((c) => [c.propertyItemId, c.law])).toEqual([
      ['car', 'Fla. Stat. 222.25(1) as amended by SB 158 (2024)'],
      ['goods', 'Fla. Const. art. X, s. 4(a)(2)'],
      // $1,000 of the $2,000 goods under the constitution; the rest and the bank under the $4,000 wildcard.
      ['goods', 'Fla. Stat. 222.25(4)'],
      ['bank', 'Fla. Stat. 222.25(4)'],
    ]);
  });

  it('what each rule’s claims use against its limit; a claim the person typed is left to its own limit', () => {
    const list = chosenList(caseExemptionLaw(draft()), undefined)!;
    const claims: ExemptionClaim[] = [
      { id: 'a', propertyItemId: 'car', law: 'Ohio Rev. Code 2329.66(A)(2)', ruleId: 'OH:state:motor_vehicle', amount: { kind: 'amount', cents: 510_000 } },
      { id: 'b', propertyItemId: 'bank', law: 'Ohio Rev. Code 2329.66(A)(18)', ruleId: 'OH:state:wildcard', amount: { kind: 'fullValue' } },
      { id: 'c', propertyItemId: 'goods', law: 'A statute she typed', amount: { kind: 'amount', cents: 100 }, enteredLimit: 100 },
    ];
    expect(ruleUses(draft(), list, claims).map((u) => [u.law, u.usedCents, u.limitCents])).toEqual([
      ['Ohio Rev. Code 2329.66(A)(2)', 510_000, 502_500],
      ['Ohio Rev. Code 2329.66(A)(18)', 120_000, 167_500],
    ]);
  });
});
