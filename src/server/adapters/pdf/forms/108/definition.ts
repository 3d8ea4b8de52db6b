/**
 * Official Form 108, Statement of Intention for Individuals Filing Under Chapter 7 (12/15): what the
 * person intends for each secured debt listed on Schedule D (Part 1) and each unexpired personal
 * property lease listed on Schedule G (Part 2; real estate leases are left out, as the form says).
 */
import type { CaseFileDraft, SecuredDebt } from '#shared/case-file/index.ts';
import { debtsOfKind } from '../common.ts';
import { alphabetical, signatureLines } from '../listing.ts';
import type { FormDefinition } from '../types.ts';

export const INTENTION_WORDING: Record<SecuredDebt['intention'], string> = {
  surrender: 'Surrender the property.',
  retainAndRedeem: 'Retain the property and redeem it.',
  retainAndReaffirm: 'Retain the property and enter into a Reaffirmation Agreement.',
  retainAndKeepPaying: 'Retain the property and [explain]: keep making the regular payments',
};

/** Secured debts in Schedule D's order, each with its collateral and whether it is claimed exempt. */
export function statementOfIntentionEntries(caseFile: CaseFileDraft) {
  const items = new Map((caseFile.property?.items ?? []).map((item) => [item.id, item]));
  const exempt = caseFile.exemptions ? new Set(caseFile.exemptions.claims.map((claim) => claim.propertyItemId)) : undefined;
  return alphabetical(debtsOfKind(caseFile, 'secured')).map((debt) => ({
    debt,
    property: items.get(debt.collateralItemId)?.description ?? '',
    claimedExempt: exempt?.has(debt.collateralItemId),
  }));
}

/** Unexpired personal property leases (vehicle and other leases; not residential ones). */
export function personalPropertyLeases(caseFile: CaseFileDraft) {
  return (caseFile.contracts?.contracts ?? []).filter((c) => c.kind !== 'residentialLease');
}

export const FORM_108: FormDefinition = {
  number: '108',
  title: 'Statement of Intention for Individuals Filing Under Chapter 7',
  revision: '12/15',
  amendedCheckbox: true,
  intro: [
    'If you are an individual filing under chapter 7, you must fill out this form if: creditors have claims secured by your property, or you have leased personal property and the lease has not expired.',
    'You must file this form with the court within 30 days after you file your bankruptcy petition or by the date set for the meeting of creditors, whichever is earlier, unless the court extends the time for cause. You must also send copies to the creditors and lessors you list on the form.',
    'If two married people are filing together in a joint case, both are equally responsible for supplying correct information. Both debtors must sign and date the form.',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'List Your Creditors Who Have Secured Claims',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'For any creditors that you listed in Part 1 of Schedule D: Creditors Who Have Claims Secured by Property (Official Form 106D), fill in the information below.',
          kind: 'table',
          columns: [
            { id: 'creditor', label: 'Identify the creditor and the property that is collateral', width: 0.42, kind: 'text' },
            { id: 'intention', label: 'What do you intend to do with the property that secures a debt?', width: 0.38, kind: 'text' },
            { id: 'exempt', label: 'Did you claim the property as exempt on Schedule C?', width: 0.2, kind: 'text' },
          ],
          rows: 4,
        },
      ],
    },
    {
      number: 'Part 2',
      title: 'List Your Unexpired Personal Property Leases',
      intro:
        'For any unexpired personal property lease that you listed in Schedule G: Executory Contracts and Unexpired Leases (Official Form 106G), fill in the information below. Do not list real estate leases. Unexpired leases are leases that are still in effect; the lease period has not yet ended. You may assume an unexpired personal property lease if the trustee does not assume it. 11 U.S.C. § 365(p)(2).',
      lines: [
        {
          id: '2',
          label: 'Describe your unexpired personal property leases',
          kind: 'table',
          columns: [
            { id: 'lease', label: 'Describe your unexpired personal property leases', width: 0.75, kind: 'text' },
            { id: 'assumed', label: 'Will the lease be assumed?', width: 0.25, kind: 'text' },
          ],
          rows: 7,
        },
      ],
    },
    {
      number: 'Part 3',
      title: 'Sign Below',
      lines: [
        ...signatureLines('Under penalty of perjury, I declare that I have indicated my intention about any property of my estate that secures a debt and any personal property that is subject to an unexpired lease.'),
      ],
    },
  ],
  values(caseFile) {
    return {
      '1': statementOfIntentionEntries(caseFile).map(({ debt, property, claimedExempt }) => ({
        cells: { creditor: `Creditor’s name: ${debt.creditor.name}\nDescription of property securing debt: ${property}`, intention: INTENTION_WORDING[debt.intention], exempt: claimedExempt === undefined ? '' : claimedExempt ? 'Yes' : 'No' },
      })),
      '2': personalPropertyLeases(caseFile).map((lease) => ({
        cells: { lease: `Lessor’s name: ${lease.party.name}\nDescription of leased property: ${lease.description}`, assumed: lease.assume === undefined ? '' : lease.assume ? 'Yes' : 'No' },
      })),
      signature1: '',
      signature2: '',
    };
  },
};
