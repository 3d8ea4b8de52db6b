/**
 * Official Form 106E/F, Schedule E/F: Creditors Who Have Unsecured Claims (12/15).
 * Part 1 priority claims (with the priority / nonpriority split), Part 2 nonpriority claims, Part 3
 * others to be notified (not held by the case file: left empty), Part 4 the statistical totals.
 */
import type { CaseFileDraft, NonpriorityDebt, PriorityDebt } from '#shared/case-file/index.ts';
import { debtsOfKind } from '../common.ts';
import { alphabetical, claimDetails, nameAndAddress } from '../listing.ts';
import type { FormDefinition, FormValues, TableColumn, TableRow } from '../types.ts';

export const PRIORITY_TYPE_WORDING: Record<PriorityDebt['priorityType'], string> = {
  domesticSupport: 'Domestic support obligations',
  taxes: 'Taxes and certain other debts you owe the government',
  deathOrInjuryWhileIntoxicated: 'Claims for death or personal injury while you were intoxicated',
  other: 'Other',
};

export const NONPRIORITY_TYPE_WORDING: Record<NonpriorityDebt['nonpriorityType'], string> = {
  studentLoans: 'Student loans',
  separationObligations: 'Obligations arising out of a separation agreement or divorce that you did not report as priority claims',
  pensionLoans: 'Debts to pension or profit-sharing plans, and other similar debts',
  other: 'Other',
};

const CATEGORY_WORDING: Record<NonpriorityDebt['category'], string> = {
  creditCard: 'Credit card',
  medical: 'Medical services',
  personalLoan: 'Personal loan',
  judgment: 'Judgment',
  utility: 'Utility services',
  criminalRestitution: 'Criminal restitution',
  business: 'Business debt',
  other: 'Other',
};

/** Priority claims (Part 1) and nonpriority claims (Part 2) in the order and numbering of the form. */
export function scheduleEFEntries(caseFile: CaseFileDraft): { priority: { entry: string; debt: PriorityDebt }[]; nonpriority: { entry: string; debt: NonpriorityDebt }[] } {
  const priority = alphabetical(debtsOfKind(caseFile, 'priority'));
  const nonpriority = alphabetical(debtsOfKind(caseFile, 'nonpriority'));
  return {
    priority: priority.map((debt, i) => ({ entry: `2.${i + 1}`, debt })),
    nonpriority: nonpriority.map((debt, i) => ({ entry: `4.${i + 1}`, debt })),
  };
}

function scheduleEFValues(caseFile: CaseFileDraft): FormValues {
  if (!caseFile.debts) return {};
  const { priority, nonpriority } = scheduleEFEntries(caseFile);
  const priorityRows: TableRow[] = priority.map(({ entry, debt }) => ({
    cells: { entry, creditor: nameAndAddress(debt.creditor.name, debt.creditor.address), account: debt.accountLast4 ?? '', total: debt.amount, priority: debt.priorityAmount, nonpriority: debt.nonpriorityAmount },
    details: [...claimDetails(debt), `Type of PRIORITY unsecured claim: ${PRIORITY_TYPE_WORDING[debt.priorityType]}`],
  }));
  const nonpriorityRows: TableRow[] = nonpriority.map(({ entry, debt }) => {
    const type = debt.nonpriorityType === 'other' ? `Other. Specify: ${debt.specify ?? CATEGORY_WORDING[debt.category]}` : NONPRIORITY_TYPE_WORDING[debt.nonpriorityType];
    return {
      cells: { entry, creditor: nameAndAddress(debt.creditor.name, debt.creditor.address), account: debt.accountLast4 ?? '', total: debt.amount },
      details: [...claimDetails(debt), `Type of NONPRIORITY unsecured claim: ${type}`],
    };
  });
  const notify: TableRow[] = [...priority, ...nonpriority].flatMap(({ entry, debt }) =>
    debt.notifyOthers.map((other) => ({
      cells: { name: nameAndAddress(other.name, other.address), entry: `Line ${entry} of ${debt.kind === 'priority' ? 'Part 1: Creditors with Priority Unsecured Claims' : 'Part 2: Creditors with Nonpriority Unsecured Claims'}`, account: debt.accountLast4 ?? '' },
    })),
  );
  const sumPriority = (type: PriorityDebt['priorityType']) => priority.filter(({ debt }) => debt.priorityType === type).reduce((t, { debt }) => t + debt.amount, 0);
  const sumNonpriority = (type: NonpriorityDebt['nonpriorityType']) => nonpriority.filter(({ debt }) => debt.nonpriorityType === type).reduce((t, { debt }) => t + debt.amount, 0);
  const totals = {
    '6a': sumPriority('domesticSupport'),
    '6b': sumPriority('taxes'),
    '6c': sumPriority('deathOrInjuryWhileIntoxicated'),
    '6d': sumPriority('other'),
    '6f': sumNonpriority('studentLoans'),
    '6g': sumNonpriority('separationObligations'),
    '6h': sumNonpriority('pensionLoans'),
    '6i': sumNonpriority('other'),
  };
  return {
    '1': [priority.length > 0 ? 'yes' : 'no'],
    '2': priorityRows,
    '3': [nonpriority.length > 0 ? 'yes' : 'no'],
    '4': nonpriorityRows,
    '5': notify,
    ...totals,
    '6e': totals['6a'] + totals['6b'] + totals['6c'] + totals['6d'],
    '6j': totals['6f'] + totals['6g'] + totals['6h'] + totals['6i'],
  };
}

