/**
 * Official Form 122C-1, Chapter 13 Statement of Your Current Monthly Income and Calculation of
 * Commitment Period (10/19). Lines 2-11 are the same income by source as Form 122A-1 (the same
 * household, the same six months); the current monthly income, the median in force on the planned
 * filing date and both comparisons (line 17: disposable income under §1325(b)(3); line 21: the
 * commitment period of 3 or 5 years) are the eligibility engine's figures. No marital adjustment
 * is asked, so lines 13 and 19a are $0.
 */
import { FORM_122A1_INCOME_LINES } from '#shared/documents/chapter7/means-test-forms.ts';
import { formatCents } from '#shared/format/money.ts';
import { incomeColumnLines, meansTestForms } from '../means-test.ts';
import { signatureLines } from '../listing.ts';
import type { FormDefinition, FormValues, LineDefinition } from '../types.ts';
import { form122C1Figures } from './figures.ts';
import { commitmentPeriodMonths } from '#shared/law/chapter13-plan/plan.ts';

const INCOME_LABELS: Record<(typeof FORM_122A1_INCOME_LINES)[number]['line'], string> = {
  '2': 'Your gross wages, salary, tips, bonuses, overtime, and commissions (before all payroll deductions).',
  '3': 'Alimony and maintenance payments. Do not include payments from a spouse.',
  '4': 'All amounts from any source which are regularly paid for household expenses of you or your dependents, including child support. Include regular contributions from an unmarried partner, members of your household, your dependents, parents, and roommates. Do not include payments from a spouse. Do not include payments you listed on line 3.',
  '5': 'Net income from operating a business, profession, or farm',
  '6': 'Net income from rental and other real property',
  '7': 'Interest, dividends, and royalties',
  '8': 'Unemployment compensation',
  '9': 'Pension or retirement income. Do not include any amount received that was a benefit under the Social Security Act.',
  '10': 'Income from all other sources not listed above. Specify the source and amount. Do not include any benefits received under the Social Security Act; payments received as a victim of a war crime, a crime against humanity, or international or domestic terrorism; or compensation, pension, pay, annuity, or allowance paid by the United States Government in connection with a disability, combat-related injury or disability, or death of a member of the uniformed services.',
};

const amount = (id: string, label: string, indent = 0): LineDefinition => ({ id, number: id, label, kind: 'amount', ...(indent ? { indent } : {}) });

