/**
 * Checks across the forms of a Chapter 7 package, run on the values (never on PDF text) before
 * Generate: each mismatch comes back with the forms and lines involved and a plain explanation of
 * what to fix. An empty list means the forms agree.
 */
import type { CaseFile, SecuredDebt } from '../../case-file/case-file.ts';
import { formatCents } from '../../format/money.ts';
import { type FederalExemptionId, getFederalExemption } from '../../law/figures.ts';
import { caseExemptionLaw, chosenList, ruleUses } from '../../case-file/exemption-claims.ts';
import type { PersonIncome } from '../../law/household/household.ts';

export interface CrossCheckIssue {
  /** Stable id of the check ("secured-debt-without-intention"). */
  check: string;
  /** The forms and lines involved ("106D line 2.1", "108 Part 1"). */
  where: string[];
  /** What does not match and what to do, in plain words. */
  message: string;
}


// ---------------------------------------------------------------------------------------------
// 106Sum against the schedules

export interface SummaryFigures {
  /** Form 106Sum's figure and the schedule's own total, in cents, per line. */
  lines: readonly { summaryLine: string; schedule: string; summaryCents: number | null | undefined; scheduleCents: number | null | undefined }[];
}

export function summaryMatchesSchedules(figures: SummaryFigures): CrossCheckIssue[] {
  return figures.lines
    .filter((l) => (l.summaryCents ?? 0) !== (l.scheduleCents ?? 0))
    .map((l) => ({
      check: 'summary-differs-from-schedule',
      where: [`106Sum line ${l.summaryLine}`, l.schedule],
      message: `The Summary (Form 106Sum) line ${l.summaryLine} shows ${formatCents(l.summaryCents ?? 0)}, but ${l.schedule} adds up to ${formatCents(l.scheduleCents ?? 0)}. They must be the same: the Summary copies the schedule's total.`,
    }));
}

// ---------------------------------------------------------------------------------------------
// 122A-1 against Schedule I, where the periods match

/** The monthly amount when each of the six months was the same, otherwise null (the periods differ). */
export function steadyMonthlyCents(income: PersonIncome[keyof PersonIncome]): number | null {
  if (!income || income.entry !== 'monthly') return null;
  const [first, ...rest] = income.months;
  return first !== undefined && rest.every((m) => m === first) ? first : null;
}

/**
 * Form 122A-1 averages the six months before filing; Schedule I states the income as of filing.
 * They can differ honestly when pay changed. When a person's wages were the same every month,
 * both forms speak of the same pay and must agree: 122A-1 line 2 = Schedule I lines 2 + 3.
 */
