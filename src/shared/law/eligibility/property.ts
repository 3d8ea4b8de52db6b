/**
 * Property at risk in Chapter 7: equity (value less liens) above what the exemptions protect. The
 * federal list of 11 U.S.C. §522(d) is applied where the state lets filers choose it; where the
 * state requires its own list, only its homestead amount is in our data, so the rest cannot be
 * estimated and the result says where to look.
 */
import { type FederalExemptionId, getFederalExemption, type Sec104Figure } from '../figures.ts';
import type { Household } from '../household/household.ts';
import { getStateExemptions, type StateExemptions } from '../state-exemptions.ts';
import { formatIsoDate as day } from '../../format/dates.ts';
import { formatCents } from '../../format/money.ts';
import type { EstimateNote, PropertyAtRisk, PropertyItemAtRisk, Reason } from './types.ts';

const cents = (figure: Sec104Figure): number => Math.round(figure.value * 100);

interface PropertyOutcome {
  property: PropertyAtRisk;
  reasons: Reason[];
  notes: EstimateNote[];
}

function whereToLook(state: StateExemptions | undefined, stateName: string): string {
  const law = state?.optOutCitation ? `${stateName}'s exemption law (${state.optOutCitation})` : `${stateName}'s exemption laws`;
  return `Look up ${law}, or ask a legal aid office or a bankruptcy attorney in ${stateName} which property it protects.`;
}

function federalOutcome(household: Household, filingDate: Date): { items: PropertyItemAtRisk[]; homesteadCents: number; figures: Sec104Figure[] } {
  const get = (id: FederalExemptionId) => getFederalExemption(id, filingDate);
  // Spouses filing together each claim the exemptions (§522(m)).
  const filers = household.about.maritalStatus === 'married-filing-jointly' ? 2 : 1;
  const homestead = get('homestead');
  const vehicle = get('motorVehicle');
  const goods = get('householdGoodsAggregate');
  const wildcardBase = get('wildcardBase');
  const wildcardUnusedHomestead = get('wildcardUnusedHomestead');
  const { assets } = household;

  const homeEquity = assets.home ? Math.max(0, assets.home.value - assets.home.liens) : 0;
  const homesteadCents = cents(homestead) * filers;
  const homeProtected = Math.min(homeEquity, homesteadCents);
  const unusedPerFiler = Math.floor((homesteadCents - homeProtected) / filers);
  let wildcard = filers * (cents(wildcardBase) + Math.min(unusedPerFiler, cents(wildcardUnusedHomestead)));

  // One vehicle per filer, the ones with the most equity.
  const vehicleEquities = assets.vehicles.map((v) => Math.max(0, v.value - v.loanBalance)).sort((a, b) => b - a);
  const vehicleEquity = vehicleEquities.reduce((total, e) => total + e, 0);
  const vehicleProtected = vehicleEquities.slice(0, filers).reduce((total, e) => total + Math.min(e, cents(vehicle)), 0);

  // Retirement funds are protected (§522(d)(12)); other accounts only by the wildcard.
  const accountEquity = assets.accounts.filter((a) => a.kind !== 'retirement').reduce((total, a) => total + a.balance, 0);
  const otherProtected = Math.min(assets.other, cents(goods) * filers);

  const items: PropertyItemAtRisk[] = [
    { kind: 'home', equityCents: homeEquity, protectedCents: homeProtected, atRiskCents: 0 },
    { kind: 'vehicle', equityCents: vehicleEquity, protectedCents: vehicleProtected, atRiskCents: 0 },
    { kind: 'accounts', equityCents: accountEquity, protectedCents: 0, atRiskCents: 0 },
    { kind: 'other', equityCents: assets.other, protectedCents: otherProtected, atRiskCents: 0 },
  ];
  // The wildcard (§522(d)(5)) covers what is left, cash first.
  for (const kind of ['accounts', 'other', 'vehicle', 'home'] as const) {
    const item = items.find((i) => i.kind === kind)!;
    const extra = Math.min(wildcard, item.equityCents - item.protectedCents);
    item.protectedCents += extra;
    wildcard -= extra;
    item.atRiskCents = item.equityCents - item.protectedCents;
  }
  return {
    items: items.filter((i) => i.equityCents > 0 || (i.kind === 'home' && assets.home !== undefined)),
    homesteadCents,
    figures: [homestead, vehicle, goods, wildcardBase, wildcardUnusedHomestead],
  };
}

