import { describe, expect, it } from 'vitest';
import { canReadReferenceData, readReferenceCsv } from '../../../../tests/support/reference-data.ts';
import { STATE_EXEMPTION_CATEGORIES } from '../data/state-exemption-categories-2026-12.ts';
import { exemptionListsFor, type ExemptionList } from './lists.ts';

const onDate = new Date('2026-12-15T12:00:00Z');
const rule = (list: ExemptionList | undefined, category: string) => list?.rules.find((r) => r.category === category);

describe('exemption lists with their statutes, dates, sources and confidence', () => {
  it('Ohio: its own list only (Ohio Rev. Code 2329.662), figures of 2329.66 in force 2025-04-01', () => {
    const ohio = exemptionListsFor('OH', { onDate, debtors: 1, stateName: 'Ohio' });
    expect(ohio.federalAllowed).toBe(false);
    expect(ohio.lists.map((l) => l.id)).toEqual(['state']);
    const vehicle = rule(ohio.lists[0], 'motor_vehicle')!;
    expect(vehicle).toMatchObject({ law: 'Ohio Rev. Code 2329.66(A)(2)', limitCents: 502_500, maxItems: 1, notes: [] });
    expect(vehicle.origin).toMatchObject({ confidence: 'H', asOf: expect.stringContaining('2025-04-01'), dataFile: 'exemptions_by_state_categories_2026-12_partial.csv' });
    expect(rule(ohio.lists[0], 'household_goods')).toMatchObject({ law: 'Ohio Rev. Code 2329.66(A)(4)(a)', limitCents: 1_685_000, perItemCents: 80_000 });
    expect(rule(ohio.lists[0], 'cash_or_bank_deposits')).toMatchObject({ law: 'Ohio Rev. Code 2329.66(A)(3)', limitCents: 62_500 });
    expect(rule(ohio.lists[0], 'wildcard')).toMatchObject({ law: 'Ohio Rev. Code 2329.66(A)(18)', limitCents: 167_500 });
  });

  it('a figure not marked H tells the person to check the statute, with a source link', () => {
    const ohio = exemptionListsFor('OH', { onDate, debtors: 1, stateName: 'Ohio' });
    const retirement = rule(ohio.lists[0], 'retirement')!;
    expect(retirement.law).toBe('Ohio Rev. Code 2329.66(A)(10)');
    expect(retirement.origin.confidence).toBe('M');
    expect(retirement.origin.checkAt).toMatch(/^https?:\/\//);
    const ny = exemptionListsFor('NY', { onDate, debtors: 1, stateName: 'New York' });
    expect(rule(ny.lists[0], 'motor_vehicle')!.notes).toContain('This amount may be out of date. Check N.Y. Debt. & Cred. Law 282(1); CPLR 5205(a)(8) before you file.');
  });

  it('joint filers: doubled where the data says each spouse claims it (Ohio), not where it says no (California), §522(m) for the federal list', () => {
    const ohio = exemptionListsFor('OH', { onDate, debtors: 2, stateName: 'Ohio' });
    expect(rule(ohio.lists[0], 'motor_vehicle')).toMatchObject({ limitCents: 1_005_000, maxItems: 2 });
    const ca = exemptionListsFor('CA', { onDate, debtors: 2, stateName: 'California' });
    const vehicle704 = rule(ca.lists.find((l) => l.id === '704'), 'motor_vehicle')!;
    expect(vehicle704.limitCents).toBe(862_500);
    expect(vehicle704.notes.join(' ')).toMatch(/not doubled/);
    const pa = exemptionListsFor('PA', { onDate, debtors: 2, stateName: 'Pennsylvania' });
    expect(rule(pa.lists.find((l) => l.id === 'federal'), 'motor_vehicle')).toMatchObject({ law: '11 U.S.C. § 522(d)(2)', limitCents: 1_005_000 });
  });

  it('the lists a person may choose: California has two systems and no federal list; Pennsylvania and Texas add the federal list', () => {
    expect(exemptionListsFor('CA', { onDate, debtors: 1, stateName: 'California' }).lists.map((l) => l.id)).toEqual(['704', '703.140(b)']);
    expect(exemptionListsFor('PA', { onDate, debtors: 1, stateName: 'Pennsylvania' }).lists.map((l) => l.id)).toEqual(['state', 'federal']);
    expect(exemptionListsFor('TX', { onDate, debtors: 1, stateName: 'Texas' }).lists.map((l) => l.id)).toEqual(['state', 'federal']);
  });

  it('federal §522(d) amounts in force 2025-04-01 (§104), and §522(b)(3)(C) retirement with the §522(n) IRA cap under any list', () => {
    const federal = exemptionListsFor('PA', { onDate, debtors: 1, stateName: 'Pennsylvania' }).lists[1]!;
    expect(rule(federal, 'wildcard')).toMatchObject({ law: '11 U.S.C. § 522(d)(5)', limitCents: 167_500, unusedHomestead: { capCents: 1_580_000 } });
    expect(rule(federal, 'motor_vehicle')!.origin).toMatchObject({ asOf: '2025-04-01', confidence: 'H' });
    const nevada = exemptionListsFor('NV', { onDate, debtors: 1, stateName: 'Nevada' }).lists[0]!;
    expect(rule(nevada, 'retirement')).toMatchObject({ law: '11 U.S.C. § 522(b)(3)(C)', limitCents: null, iraCapCents: 171_197_500 });
  });

  it('a state with no schedule in our data says so: the person types the statute and amount', () => {
    const ma = exemptionListsFor('MA', { onDate, debtors: 1, stateName: 'Massachusetts' });
    expect(ma.noStateSchedule).toBe(true);
    expect(ma.lists.every((l) => l.id === 'federal')).toBe(true);
  });

  it('a cell we cannot read as one figure is listed for the person to check, never guessed (N.Y. household goods)', () => {
    const ny = exemptionListsFor('NY', { onDate, debtors: 1, stateName: 'New York' }).lists[0]!;
    expect(rule(ny, 'household_goods')).toBeUndefined();
    expect(ny.unread.find((u) => u.category === 'household_goods')).toMatchObject({ law: 'CPLR 5205(a)(1)-(5); N.Y. Debt. & Cred. Law 283(1)' });
  });
});

const canRead = canReadReferenceData('exemptions_by_state_categories_2026-12_partial.csv');
describe.runIf(canRead)('the state exemption module equals its reference file', () => {
  it('every row, cell for cell', () => {
    const rows = readReferenceCsv('exemptions_by_state_categories_2026-12_partial.csv');
    expect(STATE_EXEMPTION_CATEGORIES.map((r) => [r.stateCode, r.system, r.category, r.amount, r.perItemLimit, r.doublingForJoint, r.citation, r.asOf, r.confidence])).toEqual(
      rows.map((r) => [r.state, r.system, r.category, r.amount, r.per_item_limit, r.doubling_for_joint, r.citation, r.effective_or_as_of, r.confidence]),
    );
  });
});
