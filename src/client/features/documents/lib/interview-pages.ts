// The document interview's pages as data: one topic per page, in the order of the forms, each
// showing some fields of one case-file section, with help in plain words and a note of the form
// lines its answers go to. A section's pages together hold the whole section; a list page may show
// only the items of its kind (vehicles of the property list, secured debts of the debts list).
import type {
  BUSINESS_KINDS,
  INTENTIONS,
  LIEN_NATURES,
  NONPRIORITY_CATEGORIES,
  NONPRIORITY_TYPES,
  OWNERS,
  PRIORITY_TYPES,
  SCHEDULE_J_LINES} from '#shared/case-file/index.ts';
import {
  CREDIT_COUNSELING_STATUSES,
  PAYROLL_DEDUCTION_LINES,
  OTHER_INCOME_LINES,
  PROPERTY_LINES,
  REAL_ESTATE_KINDS,
  ACCOUNT_TYPES,
  CONTRACT_KINDS,
  type CaseFileDraft,
  type CaseFileSection,
  type PropertyLine,
} from '#shared/case-file/index.ts';
import type { MARITAL_STATUSES } from '#shared/law/means-test.ts';
import { HOUSEHOLD_INCOME_SOURCES, INCOME_SOURCE_LINES, LAWSUIT_STATUSES, PRIOR_CASE_RESULTS, PURCHASE_KINDS, REPOSSESSION_STATUSES, TAX_DEBT_KINDS, TRANSFER_KINDS } from '#shared/law/household/index.ts';
import { getTimingRule } from '#shared/law/figures.ts';
import type { Choice, FieldSpec, FormValues } from '#client/lib/forms/field-specs.ts';
import { FINANCIAL_AFFAIRS_PAGES } from './interview-pages-financial-affairs.ts';

export interface ListView {
  /** The section's list the page shows (`items`, `debts`). */
  key: string;
  /** Which rows of the list belong on this page. */
  matches: (row: FormValues) => boolean;
  /** A new row's values (with its new id). */
  blank: () => FormValues;
  itemLabel: string;
  addLabel: string;
  emptyText: string;
  /** The row's fields (paths inside the row). */
  fields: readonly FieldSpec[];
  /** One line naming a row on check-your-answers and in the error summary. */
  title: (row: FormValues) => string;
}

export interface InterviewPage {
  id: string;
  section: CaseFileSection;
  title: string;
  intro?: string;
  /** Questions people ask here, answered in plain words. */
  help?: ReadonlyArray<{ question: string; answer: string }>;
  /** Where the answers go on the forms ("Form 101, lines 1 to 5"). */
  where: string;
  /** Plain fields (paths inside the section). */
  fields?: readonly FieldSpec[];
  /** A list of the section whose rows this page shows. */
  list?: ListView;
  /** Whether the page is asked, given what is saved (the spouse's page only in a joint case). */
  shows?: (draft: CaseFileDraft) => boolean;
  /** What the section holds for this page's answers when the page is not asked (a single filer has no Debtor 2 household). */
  whenSkipped?: FormValues;
  /** Explanations shown on the page while an answer typed on it calls for them ("Not taken yet": how and when to take the course). */
  notes?: ReadonlyArray<{ id: string; shows: (values: FormValues) => boolean; title: string; paragraphs: readonly string[] }>;
  /** A part of the page drawn by its own component (the district picker): the paths it answers, and its answers in words. */
  custom?: { kind: 'district'; owns: readonly string[]; answers: (values: FormValues) => Array<{ label: string; answer: string }> };
}

const raw = (text: string) => ({ raw: text });
const choices = (pairs: ReadonlyArray<readonly [string, string]>): Choice[] => pairs.map(([value, label]) => ({ value, label: raw(label) }));

let idCounter = 0;
/** A new list item's id: unique in the case file, stable once saved. */
export function newItemId(prefix: string): string {
  idCounter += 1;
  return `${prefix}-${Date.now().toString(36)}${idCounter.toString(36)}`;
}

const text = (name: string, label: string, hint?: string, optional = false): FieldSpec => ({ kind: 'text', name, label: raw(label), ...(hint ? { hint: raw(hint) } : {}), optional });
const money = (name: string, label: string, hint?: string): FieldSpec => ({ kind: 'money', name, label: raw(label), ...(hint ? { hint: raw(hint) } : {}) });
/** An amount the form counts as $0 when left blank (Schedule I and J lines): blank is saved as 0, never as "missing". */
const moneyOrZero = (name: string, label: string, hint?: string): FieldSpec => ({ kind: 'money', name, label: raw(label), hint: raw(hint ?? 'Leave blank if none'), blankIsZero: true });
const yesNo = (name: string, label: string, hint?: string): FieldSpec => ({ kind: 'yesNo', name, label: raw(label), ...(hint ? { hint: raw(hint) } : {}) });
const date = (name: string, label: string, hint?: string, optional = false): FieldSpec => ({ kind: 'date', name, label: raw(label), ...(hint ? { hint: raw(hint) } : {}), optional });
const select = (name: string, label: string, options: Choice[], hint?: string, numeric = false): FieldSpec => ({ kind: 'select', name, label: raw(label), choices: options, ...(hint ? { hint: raw(hint) } : {}), numeric });
const radio = (name: string, label: string, options: Choice[], hint?: string, numeric = false): FieldSpec => ({ kind: 'radio', name, label: raw(label), choices: options, ...(hint ? { hint: raw(hint) } : {}), numeric });
const whole = (name: string, label: string, hint?: string): FieldSpec => ({ kind: 'whole', name, label: raw(label), ...(hint ? { hint: raw(hint) } : {}) });

export const STATE_CHOICES: Choice[] = choices(
  (
    [
      ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'],
      ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
      ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
      ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
      ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
      ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
      ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'], ['PR', 'Puerto Rico'], ['GU', 'Guam'], ['VI', 'U.S. Virgin Islands'], ['MP', 'Northern Mariana Islands'],
    ] as const
  ).map(([code, name]) => [code, name] as const),
);

/** An address; a creditor's asks no second line (a suite or P.O. box goes on the street line), so a debt fits a phone's page. */
const address = (prefix: string, withCounty: boolean, secondLine = true): FieldSpec[] => [
  text(`${prefix}.street`, 'Street address', secondLine ? undefined : 'With any suite or P.O. box, like “PO Box 1000, Suite 200”'),
  ...(secondLine ? [text(`${prefix}.street2`, 'Apartment, suite or unit (if any)', undefined, true)] : []),
  text(`${prefix}.city`, 'City'),
  select(`${prefix}.state`, 'State', STATE_CHOICES),
  text(`${prefix}.zip`, 'ZIP code', 'For example, 19401'),
  ...(withCounty ? [text(`${prefix}.county`, 'County', 'The county you live in, like Montgomery', true)] : []),
];

const OWNER_CHOICES = choices([
  ['debtor1', 'Debtor 1 only (you)'],
  ['debtor2', 'Debtor 2 only (your spouse)'],
  ['both', 'Debtor 1 and Debtor 2 together'],
  ['atLeastOneAndAnother', 'At least one of you and another person'],
] satisfies ReadonlyArray<readonly [(typeof OWNERS)[number], string]>);

const dollarsOf = (row: FormValues, key: string) => (typeof row[key] === 'string' && row[key] !== '' ? `$${String(row[key])}` : '');

// ---------------------------------------------------------------------------------------------
// Debtors

