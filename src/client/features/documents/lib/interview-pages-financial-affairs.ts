// The Statement of Financial Affairs (Form 107) in the interview: a handful of pages of plain yes/no
// questions, grouped by topic, and after each "yes" a page to list the details one entry at a time
// ("add another"). Line 1 (marital status) comes from the household; the collection questions of
// the history section add their own rows to lines 9 and 10 on the form.
import type { CaseFileDraft, CaseFileSection } from '#shared/case-file/index.ts';
import { FORM_107_TOPICS, type Form107Question } from '#shared/case-file/financial-affairs.ts';
import type { Choice, FieldSpec, FormValues } from '#client/lib/forms/field-specs.ts';
import type { InterviewPage, ListView } from './interview-pages.ts';

const raw = (text: string) => ({ raw: text });
const SECTION: CaseFileSection = 'financialAffairs';

/** Each question in plain words, and what its entries hold. */
const QUESTIONS: Record<Form107Question, { ask: string; hint?: string; owed?: boolean; income?: boolean; court?: boolean }> = {
  '2': { ask: 'In the last 3 years, did you live anywhere other than where you live now?', hint: 'List each address in “Details” with the dates you lived there.' },
  '3': { ask: 'In the last 8 years, did you live with a spouse or partner in a community property state?', hint: 'Arizona, California, Idaho, Louisiana, Nevada, New Mexico, Puerto Rico, Texas, Washington, Wisconsin' },
  '4': { ask: 'Did you have income from a job or a business this year or in the two years before?', income: true, hint: 'Gross income before taxes, for each year.' },
  '5': { ask: 'Did you receive any other income in those years (benefits, support, rent, interest, lottery)?', income: true },
  '6': { ask: 'In the 90 days before filing, did you pay any creditor $600 or more in total?', owed: true, hint: 'Count loan, credit card and other debt payments; not normal rent, utilities or child support.' },
  '7': { ask: 'In the last year, did you pay a debt owed to a relative, a business partner or a company you control?', owed: true },
  '8': { ask: 'In the last year, did you pay or transfer anything to a creditor that helped a relative or insider (a debt they co-signed)?', owed: true },
  '9': { ask: 'In the last year, were you part of a lawsuit, court case or administrative proceeding?', court: true, hint: 'Divorce, collection suits, small claims, traffic cases with fines you still owe.' },
  '10': { ask: 'In the last year, was any of your property repossessed, foreclosed, garnished, attached or levied?' },
  '11': { ask: 'In the 90 days before filing, did a bank or creditor take money from your account to pay a debt (a setoff)?' },
  '12': { ask: 'In the last year, was any of your property held by a receiver, custodian or other court-appointed official?' },
  '13': { ask: 'In the last 2 years, did you give gifts worth more than $600 in total to any one person?' },
  '14': { ask: 'In the last 2 years, did you give more than $600 in total to a charity?' },
  '15': { ask: 'In the last year, did you lose anything because of theft, fire, a disaster or gambling?' },
  '16': { ask: 'In the last year, did you or anyone for you pay anyone for help with debts or this bankruptcy?', hint: 'Lawyers, petition preparers, credit counseling agencies.' },
  '17': { ask: 'In the last year, did you pay anyone who promised to help you deal with creditors or to make payments to them?' },
  '18': { ask: 'In the last 2 years, did you sell, trade or give away property outside your normal way of life?', hint: 'Not things like groceries or paying regular bills. Include transfers made as security, like a title loan.' },
  '19': { ask: 'In the last 10 years, did you put property into a trust of which you are a beneficiary (a self-settled trust)?' },
  '20': { ask: 'In the last year, was any financial account in your name or for your benefit closed, sold or moved?', hint: 'Checking, savings, money market, brokerage, credit union or retirement accounts.' },
  '21': { ask: 'Do you now have, or did you have in the last year, a safe deposit box?' },
  '22': { ask: 'In the last year, did you keep property in a storage unit or place other than your home?' },
  '23': { ask: 'Do you hold or control any property that belongs to someone else?', hint: 'Something borrowed, kept for a relative, or held in trust.' },
  '24': { ask: 'Has any government told you that you may be responsible under an environmental law?' },
  '25': { ask: 'Have you told any government about a release of hazardous material?' },
  '26': { ask: 'Have you been part of a court or administrative case under an environmental law?', court: true },
  '27': { ask: 'In the last 4 years, did you own a business, work for yourself, or were you a partner, officer or owner of 5 % or more of a company?', hint: 'Include side businesses and self-employment, such as driving or selling online.' },
  '28': { ask: 'In the last 2 years, did you give a financial statement about your business to anyone?' },
};

