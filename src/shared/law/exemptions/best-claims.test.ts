import { describe, expect, it } from 'vitest';
import { bestClaims, compareLists, wildcardLimit, type ClaimableItem } from './best-claims.ts';
import { exemptionListsFor } from './lists.ts';

// Cases filed 2026-12-15: the §522(d) amounts of 2025-04-01 and the state rows of the 2026-12 data.
const onDate = new Date('2026-12-15T12:00:00Z');
const listsFor = (stateCode: string, debtors: 1 | 2 = 1) => exemptionListsFor(stateCode, { onDate, debtors, stateName: stateCode }).lists;
const $ = (dollars: number) => dollars * 100;
const car = (dollars: number, extra: Partial<ClaimableItem> = {}): ClaimableItem => ({ id: 'car', line: 3, equityCents: $(dollars), ...extra });
const goods = (dollars: number): ClaimableItem => ({ id: 'goods', line: 6, equityCents: $(dollars) });
const bank = (dollars: number): ClaimableItem => ({ id: 'bank', line: 17, equityCents: $(dollars) });
const jewelry = (dollars: number): ClaimableItem => ({ id: 'jewelry', line: 12, equityCents: $(dollars) });
const home = (dollars: number): ClaimableItem => ({ id: 'home', line: 1, equityCents: $(dollars) });
const claimsOf = (outcome: ReturnType<typeof bestClaims>) => outcome.claims.map((c) => [c.itemId, c.law, c.amount.kind === 'amount' ? c.amount.cents / 100 : '100%']);
const unprotected = (outcome: ReturnType<typeof bestClaims>) => Object.fromEntries(outcome.items.map((i) => [i.itemId, i.unprotectedCents / 100]));