function personFields(prefix: string): FieldSpec[] {
  return [
    text(`${prefix}.name.first`, 'First name', 'Your name exactly as it is on your driver’s license or passport'),
    text(`${prefix}.name.middle`, 'Middle name', undefined, true),
    text(`${prefix}.name.last`, 'Last name'),
    text(`${prefix}.name.suffix`, 'Suffix (Jr., Sr., III)', undefined, true),
    date(`${prefix}.dateOfBirth`, 'Date of birth', 'For example, 04/12/1985'),
    ...address(`${prefix}.address`, true),
    text(`${prefix}.phone`, 'Phone number', 'For example, 215-555-0123', true),
    text(`${prefix}.email`, 'Email address', undefined, true),
    yesNo(`${prefix}.livedInDistrict180Days`, 'Have you lived in this district for most of the last 180 days?', 'You file in the district where you lived longest in the last 180 days (Form 101, line 12).'),
    { kind: 'keep', name: `${prefix}.ssnLast4` },
  ];
}

/** Form 101 lines 2 and 3: the other names of the last 8 years, business names included. */
function otherNamesField(prefix: string): FieldSpec {
  return {
    kind: 'list',
    name: `${prefix}.otherNames`,
    label: raw('Names used in the last 8 years'),
    itemLabel: raw('Name'),
    addLabel: raw('Add a name'),
    emptyText: raw('No other names listed. If you used none, just continue.'),
    blank: () => ({ id: newItemId('n'), name: '', business: null }),
    fields: [
      { kind: 'keep', name: 'id' },
      text('name', 'The full name', 'As it was written, like “Maria Lopez” or “Carter Landscaping”'),
      yesNo('business', 'Is it a business name?', 'A name you did business under, or a business you owned (“doing business as”)'),
    ],
  };
}

const OTHER_NAMES_HELP = [
  {
    question: 'Which names count?',
    answer: 'Every name used in the 8 years before you file: a maiden name, a former married name, a nickname used on accounts, and the names of businesses you ran as yourself. Creditors may know you by these names.',
  },
];

const PERSON_HELP = [
  {
    question: 'Why does the form ask about the last 180 days?',
    answer: 'You must file in the bankruptcy district where you lived for the longest part of the 180 days before you file. If you moved recently, check which district that is.',
  },
  {
    question: 'Where do I give my Social Security number?',
    answer: 'In its own box on this page. It is encrypted when stored and shown only as its last 4 digits. Only Form 121, which is kept out of the public file, shows it in full.',
  },
];

// ---------------------------------------------------------------------------------------------
// Property

const lineChoices = (lines: readonly PropertyLine[]): Choice[] => lines.map((line) => ({ value: String(line), label: raw(`${PROPERTY_LINES[line]} (line ${line})`) }));
const GOODS_LINES = [6, 7, 8, 9, 10, 11, 12, 13, 14] as const satisfies readonly PropertyLine[];
const MONEY_LINES = [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35] as const satisfies readonly PropertyLine[];
const OTHER_LINES = [38, 39, 40, 41, 42, 43, 44, 47, 48, 49, 50, 51, 53] as const satisfies readonly PropertyLine[];
const lineOf = (row: FormValues) => Number(row.line);

const propertyBase = (lines: readonly PropertyLine[]): FieldSpec[] => [
  { kind: 'keep', name: 'id' },
  lines.length === 1 ? { kind: 'fixed', name: 'line', value: lines[0] } : select('line', 'What kind of property is it?', lineChoices(lines), undefined, true),
  text('description', 'Describe it', 'A few words, like “Sofa, table and chairs” or “2019 Toyota Camry”'),
  money('value', 'What is your part of it worth today?', 'The current value of the part you own, without subtracting any loan. See “How do I value it?” below.'),
  select('owner', 'Who owns it?', OWNER_CHOICES),
];

function propertyList(lines: readonly PropertyLine[], extra: FieldSpec[], labels: { item: string; add: string; empty: string }, prefix: string): ListView {
  return {
    key: 'items',
    matches: (row) => (lines as readonly number[]).includes(lineOf(row)),
    blank: () => ({ id: newItemId(prefix), line: lines.length === 1 ? String(lines[0]) : '', description: '', value: '', owner: '' }),
    itemLabel: labels.item,
    addLabel: labels.add,
    emptyText: labels.empty,
    fields: [...propertyBase(lines), ...extra],
    title: (row) => [String(row.description ?? ''), dollarsOf(row, 'value')].filter(Boolean).join(', '),
  };
}

const VALUE_HELP = {
  question: 'How do I value it?',
  answer:
    'Use what it would sell for today in its condition, not what you paid. For a home, use recent sales of similar homes or an appraisal; for a car, a used-car pricing guide; for household goods, what they would fetch at a yard sale. Do not subtract what you owe: loans go in the debts section.',
};

// ---------------------------------------------------------------------------------------------
// Debts

const debtBase = (): FieldSpec[] => [
  { kind: 'keep', name: 'id' },
  { kind: 'keep', name: 'codebtorIds' },
  { kind: 'keep', name: 'notifyOthers' },
  text('creditor.name', 'Creditor’s name', 'The company or person you owe, as on the latest statement or letter'),
  ...address('creditor.address', false, false),
  { kind: 'keep', name: 'creditor.address.street2' },
  text('accountLast4', 'Last 4 characters of the account number', 'Never the full number', true),
  text('incurred', 'When was the debt incurred?', 'A date, a year or a range, like 2019-2025', true),
  money('amount', 'How much do you owe in total?', 'The amount on the day you file. An estimate is fine; do not leave a debt off because you are unsure.'),
  select('owedBy', 'Who owes it?', OWNER_CHOICES),
];

function debtList(kind: 'secured' | 'priority' | 'nonpriority', extra: FieldSpec[], labels: { item: string; add: string; empty: string }): ListView {
  return {
    key: 'debts',
    matches: (row) => row.kind === kind,
    blank: () => ({ id: newItemId('d'), kind, creditor: { name: '', address: { street: '', city: '', state: '', zip: '' } }, amount: '', owedBy: '', codebtorIds: [], notifyOthers: [] }),
    itemLabel: labels.item,
    addLabel: labels.add,
    emptyText: labels.empty,
    fields: [{ kind: 'fixed', name: 'kind', value: kind }, ...debtBase(), ...extra],
    title: (row) => [String((row.creditor as FormValues | undefined)?.name ?? ''), dollarsOf(row, 'amount')].filter(Boolean).join(', '),
  };
}

const LIEN_CHOICES = choices([
  ['mortgage', 'A mortgage on a home'],
  ['carLoan', 'A car loan'],
  ['judgmentLien', 'A judgment lien from a lawsuit'],
  ['statutoryLien', 'A statutory lien (like a tax lien or mechanic’s lien)'],
  ['other', 'Other'],
] satisfies ReadonlyArray<readonly [(typeof LIEN_NATURES)[number], string]>);
const INTENTION_CHOICES = choices([
  ['surrender', 'Give the property back (surrender it)'],
  ['retainAndRedeem', 'Keep it and redeem it (pay what it is worth at once)'],
  ['retainAndReaffirm', 'Keep it and sign a reaffirmation agreement'],
  ['retainAndKeepPaying', 'Keep it and keep paying'],
] satisfies ReadonlyArray<readonly [(typeof INTENTIONS)[number], string]>);
const PRIORITY_CHOICES = choices([
  ['domesticSupport', 'Child support or alimony'],
  ['taxes', 'Taxes and other debts you owe the government'],
  ['deathOrInjuryWhileIntoxicated', 'Death or injury caused while you were intoxicated'],
  ['other', 'Other priority claim'],
] satisfies ReadonlyArray<readonly [(typeof PRIORITY_TYPES)[number], string]>);
const NONPRIORITY_TYPE_CHOICES = choices([
  ['studentLoans', 'Student loans'],
  ['separationObligations', 'Obligations from a separation or divorce (not support)'],
  ['pensionLoans', 'Debts to pension or profit-sharing plans'],
  ['other', 'Anything else'],
] satisfies ReadonlyArray<readonly [(typeof NONPRIORITY_TYPES)[number], string]>);
const CATEGORY_CHOICES = choices([
  ['creditCard', 'Credit card'],
  ['medical', 'Medical bills'],
  ['personalLoan', 'Personal loan'],
  ['judgment', 'A court judgment'],
  ['utility', 'Utility bill'],
  ['criminalRestitution', 'Criminal restitution'],
  ['business', 'Business debt'],
  ['other', 'Other'],
] satisfies ReadonlyArray<readonly [(typeof NONPRIORITY_CATEGORIES)[number], string]>);

