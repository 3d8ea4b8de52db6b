/**
 * Official Form 103A, Application for Individuals to Pay the Filing Fee in Installments (12/15),
 * when the person chose installments. The fee is the one in force on the planned filing date for
 * the chapter, split into the number of installments the rule allows (Fed. R. Bankr. P. 1006(b)),
 * the first paid with the petition. The dates of the later payments are left for the person: they
 * must be business days and the last no later than the rule's limit after filing.
 */
import { getFilingFee, getTimingRule } from '#shared/law/figures.ts';
import { signatureLines } from '../listing.ts';
import type { FormDefinition } from '../types.ts';

/** The fee split into `count` payments in whole cents; the last takes what rounding leaves. */
export function installments(totalCents: number, count: number): number[] {
  const each = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? totalCents - each * (count - 1) : each));
}

export const FORM_103A: FormDefinition = {
  number: '103A',
  title: 'Application for Individuals to Pay the Filing Fee in Installments',
  revision: '12/15',
  amendedCheckbox: true,
  intro: ['Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information.'],
  parts: [
    {
      number: 'Part 1',
      title: 'Specify Your Proposed Payment Timetable',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'Which chapter of the Bankruptcy Code are you choosing to file under?',
          kind: 'checkbox',
          inline: true,
          options: [
            { id: '7', label: 'Chapter 7' },
            { id: '11', label: 'Chapter 11' },
            { id: '12', label: 'Chapter 12' },
            { id: '13', label: 'Chapter 13' },
          ],
        },
        {
          id: '2',
          number: '2',
          label:
            'You may apply to pay the filing fee in up to four installments. Fill in the amounts you propose to pay and the dates you plan to pay them. Be sure all dates are business days. Then add the payments you propose to pay.',
          note: 'You must propose to pay the entire fee no later than 120 days after you file this bankruptcy case. If the court approves your application, the court will set your final payment timetable.',
          kind: 'table',
          columns: [
            { id: 'amount', label: 'You propose to pay…', width: 0.3, kind: 'amount' },
            { id: 'when', label: '', width: 0.7, kind: 'text' },
          ],
          rows: 4,
        },
        { id: 'total', label: 'Total. Your total must equal the entire fee for the chapter you checked in line 1.', kind: 'amount', total: true },
      ],
    },
    {
      number: 'Part 2',
      title: 'Sign Below',
      lines: [
        ...signatureLines('By signing here, you state that you are unable to pay the full filing fee at once, that you want to pay the fee in installments, and that you understand that: You must pay your entire filing fee before you make any more payments or transfer any more property to an attorney, bankruptcy petition preparer, or anyone else for services in connection with your bankruptcy case. You must pay the entire fee no later than 120 days after you first file for bankruptcy, unless the court later extends your deadline. Your debts will not be discharged until your entire fee is paid. If you do not make any payment when it is due, your bankruptcy case may be dismissed, and your rights in other bankruptcy proceedings may be affected.'),
      ],
    },
  ],
  values(caseFile, context) {
    if (!caseFile.filing) return {};
    const date = new Date(`${context.filingDate}T12:00:00Z`);
    const fee = getFilingFee(caseFile.filing.chapter, date);
    const totalCents = Math.round(fee.value * 100);
    const rule = getTimingRule('feeInstallments', date);
    const payments = installments(totalCents, rule.count ?? 1);
    return {
      '1': [String(caseFile.filing.chapter)],
      '2': payments.map((amount, i) => ({ cells: { amount, when: i === 0 ? 'With the filing of the petition' : 'On or before this date: ____ / ____ / ______ (a business day)' } })),
      total: totalCents,
      signature1: '',
      signature2: '',
    };
  },
};
