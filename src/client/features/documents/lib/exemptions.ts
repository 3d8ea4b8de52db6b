// The exemption picker's arithmetic (Schedule C): each property item's equity, the federal
// §522(d) exemptions in force on the filing date with what is left of each as property is
// assigned, and the equity no claim covers. Proposals come from the one exemptions engine
// (#shared/case-file/exemption-claims.ts); amounts from the dated data module only.
import type { CaseFileDraft, ExemptionClaim, PropertyItem } from '#shared/case-file/index.ts';
import { getFederalExemption, type FederalExemptionId } from '#shared/law/figures.ts';
import { securedByItem } from '#shared/case-file/exemption-claims.ts';

export interface FederalExemptionOption {
  /** Stored as the claim's `federalExemptionId` ('retirement' has no §104 amount: no limit). */
  id: FederalExemptionId | 'retirement';
  law: string;
  label: string;
  /** Schedule A/B lines it usually protects (the suggestion; the person may choose another). */
  lines: readonly number[];
  /** The limit for this case in cents (doubled in a joint case, 11 U.S.C. §522(m)); null: no dollar limit. */
  limitCents: number | null;
  /** A limit per single item (household goods), in cents. */
  perItemCents?: number;
  effectiveDate?: string;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The filing date as a Date (today when not given yet). */
export function filingDateOf(draft: CaseFileDraft): Date {
  const planned = draft.filing?.plannedFilingDate;
  return planned ? new Date(`${planned}T12:00:00Z`) : new Date();
}

/** The federal exemptions for this case, with limits in force on the planned filing date. */
export function federalOptions(draft: CaseFileDraft): FederalExemptionOption[] {
  const onDate = filingDateOf(draft);
  const people = draft.filing?.jointFiling ? 2 : 1;
  const limit = (id: FederalExemptionId) => {
    const figure = getFederalExemption(id, onDate);
    return { limitCents: cents(figure.value) * people, effectiveDate: figure.effectiveDate };
  };
  return [
    { id: 'homestead', law: '11 U.S.C. § 522(d)(1)', label: 'Your home (homestead)', lines: [1], ...limit('homestead') },
    { id: 'motorVehicle', law: '11 U.S.C. § 522(d)(2)', label: 'One motor vehicle', lines: [3, 4], ...limit('motorVehicle') },
    {
      id: 'householdGoodsAggregate',
      law: '11 U.S.C. § 522(d)(3)',
      label: 'Household goods, clothes, books, animals, instruments',
      lines: [6, 7, 8, 9, 11, 13, 14],
      ...limit('householdGoodsAggregate'),
      perItemCents: cents(getFederalExemption('householdGoodsPerItem', onDate).value),
    },
    { id: 'jewelry', law: '11 U.S.C. § 522(d)(4)', label: 'Jewelry', lines: [12], ...limit('jewelry') },
    { id: 'toolsOfTrade', law: '11 U.S.C. § 522(d)(6)', label: 'Tools of your trade', lines: [40, 49], ...limit('toolsOfTrade') },
    { id: 'retirement', law: '11 U.S.C. § 522(d)(12)', label: 'Retirement funds in a tax-exempt plan', lines: [21], limitCents: null },
    // The wildcard last: anything else, up to its base plus unused homestead (below).
    { id: 'wildcardBase', law: '11 U.S.C. § 522(d)(5)', label: 'Any property (the “wildcard”)', lines: [], ...limit('wildcardBase') },
  ];
}

export { securedByItem };

/** The item's equity: the value of your part minus the debts it secures (never below 0). */
export function equityOf(item: PropertyItem, owed: Map<string, number>): number {
  return Math.max(0, item.value - (owed.get(item.id) ?? 0));
}

/** What a claim protects in cents: its amount, or for "100% of value" the item's equity (up to the limit). */
export function claimedCents(claim: Pick<ExemptionClaim, 'amount'>, item: PropertyItem | undefined, owed: Map<string, number>, limitCents: number | null): number {
  if (claim.amount.kind === 'amount') return claim.amount.cents;
  const equity = item ? equityOf(item, owed) : 0;
  return limitCents === null ? equity : Math.min(equity, limitCents);
}

export interface ExemptionUse {
  option: FederalExemptionOption;
  usedCents: number;
  /** The limit for this case (the wildcard's grows with unused homestead); null: no dollar limit. */
  limitCents: number | null;
  leftCents: number | null;
}

/** How much of each federal exemption the claims use and how much is left. */
export function federalUse(draft: CaseFileDraft, claims: readonly Pick<ExemptionClaim, 'propertyItemId' | 'federalExemptionId' | 'amount'>[]): ExemptionUse[] {
  const options = federalOptions(draft);
  const items = new Map((draft.property?.items ?? []).map((item) => [item.id, item]));
  const owed = securedByItem(draft);
  const used = new Map<string, number>();
  for (const claim of claims) {
    const option = options.find((o) => o.id === claim.federalExemptionId);
    if (!option) continue;
    used.set(option.id, (used.get(option.id) ?? 0) + claimedCents(claim, items.get(claim.propertyItemId), owed, option.limitCents));
  }
  const people = draft.filing?.jointFiling ? 2 : 1;
  const homestead = options.find((o) => o.id === 'homestead')!;
  const unusedHomestead = Math.max(0, (homestead.limitCents ?? 0) - (used.get('homestead') ?? 0));
  const wildcardExtra = Math.min(unusedHomestead, cents(getFederalExemption('wildcardUnusedHomestead', filingDateOf(draft)).value) * people);
  return options.map((option) => {
    const limitCents = option.id === 'wildcardBase' && option.limitCents !== null ? option.limitCents + wildcardExtra : option.limitCents;
    const usedCents = used.get(option.id) ?? 0;
    return { option, usedCents, limitCents, leftCents: limitCents === null ? null : limitCents - usedCents };
  });
}

/** Equity of each item that its claims do not cover (only items with some uncovered equity). */
export function uncoveredEquity(
  draft: CaseFileDraft,
  claims: readonly ExemptionClaim[],
  stateRules: readonly { ruleId: string; limitCents: number | null }[] = [],
): Array<{ item: PropertyItem; equityCents: number; coveredCents: number }> {
  const options = federalOptions(draft);
  const owed = securedByItem(draft);
  return (draft.property?.items ?? []).flatMap((item) => {
    const equity = equityOf(item, owed);
    if (equity <= 0) return [];
    const covered = claims
      .filter((claim) => claim.propertyItemId === item.id)
      .reduce((sum, claim) => {
        const option = options.find((o) => o.id === claim.federalExemptionId);
        const stateRule = stateRules.find((rule) => rule.ruleId === claim.ruleId);
        const limit = option ? option.limitCents : stateRule ? stateRule.limitCents : (claim.enteredLimit ?? null);
        return sum + claimedCents(claim, item, owed, limit);
      }, 0);
    return covered < equity ? [{ item, equityCents: equity, coveredCents: covered }] : [];
  });
}