// ---------------------------------------------------------------------------------------------
// Income and expenses

const SCHEDULE_J_LABELS: Record<keyof typeof SCHEDULE_J_LINES, string> = {
  rentOrMortgage: 'Rent or home mortgage payment',
  realEstateTaxes: 'Real estate taxes (if not in the payment)',
  propertyInsurance: 'Property, homeowner’s or renter’s insurance',
  homeMaintenance: 'Home maintenance, repair and upkeep',
  homeownersAssociation: 'Homeowner’s association or condominium dues',
  additionalMortgagePayments: 'Other mortgage payments on your home (like a home equity loan)',
  electricityHeatGas: 'Electricity, heat, natural gas',
  waterSewerGarbage: 'Water, sewer, garbage collection',
  telephoneInternetCable: 'Telephone, cell phone, internet, satellite and cable',
  otherUtilities: 'Other utilities',
  foodAndHousekeeping: 'Food and housekeeping supplies',
  childcareAndEducation: 'Childcare and children’s education costs',
  clothingAndLaundry: 'Clothing, laundry and dry cleaning',
  personalCare: 'Personal care products and services',
  medicalAndDental: 'Medical and dental expenses',
  transportation: 'Transportation (gas, maintenance, bus or train fare; not car payments)',
  entertainment: 'Entertainment, clubs, recreation, newspapers, magazines and books',
  charitableContributions: 'Charitable contributions and religious donations',
  lifeInsurance: 'Life insurance',
  healthInsurance: 'Health insurance',
  vehicleInsurance: 'Vehicle insurance',
  otherInsurance: 'Other insurance',
  taxes: 'Taxes not deducted from your pay',
  carPaymentsVehicle1: 'Car payments for vehicle 1',
  carPaymentsVehicle2: 'Car payments for vehicle 2 (or a car lease)',
  otherInstallment1: 'Other installment payment 1',
  otherInstallment2: 'Other installment payment 2',
  supportPaidToOthers: 'Alimony, maintenance and support you pay to others',
  otherSupportPayments: 'Other payments to support people who do not live with you',
  otherPropertyMortgages: 'Mortgages on other property',
  otherPropertyTaxes: 'Real estate taxes on other property',
  otherPropertyInsurance: 'Insurance on other property',
  otherPropertyMaintenance: 'Maintenance and repair of other property',
  otherPropertyAssociation: 'Association dues for other property',
  other: 'Other expenses',
};

const PAYROLL_LABELS: Record<keyof typeof PAYROLL_DEDUCTION_LINES, string> = {
  taxes: 'Tax, Medicare and Social Security deductions',
  mandatoryRetirement: 'Mandatory contributions for retirement plans',
  voluntaryRetirement: 'Voluntary contributions for retirement plans',
  retirementLoanRepayments: 'Required repayments of retirement fund loans',
  insurance: 'Insurance',
  domesticSupport: 'Domestic support obligations',
  unionDues: 'Union dues',
  other: 'Other deductions',
};
const OTHER_INCOME_LABELS: Record<keyof typeof OTHER_INCOME_LINES, string> = {
  business: 'Net income from rental property or a business',
  interestAndDividends: 'Interest and dividends',
  familySupport: 'Family support payments you receive',
  unemployment: 'Unemployment compensation',
  socialSecurity: 'Social Security',
  otherGovernmentAssistance: 'Other government assistance (like food stamps)',
  pension: 'Pension or retirement income',
  other: 'Other monthly income',
};

/** Schedule I lines 1 and 2 to 3: the job (asked only of someone employed) and the pay. */
function scheduleIJobFields(prefix: string): FieldSpec[] {
  return [
    radio(`${prefix}.employment.status`, 'Is this person employed?', choices([['employed', 'Employed'], ['notEmployed', 'Not employed']])),
    {
      kind: 'when',
      name: `${prefix}.employment.status`,
      equals: 'employed',
      fields: [
        text(`${prefix}.employment.occupation`, 'Occupation', undefined, true),
        text(`${prefix}.employment.employer.name`, 'Employer’s name'),
        ...address(`${prefix}.employment.employer.address`, false),
        text(`${prefix}.employment.howLong`, 'How long employed there?', 'For example, 6 years', true),
      ],
    },
    money(`${prefix}.monthlyGrossWages`, 'Monthly gross wages, salary and commissions (before deductions)', 'Schedule I, line 2. Enter 0 if none. If paid every two weeks, multiply one paycheck by 26 and divide by 12.'),
    moneyOrZero(`${prefix}.monthlyOvertime`, 'Estimated monthly overtime pay'),
  ];
}

/** Schedule I line 5: what is taken out of the pay. */
function scheduleIDeductionFields(prefix: string): FieldSpec[] {
  return [
    ...(Object.keys(PAYROLL_LABELS) as Array<keyof typeof PAYROLL_LABELS>).map((key) => moneyOrZero(`${prefix}.payrollDeductions.${key}`, `${PAYROLL_LABELS[key]} (line ${PAYROLL_DEDUCTION_LINES[key]})`)),
    text(`${prefix}.otherDeductionsSpecify`, 'Describe the other deductions, if any', 'Line 5h, like “Parking”', true),
  ];
}

/** Schedule I line 8: money coming in besides the pay. */
function scheduleIOtherIncomeFields(prefix: string): FieldSpec[] {
  return [
    ...(Object.keys(OTHER_INCOME_LABELS) as Array<keyof typeof OTHER_INCOME_LABELS>).map((key) => moneyOrZero(`${prefix}.otherIncome.${key}`, `${OTHER_INCOME_LABELS[key]} (line ${OTHER_INCOME_LINES[key]})`)),
    text(`${prefix}.otherIncomeSpecify`, 'Describe the other monthly income, if any', 'Line 8h, like “Rent from a roommate”', true),
  ];
}

/** One person's Schedule I column on three short pages: the job and pay, the deductions, other income. */
function scheduleIPages(who: 'debtor' | 'spouse'): InterviewPage[] {
  const prefix = `scheduleI.${who}`;
  const yours = who === 'debtor' ? 'Your' : 'Your spouse’s';
  const column = who === 'debtor' ? 'Debtor 1' : 'Debtor 2';
  const joint = who === 'spouse' ? { shows: isJoint } : {};
  return [
    {
      id: `income-${who}`,
      section: 'income',
      title: `${yours} job and monthly income`,
      where: `Schedule I, column ${column} (lines 1 to 3)`,
      help: [{ question: 'Gross or take-home?', answer: 'Gross: the amount before taxes and other deductions. The deductions come on the next page.' }],
      fields: scheduleIJobFields(prefix),
      ...joint,
    },
    {
      id: `income-${who}-deductions`,
      section: 'income',
      title: `${yours} payroll deductions`,
      intro: 'What is taken out of the pay each month. Leave a box blank if none.',
      where: `Schedule I, column ${column} (line 5)`,
      fields: scheduleIDeductionFields(prefix),
      ...joint,
    },
    {
      id: `income-${who}-other`,
      section: 'income',
      title: who === 'debtor' ? 'Your other monthly income' : 'Your spouse’s other monthly income',
      intro: 'Money that comes in besides the pay. Leave a box blank if none.',
      where: `Schedule I, column ${column} (line 8)`,
      fields: scheduleIOtherIncomeFields(prefix),
      ...joint,
    },
  ];
}

