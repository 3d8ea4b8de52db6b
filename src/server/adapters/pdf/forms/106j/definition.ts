/**
 * Official Form 106J, Schedule J: Your Expenses (12/15). Part 1 the household (joint case, separate
 * household of Debtor 2, dependents without names), Part 2 the monthly expenses line by line, the
 * total (line 22) and the monthly net income against Schedule I line 12 (line 23).
 */
import { type CaseFileDraft, SCHEDULE_J_LINE_KEYS, SCHEDULE_J_LINES, type ScheduleJLine } from '#shared/case-file/index.ts';
import type { AmountLine, FormDefinition, FormValues, LineDefinition } from '../types.ts';
import { scheduleICombinedMonthlyIncome } from '../106i/definition.ts';

/** The official wording of each expense line (lines 4-21). */
const EXPENSE_LABELS: Record<ScheduleJLine, string> = {
  rentOrMortgage: 'The rental or home ownership expenses for your residence. Include first mortgage payments and any rent for the ground or lot.',
  realEstateTaxes: 'Real estate taxes',
  propertyInsurance: 'Property, homeowner’s, or renter’s insurance',
  homeMaintenance: 'Home maintenance, repair, and upkeep expenses',
  homeownersAssociation: 'Homeowner’s association or condominium dues',
  additionalMortgagePayments: 'Additional mortgage payments for your residence, such as home equity loans',
  electricityHeatGas: 'Electricity, heat, natural gas',
  waterSewerGarbage: 'Water, sewer, garbage collection',
  telephoneInternetCable: 'Telephone, cell phone, Internet, satellite, and cable services',
  otherUtilities: 'Other. Specify:',
  foodAndHousekeeping: 'Food and housekeeping supplies',
  childcareAndEducation: 'Childcare and children’s education costs',
  clothingAndLaundry: 'Clothing, laundry, and dry cleaning',
  personalCare: 'Personal care products and services',
  medicalAndDental: 'Medical and dental expenses',
  transportation: 'Transportation. Include gas, maintenance, bus or train fare. Do not include car payments.',
  entertainment: 'Entertainment, clubs, recreation, newspapers, magazines, and books',
  charitableContributions: 'Charitable contributions and religious donations',
  lifeInsurance: 'Life insurance',
  healthInsurance: 'Health insurance',
  vehicleInsurance: 'Vehicle insurance',
  otherInsurance: 'Other insurance. Specify:',
  taxes: 'Taxes. Do not include taxes deducted from your pay or included in lines 4 or 20.',
  carPaymentsVehicle1: 'Car payments for Vehicle 1',
  carPaymentsVehicle2: 'Car payments for Vehicle 2',
  otherInstallment1: 'Other. Specify:',
  otherInstallment2: 'Other. Specify:',
  supportPaidToOthers:
    'Your payments of alimony, maintenance, and support that you did not report as deducted from your pay on line 5, Schedule I, Your Income (Official Form 106I).',
  otherSupportPayments: 'Other payments you make to support others who do not live with you.',
  otherPropertyMortgages: 'Mortgages on other property',
  otherPropertyTaxes: 'Real estate taxes',
  otherPropertyInsurance: 'Property, homeowner’s, or renter’s insurance',
  otherPropertyMaintenance: 'Maintenance, repair, and upkeep expenses',
  otherPropertyAssociation: 'Homeowner’s association or condominium dues',
  other: 'Other. Specify:',
};

/** Headings the form prints before some groups of lines. */
const GROUP_HEADINGS: Partial<Record<ScheduleJLine, LineDefinition>> = {
  realEstateTaxes: { id: '4-if', label: 'If not included in line 4:', kind: 'info', indent: 1 },
  electricityHeatGas: { id: '6', number: '6', label: 'Utilities:', kind: 'info' },
  lifeInsurance: { id: '15', number: '15', label: 'Insurance. Do not include insurance deducted from your pay or included in lines 4 or 20.', kind: 'info' },
  carPaymentsVehicle1: { id: '17', number: '17', label: 'Installment or lease payments:', kind: 'info' },
  otherPropertyMortgages: { id: '20', number: '20', label: 'Other real property expenses not included in lines 4 or 5 of this form or on Schedule I: Your Income.', kind: 'info' },
};

const expenseLines: LineDefinition[] = SCHEDULE_J_LINE_KEYS.flatMap((key): LineDefinition[] => {
  const number = SCHEDULE_J_LINES[key];
  const line: AmountLine = { id: number, number, label: EXPENSE_LABELS[key], kind: 'amount', indent: /[a-z]$/.test(number) ? 1 : 0 };
  if (key === 'rentOrMortgage') line.columnHeading = 'Your expenses';
  if (key === 'other') line.operator = '+';
  const heading = GROUP_HEADINGS[key];
  // Line 21's "Specify:" text, printed under its amount.
  const specify: LineDefinition[] = key === 'other' ? [{ id: '21-specify', label: 'Specify:', kind: 'text', indent: 1 }] : [];
  return [...(heading ? [heading] : []), line, ...specify];
});

/** Line 22a: lines 4 through 21 added up. */
export function scheduleJTotal(expenses: NonNullable<CaseFileDraft['expenses']>): number {
  return SCHEDULE_J_LINE_KEYS.reduce((sum, key) => sum + expenses.lines[key], 0);
}

