/**
 * Official Form 106I, Schedule I: Your Income (12/15). Part 1 employment of each debtor, Part 2 the
 * monthly income in two columns (Debtor 1; Debtor 2 or non-filing spouse), drawn as a table whose
 * first column is the official line, then lines 10-13.
 */
import { type CaseFileDraft, OTHER_INCOME_LINES, PAYROLL_DEDUCTION_LINES, type ScheduleIPerson } from '#shared/case-file/index.ts';
import { scheduleIColumn } from '#shared/documents/schedule-i.ts';
import { nameAndAddress } from '../listing.ts';
import type { FormDefinition, FormValues, LineDefinition, TableRow } from '../types.ts';

type PayrollKey = keyof typeof PAYROLL_DEDUCTION_LINES;
type OtherIncomeKey = keyof typeof OTHER_INCOME_LINES;

const PAYROLL_LABELS: Record<PayrollKey, string> = {
  taxes: 'Tax, Medicare, and Social Security deductions',
  mandatoryRetirement: 'Mandatory contributions for retirement plans',
  voluntaryRetirement: 'Voluntary contributions for retirement plans',
  retirementLoanRepayments: 'Required repayments of retirement fund loans',
  insurance: 'Insurance',
  domesticSupport: 'Domestic support obligations',
  unionDues: 'Union dues',
  other: 'Other deductions. Specify:',
};

const OTHER_INCOME_LABELS: Record<OtherIncomeKey, string> = {
  business: 'Net income from rental property and from operating a business, profession, or farm',
  interestAndDividends: 'Interest and dividends',
  familySupport: 'Family support payments that you, a non-filing spouse, or a dependent regularly receive',
  unemployment: 'Unemployment compensation',
  socialSecurity: 'Social Security',
  otherGovernmentAssistance: 'Other government assistance that you regularly receive',
  pension: 'Pension or retirement income',
  other: 'Other monthly income. Specify:',
};

type ScheduleI = NonNullable<CaseFileDraft['income']>['scheduleI'];

/**
 * Line 12: the combined monthly income (106Sum and Schedule J line 23a copy it). The spouse's
 * column is a joint debtor's, or a non-filing spouse's who lives with the debtor (the form leaves
 * out a separated spouse); the case file holds the spouse's Schedule I only when it counts.
 */
export function scheduleICombinedMonthlyIncome(scheduleI: ScheduleI): number {
  const spouse = scheduleI.spouse;
  return scheduleIColumn(scheduleI.debtor).line10 + (spouse ? scheduleIColumn(spouse).line10 : 0) + scheduleI.contributionsOfOthers;
}

/** Part 2's lines 2-10 in order: number, official label, and the value of one person's column. */
type Column = ReturnType<typeof scheduleIColumn>;
const INCOME_LINES: readonly { number: string; label: string; value?: (p: ScheduleIPerson, c: Column) => number }[] = [
  { number: '2', label: 'List monthly gross wages, salary, and commissions (before all payroll deductions). If not paid monthly, calculate what the monthly wage would be.', value: (_, c) => c.line2 },
  { number: '3', label: 'Estimate and list monthly overtime pay.', value: (_, c) => c.line3 },
  { number: '4', label: 'Calculate gross income. Add line 2 + line 3.', value: (_, c) => c.line4 },
  { number: '5', label: 'List all payroll deductions:' },
  ...(Object.keys(PAYROLL_DEDUCTION_LINES) as PayrollKey[]).map((key) => ({ number: PAYROLL_DEDUCTION_LINES[key], label: PAYROLL_LABELS[key], value: (p: ScheduleIPerson) => p.payrollDeductions[key] })),
  { number: '6', label: 'Add the payroll deductions. Add lines 5a + 5b + 5c + 5d + 5e +5f + 5g + 5h.', value: (_, c) => c.line6 },
  { number: '7', label: 'Calculate total monthly take-home pay. Subtract line 6 from line 4.', value: (_, c) => c.line7 },
  { number: '8', label: 'List all other income regularly received:' },
  ...(Object.keys(OTHER_INCOME_LINES) as OtherIncomeKey[]).map((key) => ({ number: OTHER_INCOME_LINES[key], label: OTHER_INCOME_LABELS[key], value: (p: ScheduleIPerson) => p.otherIncome[key] })),
  { number: '9', label: 'Add all other income. Add lines 8a + 8b + 8c + 8d + 8e + 8f +8g + 8h.', value: (_, c) => c.line9 },
  { number: '10', label: 'Calculate monthly income. Add line 7 + line 9.', value: (_, c) => c.line10 },
];

/** Each line for Debtor 1, then the same line for Debtor 2 or the non-filing spouse. */
const incomeLines: LineDefinition[] = INCOME_LINES.flatMap(({ number, label, value }): LineDefinition[] => {
  const indent = /[a-z]$/.test(number) ? 1 : 0;
  if (!value) return [{ id: number, number, label, kind: 'info', indent }];
  return [
    { id: number, number, label, kind: 'amount', indent, ...(number === '2' ? { columnHeading: 'For Debtor 1' } : {}) },
    { id: `${number}-d2`, label: 'For Debtor 2 or non-filing spouse', kind: 'amount', indent: indent + 1 },
  ];
});