const CLAIM_COLUMNS: readonly TableColumn[] = [
  { id: 'entry', label: '', width: 0.06, kind: 'text' },
  { id: 'creditor', label: "Creditor's name and address", width: 0.4, kind: 'text' },
  { id: 'account', label: 'Last 4 digits of account number', width: 0.12, kind: 'text' },
  { id: 'total', label: 'Total claim', width: 0.14, kind: 'amount' },
  { id: 'priority', label: 'Priority amount', width: 0.14, kind: 'amount' },
  { id: 'nonpriority', label: 'Nonpriority amount', width: 0.14, kind: 'amount' },
];

const NONPRIORITY_COLUMNS: readonly TableColumn[] = [
  { id: 'entry', label: '', width: 0.06, kind: 'text' },
  { id: 'creditor', label: "Nonpriority Creditor's Name and address", width: 0.52, kind: 'text' },
  { id: 'account', label: 'Last 4 digits of account number', width: 0.2, kind: 'text' },
  { id: 'total', label: 'Total claim', width: 0.22, kind: 'amount' },
];

export const FORM_106EF: FormDefinition = {
  number: '106E/F',
  title: 'Schedule E/F: Creditors Who Have Unsecured Claims',
  revision: '12/15',
  amendedCheckbox: true,
  intro: [
    'Be as complete and accurate as possible. Use Part 1 for creditors with PRIORITY claims and Part 2 for creditors with NONPRIORITY claims. List the other party to any executory contracts or unexpired leases that could result in a claim. Also list executory contracts on Schedule A/B: Property (Official Form 106A/B) and on Schedule G: Executory Contracts and Unexpired Leases (Official Form 106G). Do not include any creditors with partially secured claims that are listed in Schedule D: Creditors Who Have Claims Secured by Property.',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'List All of Your PRIORITY Unsecured Claims',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'Do any creditors have priority unsecured claims against you?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Go to Part 2.' },
            { id: 'yes', label: 'Yes.' },
          ],
        },
        {
          id: '2',
          number: '2',
          label:
            'List all of your priority unsecured claims. If a creditor has more than one priority unsecured claim, list the creditor separately for each claim. For each claim listed, identify what type of claim it is. If a claim has both priority and nonpriority amounts, list that claim here and show both priority and nonpriority amounts.',
          kind: 'table',
          columns: CLAIM_COLUMNS,
          rows: 2,
        },
      ],
    },
    {
      number: 'Part 2',
      title: 'List All of Your NONPRIORITY Unsecured Claims',
      lines: [
        {
          id: '3',
          number: '3',
          label: 'Do any creditors have nonpriority unsecured claims against you?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. You have nothing to report in this part. Submit this form to the court with your other schedules.' },
            { id: 'yes', label: 'Yes' },
          ],
        },
        {
          id: '4',
          number: '4',
          label:
            'List all of your nonpriority unsecured claims in the alphabetical order of the creditor who holds each claim. If a creditor has more than one nonpriority unsecured claim, list the creditor separately for each claim. For each claim listed, identify what type of claim it is. Do not list claims already included in Part 1.',
          kind: 'table',
          columns: NONPRIORITY_COLUMNS,
          rows: 3,
        },
      ],
    },
    {
      number: 'Part 3',
      title: 'List Others to Be Notified About a Debt That You Already Listed',
      lines: [
        {
          id: '5',
          number: '5',
          label:
            'Use this page only if you have others to be notified about your bankruptcy, for a debt that you already listed in Parts 1 or 2. For example, if a collection agency is trying to collect from you for a debt you owe to someone else, list the original creditor in Parts 1 or 2, then list the collection agency here.',
          kind: 'table',
          columns: [
            { id: 'name', label: 'Name and address', width: 0.5, kind: 'text' },
            { id: 'entry', label: 'On which entry in Part 1 or Part 2 did you list the original creditor?', width: 0.3, kind: 'text' },
            { id: 'account', label: 'Last 4 digits of account number', width: 0.2, kind: 'text' },
          ],
          rows: 7,
          emptyText: 'None.',
        },
      ],
    },
    {
      number: 'Part 4',
      title: 'Add the Amounts for Each Type of Unsecured Claim',
      lines: [
        {
          id: '6',
          number: '6',
          label: 'Total the amounts of certain types of unsecured claims. This information is for statistical reporting purposes only. 28 U.S.C. § 159. Add the amounts for each type of unsecured claim.',
          kind: 'info',
        },
        { id: '6a', number: '6a', label: 'Domestic support obligations', kind: 'amount', indent: 1, columnHeading: 'Total claim' },
        { id: '6b', number: '6b', label: 'Taxes and certain other debts you owe the government', kind: 'amount', indent: 1 },
        { id: '6c', number: '6c', label: 'Claims for death or personal injury while you were intoxicated', kind: 'amount', indent: 1 },
        { id: '6d', number: '6d', label: 'Other. Add all other priority unsecured claims. Write that amount here.', kind: 'amount', indent: 1, operator: '+' },
        { id: '6e', number: '6e', label: 'Total. Add lines 6a through 6d.', kind: 'amount', indent: 1, total: true },
        { id: '6f', number: '6f', label: 'Student loans', kind: 'amount', indent: 1, columnHeading: 'Total claim' },
        { id: '6g', number: '6g', label: 'Obligations arising out of a separation agreement or divorce that you did not report as priority claims', kind: 'amount', indent: 1 },
        { id: '6h', number: '6h', label: 'Debts to pension or profit-sharing plans, and other similar debts', kind: 'amount', indent: 1 },
        { id: '6i', number: '6i', label: 'Other. Add all other nonpriority unsecured claims. Write that amount here.', kind: 'amount', indent: 1, operator: '+' },
        { id: '6j', number: '6j', label: 'Total. Add lines 6f through 6i.', kind: 'amount', indent: 1, total: true },
      ],
    },
  ],
  values: (caseFile) => scheduleEFValues(caseFile),
};
