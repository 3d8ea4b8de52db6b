/**
 * Property at risk in Chapter 7: equity (value less liens) above what the exemptions protect, from
 * the one exemptions engine (../exemptions). The federal list of 11 U.S.C. §522(d) is applied where
 * the state lets filers choose it; where the state requires its own list, the state's list from our
 * data (the home by its homestead amount); where we have no list for the state, only the homestead
 * is estimated and the result says where to look.
 */
import { getFederalExemption, type Sec104Figure } from '../figures.ts';
import { bestClaims, compareLists, exemptionListsFor, type ClaimableItem, type ListOutcome } from '../exemptions/index.ts';
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

const ACCOUNT_LINES = { checking: 17, savings: 17, other: 17, cash: 16, retirement: 21 } as const;
const KIND_OF_LINE = (line: number): PropertyItemAtRisk['kind'] => (line === 1 ? 'home' : line === 3 ? 'vehicle' : line === 6 ? 'other' : 'accounts');

/** The household's assets as the exemptions engine reads them (home left out when it is estimated apart). */
function claimableAssets(household: Household, withHome: boolean): ClaimableItem[] {
  const { assets } = household;
  return [
    ...(withHome && assets.home ? [{ id: 'home', line: 1, equityCents: Math.max(0, assets.home.value - assets.home.liens) }] : []),
    ...assets.vehicles.map((v, i) => ({ id: `vehicle-${i}`, line: 3, equityCents: Math.max(0, v.value - v.loanBalance) })),
    ...assets.accounts.map((a, i) => ({ id: `account-${i}`, line: ACCOUNT_LINES[a.kind], equityCents: a.balance })),
    { id: 'other', line: 6, equityCents: assets.other },
  ];
}

/** The engine's outcome grouped as the assessment shows it: home, vehicles, accounts, other property. */
function groupedItems(outcome: ListOutcome, items: readonly ClaimableItem[], home?: PropertyItemAtRisk): PropertyItemAtRisk[] {
  const groups: PropertyItemAtRisk[] = (['home', 'vehicle', 'accounts', 'other'] as const).map((kind) => ({ kind, equityCents: 0, protectedCents: 0, atRiskCents: 0 }));
  if (home) groups[0] = { ...home };
  for (const result of outcome.items) {
    const line = items.find((item) => item.id === result.itemId)?.line ?? 6;
    const group = groups.find((g) => g.kind === KIND_OF_LINE(line))!;
    group.equityCents += result.equityCents;
    group.protectedCents += result.protectedCents;
    group.atRiskCents += result.unprotectedCents;
  }
  return groups;
}

function federalOutcome(household: Household, filingDate: Date, stateCode: string, stateName: string): { items: PropertyItemAtRisk[]; homesteadCents: number; homestead: Sec104Figure } {
  const filers = household.about.maritalStatus === 'married-filing-jointly' ? 2 : 1;
  const federal = exemptionListsFor(stateCode, { onDate: filingDate, debtors: filers, stateName, federalOnly: true }).lists[0]!;
  const items = claimableAssets(household, true);
  const grouped = groupedItems(bestClaims(federal, items, filers), items);
  return {
    items: grouped.filter((i) => i.equityCents > 0 || (i.kind === 'home' && household.assets.home !== undefined)),
    homesteadCents: cents(getFederalExemption('homestead', filingDate)) * filers,
    homestead: getFederalExemption('homestead', filingDate),
  };
}

/** Under the state's own list: the engine for everything but the home, whose homestead amount comes from the 2026-11 data. */
function stateListOutcome(household: Household, filingDate: Date, state: StateExemptions, stateName: string): { items: PropertyItemAtRisk[]; notes: EstimateNote[]; lessSure: string[] } | undefined {
  const filers = household.about.maritalStatus === 'married-filing-jointly' ? 2 : 1;
  const { lists } = exemptionListsFor(state.stateCode, { onDate: filingDate, debtors: filers, stateName });
  if (lists.length === 0) return undefined;
  const notes: EstimateNote[] = [];
  const { home: ownHome } = household.assets;
  let home: PropertyItemAtRisk | undefined;
  if (ownHome) {
    const equity = Math.max(0, ownHome.value - ownHome.liens);
    const limit = state.homestead.kind === 'unlimited' ? equity : state.homestead.kind === 'amount' || state.homestead.kind === 'lowestOfSeveral' ? state.homestead.value * 100 : 0;
    const protectedCents = Math.min(equity, limit);
    home = { kind: 'home', equityCents: equity, protectedCents, atRiskCents: equity - protectedCents };
    notes.push({
      figure: 'Home equity protected',
      why: `From ${stateName}'s homestead exemption as gathered (“${state.homesteadSingle}”, as of ${day(state.asOf)}); acreage limits, age and marital status can change it.`,
    });
  }
  const items = claimableAssets(household, false);
  const comparison = compareLists(lists, items, filers, { homeClaimedElsewhere: ownHome !== undefined });
  const best = comparison.outcomes.find((o) => o.listId === comparison.bestListId)!;
  const list = lists.find((l) => l.id === best.listId)!;
  const lessSure = [...new Set(best.claims.flatMap((claim) => list.rules.find((r) => r.id === claim.ruleId && r.origin.confidence !== 'H')?.law ?? []))];
  return { items: groupedItems(best, items, home).filter((i) => i.equityCents > 0 || (i.kind === 'home' && ownHome !== undefined)), notes, lessSure };
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
    const federal = federalOutcome(household, filingDate, stateCode, stateName);
    const { homestead } = federal;
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

  const own = state?.system === 'stateOnly' ? stateListOutcome(household, filingDate, state, stateName) : undefined;
  if (state && own) {
    const total = own.items.reduce((sum, i) => sum + i.atRiskCents, 0);
    notes.push(...own.notes, {
      figure: 'Property at risk',
      why: `We applied ${stateName}'s exemptions from our data (statutes and amounts as of each row's date), household goods as a total and one vehicle per filer.${own.lessSure.length > 0 ? ` Check ${own.lessSure.join('; ')}: our amount is less certain.` : ''}`,
    });
    if (total > 0) {
      reasons.push({
        id: 'property-at-risk',
        fact: `About ${formatCents(total, { cents: 'auto' })} of what you own is worth more than ${stateName}'s exemptions protect.`,
        rule: `In Chapter 7 the trustee may sell property not protected by an exemption; ${stateName} requires its own list.`,
        effect: 'Chapter 7 could cost you that property; Chapter 13 lets you keep it by paying its value through the plan.',
        citation: `11 U.S.C. §522(b)(3); ${state.optOutCitation}; §704(a)(1); §1325(a)(4)`,
        severity: 'warning',
      });
    }
    return { property: { system: 'state', totalAtRiskCents: total, items: own.items, source: stateSource ?? null }, reasons, notes };
  }

  // No list of the state's exemptions in our data: only the homestead is known.
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