const EMPLOYMENT_COLUMNS = [
  { id: 'field', label: '', width: 0.3, kind: 'text' },
  { id: 'debtor1', label: 'Debtor 1', width: 0.35, kind: 'text' },
  { id: 'debtor2', label: 'Debtor 2 or non-filing spouse', width: 0.35, kind: 'text' },
] as const;

export const FORM_106I: FormDefinition = {
  number: '106I',
  title: 'Schedule I: Your Income',
  revision: '12/15',
  amendedCheckbox: true,
  intro: [
    'Be as complete and accurate as possible. If two married people are filing together (Debtor 1 and Debtor 2), both are equally responsible for supplying correct information. If you are married and not filing jointly, and your spouse is living with you, include information about your spouse. If you are separated and your spouse is not filing with you, do not include information about your spouse. Answer every question.',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'Describe Employment',
      lines: [{ id: '1', number: '1', label: 'Fill in your employment information.', kind: 'table', columns: EMPLOYMENT_COLUMNS, rows: 5 }],
    },
    {
      number: 'Part 2',
      title: 'Give Details About Monthly Income',
      intro: 'Estimate monthly income as of the date you file this form. If you have nothing to report for any line, write $0 in the space. Include your non-filing spouse unless you are separated.',
      lines: [
        ...incomeLines,
        { id: '10-combined', label: 'Add the entries in line 10 for Debtor 1 and Debtor 2 or non-filing spouse.', kind: 'amount' },
        {
          id: '11',
          number: '11',
          label:
            'State all other regular contributions to the expenses that you list in Schedule J. Include contributions from an unmarried partner, members of your household, your dependents, your roommates, and other friends or relatives.',
          kind: 'amount',
          operator: '+',
        },
        {
          id: '12',
          number: '12',
          label:
            'Add the amount in the last column of line 10 to the amount in line 11. The result is the combined monthly income. Write that amount on the Summary of Your Assets and Liabilities and Certain Statistical Information, if it applies',
          kind: 'amount',
          total: true,
          columnHeading: 'Combined monthly income',
        },
        {
          id: '13',
          number: '13',
          label: 'Do you expect an increase or decrease within the year after you file this form?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No.' },
            { id: 'yes', label: 'Yes. Explain:' },
          ],
        },
        { id: '13-explain', label: 'Explain:', kind: 'text', indent: 1 },
      ],
    },
  ],
  values(caseFile) {
    if (!caseFile.income) return {};
    const { scheduleI } = caseFile.income;
    const d1 = scheduleI.debtor;
    const d2 = scheduleI.spouse;
    const c1 = scheduleIColumn(d1);
    const c2 = d2 ? scheduleIColumn(d2) : null;
    const employment = (p: ScheduleIPerson | undefined, pick: (p: ScheduleIPerson) => string) => (p ? pick(p) : '');
    const employmentRows: TableRow[] = [
      { cells: { field: 'Employment status', debtor1: d1.employment.status === 'employed' ? 'Employed' : 'Not employed', debtor2: employment(d2, (p) => (p.employment.status === 'employed' ? 'Employed' : 'Not employed')) } },
      { cells: { field: 'Occupation', debtor1: d1.employment.occupation ?? '', debtor2: employment(d2, (p) => p.employment.occupation ?? '') } },
      { cells: { field: 'Employer’s name', debtor1: d1.employment.employer?.name ?? '', debtor2: employment(d2, (p) => p.employment.employer?.name ?? '') } },
      {
        cells: {
          field: 'Employer’s address',
          debtor1: d1.employment.employer ? nameAndAddress('', d1.employment.employer.address).trimStart() : '',
          debtor2: employment(d2, (p) => (p.employment.employer ? nameAndAddress('', p.employment.employer.address).trimStart() : '')),
        },
      },
      { cells: { field: 'How long employed there?', debtor1: d1.employment.howLong ?? '', debtor2: employment(d2, (p) => p.employment.howLong ?? '') } },
    ];
    const income: FormValues = {};
    for (const { number, value } of INCOME_LINES) {
      if (!value) continue;
      income[number] = value(d1, c1);
      income[`${number}-d2`] = d2 && c2 ? value(d2, c2) : null;
    }
    return {
      '1': employmentRows,
      ...income,
      '10-combined': c1.line10 + (c2?.line10 ?? 0),
      '11': scheduleI.contributionsOfOthers,
      '12': scheduleICombinedMonthlyIncome(scheduleI),
      '13': [scheduleI.expectedChange.expected ? 'yes' : 'no'],
      '13-explain': scheduleI.expectedChange.expected ? (scheduleI.expectedChange.explanation ?? '') : '',
    };
  },
};
