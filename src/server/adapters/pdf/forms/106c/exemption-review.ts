/**
 * The limits in force for the exemptions claimed on Schedule C: for the federal list, the §522(d)
 * amounts of src/shared/law/data on the filing date (doubled in a joint case, 11 U.S.C. § 522(m),
 * and the wildcard grown by the unused homestead up to its cap, § 522(d)(5)); for a state whose
 * amounts the project lacks, the limit the person looked up and entered (`enteredLimit`). Used by
 * the exemption picker and the cross-form checks; nothing here is printed on the form.
 */
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import type { FederalExemptionId } from '#shared/law/figures.ts';
import { propertyItems } from '../common.ts';
import type { Cents, FormContext } from '../types.ts';
import { claimedCents } from './definition.ts';

export interface ExemptionLimitReview {
  /** The federal exemption id, or the claim's own law text for an entered limit. */
  exemption: string;
  law: string;
  claimIds: string[];
  claimedCents: Cents;
  /** The limit in force for this case, or null when the law has no dollar limit or none is known. */
  limitCents: Cents | null;
  /** Where the limit comes from. */
  source: 'federal' | 'entered' | 'none';
  over: boolean;
}

const FEDERAL_IDS: readonly FederalExemptionId[] = [
  'homestead',
  'motorVehicle',
  'householdGoodsPerItem',
  'householdGoodsAggregate',
  'jewelry',
  'wildcardBase',
  'wildcardUnusedHomestead',
  'toolsOfTrade',
  'lifeInsuranceLoanValue',
  'personalInjuryAward',
];

function isFederalId(id: string | undefined): id is FederalExemptionId {
  return (FEDERAL_IDS as readonly string[]).includes(id ?? '');
}

export function reviewExemptions(caseFile: CaseFileDraft, context: FormContext): ExemptionLimitReview[] {
  const claims = caseFile.exemptions?.claims ?? [];
  const values = new Map(propertyItems(caseFile).map((item) => [item.id, item.value]));
  const debtors = caseFile.filing?.jointFiling ? 2 : 1;
  const dollars = (id: FederalExemptionId) => context.tables.sec104Amount(id, context.filingDate);
  const groups = new Map<string, ExemptionLimitReview>();
  for (const claim of claims) {
    const amount = claimedCents(claim, values.get(claim.propertyItemId) ?? 0);
    const federal = caseFile.exemptions?.system === 'federal' && isFederalId(claim.federalExemptionId) ? claim.federalExemptionId : undefined;
    const key = federal ?? `law:${claim.law}`;
    const group = groups.get(key) ?? {
      exemption: federal ?? claim.law,
      law: claim.law,
      claimIds: [],
      claimedCents: 0,
      limitCents: null,
      source: federal ? ('federal' as const) : claim.enteredLimit !== undefined ? ('entered' as const) : ('none' as const),
      over: false,
    };
    group.claimIds.push(claim.id);
    group.claimedCents += amount;
    if (!federal && claim.enteredLimit !== undefined) {
      group.limitCents = Math.max(group.limitCents ?? 0, claim.enteredLimit);
      group.source = 'entered';
    }
    groups.set(key, group);
  }
  const homestead = groups.get('homestead');
  for (const group of groups.values()) {
    if (group.source !== 'federal') continue;
    const id = group.exemption as FederalExemptionId;
    const base = dollars(id);
    if (base === undefined) continue;
    let limit = base * 100 * debtors;
    if (id === 'wildcardBase') {
      const unusedCap = (dollars('wildcardUnusedHomestead') ?? 0) * 100 * debtors;
      const homesteadLimit = (dollars('homestead') ?? 0) * 100 * debtors;
      limit += Math.min(unusedCap, Math.max(0, homesteadLimit - (homestead?.claimedCents ?? 0)));
    }
    group.limitCents = limit;
  }
  for (const group of groups.values()) group.over = group.limitCents !== null && group.claimedCents > group.limitCents;
  return [...groups.values()];
}