/** The pages of questions: a topic each, in the form's order. */
const GROUPS: ReadonlyArray<{ id: string; title: string; questions: readonly Form107Question[]; where: string; intro?: string }> = [
  { id: 'fa-homes-income', title: 'Where you lived and your income', questions: ['2', '3', '4', '5'], where: 'Form 107 Parts 1 and 2 (lines 2 to 5)', intro: 'The Statement of Financial Affairs asks about the last few years. Answer each question yes or no; after a “yes” you list the details.' },
  { id: 'fa-payments', title: 'Payments to creditors and to people close to you', questions: ['6', '7', '8', '11'], where: 'Form 107 Part 3 (lines 6 to 8) and Part 4 (line 11)' },
  { id: 'fa-lawsuits', title: 'Lawsuits, repossessions and garnishments', questions: ['9', '10', '12'], where: 'Form 107 Part 4 (lines 9, 10 and 12)' },
  { id: 'fa-gifts-losses', title: 'Gifts, charity and losses', questions: ['13', '14', '15'], where: 'Form 107 Parts 5 and 6 (lines 13 to 15)' },
  { id: 'fa-transfers', title: 'Payments for bankruptcy help and property you gave away', questions: ['16', '17', '18', '19'], where: 'Form 107 Part 7 (lines 16 to 19)' },
  { id: 'fa-accounts', title: 'Closed accounts, safe deposit boxes and storage', questions: ['20', '21', '22'], where: 'Form 107 Part 8 (lines 20 to 22)' },
  { id: 'fa-held', title: 'Property you hold for someone else', questions: ['23'], where: 'Form 107 Part 9 (line 23)' },
  { id: 'fa-environment', title: 'Environmental questions', questions: ['24', '25', '26'], where: 'Form 107 Part 10 (lines 24 to 26)', intro: 'Most people answer no to all three. They are about pollution and hazardous material laws.' },
  { id: 'fa-business', title: 'Businesses you owned or worked for yourself', questions: ['27', '28'], where: 'Form 107 Part 11 (lines 27 and 28)' },
];

const PERSON_CHOICES: Choice[] = [
  { value: 'debtor1', label: raw('Debtor 1 (you)') },
  { value: 'debtor2', label: raw('Debtor 2 (your spouse)') },
];
const PERIOD_CHOICES: Choice[] = [
  { value: 'thisYear', label: raw('This year, up to filing') },
  { value: 'lastYear', label: raw('Last year') },
  { value: 'yearBefore', label: raw('The year before that') },
];

const optionalText = (name: string, label: string, hint?: string): FieldSpec => ({ kind: 'text', name, label: raw(label), ...(hint ? { hint: raw(hint) } : {}), optional: true });
const optionalMoney = (name: string, label: string): FieldSpec => ({ kind: 'money', name, label: raw(label), hint: raw('Leave blank if it does not apply'), optional: true });

let entryCounter = 0;
const newEntryId = (q: Form107Question) => `fa-${q}-${Date.now().toString(36)}${(entryCounter += 1).toString(36)}`;

function entriesList(q: Form107Question): ListView {
  const { income, owed, court } = QUESTIONS[q];
  const fields: FieldSpec[] = [
    { kind: 'keep', name: 'id' },
    { kind: 'keep', name: 'address' },
    ...(court
      ? [
          optionalText('description', 'Case title, what it is about and where it stands', 'Like “Summit Credit v. Carter, a collection suit, still pending”'),
          optionalText('caseNumber', 'Case number', 'On the court papers, like 2026-CV-01234'),
          optionalText('name', 'Court or agency, with its address', 'Like “Montgomery County Court of Common Pleas, Norristown, PA”'),
          optionalText('dates', 'When was it filed?', 'Like “March 2026”'),
        ]
      : income
      ? [
          { kind: 'select', name: 'person', label: raw('Whose income?'), choices: PERSON_CHOICES } as FieldSpec,
          { kind: 'select', name: 'period', label: raw('Which year?'), choices: PERIOD_CHOICES } as FieldSpec,
          optionalText('description', 'Source of the income', 'Like “Wages” or “Unemployment benefits”'),
          optionalMoney('amount', 'Gross income for that year'),
        ]
      : [
          optionalText('name', 'Name and address', 'The person, company, court or institution, with its address'),
          optionalText('dates', 'Dates', 'As you know them, like “Sept. 20, Oct. 20 and Nov. 20, 2026”'),
          optionalMoney('amount', 'Amount'),
          ...(owed ? [optionalMoney('amountStillOwed', 'Amount you still owe')] : []),
          optionalText('description', 'Details', 'What it was: the reason, the property, the kind of case or account'),
        ]),
  ];
  return {
    key: `answers.${q}.entries`,
    matches: () => true,
    blank: () => ({ id: newEntryId(q), ...(income ? { person: '', period: '' } : { name: '', dates: '' }), ...(court ? { caseNumber: '' } : { amount: '' }), description: '' }),
    itemLabel: 'Entry',
    addLabel: 'Add another',
    emptyText: 'Nothing listed yet. Add an entry for each one.',
    fields,
    title: (row: FormValues) => [row.name, row.description, row.caseNumber, row.dates].filter((v) => typeof v === 'string' && v !== '').join(', '),
  };
}

const answeredYes = (q: Form107Question) => (draft: CaseFileDraft) => draft.financialAffairs?.answers[q]?.answer === true;

/** The Form 107 pages: each topic's yes/no questions, then a details page after each "yes". */
export const FINANCIAL_AFFAIRS_PAGES: readonly InterviewPage[] = GROUPS.flatMap((group) => [
  {
    id: group.id,
    section: SECTION,
    title: group.title,
    ...(group.intro ? { intro: group.intro } : {}),
    where: group.where,
    fields: group.questions.map((q): FieldSpec => ({ kind: 'yesNo', name: `answers.${q}.answer`, label: raw(QUESTIONS[q].ask), ...(QUESTIONS[q].hint ? { hint: raw(QUESTIONS[q].hint!) } : {}) })),
    help: [{ question: 'What if I am not sure?', answer: 'Answer as best you can from your records (bank statements, pay stubs, court papers). Leaving something out can cost you the discharge, so when in doubt, list it.' }],
  },
  ...group.questions.map(
    (q): InterviewPage => ({
      id: `fa-details-${q}`,
      section: SECTION,
      title: `Details: ${FORM_107_TOPICS[q]}`,
      intro: `You answered yes to: “${QUESTIONS[q].ask}” List each one.`,
      where: `Form 107 line ${q}`,
      list: entriesList(q),
      shows: answeredYes(q),
    }),
  ),
]);