const BUSINESS_KIND_CHOICES = choices([
  ['none', 'None of these'],
  ['healthCare', 'A health care business'],
  ['singleAssetRealEstate', 'A single piece of real estate that brings in the income'],
  ['stockbroker', 'A stockbroker'],
  ['commodityBroker', 'A commodity broker'],
] satisfies ReadonlyArray<readonly [(typeof BUSINESS_KINDS)[number], string]>);

const isJoint = (draft: CaseFileDraft) => draft.filing?.jointFiling === true;
const COUNSELING_DATE_HINT = 'The date on the certificate. Not taken yet? Leave it blank and come back once you have taken it.';

const COUNSELING_LABELS: Record<(typeof CREDIT_COUNSELING_STATUSES)[number], string> = {
  receivedWithCertificate: 'Taken, and I have the certificate',
  receivedNoCertificate: 'Taken, but I do not have the certificate yet',
  requestedTemporaryWaiver: 'Asked for it but could not get it within 7 days',
  notRequiredIncapacity: 'Not required: incapacity',
  notRequiredDisability: 'Not required: disability',
  notRequiredActiveDuty: 'Not required: active military duty in a combat zone',
  notYet: 'Not taken yet',
};
/** "Not taken yet" first: the honest answer for most people who start here. */
const COUNSELING_CHOICES = choices((['notYet', ...CREDIT_COUNSELING_STATUSES.filter((s) => s !== 'notYet')] as const).map((s) => [s, COUNSELING_LABELS[s]] as const));
const COUNSELING_DAYS = getTimingRule('creditCounseling').period?.max ?? 180;
const isCounselingNotYet = (values: FormValues) => {
  const counseling = (values.creditCounseling ?? {}) as Record<string, { status?: unknown } | undefined>;
  return counseling.debtor?.status === 'notYet' || counseling.spouse?.status === 'notYet';
};
const REAL_ESTATE_LABELS: Record<(typeof REAL_ESTATE_KINDS)[number], string> = {
  singleFamilyHome: 'Single-family home',
  duplexOrMultiUnit: 'Duplex or multi-unit building',
  condominium: 'Condominium or cooperative',
  manufacturedHome: 'Manufactured or mobile home',
  land: 'Land',
  investmentProperty: 'Investment property',
  timeshare: 'Timeshare',
  other: 'Other',
};
const ACCOUNT_LABELS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  checking: 'Checking',
  savings: 'Savings',
  certificateOfDeposit: 'Certificate of deposit',
  brokerage: 'Brokerage',
  '401k': '401(k) or similar plan',
  ira: 'IRA',
  pension: 'Pension',
  other: 'Other',
};
const TAX_LABELS: Record<(typeof TAX_DEBT_KINDS)[number], string> = { income: 'Income tax', property: 'Property tax', other: 'Other tax' };
const CONTRACT_LABELS: Record<(typeof CONTRACT_KINDS)[number], string> = { residentialLease: 'Home or apartment lease', vehicleLease: 'Vehicle lease', other: 'Other contract' };
const LAWSUIT_LABELS: Record<(typeof LAWSUIT_STATUSES)[number], string> = { none: 'No', threatened: 'Someone has threatened to', filed: 'Yes, a lawsuit is going on', judgment: 'Yes, and there is a judgment' };
const REPOSSESSION_LABELS: Record<(typeof REPOSSESSION_STATUSES)[number], string> = { none: 'No loan, or up to date', behind: 'Behind on payments', threatened: 'The lender threatens to take it', taken: 'It was repossessed' };
const TRANSFER_LABELS: Record<(typeof TRANSFER_KINDS)[number], string> = {
  transferToRelative: 'Gave or sold something to a relative or friend for less than it was worth',
  paymentToInsider: 'Paid back a relative, a business partner or a company I control',
  paymentToCreditor: 'Paid one creditor much more than the others',
  otherTransfer: 'Something else',
};
const PURCHASE_LABELS: Record<(typeof PURCHASE_KINDS)[number], string> = { luxuryGoods: 'Things bought on credit', cashAdvance: 'A cash advance' };
const PRIOR_RESULT_LABELS: Record<(typeof PRIOR_CASE_RESULTS)[number], string> = { discharged: 'Debts were discharged', dismissed: 'It was dismissed', open: 'It is still open', other: 'Something else' };

/** Form 122A-1 / 122C-1's kinds of income, with the form's line; those the law leaves out say so. */
const INCOME_SOURCES: Choice[] = HOUSEHOLD_INCOME_SOURCES.map((source) => ({
  value: source,
  label: raw(`${INCOME_SOURCE_LINES[source].label} (line ${INCOME_SOURCE_LINES[source].line})`),
  ...(INCOME_SOURCE_LINES[source].counted ? {} : { hint: raw('Not counted in current monthly income, but list it: the form asks.') }),
}));

function incomeMonthsPage(id: string, who: 'debtor' | 'spouse', title: string, column: string): InterviewPage {
  return {
    id,
    section: 'income',
    title,
    intro: 'The means test uses the average of what came in during the six full calendar months before the month you file. Tick each kind of income and give the amount of each month, before taxes.',
    where: `Form 122A-1 (Chapter 7) or Form 122C-1 (Chapter 13), lines 2 to 11, ${column}`,
    help: [
      { question: 'Which months?', answer: 'The six whole months before the month you plan to file. If you change your filing date to another month, these months change too: come back and check them.' },
      { question: 'What if my pay changes every week?', answer: 'Add up the paychecks dated in each month. An amount of 0 is fine for a month with nothing.' },
    ],
    fields: [{ kind: 'months', name: who, label: raw('Money received, month by month'), hint: raw('Tick each kind you received in any of the six months.'), months: [], sources: INCOME_SOURCES }],
    ...(who === 'spouse' ? { shows: isJoint } : {}),
  };
}

/** A page of Schedule J amounts (a phone shows a dozen boxes at most), with any more questions after them. */
function expensesPage(id: string, topic: string, where: string, lines: ReadonlyArray<keyof typeof SCHEDULE_J_LABELS>, extra: { intro?: string; more?: readonly FieldSpec[] } = {}): InterviewPage {
  return {
    id,
    section: 'expenses',
    title: `Your monthly expenses: ${topic}`,
    ...(extra.intro ? { intro: extra.intro } : {}),
    where,
    help: [{ question: 'What if an expense changes month to month?', answer: 'Use a monthly average. For a bill paid once a year, divide it by 12.' }],
    fields: [...lines.map((key) => moneyOrZero(`lines.${key}`, SCHEDULE_J_LABELS[key])), ...(extra.more ?? [])],
  };
}

// ---------------------------------------------------------------------------------------------
// The pages