describe('the best claim per item', () => {
  it('Ohio, the Columbus renter: her paid-off $5,000 car under 2329.66(A)(2), goods under (A)(4)(a), the bank under (A)(3) and the wildcard (A)(18)', () => {
    const outcome = bestClaims(listsFor('OH')[0]!, [car(5000), goods(2000), bank(1200)], 1);
    expect(claimsOf(outcome)).toEqual([
      ['car', 'Ohio Rev. Code 2329.66(A)(2)', 5000],
      ['goods', 'Ohio Rev. Code 2329.66(A)(4)(a)', 2000],
      ['bank', 'Ohio Rev. Code 2329.66(A)(3)', 625],
      ['bank', 'Ohio Rev. Code 2329.66(A)(18)', 575],
    ]);
    expect(outcome.totals.unprotectedCents).toBe(0);
  });

  it('Ohio: a $7,000 car takes the vehicle exemption ($5,025) and then the wildcard ($1,675); what is left stays unprotected', () => {
    const outcome = bestClaims(listsFor('OH')[0]!, [bank(1200), car(7000)], 1);
    expect(unprotected(outcome)).toEqual({ bank: 575, car: 300 });
  });

  it('Ohio joint filers: each spouse’s vehicle exemption on a car both own (2329.66(A)(2), per debtor)', () => {
    const list = listsFor('OH', 2)[0]!;
    expect(unprotected(bestClaims(list, [car(9000, { ownedByBoth: true })], 2))).toEqual({ car: 0 });
    // Owned by one spouse: one vehicle exemption ($5,025), then the doubled wildcard ($3,350).
    expect(unprotected(bestClaims(list, [car(9000)], 2))).toEqual({ car: 625 });
  });

  it('Florida renter: vehicle $5,000 (222.25(1)) and the $4,000 wildcard (222.25(4)); a homeowner gets no wildcard', () => {
    const list = listsFor('FL')[0]!;
    const renter = bestClaims(list, [car(6000), goods(800), bank(3000)], 1);
    expect(claimsOf(renter)).toEqual([
      ['car', 'Fla. Stat. 222.25(1) as amended by SB 158 (2024)', 5000],
      ['goods', 'Fla. Const. art. X, s. 4(a)(2)', 800],
      ['car', 'Fla. Stat. 222.25(4)', 1000],
      ['bank', 'Fla. Stat. 222.25(4)', 3000],
    ]);
    expect(renter.totals.unprotectedCents).toBe(0);
    const owner = bestClaims(list, [home(100_000), car(6000)], 1);
    expect(unprotected(owner)).toMatchObject({ car: 1000 });
  });

  it('Texas lets filers choose: the state’s $50,000 personal property cap (Tex. Prop. Code 42.001(a)) protects more than the federal list here', () => {
    const items = [car(30_000), goods(20_000), jewelry(15_000), bank(5000)];
    const comparison = compareLists(listsFor('TX'), items, 1);
    const [state, federal] = comparison.outcomes;
    expect(state!.totals.protectedCents).toBe($(50_000));
    expect(unprotected(state!)).toEqual({ car: 0, goods: 0, jewelry: 15_000, bank: 5000 });
    // Federal: $5,025 car + $16,850 goods + $2,125 jewelry + wildcard $1,675 + $15,800 unused homestead.
    expect(federal!.totals.protectedCents).toBe($(41_475));
    expect(comparison.bestListId).toBe('state');
  });

  it('California: 703.140(b) (wildcard $1,950 + unused homestead up to $36,750) protects a renter’s money; 704 does not', () => {
    const items = [car(10_000), goods(3000), bank(5000)];
    const [system704, system703] = compareLists(listsFor('CA'), items, 1).outcomes;
    expect(system704!.listId).toBe('704');
    expect(claimsOf(system704!)).toEqual([
      ['car', 'Cal. Code Civ. Proc. 704.010', 8625],
      ['goods', 'Cal. Code Civ. Proc. 704.020', '100%'],
    ]);
    expect(system704!.totals.unprotectedCents).toBe($(6375));
    expect(system703!.totals.unprotectedCents).toBe(0);
    expect(compareLists(listsFor('CA'), items, 1).bestListId).toBe('703.140(b)');
  });

  it('Pennsylvania: only the $300 general exemption (42 Pa.C.S. 8123(a)) against the federal list, which protects everything here', () => {
    const comparison = compareLists(listsFor('PA'), [car(4000), goods(2000), bank(1500)], 1);
    const [state, federal] = comparison.outcomes;
    expect(claimsOf(state!)).toEqual([['car', '42 Pa.C.S. 8123(a)', 300]]);
    expect(federal!.totals.unprotectedCents).toBe(0);
    expect(comparison.bestListId).toBe('federal');
  });

  it('Georgia renter: the wildcard $1,200 grows by up to $10,000 of unused homestead (O.C.G.A. 44-13-100(a)(6))', () => {
    const list = listsFor('GA')[0]!;
    expect(wildcardLimit(list, 0, 1)).toBe($(11_200));
    const outcome = bestClaims(list, [car(8000), goods(2000), bank(6000)], 1);
    expect(claimsOf(outcome)).toEqual([
      ['car', 'O.C.G.A. 44-13-100(a)(3)', 5000],
      ['goods', 'O.C.G.A. 44-13-100(a)(4)', 2000],
      ['car', 'O.C.G.A. 44-13-100(a)(6)', 3000],
      ['bank', 'O.C.G.A. 44-13-100(a)(6)', 6000],
    ]);
    // A homeowner whose homestead claim is typed in: no unused homestead is assumed.
    expect(unprotected(bestClaims(list, [home(50_000), car(8000)], 1))).toMatchObject({ car: 1800 });
  });

  it('Nevada: vehicle $15,000 (NRS 21.090(1)(f),(p)), jewelry $5,000 (1)(a), the $10,000 wildcard (1)(z) for the rest', () => {
    const outcome = bestClaims(listsFor('NV')[0]!, [car(20_000), goods(5000), jewelry(3000), bank(4000)], 1);
    expect(outcome.totals.unprotectedCents).toBe(0);
    expect(claimsOf(outcome).filter(([, law]) => law === 'NRS 21.090(1)(z)')).toEqual([
      ['car', 'NRS 21.090(1)(z)', 5000],
      ['bank', 'NRS 21.090(1)(z)', 4000],
    ]);
  });

  it('New York: household goods and cash have no figure we can read, so the federal list protects more', () => {
    const comparison = compareLists(listsFor('NY'), [car(6000), goods(3000), bank(2000)], 1);
    const [state, federal] = comparison.outcomes;
    expect(claimsOf(state!)).toEqual([
      ['car', 'N.Y. Debt. & Cred. Law 282(1); CPLR 5205(a)(8)', 4825],
      ['car', 'CPLR 5205(a)(9); N.Y. Debt. & Cred. Law 283(2)', 1175],
    ]);
    expect(unprotected(state!)).toEqual({ car: 0, goods: 3000, bank: 2000 });
    expect(federal!.totals.unprotectedCents).toBe(0);
    expect(comparison.bestListId).toBe('federal');
  });

  it('retirement: 100% of a 401(k) under § 522(b)(3)(C); an IRA as an amount within the § 522(n) cap', () => {
    const list = listsFor('NV')[0]!;
    const outcome = bestClaims(list, [{ id: '401k', line: 21, equityCents: $(80_000) }, { id: 'ira', line: 21, equityCents: $(20_000), isIra: true }], 1);
    expect(claimsOf(outcome)).toEqual([
      ['401k', '11 U.S.C. § 522(b)(3)(C)', '100%'],
      ['ira', '11 U.S.C. § 522(b)(3)(C)', 20_000],
    ]);
  });
});