export const FORM_106J: FormDefinition = {
  number: '106J',
  title: 'Schedule J: Your Expenses',
  revision: '12/15',
  amendedCheckbox: true,
  intro: [
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information. If more space is needed, attach another sheet to this form. On the top of any additional pages, write your name and case number (if known). Answer every question.',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'Describe Your Household',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'Is this a joint case?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Go to line 2.' },
            { id: 'yes', label: 'Yes. Does Debtor 2 live in a separate household?' },
          ],
        },
        {
          id: '1-separate',
          label: 'Does Debtor 2 live in a separate household?',
          kind: 'checkbox',
          indent: 1,
          options: [
            { id: 'no', label: 'No' },
            { id: 'yes', label: 'Yes. Debtor 2 must file Official Form 106J-2, Expenses for Separate Household of Debtor 2.' },
          ],
        },
        {
          id: '2',
          number: '2',
          label: 'Do you have dependents? Do not list Debtor 1 and Debtor 2. Do not state the dependents’ names.',
          kind: 'table',
          columns: [
            { id: 'relationship', label: 'Dependent’s relationship to Debtor 1 or Debtor 2', width: 0.5, kind: 'text' },
            { id: 'age', label: 'Dependent’s age', width: 0.2, kind: 'text' },
            { id: 'livesWithYou', label: 'Does dependent live with you?', width: 0.3, kind: 'text' },
          ],
          rows: 5,
          emptyText: 'No',
        },
        {
          id: '3',
          number: '3',
          label: 'Do your expenses include expenses of people other than yourself and your dependents?',
          kind: 'checkbox',
          inline: true,
          options: [
            { id: 'no', label: 'No' },
            { id: 'yes', label: 'Yes' },
          ],
        },
      ],
    },
    {
      number: 'Part 2',
      title: 'Estimate Your Ongoing Monthly Expenses',
      intro:
        'Estimate your expenses as of your bankruptcy filing date unless you are using this form as a supplement in a Chapter 13 case to report expenses as of a date after the bankruptcy is filed.',
      lines: [
        ...expenseLines,
        // The official form prints this line's number as 21 (a misprint for 22); the rendition follows it.
        { id: '22', number: '21', label: 'Calculate your monthly expenses.', kind: 'info' },
        { id: '22a', number: '22a', label: 'Add lines 4 through 21.', kind: 'amount', indent: 1 },
        { id: '22b', number: '22b', label: 'Copy line 22 (monthly expenses for Debtor 2), if any, from Official Form 106J-2', kind: 'amount', indent: 1 },
        { id: '22c', number: '22c', label: 'Add line 22a and 22b. The result is your monthly expenses.', kind: 'amount', indent: 1, total: true },
        { id: '23', number: '23', label: 'Calculate your monthly net income.', kind: 'info' },
        { id: '23a', number: '23a', label: 'Copy line 12 (your combined monthly income) from Schedule I.', kind: 'amount', indent: 1 },
        { id: '23b', number: '23b', label: 'Copy your monthly expenses from line 22c above.', kind: 'amount', indent: 1, operator: '-' },
        { id: '23c', number: '23c', label: 'Subtract your monthly expenses from your monthly income. The result is your monthly net income.', kind: 'amount', indent: 1, total: true },
        {
          id: '24',
          number: '24',
          label:
            'Do you expect an increase or decrease in your expenses within the year after you file this form? For example, do you expect to finish paying for your car loan within the year or do you expect your mortgage payment to increase or decrease because of a modification to the terms of your mortgage?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No.' },
            { id: 'yes', label: 'Yes. Explain here:' },
          ],
        },
        { id: '24-explain', label: 'Explain here:', kind: 'text', indent: 1 },
      ],
    },
  ],
  values(caseFile) {
    const { expenses, household, filing, income: incomeSection } = caseFile;
    if (!expenses) return {};
    const lines: FormValues = Object.fromEntries(SCHEDULE_J_LINE_KEYS.map((key) => [SCHEDULE_J_LINES[key], expenses.lines[key]]));
    const total = scheduleJTotal(expenses);
    const income = incomeSection ? scheduleICombinedMonthlyIncome(incomeSection.scheduleI) : null;
    const joint = filing?.jointFiling;
    return {
      '1': joint === undefined ? [] : [joint ? 'yes' : 'no'],
      '1-separate': joint ? [expenses.separateHouseholdOfDebtor2 ? 'yes' : 'no'] : [],
      '2': (household?.dependents ?? []).map((d) => ({ cells: { relationship: d.relationship, age: String(d.age), livesWithYou: d.livesWithYou ? 'Yes' : 'No' } })),
      '3': [expenses.othersExpensesIncluded ? 'yes' : 'no'],
      ...lines,
      '21-specify': expenses.otherSpecify ?? '',
      '22a': total,
      // Form 106J-2 (a separate household of Debtor 2) is not prepared: line 22b is left for it.
      '22b': expenses.separateHouseholdOfDebtor2 ? null : 0,
      '22c': total,
      '23a': income,
      '23b': total,
      '23c': income === null ? null : income - total,
      '24': [expenses.expectedChange.expected ? 'yes' : 'no'],
      '24-explain': expenses.expectedChange.expected ? (expenses.expectedChange.explanation ?? '') : '',
    };
  },
};
