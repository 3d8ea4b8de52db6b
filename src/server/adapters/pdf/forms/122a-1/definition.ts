/**
 * Official Form 122A-1, Chapter 7 Statement of Your Current Monthly Income (12/19). Lines 2-10 in
 * two columns (Debtor 1; Debtor 2 or non-filing spouse) from the six months of income by source;
 * line 11 onward is the eligibility engine's: current monthly income, the median in force on the
 * planned filing date, and the comparison.
 */
import { FORM_122A1_INCOME_LINES, type Form122A1IncomeLine } from '#shared/documents/chapter7/means-test-forms.ts';
import { incomeColumnLines, meansTestForms } from '../means-test.ts';
import { signatureLines } from '../listing.ts';
import type { FormDefinition, FormValues } from '../types.ts';
import { formatCents } from '#shared/format/money.ts';

const INCOME_LABELS: Record<Form122A1IncomeLine, string> = {
  '2': 'Your gross wages, salary, tips, bonuses, overtime, and commissions (before all payroll deductions).',
  '3': 'Alimony and maintenance payments. Do not include payments from a spouse if Column B is filled in.',
  '4': 'All amounts from any source which are regularly paid for household expenses of you or your dependents, including child support. Include regular contributions from an unmarried partner, members of your household, your dependents, parents, and roommates. Include regular contributions from a spouse only if Column B is not filled in. Do not include payments you listed on line 3.',
  '5': 'Net income from operating a business, profession, or farm',
  '6': 'Net income from rental and other real property',
  '7': 'Interest, dividends, and royalties',
  '8': 'Unemployment compensation',
  '9': 'Pension or retirement income. Do not include any amount received that was a benefit under the Social Security Act.',
  '10': 'Income from all other sources not listed above. Specify the source and amount. Do not include any benefits received under the Social Security Act; payments received as a victim of a war crime, a crime against humanity, or international or domestic terrorism; or compensation, pension, pay, annuity, or allowance paid by the United States Government in connection with a disability, combat-related injury or disability, or death of a member of the uniformed services.',
};

