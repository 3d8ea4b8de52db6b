/**
 * The best claim per item under one exemption list: each item's own category first (the vehicle
 * first of all, one per debtor, the one with the most equity), then the wildcard over what is
 * left (grown by the unused homestead where the list allows it), and what stays unprotected.
 * `compareLists` runs every list the person may choose, for totals side by side. Pure; money in
 * cents. The person can change any claim; this is the proposal.
 */
import type { ExemptionList, ExemptionRule } from './lists.ts';

export interface ClaimableItem {
  id: string;
  /** Schedule A/B line. */
  line: number;
  /** The value of the person's part minus the debts it secures (never below 0). */
  equityCents: number;
  /** For line 21: an IRA is capped by §522(n). */
  isIra?: boolean;
  /** Owned by both spouses (a joint case may put both vehicle exemptions on one car). */
  ownedByBoth?: boolean;
}

export interface ProposedClaim {
  itemId: string;
  ruleId: string;
  law: string;
  /** "100% of fair market value" only under a rule with no dollar limit. */
  amount: { kind: 'amount'; cents: number } | { kind: 'fullValue' };
  protectedCents: number;
}

export interface ItemOutcome {
  itemId: string;
  equityCents: number;
  protectedCents: number;
  unprotectedCents: number;
}

export interface ListOutcome {
  listId: string;
  claims: ProposedClaim[];
  items: ItemOutcome[];
  totals: { equityCents: number; protectedCents: number; unprotectedCents: number };
}

const categoryOf = (list: ExemptionList, line: number) => list.rules.find((rule) => rule.category !== 'wildcard' && rule.lines.includes(line));

/** Vehicles first (most equity first), then every other item in Schedule A/B order. */
function inClaimOrder(items: readonly ClaimableItem[]): ClaimableItem[] {
  const isVehicle = (item: ClaimableItem) => item.line === 3;
  return [...items].sort((a, b) => Number(isVehicle(b)) - Number(isVehicle(a)) || (isVehicle(a) ? b.equityCents - a.equityCents : a.line - b.line));
}

/** The wildcard's limit for this case, once the homestead claims are known. */
export function wildcardLimit(list: ExemptionList, homesteadClaimedCents: number, debtors: 1 | 2): number {
  const wildcard = list.rules.find((rule) => rule.category === 'wildcard');
  if (!wildcard || wildcard.limitCents === null) return 0;
  if (wildcard.onlyIfNoHomestead && homesteadClaimedCents > 0) return 0;
  const addOn = wildcard.unusedHomestead;
  if (!addOn) return wildcard.limitCents;
  const perDebtorFilers = wildcard.doubling === 'yes' || wildcard.doubling === 'federal' ? debtors : 1;
  const homestead = list.homesteadPerDebtorCents ?? addOn.capCents ?? 0;
  const unusedPerDebtor = Math.max(0, homestead - Math.ceil(homesteadClaimedCents / perDebtorFilers));
  return wildcard.limitCents + perDebtorFilers * Math.min(unusedPerDebtor, addOn.capCents ?? unusedPerDebtor);
}

/**
 * The best claims under one list. `homeClaimedElsewhere`: the home is protected outside this run
 * (the assessment's homestead estimate), so its homestead counts as used.
 */
