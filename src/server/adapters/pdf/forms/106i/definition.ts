/**
 * Official Form 106I, Schedule I: Your Income (12/15). Part 1 employment of each debtor, Part 2 the
 * monthly income in two columns (Debtor 1; Debtor 2 or non-filing spouse), drawn as a table whose
 * first column is the official line, then lines 10-13.
 */
import { type CaseFileDraft, OTHER_INCOME_LINES, PAYROLL_DEDUCTION_LINES, type ScheduleIPerson } from '#shared/case-file/index.ts';
import { nameAndAddress } from '../listing.ts';
import type { FormDefinition, TableRow } from '../types.ts';

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

const sum = (values: readonly number[]) => values.reduce((t, v) => t + v, 0);

/** Lines 2-10 of one column. */
export function scheduleIColumn(person: ScheduleIPerson) {
  const line4 = person.monthlyGrossWages + person.monthlyOvertime;
  const line6 = sum(Object.values(person.payrollDeductions));
  const line7 = line4 - line6;
  const line9 = sum(Object.values(person.otherIncome));
  return { line2: person.monthlyGrossWages, line3: person.monthlyOvertime, line4, line6, line7, line9, line10: line7 + line9 };
}

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

const AMOUNT_COLUMNS = [
  { id: 'line', label: '', width: 0.6, kind: 'text' },
  { id: 'debtor1', label: 'For Debtor 1', width: 0.2, kind: 'amount' },
  { id: 'debtor2', label: 'For Debtor 2 or non-filing spouse', width: 0.2, kind: 'amount' },
] as const;

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
        { id: 'income', label: 'Monthly income', kind: 'table', columns: AMOUNT_COLUMNS, rows: 30 },
        { id: '10', label: 'Add the entries in line 10 for Debtor 1 and Debtor 2 or non-filing spouse.', kind: 'amount' },
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
    const row = (line: string, a: number, b: number | undefined): TableRow => ({ cells: { line, debtor1: a, debtor2: b } });
    const keys = <K extends string>(lines: Record<K, string>) => Object.keys(lines) as K[];
    const specify = (text: string | undefined) => (text ? ` ${text}` : '');
    const incomeRows: TableRow[] = [
      row('2. List monthly gross wages, salary, and commissions (before all payroll deductions). If not paid monthly, calculate what the monthly wage would be.', c1.line2, c2?.line2),
      row('3. Estimate and list monthly overtime pay.', c1.line3, c2?.line3),
      row('4. Calculate gross income. Add line 2 + line 3.', c1.line4, c2?.line4),
      { cells: { line: '5. List all payroll deductions:' } },
      ...keys(PAYROLL_DEDUCTION_LINES).map((key) =>
        row(`${PAYROLL_DEDUCTION_LINES[key]}. ${PAYROLL_LABELS[key]}${key === 'other' ? specify(d1.otherDeductionsSpecify ?? d2?.otherDeductionsSpecify) : ''}`, d1.payrollDeductions[key], d2?.payrollDeductions[key]),
      ),
      row('6. Add the payroll deductions. Add lines 5a + 5b + 5c + 5d + 5e +5f + 5g + 5h.', c1.line6, c2?.line6),
      row('7. Calculate total monthly take-home pay. Subtract line 6 from line 4.', c1.line7, c2?.line7),
      { cells: { line: '8. List all other income regularly received:' } },
      ...keys(OTHER_INCOME_LINES).map((key) =>
        row(`${OTHER_INCOME_LINES[key]}. ${OTHER_INCOME_LABELS[key]}${key === 'other' ? specify(d1.otherIncomeSpecify ?? d2?.otherIncomeSpecify) : ''}`, d1.otherIncome[key], d2?.otherIncome[key]),
      ),
      row('9. Add all other income. Add lines 8a + 8b + 8c + 8d + 8e + 8f +8g + 8h.', c1.line9, c2?.line9),
      row('10. Calculate monthly income. Add line 7 + line 9.', c1.line10, c2?.line10),
    ];
    return {
      '1': employmentRows,
      income: incomeRows,
      '10': c1.line10 + (c2?.line10 ?? 0),
      '11': scheduleI.contributionsOfOthers,
      '12': scheduleICombinedMonthlyIncome(scheduleI),
      '13': [scheduleI.expectedChange.expected ? 'yes' : 'no'],
      '13-explain': scheduleI.expectedChange.expected ? (scheduleI.expectedChange.explanation ?? '') : '',
    };
  },
};
