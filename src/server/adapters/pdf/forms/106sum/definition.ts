/**
 * Official Form 106Sum, Summary of Your Assets and Liabilities and Certain Statistical Information
 * (12/15). Every amount is copied from another form's values (Schedule A/B, D, E/F, I, J and
 * 122A-1), so the summary cannot disagree with the schedules.
 */
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { primarilyConsumerDebts } from '../common.ts';
import type { Cents, FormContext, FormDefinition, FormValues } from '../types.ts';

const ASSETS = 'Your assets\nValue of what you own';
const LIABILITIES = 'Your liabilities\nAmount you owe';

export const FORM_106SUM: FormDefinition = {
  number: '106Sum',
  title: 'Summary of Your Assets and Liabilities and Certain Statistical Information',
  revision: '12/15',
  intro: [
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information. Fill out all of your schedules first; then complete the information on this form. If you are filing amended schedules after you file your original forms, you must fill out a new Summary and check the box at the top of this page.',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'Summarize Your Assets',
      lines: [
        { id: '1', number: '1', kind: 'info', label: 'Schedule A/B: Property (Official Form 106A/B)' },
        { id: '1a', number: '1a', kind: 'amount', indent: 1, label: 'Copy line 55, Total real estate, from Schedule A/B', columnHeading: ASSETS },
        { id: '1b', number: '1b', kind: 'amount', indent: 1, label: 'Copy line 62, Total personal property, from Schedule A/B' },
        { id: '1c', number: '1c', kind: 'amount', indent: 1, total: true, label: 'Copy line 63, Total of all property on Schedule A/B' },
      ],
    },
    {
      number: 'Part 2',
      title: 'Summarize Your Liabilities',
      lines: [
        { id: '2', number: '2', kind: 'info', label: 'Schedule D: Creditors Who Have Claims Secured by Property (Official Form 106D)' },
        {
          id: '2a',
          number: '2a',
          kind: 'amount',
          indent: 1,
          columnHeading: LIABILITIES,
          label: 'Copy the total you listed in Column A, Amount of claim, at the bottom of the last page of Part 1 of Schedule D',
        },
        { id: '3', number: '3', kind: 'info', label: 'Schedule E/F: Creditors Who Have Unsecured Claims (Official Form 106E/F)' },
        { id: '3a', number: '3a', kind: 'amount', indent: 1, label: 'Copy the total claims from Part 1 (priority unsecured claims) from line 6e of Schedule E/F' },
        {
          id: '3b',
          number: '3b',
          kind: 'amount',
          indent: 1,
          operator: '+',
          label: 'Copy the total claims from Part 2 (nonpriority unsecured claims) from line 6j of Schedule E/F',
        },
        { id: 'totalLiabilities', kind: 'amount', indent: 1, total: true, label: 'Your total liabilities' },
      ],
    },
    {
      number: 'Part 3',
      title: 'Summarize Your Income and Expenses',
      lines: [
        { id: '4', number: '4', kind: 'amount', label: 'Schedule I: Your Income (Official Form 106I)', note: 'Copy your combined monthly income from line 12 of Schedule I' },
        { id: '5', number: '5', kind: 'amount', label: 'Schedule J: Your Expenses (Official Form 106J)', note: 'Copy your monthly expenses from line 22c of Schedule J' },
      ],
    },
    {
      number: 'Part 4',
      title: 'Answer These Questions for Administrative and Statistical Records',
      lines: [
        {
          id: '6',
          number: '6',
          kind: 'checkbox',
          label: 'Are you filing for bankruptcy under Chapters 7, 11, or 13?',
          options: [
            { id: 'no', label: 'No. You have nothing to report on this part of the form. Check this box and submit this form to the court with your other schedules.' },
            { id: 'yes', label: 'Yes' },
          ],
        },
        {
          id: '7',
          number: '7',
          kind: 'checkbox',
          label: 'What kind of debt do you have?',
          options: [
            {
              id: 'consumer',
              label:
                'Your debts are primarily consumer debts. Consumer debts are those “incurred by an individual primarily for a personal, family, or household purpose.” 11 U.S.C. § 101(8). Fill out lines 8-9g for statistical purposes. 28 U.S.C. § 159.',
            },
            {
              id: 'notConsumer',
              label:
                'Your debts are not primarily consumer debts. You have nothing to report on this part of the form. Check this box and submit this form to the court with your other schedules.',
            },
          ],
        },
        {
          id: '8',
          number: '8',
          kind: 'amount',
          label: 'From the Statement of Your Current Monthly Income: Copy your total current monthly income from Official Form 122A-1 Line 11; OR, Form 122B Line 11; OR, Form 122C-1 Line 14.',
        },
        { id: '9', number: '9', kind: 'info', label: 'Copy the following special categories of claims from Part 4, line 6 of Schedule E/F:' },
        { id: '9from', kind: 'info', indent: 1, label: 'From Part 4 on Schedule E/F, copy the following:' },
        { id: '9a', number: '9a', kind: 'amount', indent: 1, columnHeading: 'Total claim', label: 'Domestic support obligations (Copy line 6a.)' },
        { id: '9b', number: '9b', kind: 'amount', indent: 1, label: 'Taxes and certain other debts you owe the government. (Copy line 6b.)' },
        { id: '9c', number: '9c', kind: 'amount', indent: 1, label: 'Claims for death or personal injury while you were intoxicated. (Copy line 6c.)' },
        { id: '9d', number: '9d', kind: 'amount', indent: 1, label: 'Student loans. (Copy line 6f.)' },
        {
          id: '9e',
          number: '9e',
          kind: 'amount',
          indent: 1,
          label: 'Obligations arising out of a separation agreement or divorce that you did not report as priority claims. (Copy line 6g.)',
        },
        { id: '9f', number: '9f', kind: 'amount', indent: 1, operator: '+', label: 'Debts to pension or profit-sharing plans, and other similar debts. (Copy line 6h.)' },
        { id: '9g', number: '9g', kind: 'amount', indent: 1, total: true, label: 'Total. Add lines 9a through 9f.' },
      ],
    },
  ],
  values: summaryValues,
};

