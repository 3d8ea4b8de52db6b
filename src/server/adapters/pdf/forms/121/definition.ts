/**
 * Official Form 121, Statement About Your Social Security Numbers (12/15): the only document with
 * the full numbers. It is rendered as its own file (courts keep it off the public docket), from
 * the case file plus the numbers the server decrypts for this rendering only; nothing else reads
 * them. The numbers are written as the form prints them: 123-45-6789.
 */
import { signatureLines } from '../listing.ts';
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { fullName } from '../common.ts';
import type { FormDefinition } from '../types.ts';

/** The full numbers, decrypted by the server just for this form (absent: "You do not have a Social Security number"). */
export interface SocialSecurityNumbers {
  debtor?: string | undefined;
  spouse?: string | undefined;
}

/** Without `socialSecurityNumbers` (a preview of the main package) the numbers are left blank. */
export type Form121Input = CaseFileDraft & { socialSecurityNumbers?: SocialSecurityNumbers | undefined };

/** 9 digits as 123-45-6789 (other input is returned as given, for the person to see and correct). */
export function formatSsn(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}

export const FORM_121: FormDefinition<Form121Input> = {
  number: '121',
  title: 'Statement About Your Social Security Numbers',
  revision: '12/15',
  amendedCheckbox: false,
  intro: [
    'Use this form to tell the court about any Social Security or federal Individual Taxpayer Identification numbers you have used. Do not file this form as part of the public case file. This form must be submitted separately and must not be included in the court’s public electronic records. Please consult local court procedures for submission requirements.',
    'To protect your privacy, the court will not make this form available to the public. You should not include a full Social Security Number or Individual Taxpayer Number on any other document filed with the court. The court will make only the last four digits of your numbers known to the public. However, the full numbers will be available to your creditors, the U.S. Trustee or bankruptcy administrator, and the trustee assigned to your case.',
    'Making a false statement, concealing property, or obtaining money or property by fraud in connection with a bankruptcy case can result in fines up to $250,000, or imprisonment for up to 20 years, or both. 18 U.S.C. §§ 152, 1341, 1519, and 3571.',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'Tell the Court About Yourself and Your spouse if Your Spouse is Filing With You',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'Your name',
          kind: 'table',
          columns: [
            { id: 'debtor1', label: 'For Debtor 1:', width: 0.5, kind: 'text' },
            { id: 'debtor2', label: 'For Debtor 2 (Only If Spouse Is Filing):', width: 0.5, kind: 'text' },
          ],
          rows: 1,
        },
      ],
    },
    {
      number: 'Part 2',
      title: 'Tell the Court About all of Your Social Security or Federal Individual Taxpayer Identification Numbers',
      lines: [
        {
          id: '2',
          number: '2',
          label: 'All Social Security Numbers you have used',
          kind: 'table',
          columns: [
            { id: 'debtor1', label: 'Debtor 1', width: 0.5, kind: 'text' },
            { id: 'debtor2', label: 'Debtor 2', width: 0.5, kind: 'text' },
          ],
          rows: 2,
        },
        {
          id: '3',
          number: '3',
          label: 'All federal Individual Taxpayer Identification Numbers (ITIN) you have used',
          kind: 'table',
          columns: [
            { id: 'debtor1', label: 'Debtor 1', width: 0.5, kind: 'text' },
            { id: 'debtor2', label: 'Debtor 2', width: 0.5, kind: 'text' },
          ],
          rows: 2,
        },
      ],
    },
    {
      number: 'Part 3',
      title: 'Sign Below',
      lines: [
        ...signatureLines('Under penalty of perjury, I declare that the information I have provided in this form is true and correct.'),
      ],
    },
  ],
  values(input) {
    const { debtors, filing, socialSecurityNumbers } = input;
    if (!debtors || !socialSecurityNumbers) return {};
    const spouse = filing?.jointFiling ? debtors.spouse : undefined;
    const number = (value: string | undefined) => (value ? formatSsn(value) : 'You do not have a Social Security number.');
    return {
      '1': [{ cells: { debtor1: fullName(debtors.debtor.name), debtor2: spouse ? fullName(spouse.name) : '' } }],
      '2': [{ cells: { debtor1: number(socialSecurityNumbers.debtor), debtor2: spouse ? number(socialSecurityNumbers.spouse) : '' } }],
      // The interview does not ask for ITINs.
      '3': [],
      signature1: '',
      signature2: '',
    };
  },
};
