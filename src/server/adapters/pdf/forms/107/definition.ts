/**
 * Official Form 107, Statement of Financial Affairs for Individuals Filing for Bankruptcy (04/25).
 * Every question, in order, each answered No or Yes with its entries. Answers come from the case
 * file where it already holds them (line 1 marital status; line 6 payments to creditors, line 7
 * payments to insiders and line 18 transfers from the household model's transfers; lines 9-10
 * answered Yes from its collection pressure, line 10's garnishment and foreclosure sale), and from
 * the `financialAffairs` section for the rest. A question neither holds is left unchecked for the
 * person to answer, as are lines whose section is not saved yet. Line 6's amount for debtors whose
 * debts are not primarily consumer debts is the §547(c)(9) amount in force on the filing date.
 */
import type { CaseFileDraft } from '#shared/case-file/case-file.ts';
import type { FinancialAffairsEntry, Form107Question } from '#shared/case-file/financial-affairs.ts';
import { formatCents, formatDollars } from '#shared/format/money.ts';
import { getSec104Amount } from '#shared/law/figures.ts';
import { nameAndAddress, signatureLines } from '../listing.ts';
import type { CheckboxLine, FormDefinition, FormValues, LineDefinition, PartDefinition, TableColumn, TableRow } from '../types.ts';

/** Form 107 reads a draft: a preview comes before every section is answered, and what is missing stays blank. */
export type Form107Input = CaseFileDraft;

const ENTRY_COLUMNS: readonly TableColumn[] = [
  { id: 'who', label: 'Name and address', width: 0.36, kind: 'text' },
  { id: 'dates', label: 'Dates', width: 0.16, kind: 'text' },
  { id: 'amount', label: 'Amount', width: 0.16, kind: 'amount' },
  { id: 'details', label: 'Details', width: 0.32, kind: 'text' },
];

interface Question {
  q: Form107Question;
  label: string;
  yes?: string;
}

const question = ({ q, label, yes = 'Yes. Fill in the details.' }: Question): LineDefinition[] => {
  const box: CheckboxLine = {
    id: q,
    number: q,
    label,
    kind: 'checkbox',
    options: [
      { id: 'no', label: 'No' },
      { id: 'yes', label: yes },
    ],
  };
  return [box, { id: `${q}-entries`, label: 'Details', kind: 'table', indent: 1, columns: ENTRY_COLUMNS, rows: 3, emptyText: '' }];
};

const part = (number: string, title: string, questions: Question[], extra: LineDefinition[] = []): PartDefinition => ({
  number,
  title,
  lines: [...extra, ...questions.flatMap(question)],
});

