/**
 * Official Form 122A-2, Chapter 7 Means Test Calculation (04/25), filed when Form 122A-1 line 12b
 * is above the median. Every amount is the eligibility engine's estimate for the planned filing
 * date (the IRS and US Trustee standards in force, the §707(b)(2) thresholds in force); lines the
 * engine does not estimate (3, 10, 15, 20, 26-28, 30, 36) are left blank for the person, and the
 * engine's notes say why. The thresholds of line 40 are printed from the data, not from the form.
 */
import { formatDollars } from '#shared/format/money.ts';
import { meansTestForms } from '../means-test.ts';
import { signatureLines } from '../listing.ts';
import type { AmountLine, FormDefinition, FormValues } from '../types.ts';

const amount = (id: string, label: string, extra: Partial<AmountLine> = {}): AmountLine => ({ id, number: id, label, kind: 'amount', ...extra });
const sub = (id: string, label: string, extra: Partial<AmountLine> = {}): AmountLine => amount(id, label, { indent: 1, ...extra });

/** The engine's line keys that add up to lines 24, 32 and 37. */
export const FORM_122A2_GROUPS = {
  '24': ['6', '7', '8', '9c', '10', '12', '13c', '13f', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23'],
  '32': ['25', '26', '27', '28', '29', '30', '31'],
  '37': ['33', '34', '35', '36'],
} as const;

export const FORM_122A2: FormDefinition = {
  number: '122A-2',
  title: 'Chapter 7 Means Test Calculation',
  revision: '04/25',
  amendedCheckbox: true,
  intro: [
    'To fill out this form, you will need your completed copy of Chapter 7 Statement of Your Current Monthly Income (Official Form 122A-1).',
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for being accurate.',
  ],
  parts: [
    {
      title: 'Check the appropriate box as directed in lines 40 or 42:',
      lines: [
        {
          id: 'box',
          label: 'Check the appropriate box as directed in lines 40 or 42:',
          kind: 'checkbox',
          options: [
            { id: '1', label: '1. There is no presumption of abuse.' },
            { id: '2', label: '2. There is a presumption of abuse.' },
          ],
        },
      ],
    },
    {
      number: 'Part 1',
      title: 'Determine Your Adjusted Income',
      lines: [
        amount('1', 'Copy your total current monthly income.', { note: 'Copy line 11 from Official Form 122A-1 here' }),
        {
          id: '2',
          number: '2',
          label: 'Did you fill out Column B in Part 1 of Form 122A–1?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Fill in $0 for the total on line 3.' },
            { id: 'yes-not-filing', label: 'Yes. Is your spouse filing with you? No. Go to line 3.' },
            { id: 'yes-filing', label: 'Yes. Is your spouse filing with you? Yes. Fill in $0 for the total on line 3.' },
          ],
        },
        amount('3', 'Adjust your current monthly income by subtracting any part of your spouse’s income not used to pay for the household expenses of you or your dependents.', { operator: '-' }),
        amount('4', 'Adjust your current monthly income. Subtract the total on line 3 from line 1.', { total: true }),
      ],
    },
    {
      number: 'Part 2',
      title: 'Calculate Your Deductions from Your Income',
      lines: [
        { id: '5', number: '5', label: 'The number of people used in determining your deductions from income', kind: 'text' },
        amount('6', 'Food, clothing, and other items: Using the number of people you entered in line 5 and the IRS National Standards, fill in the dollar amount for food, clothing, and other items.'),
        { id: '7', number: '7', label: 'Out-of-pocket health care allowance: Using the number of people you entered in line 5 and the IRS National Standards, fill in the dollar amount for out-of-pocket health care.', kind: 'info' },
        sub('7a', 'Out-of-pocket health care allowance per person'),
        { id: '7b', number: '7b', label: 'Number of people who are under 65', kind: 'text', indent: 1 },
        sub('7c', 'Subtotal. Multiply line 7a by line 7b.'),
        sub('7d', 'Out-of-pocket health care allowance per person'),
        { id: '7e', number: '7e', label: 'Number of people who are 65 or older', kind: 'text', indent: 1 },
        sub('7f', 'Subtotal. Multiply line 7d by line 7e.'),
        sub('7g', 'Total. Add lines 7c and 7f.'),
        amount('8', 'Housing and utilities – Insurance and operating expenses: Using the number of people you entered in line 5, fill in the dollar amount listed for your county for insurance and operating expenses.'),
        { id: '9', number: '9', label: 'Housing and utilities – Mortgage or rent expenses:', kind: 'info' },
        sub('9a', 'Using the number of people you entered in line 5, fill in the dollar amount listed for your county for mortgage or rent expenses.'),
        sub('9b', 'Total average monthly payment for all mortgages and other debts secured by your home.'),
        sub('9c', 'Net mortgage or rent expense. Subtract line 9b (total average monthly payment) from line 9a (mortgage or rent expense). If this amount is less than $0, enter $0.'),
        amount('10', 'If you claim that the U.S. Trustee Program’s division of the IRS Local Standard for housing is incorrect and affects the calculation of your monthly expenses, fill in any additional amount you claim.'),
        {
          id: '11',
          number: '11',
          label: 'Local transportation expenses: Check the number of vehicles for which you claim an ownership or operating expense.',
          kind: 'checkbox',
          inline: true,
          options: [
            { id: '0', label: '0. Go to line 14.' },
            { id: '1', label: '1. Go to line 12.' },
            { id: '2', label: '2 or more. Go to line 12.' },
          ],
        },
        amount('12', 'Vehicle operation expense: Using the IRS Local Standards and the number of vehicles for which you claim the operating expenses, fill in the Operating Costs that apply for your Census region or metropolitan statistical area.'),
        { id: '13', number: '13', label: 'Vehicle ownership or lease expense: Using the IRS Local Standards, calculate the net ownership or lease expense for each vehicle below.', kind: 'info' },
        sub('13a', 'Ownership or leasing costs using IRS Local Standard.'),
        sub('13b', 'Average monthly payment for all debts secured by Vehicle 1.'),
        sub('13c', 'Net Vehicle 1 ownership or lease expense'),
        sub('13d', 'Ownership or leasing costs using IRS Local Standard.'),
        sub('13e', 'Average monthly payment for all debts secured by Vehicle 2.'),
        sub('13f', 'Net Vehicle 2 ownership or lease expense'),
        amount('14', 'Public transportation expense: If you claimed 0 vehicles in line 11, using the IRS Local Standards, fill in the Public Transportation expense allowance regardless of whether you use public transportation.'),
        amount('15', 'Additional public transportation expense: If you claimed 1 or more vehicles in line 11 and if you claim that you may also deduct a public transportation expense, you may fill in what you believe is the appropriate expense.'),
        amount('16', 'Taxes: The total monthly amount that you will actually owe for federal, state and local taxes, such as income taxes, self-employment taxes, Social Security taxes, and Medicare taxes.'),
        amount('17', 'Involuntary deductions: The total monthly payroll deductions that your job requires, such as retirement contributions, union dues, and uniform costs.'),
        amount('18', 'Life insurance: The total monthly premiums that you pay for your own term life insurance.'),
        amount('19', 'Court-ordered payments: The total monthly amount that you pay as required by the order of a court or administrative agency, such as spousal or child support payments.'),
        amount('20', 'Education: The total monthly amount that you pay for education that is either required: as a condition for your job, or for your physically or mentally challenged dependent child if no public education is available for similar services.'),
        amount('21', 'Childcare: The total monthly amount that you pay for childcare, such as babysitting, daycare, nursery, and preschool.'),
        amount('22', 'Additional health care expenses, excluding insurance costs: The monthly amount that you pay for health care that is required for the health and welfare of you or your dependents and that is not reimbursed by insurance or paid by a health savings account.'),
        amount('23', 'Optional telephones and telephone services: The total monthly amount that you pay for telecommunication services for you and your dependents.', { operator: '+' }),
        amount('24', 'Add all of the expenses allowed under the IRS expense allowances. Add lines 6 through 23.', { total: true }),
        amount('25', 'Health insurance, disability insurance, and health savings account expenses.'),
        amount('26', 'Continuing contributions to the care of household or family members.'),
        amount('27', 'Protection against family violence. The reasonably necessary monthly expenses that you incur to maintain the safety of you and your family under the Family Violence Prevention and Services Act or other federal laws that apply.'),
        amount('28', 'Additional home energy costs. Your home energy costs are included in your insurance and operating expenses on line 8.'),
        amount('29', 'Education expenses for dependent children who are younger than 18.'),
        amount('30', 'Additional food and clothing expense. The monthly amount by which your actual food and clothing expenses are higher than the combined food and clothing allowances in the IRS National Standards.'),
        amount('31', 'Continuing charitable contributions. The amount that you will continue to contribute in the form of cash or financial instruments to a religious or charitable organization. 26 U.S.C. § 170(c)(1)-(2).', { operator: '+' }),
        amount('32', 'Add all of the additional expense deductions. Add lines 25 through 31.', { total: true }),
        { id: '33', number: '33', label: 'For debts that are secured by an interest in property that you own, including home mortgages, vehicle loans, and other secured debt, fill in lines 33a through 33e.', kind: 'info' },
        sub('33a', 'Copy line 9b here'),
        sub('33b', 'Copy line 13b here.'),
        sub('33c', 'Copy line 13e here.'),
        sub('33d', 'List other secured debts:'),
        sub('33e', 'Total average monthly payment. Add lines 33a through 33d.', { total: true }),
        amount('34', 'Are any debts that you listed in line 33 secured by your primary residence, a vehicle, or other property necessary for your support or the support of your dependents?', {
          note: 'The cure amount divided by 60.',
        }),
        amount('35', 'Do you owe any priority claims such as a priority tax, child support, or alimony ─ that are past due as of the filing date of your bankruptcy case? 11 U.S.C. § 507.', {
          note: 'Total amount of all past-due priority claims divided by 60.',
        }),
        amount('36', 'Are you eligible to file a case under Chapter 13? 11 U.S.C. § 109(e).', { note: 'Average monthly administrative expense if you were filing under Chapter 13' }),
        amount('37', 'Add all of the deductions for debt payment. Add lines 33e through 36.', { total: true }),
        amount('38', 'Add all of the allowed deductions.', { total: true, note: 'Line 24 + line 32 + line 37' }),
      ],
    },
    {
      number: 'Part 3',
      title: 'Determine Whether There Is a Presumption of Abuse',
      lines: [
        { id: '39', number: '39', label: 'Calculate monthly disposable income for 60 months', kind: 'info' },
        sub('39a', 'Copy line 4, adjusted current monthly income'),
        sub('39b', 'Copy line 38, Total deductions.', { operator: '-' }),
        sub('39c', 'Monthly disposable income. 11 U.S.C. § 707(b)(2). Subtract line 39b from line 39a.'),
        sub('39d', 'Total. Multiply line 39c by 60.', { total: true }),
        {
          id: '40',
          number: '40',
          label: 'Find out whether there is a presumption of abuse. Check the box that applies:',
          kind: 'checkbox',
          options: [
            { id: 'below', label: 'The line 39d is less than the lower amount below. On the top of page 1 of this form, check box 1, There is no presumption of abuse. Go to Part 5.' },
            { id: 'above', label: 'The line 39d is more than the upper amount below. On the top of page 1 of this form, check box 2, There is a presumption of abuse. You may fill out Part 4 if you claim special circumstances. Then go to Part 5.' },
            { id: 'between', label: 'The line 39d is at least the lower amount, but not more than the upper amount. Go to line 41.' },
          ],
        },
        { id: '40-amounts', label: 'The amounts in force on the filing date (11 U.S.C. § 707(b)(2), adjusted under § 104):', kind: 'text', indent: 1 },
        amount('41a', '41a. Fill in the amount of your total nonpriority unsecured debt. If you filled out A Summary of Your Assets and Liabilities and Certain Statistical Information Schedules (Official Form 106Sum), you may refer to line 3b on that form.', { number: '41' }),
        sub('41b', '25% of your total nonpriority unsecured debt. 11 U.S.C. § 707(b)(2)(A)(i)(I). Multiply line 41a by 0.25.'),
        {
          id: '42',
          number: '42',
          label: 'Determine whether the income you have left over after subtracting all allowed deductions is enough to pay 25% of your unsecured, nonpriority debt. Check the box that applies:',
          kind: 'checkbox',
          options: [
            { id: 'less', label: 'Line 39d is less than line 41b. On the top of page 1 of this form, check box 1, There is no presumption of abuse. Go to Part 5.' },
            { id: 'more', label: 'Line 39d is equal to or more than line 41b. On the top of page 1 of this form, check box 2, There is a presumption of abuse. You may fill out Part 4 if you claim special circumstances. Then go to Part 5.' },
          ],
        },
      ],
    },
    {
      number: 'Part 4',
      title: 'Give Details About Special Circumstances',
      lines: [
        {
          id: '43',
          number: '43',
          label: 'Do you have any special circumstances that justify additional expenses or adjustments of current monthly income for which there is no reasonable alternative? 11 U.S.C. § 707(b)(2)(B).',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Go to Part 5.' },
            { id: 'yes', label: 'Yes. Fill in the following information.' },
          ],
        },
      ],
    },
    {
      number: 'Part 5',
      title: 'Sign Below',
      lines: [
        ...signatureLines('By signing here, I declare under penalty of perjury that the information on this statement and in any attachments is true and correct.'),
        { id: 'notes', label: 'How these amounts were estimated', kind: 'text' },
      ],
    },
  ],
  values(caseFile, context) {
    const forms = meansTestForms(caseFile, context.filingDate);
    if (!forms?.form122A2) return {};
    const { form122A1, form122A2: form } = forms;
    const line = (key: string): number | null => form.lines[key] ?? null;
    const group = (keys: readonly string[]) => keys.reduce((sum, key) => sum + (form.lines[key] ?? 0), 0);
    const vehicles = ['12', '13c', '13f'].some((key) => key in form.lines) ? ('13f' in form.lines ? '2' : '1') : '0';
    const values: FormValues = {
      box: [form.presumption === 'arises' ? '2' : '1'],
      '1': form.currentMonthlyIncomeCents,
      '2': [form122A1.columnB === null ? 'no' : caseFile.filing?.jointFiling ? 'yes-filing' : 'yes-not-filing'],
      '3': 0,
      '4': form.currentMonthlyIncomeCents,
      '5': String(form.householdSize),
      '11': [vehicles],
      '24': group(FORM_122A2_GROUPS['24']),
      '32': group(FORM_122A2_GROUPS['32']),
      '37': group(FORM_122A2_GROUPS['37']),
      '38': form.totalDeductionsCents,
      '39a': form.currentMonthlyIncomeCents,
      '39b': form.totalDeductionsCents,
      '39c': form.monthlyDisposableIncomeCents,
      '39d': form.sixtyMonthDisposableIncomeCents,
      '40': [form.decidedBy === 'below-lower-threshold' ? 'below' : form.decidedBy === 'above-upper-threshold' ? 'above' : 'between'],
      '40-amounts': `lower ${formatDollars(form.lowerThresholdCents / 100)}, upper ${formatDollars(form.upperThresholdCents / 100)} (in force since ${form.thresholdsEffectiveDate})`,
      '41a': form.nonpriorityUnsecuredCents,
      '41b': form.quarterCents,
      '42': form.decidedBy === 'compared-with-25-percent' ? [form.presumption === 'arises' ? 'more' : 'less'] : [],
      '43': [],
      signature1: '',
      signature2: '',
      notes: form.estimateNotes.join('\n'),
    };
    for (const key of [...FORM_122A2_GROUPS['24'], ...FORM_122A2_GROUPS['32'], ...FORM_122A2_GROUPS['37']]) values[key] = line(key);
    // The engine gives line 7 as the total (7g) and line 33 as the total payment (33e).
    values['7g'] = values['7'] ?? null;
    delete values['7'];
    values['33e'] = values['33'] ?? null;
    delete values['33'];
    return values;
  },
};
