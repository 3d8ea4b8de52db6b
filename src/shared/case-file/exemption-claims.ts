/**
 * The case file read by the one exemptions engine (src/shared/law/exemptions): whose law applies
 * (the 730-day rule over the places the person lived, else the state they live in now), the lists
 * they may choose, their property as claimable items, the proposed claims, and each claim's limit
 * for the cross-checks. The interview, Schedule C's checks and the assessment all go through here
 * or the engine itself.
 */
import { bestClaims, exemptionDomicile, exemptionListsFor, findRule, wildcardLimit, type ClaimableItem, type DomicileResult, type ExemptionList, type ListsForCase } from '../law/exemptions/index.ts';
import { REQUIRED_JURISDICTIONS } from '../law/median-income-import.ts';
import type { CaseFileDraft, ExemptionClaim } from './case-file.ts';

export const stateNameOf = (code: string): string => REQUIRED_JURISDICTIONS[code] ?? code;

/** The filing date as a Date (today when not given yet). */
export function exemptionFilingDate(draft: Pick<CaseFileDraft, 'filing'>): Date {
  const planned = draft.filing?.plannedFilingDate;
  return planned ? new Date(`${planned}T12:00:00Z`) : new Date();
}

export interface CaseExemptionLaw {
  /** The state whose law applies (null: the answers do not settle it yet). */
  stateCode: string | null;
  /** From the places the person lived; absent when they have not told us yet. */
  domicile?: DomicileResult;
  /** Where they live now (the filing district's state, else their address). */
  homeState: string;
  lists: ListsForCase | null;
}

/** Whose exemptions apply to the case, and the lists the person may choose. */
export function caseExemptionLaw(draft: CaseFileDraft): CaseExemptionLaw {
  const homeState = draft.filing?.district.state ?? draft.debtors?.debtor.address.state ?? '';
  const onDate = exemptionFilingDate(draft);
  const residences = draft.exemptions?.residences ?? [];
  const domicile = residences.length > 0 ? exemptionDomicile(residences, onDate.toISOString().slice(0, 10), { stateName: stateNameOf }) : undefined;
  const stateCode = domicile ? domicile.stateCode : homeState || null;
  const debtors = draft.filing?.jointFiling ? 2 : 1;
  const lists = stateCode ? exemptionListsFor(stateCode, { onDate, debtors, stateName: stateNameOf(stateCode), federalOnly: domicile?.federalFallback === true }) : null;
  return { stateCode, ...(domicile ? { domicile } : {}), homeState, lists };
}

/** Secured debts on each property item, in cents. */
export function securedByItem(draft: CaseFileDraft): Map<string, number> {
  const owed = new Map<string, number>();
  for (const debt of draft.debts?.debts ?? []) {
    if (debt.kind === 'secured') owed.set(debt.collateralItemId, (owed.get(debt.collateralItemId) ?? 0) + debt.amount);
  }
  return owed;
}

/** The person's property as the engine reads it: equity is the value of their part minus the debts it secures. */
export function claimableItems(draft: CaseFileDraft): ClaimableItem[] {
  const owed = securedByItem(draft);
  return (draft.property?.items ?? []).map((item) => ({
    id: item.id,
    line: item.line,
    equityCents: Math.max(0, item.value - (owed.get(item.id) ?? 0)),
    ...(item.account?.type === 'ira' ? { isIra: true } : {}),
    ...(item.owner === 'both' ? { ownedByBoth: true } : {}),
  }));
}

/** The list a saved section (or the engine's best, when none is saved) points at. */
export function chosenList(law: CaseExemptionLaw, section: Pick<NonNullable<CaseFileDraft['exemptions']>, 'system' | 'listId'> | undefined): ExemptionList | undefined {
  const lists = law.lists?.lists ?? [];
  if (!section) return lists[0];
  if (section.system === 'federal') return lists.find((list) => list.id === 'federal');
  return lists.find((list) => list.id === (section.listId ?? 'state')) ?? lists.find((list) => list.schedule === 'state');
}

/** The engine's claims under a list, as case-file claims (every one can be changed by the person). */
export function proposedClaims(list: ExemptionList, items: readonly ClaimableItem[], debtors: 1 | 2, newId: () => string): ExemptionClaim[] {
  return bestClaims(list, items, debtors).claims.map((claim) => ({
    id: newId(),
    propertyItemId: claim.itemId,
    law: claim.law,
    ruleId: claim.ruleId,
    ...(list.id === 'federal' ? { federalExemptionId: claim.ruleId.replace(/^federal:/, '') } : {}),
    amount: claim.amount,
  }));
}

export interface RuleUse {
  ruleId: string;
  law: string;
  label: string;
  /** The limit for this case (the wildcard's after the homestead claims); null: no dollar limit. */
  limitCents: number | null;
  usedCents: number;
  claimIds: string[];
}

/**
 * How much of each engine rule the claims use, against its limit for this case. A claim of 100% of
 * value counts the item's equity. Claims the person typed themselves (no rule) are left out.
 */
export function ruleUses(draft: CaseFileDraft, list: ExemptionList | undefined, claims: readonly ExemptionClaim[]): RuleUse[] {
  if (!list) return [];
  const equity = new Map(claimableItems(draft).map((item) => [item.id, item.equityCents]));
  const uses = new Map<string, RuleUse>();
  for (const claim of claims) {
    const rule = claim.ruleId ? findRule([list], claim.ruleId) : undefined;
    if (!rule) continue;
    const use = uses.get(rule.id) ?? { ruleId: rule.id, law: rule.law, label: rule.label, limitCents: rule.limitCents, usedCents: 0, claimIds: [] };
    use.usedCents += claim.amount.kind === 'amount' ? claim.amount.cents : (equity.get(claim.propertyItemId) ?? 0);
    use.claimIds.push(claim.id);
    uses.set(rule.id, use);
  }
  // A home claimed under a law the person typed uses the homestead too.
  const lines = new Map((draft.property?.items ?? []).map((item) => [item.id, item.line]));
  const typedHomestead = claims.filter((claim) => !claim.ruleId && lines.get(claim.propertyItemId) === 1).reduce((sum, claim) => sum + (claim.amount.kind === 'amount' ? claim.amount.cents : (equity.get(claim.propertyItemId) ?? 0)), 0);
  const homesteadUsed = typedHomestead + [...uses.values()].filter((use) => findRule([list], use.ruleId)?.category === 'homestead').reduce((sum, use) => sum + use.usedCents, 0);
  const debtors = draft.filing?.jointFiling ? 2 : 1;
  for (const use of uses.values()) {
    if (findRule([list], use.ruleId)?.category === 'wildcard') use.limitCents = wildcardLimit(list, homesteadUsed, debtors);
  }
  return [...uses.values()];
}
