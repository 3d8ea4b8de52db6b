/**
 * Official Form 113, Chapter 13 Plan (12/17), Parts 1-9 with the form's section numbers (1.1-9.1).
 * The figures are the plan calculator's (`planFromCaseFile` with the case file's `plan` choices):
 * the payment and length, each secured claim by treatment (3.1 maintain and cure, 3.2 valued and
 * paid through the plan with line 1.1 "Included", 3.3 car loans within 910 days, 3.5 surrender), the trustee's fee, priority claims, and what nonpriority
 * unsecured creditors receive beside the Chapter 7 liquidation figure. 2.3 (tax refunds) and 7.1
 * (vesting) carry the person's choice, or are left for them to check when blank. A plan whose
 * `amendedSections` is set is marked amended with those sections listed.
 */
import { formatCents } from '#shared/format/money.ts';
import { FORM_113_SECTIONS } from '#shared/case-file/plan-section.ts';
import type { PlanResult, PlanSecuredLine } from '#shared/law/chapter13-plan/plan.ts';
import { chapter13Figures } from '../chapter13.ts';
import type { FormDefinition, FormValues, TableRow } from '../types.ts';
import { AMENDED_BOX, PART_1, PART_2, PART_3, PART_4, PART_5, PART_6_TO_9 } from './parts.ts';


/** A § 2.3 or § 7.1 box and the words under "other"; nothing when the person has not chosen. */
function chosen(line: '2.3' | '7.1', answer: { choice: string; otherText?: string | undefined } | undefined): FormValues {
  if (!answer) return {};
  return { [line]: [answer.choice], [`${line}-other`]: answer.choice === 'other' ? (answer.otherText ?? '') : '' };
}

/** Part 3's rows for a treatment; for claims paid in full, only those of one section (3.2 or 3.3). */
function securedRows(plan: PlanResult, treatment: PlanSecuredLine['treatment'], section?: '3.2' | '3.3'): TableRow[] {
  return plan.secured
    .filter((line) => line.treatment === treatment)
    .filter((line) => !section || (plan.input.secured.find((c) => c.id === line.id)?.section ?? '3.2') === section)
    .map((line) => {
      const claim = plan.input.secured.find((c) => c.id === line.id);
      return {
        cells: {
          creditor: line.creditor,
          collateral: line.collateral,
          installment: line.monthlyDirectCents || null,
          arrearage: claim?.arrearsCents ?? null,
          totalClaim: claim?.totalClaimCents ?? null,
          value: claim?.collateralValueCents ?? null,
          claim: claim?.claimCents ?? null,
          rate: `${claim?.interestRatePercent ?? 0}%`,
          monthly: line.monthlyThroughPlanCents,
          total: line.totalThroughPlanCents,
        },
      };
    });
}

const noneOrListed = (rows: readonly TableRow[]) => [rows.length === 0 ? 'none' : 'listed'];