function amountOf(values: FormValues | undefined, id: string): Cents | undefined {
  const value = values?.[id];
  return typeof value === 'number' ? value : undefined;
}

function sum(...amounts: (Cents | undefined)[]): Cents | undefined {
  return amounts.every((a) => a === undefined) ? undefined : amounts.reduce<number>((total, a) => total + (a ?? 0), 0);
}

export function summaryValues(caseFile: CaseFileDraft, context: FormContext): FormValues {
  const of = (form: string) => context.valuesOf?.(form);
  const ab = of('106A/B');
  const d = of('106D');
  const ef = of('106E/F');
  const meansTest = of(caseFile.filing?.chapter === 13 ? '122C-1' : '122A-1');
  const priority = amountOf(ef, '6e');
  const nonpriority = amountOf(ef, '6j');
  const secured = amountOf(d, 'totalClaims');
  const special = ['6a', '6b', '6c', '6f', '6g', '6h'].map((line) => amountOf(ef, line));
  const consumer = primarilyConsumerDebts(caseFile);
  return {
    '1a': amountOf(ab, '55'),
    '1b': amountOf(ab, '62'),
    '1c': amountOf(ab, '63'),
    '2a': secured,
    '3a': priority,
    '3b': nonpriority,
    totalLiabilities: sum(secured, priority, nonpriority),
    '4': amountOf(of('106I'), '12'),
    '5': amountOf(of('106J'), '22c'),
    '6': caseFile.filing?.chapter ? ['yes'] : [],
    '7': consumer === undefined ? [] : consumer ? ['consumer'] : ['notConsumer'],
    ...(consumer
      ? {
          '8': amountOf(meansTest, caseFile.filing?.chapter === 13 ? '14' : '11'),
          '9a': special[0],
          '9b': special[1],
          '9c': special[2],
          '9d': special[3],
          '9e': special[4],
          '9f': special[5],
          '9g': sum(...special),
        }
      : {}),
  };
}