export const FORM_122A1: FormDefinition = {
  number: '122A-1',
  title: 'Chapter 7 Statement of Your Current Monthly Income',
  revision: '12/19',
  amendedCheckbox: true,
  intro: [
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for being accurate. If you believe that you are exempted from a presumption of abuse because you do not have primarily consumer debts or because of qualifying military service, complete and file Statement of Exemption from Presumption of Abuse Under § 707(b)(2) (Official Form 122A-1Supp) with this form.',
  ],
  parts: [
    {
      title: 'Check one box only as directed in this form and in Form 122A-1Supp:',
      lines: [
        {
          id: 'box',
          label: 'Check one box only as directed in this form and in Form 122A-1Supp:',
          kind: 'checkbox',
          options: [
            { id: '1', label: '1. There is no presumption of abuse.' },
            { id: '2', label: '2. The calculation to determine if a presumption of abuse applies will be made under Chapter 7 Means Test Calculation (Official Form 122A-2).' },
            { id: '3', label: '3. The Means Test does not apply now because of qualified military service but it could apply later.' },
          ],
        },
      ],
    },
    {
      number: 'Part 1',
      title: 'Calculate Your Current Monthly Income',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'What is your marital and filing status? Check one only.',
          kind: 'checkbox',
          options: [
            { id: 'not-married', label: 'Not married. Fill out Column A, lines 2-11.' },
            { id: 'married-filing-jointly', label: 'Married and your spouse is filing with you. Fill out both Columns A and B, lines 2-11.' },
            { id: 'married-same-household', label: 'Married and your spouse is NOT filing with you. You and your spouse are: Living in the same household and are not legally separated. Fill out both Columns A and B, lines 2-11.' },
            {
              id: 'married-living-apart',
              label:
                'Living separately or are legally separated. Fill out Column A, lines 2-11; do not fill out Column B. By checking this box, you declare under penalty of perjury that you and your spouse are legally separated under nonbankruptcy law that applies or that you and your spouse are living apart for reasons that do not include evading the Means Test requirements. 11 U.S.C. § 707(b)(7)(B).',
            },
          ],
        },
        {
          id: 'income-intro',
          label:
            'Fill in the average monthly income that you received from all sources, derived during the 6 full months before you file this bankruptcy case. 11 U.S.C. § 101(10A). If the amount of your monthly income varied during the 6 months, add the income for all 6 months and divide the total by 6. If you have nothing to report for any line, write $0 in the space.',
          kind: 'info',
        },
        ...incomeColumnLines(INCOME_LABELS),
        { id: '11', number: '11', label: 'Calculate your total current monthly income. Add lines 2 through 10 for each column. Then add the total for Column A to the total for Column B.', kind: 'amount', total: true, columnHeading: 'Total current monthly income' },
      ],
    },
    {
      number: 'Part 2',
      title: 'Determine Whether the Means Test Applies to You',
      lines: [
        { id: '12', number: '12', label: 'Calculate your current monthly income for the year. Follow these steps:', kind: 'info' },
        { id: '12a', number: '12a', label: 'Copy your total current monthly income from line 11.', kind: 'amount', indent: 1, note: 'Multiply by 12 (the number of months in a year).' },
        { id: '12b', number: '12b', label: 'The result is your annual income for this part of the form.', kind: 'amount', indent: 1 },
        { id: '13', number: '13', label: 'Calculate the median family income that applies to you. Follow these steps:', kind: 'info' },
        { id: '13-state', label: 'Fill in the state in which you live.', kind: 'text', indent: 1 },
        { id: '13-size', label: 'Fill in the number of people in your household.', kind: 'text', indent: 1 },
        { id: '13-median', label: 'Fill in the median family income for your state and size of household.', kind: 'amount', indent: 1 },
        {
          id: '14',
          number: '14',
          label: 'How do the lines compare?',
          kind: 'checkbox',
          options: [
            { id: '14a', label: '14a. Line 12b is less than or equal to line 13. On the top of page 1, check box 1, There is no presumption of abuse. Go to Part 3. Do NOT fill out or file Official Form 122A-2.' },
            { id: '14b', label: '14b. Line 12b is more than line 13. On the top of page 1, check box 2, The presumption of abuse is determined by Form 122A-2. Go to Part 3 and fill out Form 122A–2.' },
          ],
        },
      ],
    },
    {
      number: 'Part 3',
      title: 'Sign Below',
      lines: [
        ...signatureLines('By signing here, I declare under penalty of perjury that the information on this statement and in any attachments is true and correct.'),
      ],
    },
  ],
  values(caseFile, context) {
    const form = meansTestForms(caseFile, context.filingDate)?.form122A1;
    if (!form) return {};
    const columns: FormValues = {};
    for (const { line } of FORM_122A1_INCOME_LINES) {
      columns[line] = form.columnA[line];
      columns[`${line}-b`] = form.columnB ? form.columnB[line] : null;
    }
    const socialSecurity =
      form.socialSecurityYouCents > 0 || form.socialSecuritySpouseCents > 0 ? `For you: ${formatCents(form.socialSecurityYouCents)}${form.columnB ? `; for your spouse: ${formatCents(form.socialSecuritySpouseCents)}` : ''}` : '';
    return {
      box: [String(form.box)],
      '1': [form.maritalStatus],
      ...columns,
      '8-ss': socialSecurity,
      '11-a': form.totalACents,
      '11-b': form.columnB ? form.totalBCents : null,
      '11': form.currentMonthlyIncomeCents,
      '12a': form.currentMonthlyIncomeCents,
      '12b': form.annualIncomeCents,
      '13-state': form.stateName,
      '13-size': String(form.householdSize),
      '13-median': form.medianCents,
      '14': [form.line14],
      signature1: '',
      signature2: '',
    };
  },
};
