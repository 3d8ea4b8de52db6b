/**
 * Official Form 103B, Application to Have the Chapter 7 Filing Fee Waived (12/15). Offered only
 * when the family's income is below the fee-waiver share of the poverty guideline in force on the
 * planned filing date (`feeWaiverForCaseFile` in #shared/documents/fee-waiver-request.ts);
 * otherwise the package leaves it out, the cover sheet gives the reason and Generate refuses. Part 3 refers to the attached Schedule A/B, as the form allows.
 */
import { signatureLines } from '../listing.ts';
import type { CaseFile, CaseFileDraft } from '#shared/case-file/index.ts';
import { feeWaiverFamily } from '#shared/documents/fee-waiver-request.ts';
import { scheduleJTotal } from '../106j/definition.ts';
import type { FormDefinition, LineDefinition } from '../types.ts';

type For103B = Pick<CaseFile, 'household' | 'income' | 'filing' | 'expenses' | 'history'>;

/** The sections Form 103B reads, when all are present. */
function completeFor103B(draft: CaseFileDraft): For103B | undefined {
  const { household, income, filing, expenses, history } = draft;
  return household && income && filing && expenses && history ? { household, income, filing, expenses, history } : undefined;
}

const yesNo = (id: string, number: string, label: string, yes = 'Yes') =>
  ({
    id,
    number,
    label,
    kind: 'checkbox',
    options: [
      { id: 'no', label: 'No' },
      { id: 'yes', label: yes },
    ],
  }) as const;