export const INTERVIEW_PAGES: readonly InterviewPage[] = [
  {
    id: 'filing-chapter',
    section: 'filing',
    title: 'Your chapter and filing date',
    where: 'Form 101, Part 2 (line 7: the chapter) and Part 1 (who is filing)',
    help: [
      {
        question: 'Chapter 7 or Chapter 13?',
        answer: 'Chapter 7 wipes out most debts in a few months; you could lose property that is not protected. Chapter 13 is a repayment plan over years that lets you keep property and catch up on a home or car. Our risk assessment can help you think it through.',
      },
      { question: 'Should my spouse file with me?', answer: 'A married couple can file one joint case for one filing fee. If only one of you has debts, only that person may need to file.' },
    ],
    fields: [
      radio('chapter', 'Which chapter are you filing under?', choices([['7', 'Chapter 7'], ['13', 'Chapter 13']]), undefined, true),
      yesNo('jointFiling', 'Is your spouse filing with you?'),
      date('plannedFilingDate', 'When do you plan to file?', 'An estimate is fine. Some figures depend on this date.'),
      select('district.state', 'The state you live in', STATE_CHOICES, 'You file in the bankruptcy court of the district where you live. We find it for you.'),
      { kind: 'keep', name: 'district.county' },
      { kind: 'keep', name: 'district.code' },
      { kind: 'keep', name: 'district.name' },
      { kind: 'keep', name: 'schedulesWanted' },
    ],
    custom: {
      kind: 'district',
      owns: ['district.code', 'district.name', 'district.county'],
      answers: (values) => {
        const district = (values.district ?? {}) as FormValues;
        return [
          ...(typeof district.county === 'string' && district.county ? [{ label: 'Your county', answer: district.county }] : []),
          ...(typeof district.name === 'string' && district.name ? [{ label: 'Your bankruptcy district', answer: district.name }] : []),
        ];
      },
    },
  },
  {
    id: 'filing-fee',
    section: 'filing',
    title: 'Filing fee and credit counseling',
    where: 'Form 101, Part 2 line 8 (the fee) and Part 5 line 15 (credit counseling); Form 103A or 103B',
    help: [
      { question: 'What if I cannot pay the fee at once?', answer: 'You can ask to pay in installments (Form 103A). In Chapter 7, if your income is low, you can ask the court to waive it (Form 103B).' },
      { question: 'What is the credit counseling course?', answer: 'A short course from an approved provider that you must take before you file. The provider gives you a certificate you file with your petition.' },
    ],
    fields: [
      radio('filingFee', 'How will you pay the filing fee?', choices([['full', 'All at once'], ['installments', 'In installments (Form 103A)'], ['waiver', 'Ask to have it waived (Form 103B, Chapter 7 only)']])),
      select('creditCounseling.debtor.status', 'Your credit counseling course', COUNSELING_CHOICES),
      date('creditCounseling.debtor.completedOn', 'When did you take it?', COUNSELING_DATE_HINT, true),
      // Asked only when the spouse files too (answered on the page before).
      {
        kind: 'when',
        name: 'jointFiling',
        equals: 'yes',
        fields: [select('creditCounseling.spouse.status', 'Your spouse’s credit counseling course', COUNSELING_CHOICES), date('creditCounseling.spouse.completedOn', 'When did your spouse take it?', COUNSELING_DATE_HINT, true)],
      },
    ],
    notes: [
      {
        id: 'counseling-not-yet',
        shows: isCounselingNotYet,
        title: 'Take the course before you file',
        paragraphs: [
          `The law says you must take a credit counseling course within the ${COUNSELING_DAYS} days before you file (11 U.S.C. § 109(h)). If you file without it, the court can dismiss your case.`,
          'Take it only from an approved provider. Most states use the U.S. Trustee Program’s list of approved credit counseling agencies (justice.gov/ust). Alabama and North Carolina have Bankruptcy Administrators instead of the U.S. Trustee: there, use the Bankruptcy Administrator’s list for your district. If you cannot pay the fee, ask the provider to lower or waive it.',
          'You can keep going and preview your forms now. Your final forms wait until you come back to this page, choose “Taken”, and enter the date you took it.',
        ],
      },
    ],
  },
  {
    id: 'filing-business',
    section: 'filing',
    title: 'A business of your own, and property that needs attention',
    where: 'Form 101, Part 3 (line 12: a business you run as a sole proprietor) and Part 4 (line 14: property that is a danger or needs immediate attention)',
    help: [
      { question: 'What is a sole proprietor?', answer: 'Someone who runs a business as themselves, full or part time, not through a corporation, partnership or LLC. Driving for a ride app, cleaning houses or selling crafts on your own counts.' },
      { question: 'What property needs immediate attention?', answer: 'Things that could cause harm or lose their value fast if no one acts: food that spoils, animals that must be fed, a building that needs urgent repairs, or land with a spill.' },
    ],
    fields: [
      yesNo('soleProprietor', 'Do you run a business on your own, as a sole proprietor?'),
      {
        kind: 'when',
        name: 'soleProprietor',
        equals: 'yes',
        fields: [
          text('soleProprietorship.name', 'The business’s name', 'Like “Reyes Cleaning”. Your own name if it has none.'),
          text('soleProprietorship.location', 'Where is the business?', 'Its street address, city and state'),
          select('soleProprietorship.kind', 'Which describes it?', BUSINESS_KIND_CHOICES, 'Most small businesses are “None of these”'),
        ],
      },
      yesNo('hazardousProperty', 'Do you own or have property that is a danger to public health or safety, or that needs immediate attention?', 'Like food that spoils, animals that must be fed, or a building that needs urgent repairs'),
      {
        kind: 'when',
        name: 'hazardousProperty',
        equals: 'yes',
        fields: [text('hazardousPropertyDetails', 'What is the danger or the urgent need, and where is the property?', 'Like “Dairy cows that must be fed daily, at 12 Farm Road, Dover, DE”')],
      },
    ],
  },
  {
    id: 'debtor',
    section: 'debtors',
    title: 'About you',
    where: 'Form 101, Part 1 lines 1 to 6 (Debtor 1), and the caption of every form',
    help: PERSON_HELP,
    fields: personFields('debtor'),
  },
  {
    id: 'debtor-names',
    section: 'debtors',
    title: 'Other names you have used',
    where: 'Form 101, Part 1 lines 2 and 3 (Debtor 1)',
    help: OTHER_NAMES_HELP,
    fields: [otherNamesField('debtor')],
  },
  {
    id: 'spouse',
    section: 'debtors',
    title: 'About your spouse',
    where: 'Form 101, Part 1 lines 1 to 6 (Debtor 2)',
    help: PERSON_HELP,
    fields: personFields('spouse'),
    shows: isJoint,
  },
  {
    id: 'spouse-names',
    section: 'debtors',
    title: 'Other names your spouse has used',
    where: 'Form 101, Part 1 lines 2 and 3 (Debtor 2)',
    help: OTHER_NAMES_HELP,
    fields: [otherNamesField('spouse')],
    shows: isJoint,
  },
  {
    id: 'household',
    section: 'household',
    title: 'Your household',
    where: 'Form 122A-1 line 1, Schedule J line 2 (dependents), the means test’s household size',
    help: [{ question: 'Who counts in my household?', answer: 'You, your spouse, and the people you support who live with you, such as your children. Count each person once.' }],
    fields: [
      select('maritalStatus', 'Your marital status', choices([['not-married', 'Not married'], ['married-filing-jointly', 'Married, filing jointly'], ['married-same-household', 'Married, spouse not filing, living together'], ['married-living-apart', 'Married, living apart']] satisfies ReadonlyArray<readonly [(typeof MARITAL_STATUSES)[number], string]>)),
      whole('householdSize', 'How many people are in your household, you included?'),
      whole('membersAged65OrOver', 'How many of them are 65 or older?'),
    ],
    list: {
      key: 'dependents',
      matches: () => true,
      blank: () => ({ id: newItemId('dep'), relationship: '', age: '', livesWithYou: null }),
      itemLabel: 'Dependent',
      addLabel: 'Add a dependent',
      emptyText: 'No dependents listed.',
      fields: [{ kind: 'keep', name: 'id' }, text('relationship', 'Relationship to you', 'Like son, daughter or mother'), whole('age', 'Age'), yesNo('livesWithYou', 'Does this person live with you?')],
      title: (row) => [String(row.relationship ?? ''), row.age ? `age ${String(row.age)}` : ''].filter(Boolean).join(', '),
    },
  },
  {
    id: 'property-real-estate',
    section: 'property',
    title: 'Your home and other real estate',
    where: 'Schedule A/B, Part 1 (line 1); the totals go to line 2 and Form 106Sum line 1a',
    help: [VALUE_HELP, { question: 'What if I rent?', answer: 'Then you own no real estate: leave this list empty. Your lease goes in the contracts section.' }],
    list: propertyList(
      [1],
      [
        ...address('realEstate.address', true),
        select('realEstate.kind', 'What kind of property?', choices(REAL_ESTATE_KINDS.map((k) => [k, REAL_ESTATE_LABELS[k]] as const))),
        text('realEstate.interest', 'How do you own it?', 'Like “fee simple” or “tenancy by the entirety”, as on your deed'),
        money('realEstate.entireValue', 'Value of the entire property', 'If you own only part of it'),
      ],
      { item: 'Property', add: 'Add a home or other real estate', empty: 'No real estate listed.' },
      'p',
    ),
  },
  {
    id: 'property-vehicles',
    section: 'property',
    title: 'Cars and other vehicles',
    where: 'Schedule A/B, Part 2 (lines 3 and 4); the total goes to line 5',
    help: [VALUE_HELP, { question: 'Do I list a leased car?', answer: 'No: a leased car is not yours. List the lease in the contracts section.' }],
    list: propertyList(
      [3, 4],
      [text('vehicle.make', 'Make', 'Like Toyota'), text('vehicle.model', 'Model', 'Like Camry'), whole('vehicle.year', 'Year'), whole('vehicle.mileage', 'Approximate mileage')],
      { item: 'Vehicle', add: 'Add another vehicle', empty: 'No vehicles listed.' },
      'p',
    ),
  },
  {
    id: 'property-goods',
    section: 'property',
    title: 'Household goods and personal items',
    where: 'Schedule A/B, Part 3 (lines 6 to 14); the total goes to line 15',
    help: [
      {
        question: 'What counts as a household good?',
        answer: 'Furniture, appliances, dishes, linens and other things you use at home (line 6). Electronics such as TVs, computers and phones have their own line (7), as do clothes (11) and jewelry (12). You can group ordinary things by kind instead of listing each one.',
      },
      VALUE_HELP,
    ],
    list: propertyList(GOODS_LINES, [], { item: 'Item', add: 'Add another item', empty: 'No household goods or personal items listed.' }, 'p'),
  },
  {
    id: 'property-money',
    section: 'property',
    title: 'Money, accounts and money owed to you',
    where: 'Schedule A/B, Part 4 (lines 16 to 35); the total goes to line 36',
    help: [
      { question: 'What balance do I use?', answer: 'The balance on the day you file. For a retirement account, use the latest statement.' },
      { question: 'Does a tax refund count?', answer: 'Yes: a refund you expect for a past year is property (line 28). So is money someone owes you, or a claim you could bring.' },
    ],
    list: propertyList(
      MONEY_LINES,
      [select('account.type', 'Kind of account (for bank and retirement accounts)', [{ value: '', label: raw('Not an account') }, ...choices(ACCOUNT_TYPES.map((k) => [k, ACCOUNT_LABELS[k]] as const))]), text('account.institution', 'Bank or institution', undefined, true)],
      { item: 'Asset', add: 'Add another account or asset', empty: 'No money or accounts listed.' },
      'p',
    ),
  },
  {
    id: 'property-other',
    section: 'property',
    title: 'Business, farm and anything else',
    where: 'Schedule A/B, Parts 5 to 7 (lines 37 to 54)',
    help: [{ question: 'I have no business or farm.', answer: 'Then leave this list empty, unless you own something not listed anywhere else.' }],
    list: propertyList(OTHER_LINES, [], { item: 'Property', add: 'Add property', empty: 'Nothing listed here.' }, 'p'),
  },
  {
    id: 'debts-secured',
    section: 'debts',
    title: 'Debts with property as collateral',
    where: 'Schedule D (one box per creditor); Form 108 (what you intend to do); the total goes to Form 106Sum line 2',
    help: [{ question: 'What is a secured debt?', answer: 'A debt where the creditor can take property if you do not pay: a mortgage, a car loan, a lien from a judgment or a tax lien.' }],
    list: debtList(
      'secured',
      [
        { kind: 'select', name: 'collateralItemId', label: raw('Which property secures it?'), hint: raw('From your property list'), choices: [] },
        select('lienNature', 'What kind of lien?', LIEN_CHOICES),
        money('monthlyPayment', 'Monthly payment'),
        money('arrears', 'Missed payments you owe now (arrears)', 'Enter 0 if you are up to date'),
        select('intention', 'What do you plan to do with the property?', INTENTION_CHOICES),
      ],
      { item: 'Secured debt', add: 'Add another secured debt', empty: 'No secured debts listed.' },
    ),
  },
  {
    id: 'debts-priority',
    section: 'debts',
    title: 'Taxes, support and other priority debts',
    where: 'Schedule E/F, Part 1 (line 2); the totals go to line 6 and Form 106Sum line 3a',
    help: [{ question: 'What is a priority debt?', answer: 'A debt the law pays before others, such as recent income taxes and child support. Many of these cannot be wiped out.' }],
    list: debtList(
      'priority',
      [
        select('priorityType', 'What kind of priority debt?', PRIORITY_CHOICES),
        money('priorityAmount', 'Amount entitled to priority'),
        money('nonpriorityAmount', 'Amount not entitled to priority', 'Enter 0 if it is all priority'),
        {
          kind: 'when',
          name: 'priorityType',
          equals: 'taxes',
          fields: [
            select('tax.kind', 'The kind of tax', choices(TAX_DEBT_KINDS.map((k) => [k, TAX_LABELS[k]] as const))),
            whole('tax.taxYear', 'The tax year'),
            yesNo('tax.returnFiledOnTime', 'Was the return filed on time?'),
          ],
        },
      ],
      { item: 'Priority debt', add: 'Add another priority debt', empty: 'No priority debts listed.' },
    ),
  },
  {
    id: 'debts-nonpriority',
    section: 'debts',
    title: 'Credit cards, medical bills and other debts',
    where: 'Schedule E/F, Part 2 (line 4); the totals go to line 6 and Form 106Sum line 3b',
    help: [{ question: 'Do I list a debt in collection?', answer: 'Yes. List whoever owns the debt now; you can name the collection agency too. List every debt, even ones you want to keep paying.' }],
    list: debtList(
      'nonpriority',
      [select('nonpriorityType', 'What type of debt?', NONPRIORITY_TYPE_CHOICES), select('category', 'What is it for?', CATEGORY_CHOICES), text('specify', 'Describe it, if “Other”', undefined, true)],
      { item: 'Debt', add: 'Add another creditor', empty: 'No other debts listed.' },
    ),
  },
  {
    id: 'codebtors',
    section: 'codebtors',
    title: 'People who owe debts with you',
    where: 'Schedule H (your codebtors)',
    help: [{ question: 'Who is a codebtor?', answer: 'Someone other than your spouse filing with you who also owes one of your debts, like a parent who co-signed a car loan.' }],
    fields: [yesNo('communityProperty.livedInCommunityPropertyState', 'In the last 8 years, did you live in a community property state or territory?', 'Arizona, California, Idaho, Louisiana, Nevada, New Mexico, Puerto Rico, Texas, Washington and Wisconsin')],
    list: {
      key: 'codebtors',
      matches: () => true,
      blank: () => ({ id: newItemId('c'), name: '', address: { street: '', city: '', state: '', zip: '' }, debtIds: [] }),
      itemLabel: 'Codebtor',
      addLabel: 'Add a codebtor',
      emptyText: 'No codebtors listed.',
      fields: [{ kind: 'keep', name: 'id' }, text('name', 'Name'), ...address('address', false), { kind: 'checkboxes', name: 'debtIds', label: raw('Which debts do they owe with you?'), choices: [] }],
      title: (row) => String(row.name ?? ''),
    },
  },
  {
    id: 'contracts',
    section: 'contracts',
    title: 'Leases and contracts',
    where: 'Schedule G; Form 108 Part 2 (leases you keep)',
    help: [{ question: 'What goes here?', answer: 'Agreements still running: an apartment lease, a car lease, a cell phone contract, a time-share. Not loans: those are debts.' }],
    list: {
      key: 'contracts',
      matches: () => true,
      blank: () => ({ id: newItemId('k'), party: { name: '', address: { street: '', city: '', state: '', zip: '' } }, description: '', kind: '', monthlyPayment: '', assume: null }),
      itemLabel: 'Lease or contract',
      addLabel: 'Add another lease or contract',
      emptyText: 'No leases or contracts listed.',
      fields: [
        { kind: 'keep', name: 'id' },
        text('party.name', 'The other party’s name', 'The landlord, leasing company or other party'),
        ...address('party.address', false),
        text('description', 'What is it?', 'Like “Lease of a 2024 Honda Civic, ends June 2027”'),
        select('kind', 'Kind', choices(CONTRACT_KINDS.map((k) => [k, CONTRACT_LABELS[k]] as const))),
        money('monthlyPayment', 'Monthly payment'),
        yesNo('assume', 'Do you want to keep this lease (assume it)?'),
      ],
      title: (row) => String(row.description ?? ''),
    },
  },
  ...scheduleIPages('debtor'),
  ...scheduleIPages('spouse'),
  incomeMonthsPage('income-months-debtor', 'debtor', 'Your income in each of the last six months', 'column A (Debtor 1)'),
  incomeMonthsPage('income-months-spouse', 'spouse', 'Your spouse’s income in each of the last six months', 'column B (Debtor 2)'),
  {
    id: 'income-more',
    section: 'income',
    title: 'Other money coming in',
    where: 'Schedule I lines 11 and 13; Form 122A-1',
    fields: [
      moneyOrZero('scheduleI.contributionsOfOthers', 'Regular contributions from others in the household, friends or relatives', 'Schedule I, line 11. Enter 0 if none.'),
      yesNo('scheduleI.expectedChange.expected', 'Do you expect your income to go up or down within the next year?'),
      text('scheduleI.expectedChange.explanation', 'If yes, explain', undefined, true),
      yesNo('expectedToContinue', 'Do you expect your current income to continue?'),
    ],
  },
  {
    id: 'expenses-spouse-household',
    section: 'expenses',
    title: 'Your spouse’s household',
    where: 'Schedule J, line 1',
    help: [{ question: 'Why is this asked?', answer: 'If your spouse lives apart from you, their expenses go on a form of their own (Form 106J-2), not on yours.' }],
    fields: [yesNo('separateHouseholdOfDebtor2', 'Does your spouse keep a separate household?')],
    shows: isJoint,
    // One person filing alone has no Debtor 2: line 1 says "No" and line 22b is $0.
    whenSkipped: { separateHouseholdOfDebtor2: false },
  },
  expensesPage('expenses', 'home and utilities', 'Schedule J, lines 4 to 6', ['rentOrMortgage', 'realEstateTaxes', 'propertyInsurance', 'homeMaintenance', 'homeownersAssociation', 'additionalMortgagePayments', 'electricityHeatGas', 'waterSewerGarbage', 'telephoneInternetCable', 'otherUtilities'], {
    intro: 'What you spend in a usual month. Leave a box blank if you have no such cost. Four short pages.',
  }),
  expensesPage('expenses-living', 'food, care and getting around', 'Schedule J, lines 7 to 14', ['foodAndHousekeeping', 'childcareAndEducation', 'clothingAndLaundry', 'personalCare', 'medicalAndDental', 'transportation', 'entertainment', 'charitableContributions']),
  expensesPage('expenses-payments', 'insurance, taxes and payments', 'Schedule J, lines 15 to 19', ['lifeInsurance', 'healthInsurance', 'vehicleInsurance', 'otherInsurance', 'taxes', 'carPaymentsVehicle1', 'carPaymentsVehicle2', 'otherInstallment1', 'otherInstallment2', 'supportPaidToOthers', 'otherSupportPayments']),
  expensesPage('expenses-more', 'other property, other costs and changes ahead', 'Schedule J, lines 3, 20, 21 and 24; the total is line 22', ['otherPropertyMortgages', 'otherPropertyTaxes', 'otherPropertyInsurance', 'otherPropertyMaintenance', 'otherPropertyAssociation', 'other'], {
    more: [
      text('otherSpecify', 'What are the other expenses?', 'Printed beside line 21, like “Pet food and vet bills”', true),
      yesNo('othersExpensesIncluded', 'Do these expenses include costs of people other than you and your dependents?', 'For example, a parent or a friend who lives with you and whose costs you pay'),
      yesNo('expectedChange.expected', 'Do you expect your expenses to go up or down within the next year?'),
      text('expectedChange.explanation', 'If yes, explain', undefined, true),
    ],
  }),
  {
    id: 'history',
    section: 'history',
    title: 'Lawsuits, garnishments and collection',
    where: 'Form 107 Part 4; the eligibility checks',
    fields: [
      select('collection.lawsuit', 'Has anyone sued you?', choices(LAWSUIT_STATUSES.map((s) => [s, LAWSUIT_LABELS[s]] as const))),
      yesNo('collection.lawsuitAllegesFraud', 'Does a lawsuit say you committed fraud?'),
      yesNo('collection.garnishment.active', 'Are your wages being garnished?'),
      yesNo('collection.foreclosure.noticeReceived', 'Have you received a foreclosure notice?'),
      select('collection.repossession', 'Where do things stand with any vehicle loan?', choices(REPOSSESSION_STATUSES.map((s) => [s, REPOSSESSION_LABELS[s]] as const))),
    ],
  },
  {
    id: 'history-transfers',
    section: 'history',
    title: 'Money or property you gave away or paid back',
    intro:
      'In the last two years, did you give or sell anything to a relative or friend for less than it was worth, or repay a relative or a business partner? In the last 90 days, did you pay one creditor much more than others? List each one. If there was none, just continue.',
    where: 'Form 107 lines 6 and 7 (payments) and line 18 (property given away); the checks of what a trustee could undo',
    help: [
      {
        question: 'Why does this matter?',
        answer: 'The trustee can take back some payments and gifts made before you file, from the person who received them. Paying a relative back in the last year, or giving something away in the last two years, are the usual ones. Listing them is required; hiding one can cost you your discharge.',
      },
      { question: 'Do I list my regular bills?', answer: 'No. Rent, utilities, groceries and normal monthly payments on a loan do not go here.' },
    ],
    list: {
      key: 'transfers',
      matches: () => true,
      blank: () => ({ kind: '', date: '', amount: '', description: '' }),
      itemLabel: 'Transfer or payment',
      addLabel: 'Add a transfer or payment',
      emptyText: 'Nothing listed. If there was none, just continue.',
      fields: [
        select('kind', 'What was it?', choices(TRANSFER_KINDS.map((k) => [k, TRANSFER_LABELS[k]] as const))),
        date('date', 'When was it?', 'For example, 03/14/2026. An estimate is fine.'),
        money('amount', 'How much was it, or what was it worth?'),
        text('description', 'What was it, and to whom?', 'Like “Paid back a $3,000 loan to my brother”', true),
      ],
      title: (row) => [typeof row.date === 'string' ? row.date : '', dollarsOf(row, 'amount')].filter(Boolean).join(', '),
    },
  },
  {
    id: 'history-purchases',
    section: 'history',
    title: 'Recent large purchases and cash advances',
    intro: 'In the last 90 days, did you buy things on credit or take cash advances on a credit card or credit line? List each one. If there was none, just continue.',
    where: 'No form line of its own: the checks of debts that may not be wiped out (11 U.S.C. § 523(a)(2)(C)). The card or lender goes in “What you owe” too.',
    help: [
      {
        question: 'Why does this matter?',
        answer: 'Large purchases of luxury goods in the 90 days before you file, and large cash advances in the 70 days before, are presumed not to be wiped out: the creditor can ask the court to keep that debt alive. Everyday needs like food and rent do not count.',
      },
    ],
    list: {
      key: 'purchases',
      matches: () => true,
      blank: () => ({ kind: '', date: '', amount: '', creditor: '' }),
      itemLabel: 'Purchase or cash advance',
      addLabel: 'Add a purchase or cash advance',
      emptyText: 'Nothing listed. If there was none, just continue.',
      fields: [
        select('kind', 'What was it?', choices(PURCHASE_KINDS.map((k) => [k, PURCHASE_LABELS[k]] as const))),
        date('date', 'When was it?', 'For example, 03/14/2026'),
        money('amount', 'How much was it?'),
        text('creditor', 'Which card or lender?', 'Like “Summit Credit Card Company”', true),
      ],
      title: (row) => [typeof row.date === 'string' ? row.date : '', dollarsOf(row, 'amount')].filter(Boolean).join(', '),
    },
  },
  {
    id: 'history-prior-cases',
    section: 'history',
    title: 'Earlier bankruptcy cases',
    where: 'Form 101, Part 2 line 9 (cases filed in the last 8 years); the waiting periods before another discharge',
    help: [
      { question: 'Which cases do I list?', answer: 'Every bankruptcy case you or your spouse filed before, whatever happened to it. The form shows those of the last 8 years; older ones still matter for some waiting periods.' },
      { question: 'Where do I find the dates?', answer: 'On the papers from the court, or on PACER (pacer.uscourts.gov), the courts’ online records.' },
    ],
    list: {
      key: 'priorCases',
      matches: () => true,
      blank: () => ({ chapter: '', filingDate: '', result: '', endDate: '' }),
      itemLabel: 'Earlier case',
      addLabel: 'Add an earlier case',
      emptyText: 'No earlier cases listed. If there were none, just continue.',
      fields: [
        select('chapter', 'Which chapter was it?', choices([['7', 'Chapter 7'], ['11', 'Chapter 11'], ['12', 'Chapter 12'], ['13', 'Chapter 13']]), undefined, true),
        date('filingDate', 'When was it filed?', 'For example, 03/04/2019'),
        select('result', 'How did it end?', choices(PRIOR_CASE_RESULTS.map((r) => [r, PRIOR_RESULT_LABELS[r]] as const))),
        date('endDate', 'When did it end?', 'Leave blank if it is still open', true),
        text('district', 'In which district was it filed?', 'Like “Eastern District of Pennsylvania”, if you know it', true),
        text('caseNumber', 'Case number', 'On the court’s papers, like 19-10234, if you know it', true),
      ],
      title: (row) => [row.chapter ? `Chapter ${String(row.chapter)}` : '', typeof row.filingDate === 'string' ? row.filingDate : ''].filter(Boolean).join(', '),
    },
  },
  {
    id: 'history-pending-cases',
    section: 'history',
    title: 'Cases of people close to you',
    where: 'Form 101, Part 2 line 10',
    help: [
      {
        question: 'Who counts?',
        answer: 'Your spouse if they are not filing with you, a business partner, or an affiliate (a business you control or that controls you), when their bankruptcy case is still open or about to be filed.',
      },
    ],
    list: {
      key: 'pendingCases',
      matches: () => true,
      blank: () => ({ id: newItemId('pc'), debtor: '', relationship: '', district: '', filedOn: '', caseNumber: '' }),
      itemLabel: 'Pending case',
      addLabel: 'Add a pending case',
      emptyText: 'No pending cases listed. If there are none, just continue.',
      fields: [
        { kind: 'keep', name: 'id' },
        text('debtor', 'Whose case is it?', 'The person’s or business’s name'),
        text('relationship', 'How are they related to you?', 'Like spouse, business partner or affiliate'),
        text('district', 'In which district is it filed?', 'Like “Eastern District of Pennsylvania”'),
        date('filedOn', 'When was it filed?', 'Leave blank if it is not filed yet', true),
        text('caseNumber', 'Case number', 'If you know it', true),
      ],
      title: (row) => [String(row.debtor ?? ''), String(row.relationship ?? '')].filter(Boolean).join(', '),
    },
  },
  ...FINANCIAL_AFFAIRS_PAGES,
];

