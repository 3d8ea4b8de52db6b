/**
 * Official Form 106Dec, Declaration About an Individual Debtor's Schedules (12/15). Nothing is
 * filled in: the person answers the preparer question and signs by hand. Whether a paid document
 * service counts as "someone who is NOT an attorney" helping (a petition preparer, 11 U.S.C. § 110)
 * is a legal question the product does not answer for them; the case file has no answer to copy.
 */
import type { FormDefinition } from '../types.ts';

export const FORM_106DEC: FormDefinition = {
  number: '106Dec',
  title: 'Declaration About an Individual Debtor’s Schedules',
  revision: '12/15',
  intro: [
    'If two married people are filing together, both are equally responsible for supplying correct information.',
    'You must file this form whenever you file bankruptcy schedules or amended schedules. Making a false statement, concealing property, or obtaining money or property by fraud in connection with a bankruptcy case can result in fines up to $250,000, or imprisonment for up to 20 years, or both. 18 U.S.C. §§ 152, 1341, 1519, and 3571.',
  ],
  parts: [
    {
      title: 'Sign Below',
      lines: [
        {
          id: 'preparer',
          kind: 'checkbox',
          label: 'Did you pay or agree to pay someone who is NOT an attorney to help you fill out bankruptcy forms?',
          options: [
            { id: 'no', label: 'No' },
            { id: 'yes', label: 'Yes. Name of person. Attach Bankruptcy Petition Preparer’s Notice, Declaration, and Signature (Official Form 119).' },
          ],
        },
        {
          id: 'declaration',
          kind: 'signature',
          label: 'Under penalty of perjury, I declare that I have read the summary and schedules filed with this declaration and that they are true and correct.',
          signers: ['Signature of Debtor 1', 'Signature of Debtor 2'],
        },
      ],
    },
  ],
  values: () => ({}),
};
