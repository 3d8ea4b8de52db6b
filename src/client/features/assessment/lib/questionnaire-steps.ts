// The questionnaire's pages as data: one topic per page, each owning some fields of one household
// section, with `next` pointers for the branches (no spouse questions for a single person, no home
// questions without a home). step-flow.ts walks them for progress, resuming and checking answers.
import type { AssessmentAnswers } from '#shared/contracts/risk-assessments.ts';
import {
  ACCOUNT_KINDS,
  COLLATERAL_KINDS,
  GOALS,
  HOUSEHOLD_INCOME_SOURCES,
  INCOME_SOURCE_LINES,
  LAWSUIT_STATUSES,
  PRIOR_CASE_CHAPTERS,
  PRIOR_CASE_RESULTS,
  PURCHASE_KINDS,
  REPOSSESSION_STATUSES,
  TAX_DEBT_KINDS,
  TRANSFER_KINDS,
  type HouseholdSection,
} from '#shared/law/household/index.ts';
import { MARITAL_STATUSES, spouseIncomeCounts } from '#shared/law/means-test.ts';
import { listMedianIncomeTables } from '#shared/law/figures.ts';
import type { MessageKey } from '#client/i18n/i18n.ts';
import type { FlowStep } from '#client/lib/forms/step-flow.ts';
import type { Choice, FieldSpec, FormValues } from '#client/lib/forms/field-specs.ts';

export interface QuestionStep extends FlowStep<AssessmentAnswers> {
  section: HouseholdSection;
  /** The section's fields this page answers; the page saves them, merged into the section. */
  owns: readonly string[];
  title: MessageKey;
  intro?: MessageKey;
  /** The page's fields; `months` are the six income months' names (oldest first). */
  fields: (context: StepContext) => readonly FieldSpec[];
  /** Steering answers implied by what is saved (a home saved → 'yes'). */
  steering?: (answers: AssessmentAnswers) => FormValues;
}

export interface StepContext {
  answers: AssessmentAnswers;
  months: readonly string[];
}

const choicesOf = (values: readonly (string | number)[], keyPrefix: string): Choice[] => values.map((value) => ({ value: String(value), label: `${keyPrefix}.${value}` as MessageKey }));

function stateChoices(): Choice[] {
  const newest = [...listMedianIncomeTables()].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate)).at(-1);
  return (newest?.rows ?? []).map((row) => ({ value: row.stateCode, label: { raw: row.stateName } })).sort((a, b) => a.label.raw.localeCompare(b.label.raw));
}

const countsSpouseIncome = (answers: AssessmentAnswers) => Boolean(answers.about?.maritalStatus && spouseIncomeCounts(answers.about.maritalStatus));
/** Whether the person said they own a home (the home page saved the assets section with or without one). */
export const ownsHome = (answers: AssessmentAnswers) => Boolean(answers.assets?.home);

const has = (answers: AssessmentAnswers, section: HouseholdSection, keys: readonly string[]) => {
  const saved = answers[section] as Record<string, unknown> | undefined;
  return saved !== undefined && keys.every((key) => saved[key] !== undefined);
};

const yesNo = (name: string, label: MessageKey, hint?: MessageKey): FieldSpec => ({ kind: 'yesNo', name, label, ...(hint ? { hint } : {}) });
const money = (name: string, label: MessageKey, hint?: MessageKey): FieldSpec => ({ kind: 'money', name, label, ...(hint ? { hint } : {}) });

function incomeFields(months: readonly string[]): FieldSpec[] {
  return [
    {
      kind: 'months',
      name: 'income',
      label: 'assessment.q.income.sources',
      hint: 'assessment.q.income.sourcesHint',
      months,
      sources: INCOME_SOURCE_CHOICES,
    },
  ];
}

