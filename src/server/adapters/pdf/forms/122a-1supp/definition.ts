/**
 * Official Form 122A-1Supp, Statement of Exemption from Presumption of Abuse Under § 707(b)(2)
 * (12/15): filed with Form 122A-1 when the debts are not primarily consumer debts (the eligibility
 * engine's reading of the debts). The military service questions (lines 2-3) are not asked by the
 * interview: they are left blank for the person to answer.
 */
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { meansTestForms } from '../means-test.ts';
import type { FormDefinition } from '../types.ts';

/** Whether the supplement goes into the package. */
export function supplementApplies(caseFile: CaseFileDraft, filingDate: string): boolean {
  return meansTestForms(caseFile, filingDate)?.form122A1.supplement ?? false;
}

export const FORM_122A1SUPP: FormDefinition = {
  number: '122A-1Supp',
  title: 'Statement of Exemption from Presumption of Abuse Under § 707(b)(2)',
  revision: '12/15',
  amendedCheckbox: true,
  intro: [
    'File this supplement together with Chapter 7 Statement of Your Current Monthly Income (Official Form 122A-1), if you believe that you are exempted from a presumption of abuse. Be as complete and accurate as possible. If two married people are filing together, and any of the exclusions in this statement applies to only one of you, the other person should complete a separate Form 122A-1 if you believe that this is required by 11 U.S.C. § 707(b)(2)(C).',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'Identify the Kind of Debts You Have',
      lines: [
        {
          id: '1',
          number: '1',
          label:
            'Are your debts primarily consumer debts? Consumer debts are defined in 11 U.S.C. § 101(8) as “incurred by an individual primarily for a personal, family, or household purpose.” Make sure that your answer is consistent with the answer you gave at line 16 of the Voluntary Petition for Individuals Filing for Bankruptcy (Official Form 101).',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Go to Form 122A-1; on the top of page 1 of that form, check box 1, There is no presumption of abuse, and sign Part 3. Then submit this supplement with the signed Form 122A-1.' },
            { id: 'yes', label: 'Yes. Go to Part 2.' },
          ],
        },
      ],
    },
    {
      number: 'Part 2',
      title: 'Determine Whether Military Service Provisions Apply to You',
      lines: [
        {
          id: '2',
          number: '2',
          label: 'Are you a disabled veteran (as defined in 38 U.S.C. § 3741(1))?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Go to line 3.' },
            { id: 'yes', label: 'Yes. Did you incur debts mostly while you were on active duty or while you were performing a homeland defense activity? 10 U.S.C. § 101(d)(1); 32 U.S.C. § 901(1).' },
          ],
        },
        {
          id: '3',
          number: '3',
          label: 'Are you or have you been a Reservist or member of the National Guard?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Complete Form 122A-1. Do not submit this supplement.' },
            { id: 'yes', label: 'Yes. Were you called to active duty or did you perform a homeland defense activity? 10 U.S.C. § 101(d)(1); 32 U.S.C. § 901(1).' },
          ],
        },
      ],
    },
  ],
  values(caseFile, context) {
    const forms = meansTestForms(caseFile, context.filingDate);
    if (!forms) return {};
    const { supplement } = forms.form122A1;
    return { '1': [supplement ? 'no' : 'yes'], '2': [], '3': [] };
  },
};