export const FORM_122C1: FormDefinition = {
  number: '122C-1',
  title: 'Chapter 13 Statement of Your Current Monthly Income and Calculation of Commitment Period',
  revision: '10/19',
  amendedCheckbox: true,
  intro: [
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for being accurate. If more space is needed, attach a separate sheet to this form. Include the line number to which the additional information applies. On the top of any additional pages, write your name and case number (if known).',
  ],
  parts: [
    {
      title: 'Check as directed in lines 17 and 21:',
      lines: [
        {
          id: 'box',
          label: 'According to the calculations required by this Statement:',
          kind: 'checkbox',
          options: [
            { id: '1', label: '1. Disposable income is not determined under 11 U.S.C. § 1325(b)(3).' },
            { id: '2', label: '2. Disposable income is determined under 11 U.S.C. § 1325(b)(3).' },
            { id: '3', label: '3. The commitment period is 3 years.' },
            { id: '4', label: '4. The commitment period is 5 years.' },
          ],
        },
      ],
    },
    {
      number: 'Part 1',
      title: 'Calculate Your Average Monthly Income',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'What is your marital and filing status? Check one only.',
          kind: 'checkbox',
          options: [
            { id: 'not-married', label: 'Not married. Fill out Column A, lines 2-11.' },
            { id: 'married', label: 'Married. Fill out both Columns A and B, lines 2-11.' },
          ],
        },
        {
          id: 'income-intro',
          label:
            'Fill in the average monthly income that you received from all sources, derived during the 6 full months before you file this bankruptcy case. 11 U.S.C. § 101(10A). If the amount of your monthly income varied during the 6 months, add the income for all 6 months and divide the total by 6. Fill in the result. Do not include any income amount more than once. If you have nothing to report for any line, write $0 in the space.',
          kind: 'info',
        },
        ...incomeColumnLines(INCOME_LABELS),
        { id: '11', number: '11', label: 'Calculate your total average monthly income. Add lines 2 through 10 for each column. Then add the total for Column A to the total for Column B.', kind: 'amount', total: true },
      ],
    },
    {
      number: 'Part 2',
      title: 'Determine How to Measure Your Deductions from Income',
      lines: [
        amount('12', 'Copy your total average monthly income from line 11.'),
        {
          id: '13',
          number: '13',
          label: 'Calculate the marital adjustment. Check one:',
          kind: 'checkbox',
          options: [
            { id: 'not-married', label: 'You are not married. Fill in 0 below.' },
            { id: 'spouse-filing', label: 'You are married and your spouse is filing with you. Fill in 0 below.' },
            { id: 'spouse-not-filing', label: 'You are married and your spouse is not filing with you.' },
          ],
        },
        { id: '13-total', label: 'Total marital adjustment', kind: 'amount', indent: 1 },
        amount('14', 'Your current monthly income. Subtract the total in line 13 from line 12.'),
        { id: '15', number: '15', label: 'Calculate your current monthly income for the year. Follow these steps:', kind: 'info' },
        amount('15a', 'Copy line 14 here', 1),
        amount('15b', 'The result is your current monthly income for the year for this part of the form.', 1),
        { id: '16', number: '16', label: 'Calculate the median family income that applies to you. Follow these steps:', kind: 'info' },
        { id: '16a', number: '16a', label: 'Fill in the state in which you live.', kind: 'text', indent: 1 },
        { id: '16b', number: '16b', label: 'Fill in the number of people in your household.', kind: 'text', indent: 1 },
        amount('16c', 'Fill in the median family income for your state and size of household.', 1),
        {
          id: '17',
          number: '17',
          label: 'How do the lines compare?',
          kind: 'checkbox',
          options: [
            { id: '17a', label: '17a. Line 15b is less than or equal to line 16c. On the top of page 1 of this form, check box 1, Disposable income is not determined under 11 U.S.C. § 1325(b)(3). Go to Part 3. Do NOT fill out Calculation of Your Disposable Income (Official Form 122C-2).' },
            { id: '17b', label: '17b. Line 15b is more than line 16c. On the top of page 1 of this form, check box 2, Disposable income is determined under 11 U.S.C. § 1325(b)(3). Go to Part 3 and fill out Calculation of Your Disposable Income (Official Form 122C-2). On line 39 of that form, copy your current monthly income from line 14 above.' },
          ],
        },
      ],
    },
    {
      number: 'Part 3',
      title: 'Calculate Your Commitment Period Under 11 U.S.C. § 1325(b)(4)',
      lines: [
        amount('18', 'Copy your total average monthly income from line 11.'),
        { id: '19', number: '19', label: 'Deduct the marital adjustment if it applies.', kind: 'info' },
        amount('19a', 'If the marital adjustment does not apply, fill in 0 on line 19a.', 1),
        amount('19b', 'Subtract line 19a from line 18.', 1),
        { id: '20', number: '20', label: 'Calculate your current monthly income for the year. Follow these steps:', kind: 'info' },
        amount('20a', 'Copy line 19b.', 1),
        amount('20b', 'The result is your current monthly income for the year for this part of the form.', 1),
        amount('20c', 'Copy the median family income for your state and size of household from line 16c.', 1),
        {
          id: '21',
          number: '21',
          label: 'How do the lines compare?',
          kind: 'checkbox',
          options: [
            { id: '3-years', label: 'Line 20b is less than line 20c. Unless otherwise ordered by the court, on the top of page 1 of this form, check box 3, The commitment period is 3 years. Go to Part 4.' },
            { id: '5-years', label: 'Line 20b is more than or equal to line 20c. Unless otherwise ordered by the court, on the top of page 1 of this form, check box 4, The commitment period is 5 years. Go to Part 4.' },
          ],
        },
      ],
    },
    {
      number: 'Part 4',
      title: 'Sign Below',
      lines: [
        ...signatureLines('By signing here, under penalty of perjury I declare that the information on this statement and in any attachments is true and correct.'),
        { id: 'after-signing', label: 'If you checked 17a, do NOT fill out or file Form 122C-2. If you checked 17b, fill out Form 122C-2 and file it with this form. On line 39 of that form, copy your current monthly income from line 14 above.', kind: 'info' },
      ],
    },
  ],
  values(caseFile, context) {
    const form = meansTestForms(caseFile, context.filingDate)?.form122A1;
    if (!form) return {};
    const figures = form122C1Figures(form);
    const columns: FormValues = {};
    for (const { line } of FORM_122A1_INCOME_LINES) {
      columns[line] = form.columnA[line];
      columns[`${line}-b`] = form.columnB ? form.columnB[line] : null;
    }
    const married = form.maritalStatus !== 'not-married';
    const socialSecurity =
      form.socialSecurityYouCents > 0 || form.socialSecuritySpouseCents > 0 ? `For you: ${formatCents(form.socialSecurityYouCents)}${form.columnB ? `; for your spouse: ${formatCents(form.socialSecuritySpouseCents)}` : ''}` : '';
    return {
      box: [figures.aboveMedian ? '2' : '1', figures.commitmentPeriodMonths === commitmentPeriodMonths(true) ? '4' : '3'],
      '1': [married && form.columnB ? 'married' : 'not-married'],
      ...columns,
      '8-ss': socialSecurity,
      '11-a': form.totalACents,
      '11-b': form.columnB ? form.totalBCents : null,
      '11': form.currentMonthlyIncomeCents,
      '12': form.currentMonthlyIncomeCents,
      '13': [!married ? 'not-married' : form.maritalStatus === 'married-filing-jointly' ? 'spouse-filing' : 'spouse-not-filing'],
      '13-total': 0,
      '14': form.currentMonthlyIncomeCents,
      '15a': form.currentMonthlyIncomeCents,
      '15b': figures.annualIncomeCents,
      '16a': form.stateName,
      '16b': String(form.householdSize),
      '16c': form.medianCents,
      '17': [figures.aboveMedian ? '17b' : '17a'],
      '18': form.currentMonthlyIncomeCents,
      '19a': 0,
      '19b': form.currentMonthlyIncomeCents,
      '20a': form.currentMonthlyIncomeCents,
      '20b': figures.annualIncomeCents,
      '20c': form.medianCents,
      '21': [figures.commitmentPeriodMonths === commitmentPeriodMonths(true) ? '5-years' : '3-years'],
      signature1: '',
      signature2: '',
    };
  },
};
