/**
 * Official Form 122C-2, Chapter 13 Calculation of Your Disposable Income (04/25), filed when Form
 * 122C-1 line 15b is above the median. Its Part 1 (lines 5-38) is Form 122A-2's Part 2 line for
 * line (the same IRS and US Trustee standards in force on the planned filing date, the eligibility
 * engine's estimate), except line 16's wording and line 36 (the plan payment's administrative
 * expense); Part 2 takes line 38 from the current monthly income of 122C-1 line 14 (§1325(b)(2)).
 * Lines the engine does not estimate (40, 41, 43, 46) are left for the person.
 */
import { meansTestForms } from '../means-test.ts';
import { signatureLines } from '../listing.ts';
import { FORM_122A2 } from '../122a-2/definition.ts';
import type { AmountLine, FormDefinition, FormValues, LineDefinition } from '../types.ts';

const amount = (id: string, label: string, extra: Partial<AmountLine> = {}): AmountLine => ({ id, number: id, label, kind: 'amount', ...extra });

/** Lines 16, 35 and 36 are worded differently from Form 122A-2's. */
function edited(line: LineDefinition): LineDefinition {
  if (line.id === '16') return { ...line, label: 'Taxes: The total monthly amount that you actually pay for federal, state and local taxes, such as income taxes, self-employment taxes, Social Security taxes, and Medicare taxes.' };
  if (line.id === '35') return { ...line, label: 'Do you owe any priority claims such as a priority tax, child support, or alimony that are past due as of the filing date of your bankruptcy case? 11 U.S.C. § 507.' };
  if (line.id === '36') return amount('36', 'Projected monthly Chapter 13 plan payment', { note: 'Average monthly administrative expense (the plan payment times the current multiplier for your district)' });
  return line;
}

/** Form 122A-2 Part 2 = Form 122C-2 Part 1, with the lines that differ. */
const DEDUCTION_LINES: readonly LineDefinition[] = FORM_122A2.parts
  .find((part) => part.number === 'Part 2')!
  .lines.flatMap((line): LineDefinition[] => {
    // The form repeats line 9b's total in a box beside 9c ("9b. Total average monthly payment").
    if (line.id === '9b') return [line, { id: '9b-total', number: '9b', label: 'Total average monthly payment', kind: 'amount', indent: 2 }];
    return [edited(line)];
  });

const DEDUCTION_IDS = new Set(DEDUCTION_LINES.map((line) => line.id));

export const FORM_122C2: FormDefinition = {
  number: '122C-2',
  title: 'Chapter 13 Calculation of Your Disposable Income',
  revision: '04/25',
  amendedCheckbox: true,
  intro: [
    'To fill out this form, you will need your completed copy of Chapter 13 Statement of Your Current Monthly Income and Calculation of Commitment Period (Official Form 122C-1).',
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for being accurate. If more space is needed, attach a separate sheet to this form. Include the line number to which the additional information applies. On the top of any additional pages, write your name and case number (if known).',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'Calculate Your Deductions from Your Income',
      intro: 'Note: Line numbers 1-4 are not used in this form. These numbers apply to information required by a similar form used in chapter 7 cases.',
      lines: DEDUCTION_LINES,
    },
    {
      number: 'Part 2',
      title: 'Determine Your Disposable Income Under 11 U.S.C. § 1325(b)(2)',
      lines: [
        amount('39', 'Copy your total current monthly income from line 14 of Form 122C-1, Chapter 13 Statement of Your Current Monthly Income and Calculation of Commitment Period.'),
        amount('40', 'Fill in any reasonably necessary income you receive for support for dependent children.'),
        amount('41', 'Fill in all qualified retirement deductions.'),
        amount('42', 'Total of all deductions allowed under 11 U.S.C. § 707(b)(2)(A). Copy line 38 here'),
        amount(
          '43',
          'Deduction for special circumstances. If special circumstances justify additional expenses and you have no reasonable alternative, describe the special circumstances and their expenses. You must give your case trustee a detailed explanation of the special circumstances and documentation for the expenses.',
          { operator: '+' },
        ),
        amount('44', 'Total adjustments. Add lines 40 through 43.', { operator: '-' }),
        amount('45', 'Calculate your monthly disposable income under § 1325(b)(2). Subtract line 44 from line 39.', { total: true }),
      ],
    },
    {
      number: 'Part 3',
      title: 'Change in Income or Expenses',
      lines: [
        {
          id: '46',
          number: '46',
          label:
            'Change in income or expenses. If the income in Form 122C-1 or the expenses you reported in this form have changed or are virtually certain to change after the date you filed your bankruptcy petition and during the time your case will be open, fill in the information below.',
          kind: 'text',
        },
      ],
    },
    {
      number: 'Part 4',
      title: 'Sign Below',
      lines: [...signatureLines('By signing here, under penalty of perjury you declare that the information on this statement and in any attachments is true and correct.'), { id: 'notes', label: 'How these amounts were estimated', kind: 'text' }],
    },
  ],
  values(caseFile, context) {
    const form = meansTestForms(caseFile, context.filingDate)?.form122A2;
    if (!form) return {};
    // Part 1: Form 122A-2's values for the same lines.
    const deductions = Object.fromEntries(Object.entries(FORM_122A2.values(caseFile, context)).filter(([id]) => DEDUCTION_IDS.has(id)));
    const adjustments = form.totalDeductionsCents;
    const values: FormValues = {
      ...deductions,
      '9b-total': deductions['9b'] ?? null,
      '39': form.currentMonthlyIncomeCents,
      '42': form.totalDeductionsCents,
      '44': adjustments,
      '45': form.currentMonthlyIncomeCents - adjustments,
      signature1: '',
      signature2: '',
      notes: form.estimateNotes.join('\n'),
    };
    return values;
  },
};