export const FORM_107: FormDefinition<Form107Input> = {
  number: '107',
  title: 'Statement of Financial Affairs for Individuals Filing for Bankruptcy',
  revision: '04/25',
  amendedCheckbox: true,
  intro: [
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information. If more space is needed, attach a separate sheet to this form. On the top of any additional pages, write your name and case number (if known). Answer every question.',
  ],
  parts: [
    part(
      'Part 1',
      'Give Details About Your Marital Status and Where You Lived Before',
      [
        { q: '2', label: 'During the last 3 years, have you lived anywhere other than where you live now?', yes: 'Yes. List all of the places you lived in the last 3 years. Do not include where you live now.' },
        {
          q: '3',
          label:
            'Within the last 8 years, did you ever live with a spouse or legal equivalent in a community property state or territory? (Community property states and territories include Arizona, California, Idaho, Louisiana, Nevada, New Mexico, Puerto Rico, Texas, Washington, and Wisconsin.)',
          yes: 'Yes. Make sure you fill out Schedule H: Your Codebtors (Official Form 106H).',
        },
      ],
      [
        {
          id: '1',
          number: '1',
          label: 'What is your current marital status?',
          kind: 'checkbox',
          inline: true,
          options: [
            { id: 'married', label: 'Married' },
            { id: 'not-married', label: 'Not married' },
          ],
        },
      ],
    ),
    part('Part 2', 'Explain the Sources of Your Income', [
      { q: '4', label: 'Did you have any income from employment or from operating a business during this year or the two previous calendar years?' },
      { q: '5', label: 'Did you receive any other income during this year or the two previous calendar years?' },
    ]),
    part(
      'Part 3',
      'List Certain Payments You Made Before You Filed for Bankruptcy',
      [
        { q: '7', label: 'Within 1 year before you filed for bankruptcy, did you make a payment on a debt you owed anyone who was an insider?', yes: 'Yes. List all payments to an insider.' },
        {
          q: '8',
          label: 'Within 1 year before you filed for bankruptcy, did you make any payments or transfer any property on account of a debt that benefited an insider?',
          yes: 'Yes. List all payments that benefited an insider.',
        },
      ],
      [
        {
          id: '6',
          number: '6',
          label: 'Are either Debtor 1’s or Debtor 2’s debts primarily consumer debts?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Neither Debtor 1 nor Debtor 2 has primarily consumer debts.' },
            { id: 'yes', label: 'Yes. Debtor 1 or Debtor 2 or both have primarily consumer debts.' },
          ],
        },
        { id: '6-threshold', label: 'During the 90 days before you filed for bankruptcy, did you pay any creditor', kind: 'text', indent: 1 },
        {
          id: '6-paid',
          label: 'Did you pay any creditor that total?',
          kind: 'checkbox',
          indent: 1,
          options: [
            { id: 'no', label: 'No. Go to line 7.' },
            { id: 'yes', label: 'Yes. List below each creditor to whom you paid that total or more and the total amount you paid that creditor.' },
          ],
        },
        { id: '6-entries', label: 'Payments', kind: 'table', indent: 1, columns: ENTRY_COLUMNS, rows: 3, emptyText: '' },
      ],
    ),
    part('Part 4', 'Identify Legal Actions, Repossessions, and Foreclosures', [
      { q: '9', label: 'Within 1 year before you filed for bankruptcy, were you a party in any lawsuit, court action, or administrative proceeding?' },
      { q: '10', label: 'Within 1 year before you filed for bankruptcy, was any of your property repossessed, foreclosed, garnished, attached, seized, or levied?' },
      { q: '11', label: 'Within 90 days before you filed for bankruptcy, did any creditor, including a bank or financial institution, set off any amounts from your accounts or refuse to make a payment because you owed a debt?' },
      { q: '12', label: 'Within 1 year before you filed for bankruptcy, was any of your property in the possession of an assignee for the benefit of creditors, a court-appointed receiver, a custodian, or another official?' },
    ]),
    part('Part 5', 'List Certain Gifts and Contributions', [
      { q: '13', label: 'Within 2 years before you filed for bankruptcy, did you give any gifts with a total value of more than $600 per person?', yes: 'Yes. Fill in the details for each gift.' },
      { q: '14', label: 'Within 2 years before you filed for bankruptcy, did you give any gifts or contributions with a total value of more than $600 to any charity?', yes: 'Yes. Fill in the details for each gift or contribution.' },
    ]),
    part('Part 6', 'List Certain Losses', [
      { q: '15', label: 'Within 1 year before you filed for bankruptcy or since you filed for bankruptcy, did you lose anything because of theft, fire, other disaster, or gambling?' },
    ]),
    part('Part 7', 'List Certain Payments or Transfers', [
      { q: '16', label: 'Within 1 year before you filed for bankruptcy, did you or anyone else acting on your behalf pay or transfer any property to anyone you consulted about seeking bankruptcy or preparing a bankruptcy petition?' },
      { q: '17', label: 'Within 1 year before you filed for bankruptcy, did you or anyone else acting on your behalf pay or transfer any property to anyone who promised to help you deal with your creditors or to make payments to your creditors?' },
      { q: '18', label: 'Within 2 years before you filed for bankruptcy, did you sell, trade, or otherwise transfer any property to anyone, other than property transferred in the ordinary course of your business or financial affairs?' },
      { q: '19', label: 'Within 10 years before you filed for bankruptcy, did you transfer any property to a self-settled trust or similar device of which you are a beneficiary? (These are often called asset-protection devices.)' },
    ]),
    part('Part 8', 'List Certain Financial Accounts, Instruments, Safe Deposit Boxes, and Storage Units', [
      { q: '20', label: 'Within 1 year before you filed for bankruptcy, were any financial accounts or instruments held in your name, or for your benefit, closed, sold, moved, or transferred?' },
      { q: '21', label: 'Do you now have, or did you have within 1 year before you filed for bankruptcy, any safe deposit box or other depository for securities, cash, or other valuables?' },
      { q: '22', label: 'Have you stored property in a storage unit or place other than your home within 1 year before you filed for bankruptcy?' },
    ]),
    part('Part 9', 'Identify Property You Hold or Control for Someone Else', [
      { q: '23', label: 'Do you hold or control any property that someone else owns? Include any property you borrowed from, are storing for, or hold in trust for someone.' },
    ]),
    part('Part 10', 'Give Details About Environmental Information', [
      { q: '24', label: 'Has any governmental unit notified you that you may be liable or potentially liable under or in violation of an environmental law?' },
      { q: '25', label: 'Have you notified any governmental unit of any release of hazardous material?' },
      { q: '26', label: 'Have you been a party in any judicial or administrative proceeding under any environmental law? Include settlements and orders.' },
    ]),
    part('Part 11', 'Give Details About Your Business or Connections to Any Business', [
      { q: '27', label: 'Within 4 years before you filed for bankruptcy, did you own a business or have any of the following connections to any business?' },
      { q: '28', label: 'Within 2 years before you filed for bankruptcy, did you give a financial statement to anyone about your business? Include all financial institutions, creditors, or other parties.' },
    ]),
    {
      number: 'Part 12',
      title: 'Sign Below',
      lines: [
        ...signatureLines('I have read the answers on this Statement of Financial Affairs and any attachments, and I declare under penalty of perjury that the answers are true and correct. I understand that making a false statement, concealing property, or obtaining money or property by fraud in connection with a bankruptcy case can result in fines up to $250,000, or imprisonment for up to 20 years, or both. 18 U.S.C. §§ 152, 1341, 1519, and 3571.'),
      ],
    },
  ],
  values(input, context) {
    // A draft's preview before the sections Form 107 reads are saved: those lines are blank, the rest is drawn.
    return form107Values(input, context.filingDate);
  },
};