/** The income sources of the model in the form's order, with Form 122A-1's words. */
export const INCOME_SOURCE_CHOICES: Choice[] = HOUSEHOLD_INCOME_SOURCES.map((source) => ({
  value: source,
  label: { raw: INCOME_SOURCE_LINES[source].label },
  ...(INCOME_SOURCE_LINES[source].counted ? {} : { hint: 'assessment.q.income.notCounted' as MessageKey }),
}));

/** Form 106J's monthly expenses, in the order asked. */
const EXPENSE_FIELDS = [
  'rentOrMortgage',
  'utilities',
  'food',
  'transportation',
  'payrollTaxes',
  'mandatoryPayrollDeductions',
  'termLifeInsurance',
  'courtOrderedPayments',
  'childcare',
  'healthCare',
  'healthInsurance',
  'telecom',
  'childEducation',
  'charitableContributions',
  'other',
] as const;

/** A list of like things (loans, vehicles, cases); its texts are `assessment.q.<item>Item`, `…Add`, `…Empty`. */
function list(name: string, label: MessageKey, item: string, blank: () => FormValues, fields: readonly FieldSpec[]): FieldSpec {
  const key = (suffix: string) => `assessment.q.${item}${suffix}` as MessageKey;
  return { kind: 'list', name, label, itemLabel: key('Item'), addLabel: key('Add'), emptyText: key('Empty'), blank, fields };
}

