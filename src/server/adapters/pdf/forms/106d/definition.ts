/**
 * Official Form 106D, Schedule D: Creditors Who Have Claims Secured by Property (12/15).
 * Column B is the value of the collateral (the property item's value, Schedule A/B); when several
 * claims share one item, the collateral goes to them in the order listed. Column C is what is left
 * of each claim.
 */
import type { CaseFileDraft, SecuredDebt } from '#shared/case-file/index.ts';
import { byCreditorName, claimDetails, debtsOfKind, nameAndAddress, oneLineAddress, sumCents, yesNo } from '../common.ts';
import type { FormDefinition, FormValues, TableRow } from '../types.ts';

const LIEN_LABELS: Record<SecuredDebt['lienNature'], string> = {
  mortgage: 'An agreement you made (such as mortgage or secured car loan)',
  carLoan: 'An agreement you made (such as mortgage or secured car loan)',
  statutoryLien: 'Statutory lien (such as tax lien, mechanic’s lien)',
  judgmentLien: 'Judgment lien from a lawsuit',
  other: 'Other (including a right to offset)',
};

export const FORM_106D: FormDefinition = {
  number: '106D',
  title: 'Schedule D: Creditors Who Have Claims Secured by Property',
  revision: '12/15',
  intro: [
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information. If more space is needed, copy the Additional Page, fill it out, number the entries, and attach it to this form. On the top of any additional pages, write your name and case number (if known).',
  ],
  parts: [
    {
      title: '',
      lines: [
        {
          id: '1',
          number: '1',
          kind: 'checkbox',
          label: 'Do any creditors have claims secured by your property?',
          options: [
            { id: 'no', label: 'No. Check this box and submit this form to the court with your other schedules. You have nothing else to report on this form.' },
            { id: 'yes', label: 'Yes. Fill in all of the information below.' },
          ],
        },
      ],
    },
    {
      number: 'Part 1',
      title: 'List All Secured Claims',
      lines: [
        {
          id: '2',
          number: '2',
          kind: 'table',
          label:
            'List all secured claims. If a creditor has more than one secured claim, list the creditor separately for each claim. If more than one creditor has a particular claim, list the other creditors in Part 2. As much as possible, list the claims in alphabetical order according to the creditor’s name.',
          rows: 2,
          columns: [
            { id: 'entry', label: '', width: 0.05, kind: 'text' },
            { id: 'creditor', label: 'Creditor’s name and address', width: 0.27, kind: 'text' },
            { id: 'property', label: 'Describe the property that secures the claim', width: 0.25, kind: 'text' },
            { id: 'claim', label: 'Column A Amount of claim Do not deduct the value of collateral.', width: 0.15, kind: 'amount' },
            { id: 'collateral', label: 'Column B Value of collateral that supports this claim', width: 0.14, kind: 'amount' },
            { id: 'unsecured', label: 'Column C Unsecured portion If any', width: 0.14, kind: 'amount' },
          ],
        },
        {
          id: 'totalClaims',
          kind: 'amount',
          total: true,
          label: 'If this is the last page of your form, add the dollar value totals from all pages. Write that number here:',
        },
      ],
    },
    {
      number: 'Part 2',
      title: 'List Others to Be Notified for a Debt That You Already Listed',
      intro:
        'Use this page only if you have others to be notified about your bankruptcy for a debt that you already listed in Part 1. For example, if a collection agency is trying to collect from you for a debt you owe to someone else, list the creditor in Part 1, and then list the collection agency here. Similarly, if you have more than one creditor for any of the debts that you listed in Part 1, list the additional creditors here. If you do not have additional persons to be notified for any debts in Part 1, do not fill out or submit this page.',
      lines: [
        {
          id: 'notify',
          kind: 'table',
          label: '',
          rows: 3,
          emptyText: 'No others to be notified.',
          columns: [
            { id: 'line', label: 'On which line in Part 1 did you enter the creditor?', width: 0.25, kind: 'text' },
            { id: 'name', label: 'Name and address', width: 0.55, kind: 'text' },
            { id: 'last4', label: 'Last 4 digits of account number', width: 0.2, kind: 'text' },
          ],
        },
      ],
    },
  ],
  values: scheduleDValues,
};

/** Column B and C of each claim: the collateral's value shared out in list order. */
function collateralShares(caseFile: CaseFileDraft, debts: readonly SecuredDebt[]): Map<string, { collateral: number; unsecured: number }> {
  const remaining = new Map((caseFile.property?.items ?? []).map((item) => [item.id, item.value]));
  const shares = new Map<string, { collateral: number; unsecured: number }>();
  for (const debt of debts) {
    const value = remaining.get(debt.collateralItemId) ?? 0;
    const covered = Math.min(value, debt.amount);
    remaining.set(debt.collateralItemId, value - covered);
    shares.set(debt.id, { collateral: value, unsecured: debt.amount - covered });
  }
  return shares;
}

export function scheduleDValues(caseFile: CaseFileDraft): FormValues {
  if (!caseFile.debts) return {};
  const debts = byCreditorName(debtsOfKind(caseFile, 'secured'));
  const items = new Map((caseFile.property?.items ?? []).map((item) => [item.id, item]));
  const shares = collateralShares(caseFile, debts);
  const rows: TableRow[] = debts.map((debt, index) => {
    const item = items.get(debt.collateralItemId);
    const lien = debt.lienNature === 'other' && debt.lienNatureOther ? `${LIEN_LABELS.other}: ${debt.lienNatureOther}` : LIEN_LABELS[debt.lienNature];
    const share = shares.get(debt.id);
    return {
      cells: {
        entry: `2.${index + 1}`,
        creditor: nameAndAddress(debt.creditor),
        property: item ? [item.description, item.realEstate ? oneLineAddress(item.realEstate.address) : ''].filter(Boolean).join('\n') : '',
        claim: debt.amount,
        collateral: share?.collateral,
        unsecured: share?.unsecured,
      },
      details: [...claimDetails(debt), `Nature of lien: ${lien}`],
    };
  });
  const notify: TableRow[] = debts.flatMap((debt, index) =>
    debt.notifyOthers.map((other) => ({ cells: { line: `Line 2.${index + 1}`, name: nameAndAddress(other), last4: debt.accountLast4 ?? '' } })),
  );
  return {
    '1': yesNo(debts.length > 0),
    ...(debts.length > 0 ? { '2': rows, totalClaims: sumCents(debts.map((d) => d.amount)), notify } : {}),
  };
}