export const FORM_113: FormDefinition = {
  number: '113',
  title: 'Chapter 13 Plan',
  revision: '12/17',
  // The plan has its own amended box (top of page 1) that lists the changed sections.
  amendedCheckbox: false,
  parts: [AMENDED_BOX, PART_1, PART_2, PART_3, PART_4, PART_5, ...PART_6_TO_9],
  values(caseFile, context) {
    const amendedSections = caseFile.plan?.amendedSections;
    const amended: FormValues =
      amendedSections !== undefined
        ? {
            amended: ['amended'],
            'amended-sections': FORM_113_SECTIONS.filter((section) => amendedSections.includes(section)).join(', ') || 'Sections changed: none listed',
          }
        : {};
    const figures = chapter13Figures(caseFile, context.filingDate);
    const plan = figures?.plan;
    if (!plan) return amended;
    const { input } = plan;
    const cure = securedRows(plan, 'maintain-and-cure');
    // §3.3: car loans the hanging paragraph of §1325(a) keeps whole; §3.2: claims valued under §506(a).
    const valued = securedRows(plan, 'pay-in-full', '3.2');
    const excluded = securedRows(plan, 'pay-in-full', '3.3');
    const surrender = plan.secured.filter((line) => line.treatment === 'surrender').map((line): TableRow => ({ cells: { creditor: line.creditor, collateral: line.collateral } }));
    // §4.4 holds every priority claim paid in full (§1322(a)(2)), support owed to a spouse, former
    // spouse or child included (§507(a)(1)(A)). §4.5 is only for support assigned to or owed to a
    // government unit (§507(a)(1)(B)) and paid less than in full (§1322(a)(4), a 60-month plan): the
    // case file does not say whether a support debt was assigned, and the plan pays it in full, so
    // all support stays in §4.4 and §4.5 is "None".
    const priorityTotal = input.priority.reduce((sum, claim) => sum + claim.amountCents, 0);
    const supportClaims = input.priority.filter((claim) => claim.kind === 'domesticSupport');
    const nonstandard = caseFile.plan?.nonstandardProvisions?.trim() ?? '';
    const assumed = (caseFile.contracts?.contracts ?? []).filter((contract) => contract.assume);
    const sum = (rows: readonly TableRow[]) => rows.reduce((total, row) => total + Number(row.cells.total ?? 0), 0);
    return {
      ...amended,
      // Part 1 says §3.2 is ineffective unless line 1.1 is "Included": it follows whether §3.2 lists a claim.
      '1.1': [valued.length > 0 ? 'included' : 'not-included'],
      '1.2': ['not-included'],
      '1.3': [nonstandard ? 'included' : 'not-included'],
      '2.1': `${formatCents(input.monthlyPaymentCents)} per month for ${input.planLengthMonths} months.`,
      '2.2': ['directly'],
      ...chosen('2.3', caseFile.plan?.taxRefunds),
      '2.4': ['none'],
      '2.5': plan.totalPaymentsCents,
      '3.1': noneOrListed(cure),
      '3.1-claims': cure,
      '3.2': noneOrListed(valued),
      '3.2-claims': valued,
      '3.3': noneOrListed(excluded),
      '3.3-claims': excluded,
      '3.4': ['none'],
      '3.5': noneOrListed(surrender),
      '3.5-claims': surrender,
      '4.2': `${input.trusteeFeePercent}% of plan payments; during the plan term, they are estimated to total ${formatCents(plan.trusteeFeesCents)}.`,
      '4.3': 0,
      '4.4': [priorityTotal > 0 ? 'listed' : 'none'],
      '4.4-total': priorityTotal > 0 ? priorityTotal : null,
      '4.5': ['none'],
      '4.5-support': supportClaims.length > 0 ? `Domestic support obligations paid in full under § 4.4: ${supportClaims.map((c) => `${c.creditor} ${formatCents(c.amountCents)}`).join('; ')}` : '',
      '5.1': ['percent', 'remaining'],
      '5.1-percent': `${plan.unsecuredPercent}% of the total amount of these claims (${formatCents(input.unsecuredTotalCents)}), an estimated payment of ${formatCents(plan.unsecuredPaidCents)}.`,
      '5.1-liquidation': plan.liquidationValueCents,
      '5.2': ['none'],
      '5.3': ['none'],
      '6.1': [assumed.length > 0 ? 'assumed' : 'none'],
      '6.1-contracts': assumed.map((contract): TableRow => ({ cells: { creditor: contract.party.name, collateral: contract.description, installment: contract.monthlyPayment ?? null } })),
      ...chosen('7.1', caseFile.plan?.vesting),
      '8.1': [nonstandard ? 'listed' : 'none'],
      '8.1-provisions': nonstandard,
      'exhibit-a': sum(cure),
      'exhibit-b': sum(valued),
      'exhibit-c': sum(excluded),
      'exhibit-e': plan.trusteeFeesCents + plan.priorityPaidCents,
      'exhibit-f': plan.unsecuredPaidCents,
      'exhibit-total': sum(cure) + sum(valued) + sum(excluded) + plan.trusteeFeesCents + plan.priorityPaidCents + plan.unsecuredPaidCents,
      signature1: '',
      signature2: '',
    };
  },
};