const PERIOD_WORDING = { thisYear: 'From January 1 of current year until the date you filed for bankruptcy', lastYear: 'For last calendar year', yearBefore: 'For the calendar year before that' } as const;

function entryRow(entry: FinancialAffairsEntry): TableRow {
  const who = entry.name ? (entry.address ? nameAndAddress(entry.name, entry.address) : entry.name) : entry.person === 'debtor2' ? 'Debtor 2' : entry.person === 'debtor1' ? 'Debtor 1' : '';
  const details = [entry.caseNumber ? `Case number: ${entry.caseNumber}` : '', entry.period ? PERIOD_WORDING[entry.period] : '', entry.description ?? '', entry.amountStillOwed !== undefined ? `Amount you still owe: ${formatDollars(entry.amountStillOwed / 100, { cents: 'always' })}` : '']
    .filter(Boolean)
    .join('\n');
  return { cells: { who, dates: entry.dates ?? '', amount: entry.amount ?? null, details } };
}

/** A day `years` and `days` before the filing date (ISO). */
function before(filingDate: string, { years = 0, days = 0 }: { years?: number; days?: number }): string {
  const date = new Date(`${filingDate}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export function form107Values(input: Form107Input, filingDate: string): FormValues {
  const answers = input.financialAffairs?.answers ?? {};
  // Entries left from an earlier "yes" do not count once the answer is "no".
  const entriesOf = (q: Form107Question) => (answers[q]?.answer === false ? [] : (answers[q]?.entries ?? []));
  // A draft preview may lack these sections: their answers are left blank.
  const { history, household, debts } = input as Partial<Form107Input>;
  const values: FormValues = {};

  // Rows the household model already holds, by question.
  const fromHistory: Partial<Record<Form107Question | '6', TableRow[]>> = {};
  const add = (q: Form107Question | '6', row: TableRow) => (fromHistory[q] ??= []).push(row);
  for (const t of history?.transfers ?? []) {
    const row: TableRow = { cells: { who: '', dates: t.date, amount: t.amount, details: t.description ?? '' } };
    if (t.kind === 'paymentToCreditor' && t.date >= before(filingDate, { days: 90 })) add('6', row);
    if (t.kind === 'paymentToInsider' && t.date >= before(filingDate, { years: 1 })) add('7', row);
    if ((t.kind === 'transferToRelative' || t.kind === 'otherTransfer') && t.date >= before(filingDate, { years: 2 })) add('18', row);
  }
  const collection = history?.collection;
  // A lawsuit or a repossession the history section knows of makes the answer Yes; its details are
  // the person's entries (the generation gate asks for them), never a reminder printed on the form.
  const yesFromHistory = new Set<Form107Question>();
  if (collection?.lawsuit === 'filed' || collection?.lawsuit === 'judgment') yesFromHistory.add('9');
  if (collection?.repossession === 'taken') yesFromHistory.add('10');
  if (collection?.foreclosure.saleDate && collection.foreclosure.saleDate <= filingDate) add('10', { cells: { who: '', dates: collection.foreclosure.saleDate, amount: null, details: 'Foreclosure sale' } });
  if (collection?.garnishment.active) {
    add('10', { cells: { who: '', dates: '', amount: collection.garnishment.monthlyAmount ?? null, details: `Wages garnished${collection.garnishment.monthlyAmount ? ` (${formatCents(collection.garnishment.monthlyAmount)} a month)` : ''}` } });
  }

  if (household) values['1'] = [household.maritalStatus === 'not-married' ? 'not-married' : 'married'];

  // Line 6: primarily consumer debts unless business debts are most of the total (as the engine reads them).
  const total = (debts?.debts ?? []).reduce((t, d) => t + d.amount, 0);
  const business = (debts?.debts ?? []).filter((d) => d.kind === 'nonpriority' && d.category === 'business').reduce((t, d) => t + d.amount, 0);
  const consumer = !(total > 0 && business * 2 >= total);
  values['6'] = debts ? [consumer ? 'yes' : 'no'] : [];
  // The consumer-debt amount is the form's own printed wording; the other is the dated §547(c)(9) figure.
  const threshold = consumer ? null : Math.round(getSec104Amount('preferenceThresholdForm107', new Date(`${filingDate}T12:00:00Z`)).value * 100);
  values['6-threshold'] = threshold === null ? 'a total of $600 or more (as the form states for primarily consumer debts)' : `a total of ${formatCents(threshold)} or more (11 U.S.C. § 547(c)(9), in force on the filing date)`;
  const line6 = [...entriesOf('6').map(entryRow), ...(fromHistory['6'] ?? [])].filter(
    (row) => threshold === null || typeof row.cells['amount'] !== 'number' || row.cells['amount'] >= threshold,
  );
  values['6-paid'] = line6.length > 0 ? ['yes'] : answers['6'] ? ['no'] : [];
  values['6-entries'] = line6;

  for (const q of ['2', '3', '4', '5', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28'] as const) {
    const rows = [...entriesOf(q).map(entryRow), ...(fromHistory[q] ?? [])];
    const answered = answers[q]?.answer;
    values[q] = rows.length > 0 || answered === true || yesFromHistory.has(q) ? ['yes'] : answered === false ? ['no'] : [];
    values[`${q}-entries`] = rows;
  }
  values['signature1'] = '';
  values['signature2'] = '';
  return values;
}