export function bestClaims(list: ExemptionList, items: readonly ClaimableItem[], debtors: 1 | 2, options: { homeClaimedElsewhere?: boolean } = {}): ListOutcome {
  const used = new Map<string, number>();
  const countUsed = new Map<string, number>();
  const claims: ProposedClaim[] = [];
  const protectedBy = new Map<string, number>();
  const left = (rule: ExemptionRule) => {
    const own = rule.limitCents === null ? Infinity : rule.limitCents - (used.get(rule.id) ?? 0);
    const shared = rule.sharedCap ? rule.sharedCap.limitCents - (used.get(rule.sharedCap.law) ?? 0) : Infinity;
    return Math.max(0, Math.min(own, shared));
  };
  const claim = (item: ClaimableItem, rule: ExemptionRule, cents: number, fullValue: boolean) => {
    if (cents <= 0) return;
    used.set(rule.id, (used.get(rule.id) ?? 0) + cents);
    if (rule.sharedCap) used.set(rule.sharedCap.law, (used.get(rule.sharedCap.law) ?? 0) + cents);
    countUsed.set(rule.id, (countUsed.get(rule.id) ?? 0) + 1);
    protectedBy.set(item.id, (protectedBy.get(item.id) ?? 0) + cents);
    claims.push({ itemId: item.id, ruleId: rule.id, law: rule.law, amount: fullValue ? { kind: 'fullValue' } : { kind: 'amount', cents }, protectedCents: cents });
  };

  const ordered = inClaimOrder(items.filter((item) => item.equityCents > 0));
  for (const item of ordered) {
    const rule = categoryOf(list, item.line);
    if (!rule) continue;
    if (rule.maxItems !== undefined && (countUsed.get(rule.id) ?? 0) >= rule.maxItems) continue;
    let room = left(rule);
    // One debtor's vehicle exemption per car, unless both spouses own it.
    if (rule.maxItems !== undefined && rule.maxItems > 1 && !item.ownedByBoth && rule.limitCents !== null) room = Math.min(room, rule.limitCents / rule.maxItems);
    if (item.isIra && rule.iraCapCents !== undefined) room = Math.min(room, rule.iraCapCents * debtors);
    const cents = Math.min(item.equityCents, room);
    const unlimited = rule.limitCents === null && !rule.sharedCap && !(item.isIra && rule.iraCapCents !== undefined);
    claim(item, rule, cents, unlimited && cents === item.equityCents);
  }

  // A home with no homestead rule here is claimed by the person (statute typed): count it as used.
  const homeWithoutRule = options.homeClaimedElsewhere === true || (!list.rules.some((r) => r.category === 'homestead') && ordered.some((item) => item.line === 1));
  const homesteadClaimed = homeWithoutRule
    ? Math.max(1, (list.homesteadPerDebtorCents ?? 0) * debtors)
    : claims.filter((c) => list.rules.find((r) => r.id === c.ruleId)?.category === 'homestead').reduce((sum, c) => sum + c.protectedCents, 0);
  const wildcard = list.rules.find((rule) => rule.category === 'wildcard');
  let wildcardLeft = wildcardLimit(list, homesteadClaimed, debtors);
  if (wildcard) {
    for (const item of ordered) {
      const rest = item.equityCents - (protectedBy.get(item.id) ?? 0);
      const cents = Math.min(rest, wildcardLeft);
      claim(item, wildcard, cents, false);
      wildcardLeft -= Math.max(0, cents);
    }
  }

  const outcomes = items.map((item) => {
    const protectedCents = protectedBy.get(item.id) ?? 0;
    return { itemId: item.id, equityCents: item.equityCents, protectedCents, unprotectedCents: Math.max(0, item.equityCents - protectedCents) };
  });
  const sum = (key: keyof Omit<ItemOutcome, 'itemId'>) => outcomes.reduce((total, o) => total + o[key], 0);
  return { listId: list.id, claims, items: outcomes, totals: { equityCents: sum('equityCents'), protectedCents: sum('protectedCents'), unprotectedCents: sum('unprotectedCents') } };
}

export interface ListComparison {
  outcomes: ListOutcome[];
  /** The list that protects the most (the first on a tie, the state's own list). */
  bestListId: string;
}

/** Every list the person may choose, on their own property, with the one that protects the most. */
export function compareLists(lists: readonly ExemptionList[], items: readonly ClaimableItem[], debtors: 1 | 2, options: { homeClaimedElsewhere?: boolean } = {}): ListComparison {
  const outcomes = lists.map((list) => bestClaims(list, items, debtors, options));
  const best = outcomes.reduce<ListOutcome | undefined>((top, o) => (!top || o.totals.protectedCents > top.totals.protectedCents ? o : top), undefined);
  return { outcomes, bestListId: best?.listId ?? '' };
}