/** The exemption picker is its own page, after every section above. */
export const EXEMPTIONS_PAGE_ID = 'exemptions';
/** The Chapter 13 plan builder (the `plan` section) and the individual-schedules choice (in `filing`) are pages of their own too. */
export const PLAN_PAGE_ID = 'plan';
export const SCHEDULES_PAGE_ID = 'schedules-wanted';

/** The pages a person with this draft goes through, in order. */
export function interviewPath(draft: CaseFileDraft): InterviewPage[] {
  return INTERVIEW_PAGES.filter((page) => page.shows?.(draft) ?? true);
}

export function pagesOfSection(section: CaseFileSection, draft: CaseFileDraft): InterviewPage[] {
  return interviewPath(draft).filter((page) => page.section === section);
}

/** Sections shown on a page of their own rather than as data-defined pages. */
const SPECIAL_PAGES: Partial<Record<CaseFileSection, string>> = { exemptions: EXEMPTIONS_PAGE_ID, plan: PLAN_PAGE_ID };
export const specialPageOf = (section: CaseFileSection): string | undefined => SPECIAL_PAGES[section];
export const sectionOfSpecialPage = (id: string): CaseFileSection | undefined => (Object.keys(SPECIAL_PAGES) as CaseFileSection[]).find((section) => SPECIAL_PAGES[section] === id);
/** Where a section starts in the interview; undefined when it has no page for this draft. */
export const firstPageOfSection = (section: CaseFileSection, draft: CaseFileDraft): string | undefined => specialPageOf(section) ?? pagesOfSection(section, draft)[0]?.id;

export function findPage(id: string | null): InterviewPage | undefined {
  return INTERVIEW_PAGES.find((page) => page.id === id);
}