export const FORM_103B: FormDefinition = {
  number: '103B',
  title: 'Application to Have the Chapter 7 Filing Fee Waived',
  revision: '12/15',
  amendedCheckbox: true,
  intro: ['Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information.'],
  parts: [
    {
      number: 'Part 1',
      title: 'Tell the Court About Your Family and Your Family’s Income',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'What is the size of your family? Your family includes you, your spouse, and any dependents listed on Schedule J: Your Expenses (Official Form 106J).',
          kind: 'checkbox',
          options: [
            { id: 'you', label: 'You' },
            { id: 'spouse', label: 'Your spouse' },
            { id: 'dependents', label: 'Your dependents' },
          ],
        },
        { id: '1-dependents', label: 'How many dependents?', kind: 'text', indent: 1 },
        { id: '1-total', label: 'Total number of people', kind: 'text', indent: 1 },
        { id: '2', number: '2', label: 'Fill in your family’s average monthly income. That person’s average monthly net income (take-home pay)', kind: 'info' },
        { id: '2-you', label: 'You', kind: 'amount', indent: 1 },
        { id: '2-spouse', label: 'Your spouse', kind: 'amount', indent: 1, operator: '+' },
        { id: '2-subtotal', label: 'Subtotal', kind: 'amount', indent: 1 },
        { id: '2-noncash', label: 'Subtract any non-cash governmental assistance that you included above.', kind: 'amount', indent: 1, operator: '-' },
        { id: '2-total', label: 'Your family’s average monthly net income', kind: 'amount', indent: 1, total: true },
        yesNo('3', '3', 'Do you receive non-cash governmental assistance?', 'Yes. Describe.'),
        yesNo('4', '4', 'Do you expect your family’s average monthly net income to increase or decrease by more than 10% during the next 6 months?', 'Yes. Explain.'),
        { id: '5', number: '5', label: 'Tell the court why you are unable to pay the filing fee in installments within 120 days. If you have some additional circumstances that cause you to not be able to pay your filing fee in installments, explain them.', kind: 'text' },
      ],
    },
    {
      number: 'Part 2',
      title: 'Tell the Court About Your Monthly Expenses',
      lines: [
        { id: '6', number: '6', label: 'Estimate your average monthly expenses. Include amounts paid by any government assistance that you reported on line 2.', kind: 'amount' },
        yesNo('7', '7', 'Do these expenses cover anyone who is not included in your family as reported in line 1?', 'Yes. Identify who'),
        yesNo('8', '8', 'Does anyone other than you regularly pay any of these expenses?', 'Yes. How much do you regularly receive as contributions?'),
        { id: '8-amount', label: 'Contributions received monthly', kind: 'amount', indent: 1 },
        yesNo('9', '9', 'Do you expect your average monthly expenses to increase or decrease by more than 10% during the next 6 months?', 'Yes. Explain'),
      ],
    },
    {
      number: 'Part 3',
      title: 'Tell the Court About Your Property',
      intro: 'If you have already filled out Schedule A/B: Property (Official Form 106A/B) attach copies to this application and go to Part 4.',
      lines: [
        { id: 'part3', label: 'Schedule A/B: Property (Official Form 106A/B) is attached.', kind: 'info' },
        ...(
          [
            ['10', 'How much cash do you have?'],
            ['11', 'Bank accounts and other deposits of money?'],
            ['12', 'Your home? (if you own it outright or are purchasing it)'],
            ['13', 'Other real estate?'],
            ['14', 'The vehicles you own?'],
            ['15', 'Other assets?'],
            ['16', 'Money or property due you?'],
          ] as const
        ).map(([number, label]): LineDefinition => ({ id: number, number, label, kind: 'text' })),
      ],
    },
    {
      number: 'Part 4',
      title: 'Answer These Additional Questions',
      lines: [
        yesNo('17', '17', 'Have you paid anyone for services for this case, including filling out this application, the bankruptcy filing package, or the schedules?'),
        yesNo('18', '18', 'Have you promised to pay or do you expect to pay someone for services for your bankruptcy case?'),
        yesNo('19', '19', 'Has anyone paid someone on your behalf for services for this case?'),
        yesNo('20', '20', 'Have you filed for bankruptcy within the last 8 years?'),
        { id: '20-cases', label: 'District, when, case number', kind: 'text', indent: 1 },
      ],
    },
    {
      number: 'Part 5',
      title: 'Sign Below',
      lines: [
        ...signatureLines('By signing here under penalty of perjury, I declare that I cannot afford to pay the filing fee either in full or in installments. I also declare that the information I provided in this application is true and correct.'),
      ],
    },
  ],
  values(draft) {
    const caseFile = completeFor103B(draft);
    if (!caseFile) return {};
    const family = feeWaiverFamily(caseFile);
    const { scheduleI } = caseFile.income;
    const eightYearsAgo = `${Number(caseFile.filing.plannedFilingDate.slice(0, 4)) - 8}${caseFile.filing.plannedFilingDate.slice(4)}`;
    const recentCases = caseFile.history.priorCases.filter((c) => c.filingDate >= eightYearsAgo);
    const expenses = scheduleJTotal(caseFile.expenses);
    return {
      '1': ['you', ...(family.withSpouse ? ['spouse'] : []), ...(family.dependents > 0 ? ['dependents'] : [])],
      '1-dependents': String(family.dependents),
      '1-total': String(family.size),
      '2-you': family.youCents,
      '2-spouse': family.withSpouse ? family.spouseCents : 0,
      '2-subtotal': family.monthlyNetIncomeCents,
      '2-noncash': null,
      '2-total': family.monthlyNetIncomeCents,
      // Lines 3, 5, 7 and 17-19 are the person's own answers; the interview does not ask them.
      '4': [scheduleI.expectedChange.expected ? 'yes' : 'no'],
      '6': expenses,
      '8': [scheduleI.contributionsOfOthers > 0 ? 'yes' : 'no'],
      '8-amount': scheduleI.contributionsOfOthers > 0 ? scheduleI.contributionsOfOthers : null,
      '9': [caseFile.expenses.expectedChange.expected ? 'yes' : 'no'],
      '20': [recentCases.length > 0 ? 'yes' : 'no'],
      ...Object.fromEntries(['10', '11', '12', '13', '14', '15', '16'].map((line) => [line, 'See Schedule A/B: Property, attached.'])),
      '20-cases': recentCases.map((c) => `Chapter ${c.chapter}, filed ${c.filingDate}`).join('\n'),
      signature1: '',
      signature2: '',
    };
  },
};