/** `stateName` is for the words people read ("Ohio"), from the median table the means test used. */
export function propertyAtRisk(household: Household, filingDate: Date, stateName: string): PropertyOutcome {
  const { stateCode } = household.about;
  const state = getStateExemptions(stateCode);
  const reasons: Reason[] = [];
  const notes: EstimateNote[] = [];
  const stateSource = state && {
    effectiveDate: state.asOf,
    source: state.sources,
    officialSource: state.optOutCitation || `${stateCode} exemption statutes`,
    dataFile: state.dataFile,
  };

  if (state?.system === 'stateOrFederal') {
    const federal = federalOutcome(household, filingDate);
    const homestead = federal.figures[0]!;
    const total = federal.items.reduce((sum, i) => sum + i.atRiskCents, 0);
    notes.push({
      figure: 'Property at risk',
      why: 'We applied the federal exemptions item by item in a simplified way (household goods as a total, one vehicle per filer); your state’s own list may protect more.',
    });
    const home = federal.items.find((i) => i.kind === 'home');
    if (home && home.atRiskCents > 0 && (state.homestead.kind === 'unlimited' || (('value' in state.homestead) && state.homestead.value * 100 > federal.homesteadCents))) {
      reasons.push({
        id: 'state-homestead-may-protect-more',
        fact: `${stateName} lets you choose its own exemptions; its homestead exemption is ${state.homesteadSingle} (as of ${day(state.asOf)}).`,
        rule: 'You may use either the federal list or your state’s list, not a mix.',
        effect: 'Your state’s list may protect more of your home; compare both before choosing.',
        citation: '11 U.S.C. §522(b)(1)-(3)',
        severity: 'info',
      });
    }
    if (total > 0) {
      reasons.push({
        id: 'property-at-risk',
        fact: `About ${formatCents(total, { cents: 'auto' })} of what you own is worth more than the federal exemptions protect.`,
        rule: `In Chapter 7 the trustee may sell property not protected by an exemption (federal homestead ${formatCents(cents(homestead), { cents: 'auto' })} in force since ${day(homestead.effectiveDate)}).`,
        effect: 'Chapter 7 could cost you that property; Chapter 13 lets you keep it by paying its value through the plan.',
        citation: '11 U.S.C. §522(d); §704(a)(1); §1325(a)(4)',
        severity: 'warning',
      });
    }
    return {
      property: {
        system: 'federal',
        totalAtRiskCents: total,
        items: federal.items,
        source: { effectiveDate: homestead.effectiveDate, source: homestead.source, officialSource: '11 U.S.C. §522(d), as adjusted under 11 U.S.C. §104', dataFile: homestead.dataFile },
      },
      reasons,
      notes,
    };
  }

  // The state's own list: only the homestead is known.
  const place = whereToLook(state, stateName);
  const items: PropertyItemAtRisk[] = [];
  const home = household.assets.home;
  if (home && state && state.system === 'stateOnly') {
    const equity = Math.max(0, home.value - home.liens);
    const protectedCents =
      state.homestead.kind === 'unlimited' ? equity : state.homestead.kind === 'amount' || state.homestead.kind === 'lowestOfSeveral' ? Math.min(equity, state.homestead.value * 100) : null;
    if (protectedCents !== null) {
      items.push({ kind: 'home', equityCents: equity, protectedCents, atRiskCents: equity - protectedCents });
      notes.push({
        figure: 'Home equity protected',
        why: `From ${stateName}'s homestead exemption as gathered (“${state.homesteadSingle}”, as of ${day(state.asOf)}); acreage limits, age and marital status can change it.`,
      });
    }
  }
  reasons.push({
    id: 'state-exemptions-unknown',
    fact: state?.system === 'stateOnly' ? `${stateName} requires its own list of exemptions instead of the federal one.` : `We do not know which exemptions ${stateName} allows.`,
    rule: 'What you keep in Chapter 7 depends on your state’s exemptions.',
    effect: `We can't estimate your state's exemptions for all your property: ${place}`,
    citation: state?.optOutCitation ? `11 U.S.C. §522(b)(2); ${state.optOutCitation}` : '11 U.S.C. §522(b)',
    severity: 'warning',
  });
  notes.push({ figure: 'Property at risk', why: `We can't estimate your state's exemptions for vehicles, accounts and other property.` });
  return {
    property: { system: state?.system === 'stateOnly' ? 'state' : 'unknown', totalAtRiskCents: null, items, whereToLook: place, source: stateSource ?? null },
    reasons,
    notes,
  };
}