export function meansTestMatchesScheduleI(caseFile: Pick<CaseFile, 'income' | 'filing'>): CrossCheckIssue[] {
  const issues: CrossCheckIssue[] = [];
  const people = [
    { who: 'Debtor 1', column: 'A', six: caseFile.income.debtor, scheduleI: caseFile.income.scheduleI.debtor },
    { who: 'Debtor 2', column: 'B', six: caseFile.income.spouse, scheduleI: caseFile.income.scheduleI.spouse },
  ];
  for (const { who, column, six, scheduleI } of people) {
    if (!six || !scheduleI) continue;
    const steady = steadyMonthlyCents(six.wages);
    if (steady === null) continue;
    const scheduleIWages = scheduleI.monthlyGrossWages + scheduleI.monthlyOvertime;
    if (steady !== scheduleIWages) {
      issues.push({
        check: 'means-test-differs-from-schedule-i',
        where: [`122A-1 line 2 Column ${column}`, '106I lines 2 and 3'],
        message: `${who}'s wages were ${formatCents(steady)} in each of the last 6 months (Form 122A-1 line 2), but Schedule I shows ${formatCents(scheduleIWages)} a month in wages and overtime. If the pay has not changed, correct one of them; if it changed, say so in Schedule I line 13.`,
      });
    }
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// 106D against 108

/** Every secured debt on Schedule D needs its intention on Form 108 Part 1. */
export function securedDebtsHaveIntentions(securedOnScheduleD: readonly Pick<SecuredDebt, 'id' | 'creditor'>[], intentionsOn108: ReadonlyMap<string, string | undefined>): CrossCheckIssue[] {
  return securedOnScheduleD
    .filter((debt) => !intentionsOn108.get(debt.id))
    .map((debt) => ({
      check: 'secured-debt-without-intention',
      where: ['106D', '108 Part 1'],
      message: `${debt.creditor.name} is listed on Schedule D as a secured creditor, but Form 108 does not say what you intend to do with the property (surrender it, redeem it, reaffirm the debt or keep paying). Choose one in "What you owe".`,
    }));
}

// ---------------------------------------------------------------------------------------------
// 106H: every codebtor has a debt

export function codebtorsHaveDebts(caseFile: Pick<CaseFile, 'codebtors' | 'debts'>): CrossCheckIssue[] {
  const debtIds = new Set(caseFile.debts.debts.map((d) => d.id));
  return caseFile.codebtors.codebtors
    .filter((codebtor) => !codebtor.debtIds.some((id) => debtIds.has(id)))
    .map((codebtor) => ({
      check: 'codebtor-without-debt',
      where: ['106H line 3', '106D / 106E/F'],
      message: `${codebtor.name} is listed as a codebtor on Schedule H, but none of the debts on Schedule D or E/F is shared with them. Choose the debt they owe with you, or remove them.`,
    }));
}

// ---------------------------------------------------------------------------------------------
// 106C: exemptions claimed within the amounts in force

const FEDERAL_LABELS: Partial<Record<FederalExemptionId, string>> = {
  homestead: 'homestead (§522(d)(1))',
  motorVehicle: 'motor vehicle (§522(d)(2))',
  householdGoodsAggregate: 'household goods, in total (§522(d)(3))',
  jewelry: 'jewelry (§522(d)(4))',
  wildcardBase: 'wildcard (§522(d)(5))',
  toolsOfTrade: 'tools of the trade (§522(d)(6))',
  lifeInsuranceLoanValue: 'life insurance loan value (§522(d)(8))',
  personalInjuryAward: 'personal injury award (§522(d)(11)(D))',
};

const FEDERAL_IDS = new Set<string>(Object.keys(FEDERAL_LABELS));

/**
 * The amount claimed for each item (a value, or 100 % of the item's value) stays within the item's
 * value, and the claims under each federal exemption stay within its amount in force on the filing
 * date. In a joint case each debtor may claim the federal exemptions (11 U.S.C. §522(m)), so the
 * couple's limit is twice the amount; the wildcard adds up to the §522(d)(5) amount of homestead
 * left unused. Under a state's system, a claim stays within the limit the person entered.
 */
export function exemptionsWithinLimits(caseFile: Pick<CaseFile, 'exemptions' | 'property' | 'filing'>): CrossCheckIssue[] {
  const issues: CrossCheckIssue[] = [];
  const date = new Date(`${caseFile.filing.plannedFilingDate}T12:00:00Z`);
  const items = new Map(caseFile.property.items.map((item) => [item.id, item]));
  const claimed = (claim: CaseFile['exemptions']['claims'][number]) => (claim.amount.kind === 'amount' ? claim.amount.cents : (items.get(claim.propertyItemId)?.value ?? 0));
  const debtors = caseFile.filing.jointFiling ? 2 : 1;

  for (const claim of caseFile.exemptions.claims) {
    const item = items.get(claim.propertyItemId);
    if (item && claimed(claim) > item.value) {
      issues.push({
        check: 'exemption-above-value',
        where: ['106C line 2', `106A/B line ${item.line}`],
        message: `You claim ${formatCents(claimed(claim))} as exempt for "${item.description}", which is worth ${formatCents(item.value)}. You cannot claim more than the value of your share.`,
      });
    }
    if (caseFile.exemptions.system === 'state' && claim.enteredLimit !== undefined && claimed(claim) > claim.enteredLimit) {
      issues.push({
        check: 'exemption-above-entered-limit',
        where: ['106C line 2'],
        message: `You claim ${formatCents(claimed(claim))} under ${claim.law}, but the limit you entered for it is ${formatCents(claim.enteredLimit)}. Lower the amount or check the limit in the statute.`,
      });
    }
  }
  issues.push(...stateRulesWithinLimits(caseFile));
  if (caseFile.exemptions.system !== 'federal') return issues;

  const totals = new Map<FederalExemptionId, number>();
  for (const claim of caseFile.exemptions.claims) {
    if (!claim.federalExemptionId || !FEDERAL_IDS.has(claim.federalExemptionId)) continue;
    const id = claim.federalExemptionId as FederalExemptionId;
    totals.set(id, (totals.get(id) ?? 0) + claimed(claim));
  }
  const limitCents = (id: FederalExemptionId) => Math.round(getFederalExemption(id, date).value * 100) * debtors;
  for (const [id, total] of totals) {
    let limit = limitCents(id);
    let extra = '';
    if (id === 'wildcardBase') {
      const unusedHomestead = Math.max(0, limitCents('homestead') - (totals.get('homestead') ?? 0));
      const addOn = Math.min(unusedHomestead, limitCents('wildcardUnusedHomestead'));
      limit += addOn;
      extra = ` (${formatCents(limit - addOn)} plus ${formatCents(addOn)} of the homestead exemption you did not use)`;
    }
    if (total > limit) {
      const who = debtors === 2 ? ' for the two of you' : '';
      issues.push({
        check: 'exemption-above-limit',
        where: ['106C line 2'],
        message: `Your claims under the federal ${FEDERAL_LABELS[id]} exemption add up to ${formatCents(total)}, more than the ${formatCents(limit)}${extra} allowed${who} for cases filed on ${caseFile.filing.plannedFilingDate}. Lower the amounts so they fit, or use another exemption for the rest.`,
      });
    }
  }
  return issues;
}

/** Claims under a state's exemption (a rule of the exemptions engine) stay within its limit for this case. */
function stateRulesWithinLimits(caseFile: Pick<CaseFile, 'exemptions' | 'property' | 'filing'>): CrossCheckIssue[] {
  if (caseFile.exemptions.system !== 'state') return [];
  const list = chosenList(caseExemptionLaw(caseFile), caseFile.exemptions);
  const who = caseFile.filing.jointFiling ? ' for the two of you' : '';
  return ruleUses(caseFile, list, caseFile.exemptions.claims)
    .filter((use) => use.limitCents !== null && use.usedCents > use.limitCents)
    .map((use) => ({
      check: 'exemption-above-limit' as const,
      where: ['106C line 2'],
      message: `Your claims under ${use.law} (${use.label.toLowerCase()}) add up to ${formatCents(use.usedCents)}, more than the ${formatCents(use.limitCents ?? 0)} it allows${who}. Lower the amounts so they fit, or use another exemption for the rest.`,
    }));
}