export const QUESTION_STEPS: readonly QuestionStep[] = [
  {
    id: 'location',
    section: 'about',
    owns: ['stateCode', 'county'],
    title: 'assessment.step.location',
    intro: 'assessment.step.locationIntro',
    next: () => 'household',
    isComplete: (a) => has(a, 'about', ['stateCode']),
    fields: () => [
      { kind: 'select', name: 'stateCode', label: 'assessment.q.state', choices: stateChoices() },
      { kind: 'text', name: 'county.name', label: 'assessment.q.county', hint: 'assessment.q.countyHint', optional: true },
    ],
  },
  {
    id: 'household',
    section: 'about',
    owns: ['householdSize', 'dependentChildren'],
    title: 'assessment.step.household',
    next: () => 'marital',
    isComplete: (a) => has(a, 'about', ['householdSize', 'dependentChildren']),
    fields: () => [
      { kind: 'whole', name: 'householdSize', label: 'assessment.q.householdSize', hint: 'assessment.q.householdSizeHint' },
      { kind: 'whole', name: 'dependentChildren', label: 'assessment.q.dependentChildren', hint: 'assessment.q.dependentChildrenHint' },
    ],
  },
  {
    id: 'marital',
    section: 'about',
    owns: ['maritalStatus'],
    title: 'assessment.step.marital',
    next: () => 'ages',
    isComplete: (a) => has(a, 'about', ['maritalStatus']),
    fields: () => [
      {
        kind: 'radio',
        name: 'maritalStatus',
        label: 'assessment.q.maritalStatus',
        choices: MARITAL_STATUSES.map((status) => ({ value: status, label: `assessment.marital.${status}` as MessageKey })),
      },
    ],
  },
  {
    id: 'ages',
    section: 'about',
    owns: ['people', 'membersAged65OrOver'],
    title: 'assessment.step.ages',
    next: () => 'income-debtor',
    isComplete: (a) => has(a, 'about', ['people', 'membersAged65OrOver']),
    fields: ({ answers }) => [
      yesNo('people.debtor.aged65OrOver', 'assessment.q.debtorAged65'),
      // A spouse who files too or shares the household is one of its members; one living apart is not asked about.
      ...(countsSpouseIncome(answers) ? [yesNo('people.spouse.aged65OrOver', 'assessment.q.spouseAged65')] : []),
      { kind: 'whole', name: 'membersAged65OrOver', label: 'assessment.q.membersAged65', hint: 'assessment.q.membersAged65Hint' } as FieldSpec,
    ],
  },
  {
    id: 'income-debtor',
    section: 'income',
    owns: ['debtor'],
    title: 'assessment.step.incomeDebtor',
    intro: 'assessment.step.incomeIntro',
    next: (a) => (countsSpouseIncome(a) ? 'income-spouse' : 'income-continue'),
    isComplete: (a) => has(a, 'income', ['debtor']),
    fields: ({ months }) => incomeFields(months).map((spec) => ({ ...spec, name: 'debtor' })),
  },
  {
    id: 'income-spouse',
    section: 'income',
    owns: ['spouse'],
    title: 'assessment.step.incomeSpouse',
    intro: 'assessment.step.incomeIntro',
    next: () => 'income-continue',
    isComplete: (a) => has(a, 'income', ['spouse']),
    fields: ({ months }) => incomeFields(months).map((spec) => ({ ...spec, name: 'spouse' })),
  },
  {
    id: 'income-continue',
    section: 'income',
    owns: ['expectedToContinue'],
    title: 'assessment.step.incomeContinue',
    next: () => 'expenses',
    isComplete: (a) => has(a, 'income', ['expectedToContinue']),
    fields: () => [yesNo('expectedToContinue', 'assessment.q.expectedToContinue', 'assessment.q.expectedToContinueHint')],
  },
  {
    id: 'expenses',
    section: 'expenses',
    owns: EXPENSE_FIELDS,
    title: 'assessment.step.expenses',
    intro: 'assessment.step.expensesIntro',
    next: () => 'home',
    isComplete: (a) => has(a, 'expenses', ['rentOrMortgage']),
    fields: () => EXPENSE_FIELDS.map((name) => money(name, `assessment.q.expense.${name}`)),
  },
  {
    id: 'home',
    section: 'assets',
    owns: ['home'],
    title: 'assessment.step.home',
    next: () => 'secured-debts',
    // The home page is the first to save the assets section, with or without a home.
    isComplete: (a) => a.assets !== undefined,
    steering: (a) => (a.assets === undefined ? {} : { ownsHome: ownsHome(a) ? 'yes' : 'no' }),
    fields: () => [
      { kind: 'yesNo', name: 'ownsHome', label: 'assessment.q.ownsHome', hint: 'assessment.q.ownsHomeHint', steering: 'assessment.q.ownsHomeRequired' },
      {
        kind: 'when',
        name: 'ownsHome',
        equals: 'yes',
        fields: [money('home.value', 'assessment.q.homeValue', 'assessment.q.homeValueHint'), money('home.liens', 'assessment.q.homeLiens', 'assessment.q.homeLiensHint')],
      },
    ],
  },
  {
    id: 'secured-debts',
    section: 'debts',
    owns: ['secured'],
    title: 'assessment.step.securedDebts',
    intro: 'assessment.step.securedDebtsIntro',
    next: () => 'taxes',
    isComplete: (a) => has(a, 'debts', ['secured']),
    fields: ({ answers }) => [
      list('secured', 'assessment.q.securedDebts', 'secured', () => ({ collateral: '', description: '', balance: '', monthlyPayment: '', arrears: '', keepCollateral: null }), [
          {
            kind: 'select',
            name: 'collateral',
            label: 'assessment.q.collateral',
            // No home questions without a home.
            choices: choicesOf(
              COLLATERAL_KINDS.filter((kind) => kind !== 'home' || ownsHome(answers)),
              'assessment.collateral',
            ),
          },
          { kind: 'text', name: 'description', label: 'assessment.q.loanDescription', hint: 'assessment.q.loanDescriptionHint', optional: true },
          money('balance', 'assessment.q.loanBalance'),
          money('monthlyPayment', 'assessment.q.monthlyPayment'),
          money('arrears', 'assessment.q.arrears', 'assessment.q.arrearsHint'),
          yesNo('keepCollateral', 'assessment.q.keepCollateral'),
        ]),
    ],
  },
  {
    id: 'taxes',
    section: 'debts',
    owns: ['taxes'],
    title: 'assessment.step.taxes',
    next: () => 'other-debts',
    isComplete: (a) => has(a, 'debts', ['taxes']),
    fields: () => [
      list('taxes', 'assessment.q.taxDebts', 'tax', () => ({ kind: '', taxYear: '', amount: '', returnFiledOnTime: null }), [
          { kind: 'select', name: 'kind', label: 'assessment.q.taxKind', choices: choicesOf(TAX_DEBT_KINDS, 'assessment.taxKind') },
          { kind: 'whole', name: 'taxYear', label: 'assessment.q.taxYear' },
          money('amount', 'assessment.q.taxAmount'),
          yesNo('returnFiledOnTime', 'assessment.q.returnFiledOnTime'),
        ]),
    ],
  },
  {
    id: 'other-debts',
    section: 'debts',
    owns: ['domesticSupport', 'studentLoans', 'criminalRestitution', 'businessDebts', 'otherUnsecured'],
    title: 'assessment.step.otherDebts',
    intro: 'assessment.step.otherDebtsIntro',
    next: () => 'vehicles',
    isComplete: (a) => has(a, 'debts', ['otherUnsecured']),
    fields: () => [
      money('otherUnsecured', 'assessment.q.otherUnsecured', 'assessment.q.otherUnsecuredHint'),
      money('studentLoans', 'assessment.q.studentLoans'),
      money('domesticSupport', 'assessment.q.domesticSupport'),
      money('criminalRestitution', 'assessment.q.criminalRestitution'),
      money('businessDebts', 'assessment.q.businessDebts', 'assessment.q.businessDebtsHint'),
    ],
  },
  {
    id: 'vehicles',
    section: 'assets',
    owns: ['vehicles'],
    title: 'assessment.step.vehicles',
    next: () => 'savings',
    isComplete: (a) => has(a, 'assets', ['vehicles']),
    fields: () => [
      list('vehicles', 'assessment.q.vehicles', 'vehicle', () => ({ description: '', value: '', loanBalance: '' }), [
          { kind: 'text', name: 'description', label: 'assessment.q.vehicleDescription', optional: true },
          money('value', 'assessment.q.vehicleValue', 'assessment.q.vehicleValueHint'),
          money('loanBalance', 'assessment.q.vehicleLoan'),
        ]),
    ],
  },
  {
    id: 'savings',
    section: 'assets',
    owns: ['accounts', 'other'],
    title: 'assessment.step.savings',
    next: () => 'collection',
    isComplete: (a) => has(a, 'assets', ['accounts', 'other']),
    fields: () => [
      list('accounts', 'assessment.q.accounts', 'account', () => ({ kind: '', balance: '' }), [{ kind: 'select', name: 'kind', label: 'assessment.q.accountKind', choices: choicesOf(ACCOUNT_KINDS, 'assessment.accountKind') }, money('balance', 'assessment.q.accountBalance')]),
      money('other', 'assessment.q.otherAssets', 'assessment.q.otherAssetsHint'),
    ],
  },
  {
    id: 'collection',
    section: 'collection',
    owns: ['lawsuit', 'lawsuitAllegesFraud', 'garnishment', 'foreclosure', 'repossession'],
    title: 'assessment.step.collection',
    next: () => 'history',
    isComplete: (a) => has(a, 'collection', ['lawsuit']),
    fields: ({ answers }) => [
      { kind: 'radio', name: 'lawsuit', label: 'assessment.q.lawsuit', choices: choicesOf(LAWSUIT_STATUSES, 'assessment.lawsuit') },
      yesNo('lawsuitAllegesFraud', 'assessment.q.lawsuitAllegesFraud'),
      yesNo('garnishment.active', 'assessment.q.garnishment'),
      { kind: 'money', name: 'garnishment.monthlyAmount', label: 'assessment.q.garnishmentAmount', hint: 'assessment.q.garnishmentAmountHint', optional: true },
      // No home questions without a home: no foreclosure notice can have come.
      ...(ownsHome(answers)
        ? ([yesNo('foreclosure.noticeReceived', 'assessment.q.foreclosureNotice'), { kind: 'date', name: 'foreclosure.saleDate', label: 'assessment.q.saleDate', hint: 'assessment.q.saleDateHint', optional: true }] as FieldSpec[])
        : ([{ kind: 'fixed', name: 'foreclosure', value: { noticeReceived: false } }] as FieldSpec[])),
      { kind: 'radio', name: 'repossession', label: 'assessment.q.repossession', choices: choicesOf(REPOSSESSION_STATUSES, 'assessment.repossession') },
    ],
  },
  {
    id: 'history',
    section: 'history',
    owns: ['priorCases'],
    title: 'assessment.step.history',
    next: () => 'transfers',
    isComplete: (a) => has(a, 'history', ['priorCases']),
    fields: () => [
      list('priorCases', 'assessment.q.priorCases', 'priorCase', () => ({ chapter: '', filingDate: '', result: '', endDate: '' }), [
          { kind: 'select', name: 'chapter', label: 'assessment.q.priorChapter', numeric: true, choices: choicesOf(PRIOR_CASE_CHAPTERS, 'assessment.chapter') },
          { kind: 'date', name: 'filingDate', label: 'assessment.q.priorFilingDate' },
          { kind: 'select', name: 'result', label: 'assessment.q.priorResult', choices: choicesOf(PRIOR_CASE_RESULTS, 'assessment.priorResult') },
          { kind: 'date', name: 'endDate', label: 'assessment.q.priorEndDate', hint: 'assessment.q.priorEndDateHint', optional: true },
        ]),
    ],
  },
  {
    id: 'transfers',
    section: 'transfers',
    owns: ['transfers'],
    title: 'assessment.step.transfers',
    intro: 'assessment.step.transfersIntro',
    next: () => 'purchases',
    isComplete: (a) => has(a, 'transfers', ['transfers']),
    fields: () => [
      list('transfers', 'assessment.q.transfers', 'transfer', () => ({ kind: '', date: '', amount: '', description: '' }), [
          { kind: 'select', name: 'kind', label: 'assessment.q.transferKind', choices: choicesOf(TRANSFER_KINDS, 'assessment.transferKind') },
          { kind: 'date', name: 'date', label: 'assessment.q.transferDate' },
          money('amount', 'assessment.q.transferAmount'),
          { kind: 'text', name: 'description', label: 'assessment.q.transferDescription', optional: true },
        ]),
    ],
  },
  {
    id: 'purchases',
    section: 'transfers',
    owns: ['purchases'],
    title: 'assessment.step.purchases',
    intro: 'assessment.step.purchasesIntro',
    next: () => 'goals',
    isComplete: (a) => has(a, 'transfers', ['purchases']),
    fields: () => [
      list('purchases', 'assessment.q.purchases', 'purchase', () => ({ kind: '', date: '', amount: '', creditor: '' }), [
          { kind: 'select', name: 'kind', label: 'assessment.q.purchaseKind', choices: choicesOf(PURCHASE_KINDS, 'assessment.purchaseKind') },
          { kind: 'date', name: 'date', label: 'assessment.q.purchaseDate' },
          money('amount', 'assessment.q.purchaseAmount'),
          { kind: 'text', name: 'creditor', label: 'assessment.q.purchaseCreditor', optional: true },
        ]),
    ],
  },
  {
    id: 'goals',
    section: 'goals',
    owns: ['goals'],
    title: 'assessment.step.goals',
    next: () => null,
    isComplete: (a) => has(a, 'goals', ['goals']),
    fields: ({ answers }) => [
      {
        kind: 'checkboxes',
        name: 'goals',
        label: 'assessment.q.goals',
        hint: 'assessment.q.goalsHint',
        // No home questions without a home.
        choices: choicesOf(
          GOALS.filter((goal) => ownsHome(answers) || (goal !== 'keepHome' && goal !== 'stopForeclosure')),
          'assessment.goal',
        ),
      },
    ],
  },
];

export const stepById = (id: string) => QUESTION_STEPS.find((step) => step.id === id);
