/**
 * The case file: one bankruptcy case as the official forms need it, entered once and read by every
 * form (petition, schedules, statements), the interview and the eligibility engine. It extends the
 * household model (`../law/household/`): income, collection pressure, earlier cases and transfers
 * are the household's own schemas; what only the forms need (names, addresses, property item by
 * item, creditors one by one, codebtors, leases, exemption claims) is added here.
 *
 * Money is integer cents, dates ISO days. Every list item has a stable `id` so other parts refer to
 * it (an exemption claim → a property item, a secured debt → its collateral, a codebtor → debts).
 * Each section is its own schema so one section is saved and validated at a time; a draft may lack
 * sections; `caseFileSchema` is the complete case with the checks that span sections.
 *
 * The full Social Security number is never part of the case file: only `ssnLast4`. The number is
 * written through its own endpoint and kept encrypted in its own table.
 */
import { z } from 'zod';
import { centsSchema } from '../law/household/money.ts';
import {
  aboutSectionSchema,
  collectionSectionSchema,
  historySectionSchema,
  incomeSectionSchema,
  isoDateSchema,
  priorCaseSchema,
  TAX_DEBT_KINDS,
  transfersSectionSchema,
} from '../law/household/household.ts';
import { MAX_HOUSEHOLD_SIZE, spouseIncomeCounts } from '../law/means-test.ts';

// ---------------------------------------------------------------------------------------------
// Building blocks

import { addressSchema, choice, itemIdSchema, requiredText, shortText, stateCodeSchema, year, yesNo } from './building-blocks.ts';
import { financialAffairsSectionSchema } from './financial-affairs.ts';
import { planSectionSchema } from './plan-section.ts';

export { addressSchema, itemIdSchema, stateCodeSchema } from './building-blocks.ts';
export type Address = z.infer<typeof addressSchema>;

export const personNameSchema = z.object({
  first: requiredText(60, 'The first name', 'Enter the first name'),
  middle: shortText(60, 'The middle name').optional(),
  last: requiredText(60, 'The last name', 'Enter the last name'),
  suffix: shortText(10, 'The suffix (Jr., Sr., III)').optional(),
});
export type PersonName = z.infer<typeof personNameSchema>;

/** Who owes a debt or owns a property item (Schedules A/B, D, E/F). */
export const OWNERS = ['debtor1', 'debtor2', 'both', 'atLeastOneAndAnother'] as const;
export type Owner = (typeof OWNERS)[number];
export const ownerSchema = choice(OWNERS, 'Choose who owns or owes this');

// ---------------------------------------------------------------------------------------------
// filing: Form 101 Parts 1-2 and 5, and the fee (Forms 103A / 103B)

export const CHAPTERS = [7, 13] as const;
export const FILING_FEE_CHOICES = ['full', 'installments', 'waiver'] as const;

/** The schedules a person can file on their own (the Individual Schedules package); 106Dec always goes with them. */
export const SCHEDULES_ON_THEIR_OWN = ['106Sum', '106A/B', '106C', '106D', '106E/F', '106G', '106H', '106I', '106J'] as const;

/** Form 101 Part 5 line 15: the briefing about credit counseling. */
export const CREDIT_COUNSELING_STATUSES = [
  /** Received a briefing within 180 days before filing and have the certificate. */
  'receivedWithCertificate',
  /** Received a briefing within 180 days but do not have the certificate yet. */
  'receivedNoCertificate',
  /** Asked for a briefing but could not get one within 7 days (temporary waiver). */
  'requestedTemporaryWaiver',
  /** Not required: incapacity, disability, or active military duty in a combat zone. */
  'notRequiredIncapacity',
  'notRequiredDisability',
  'notRequiredActiveDuty',
  /**
   * Not taken yet. Form 101 line 15 has no box for it (nothing is checked): the draft previews, and
   * the final package waits until the course is taken within the 180 days before filing (§109(h)).
   */
  'notYet',
] as const;

export const creditCounselingSchema = z.object({
  status: choice(CREDIT_COUNSELING_STATUSES, 'Choose where you are with the credit counseling course'),
  completedOn: isoDateSchema.optional(),
});

/** One of the 94 federal judicial districts; the server checks the code against the court list. */
export const districtSchema = z.object({
  code: z
    .string({ required_error: 'Choose your district', invalid_type_error: 'Choose your district' })
    .regex(/^[a-z]{2,4}$/, 'Choose your district from the list'),
  name: requiredText(80, 'The district name', 'Choose your district'),
  state: stateCodeSchema,
  /** The county the district was chosen by, in a state with several districts (the picker shows it again). */
  county: shortText(80, 'The county name').optional(),
});

/** Form 101 line 12: the boxes that describe a sole proprietorship ("none" for most). */
export const BUSINESS_KINDS = ['healthCare', 'singleAssetRealEstate', 'stockbroker', 'commodityBroker', 'none'] as const;

export const filingSectionSchema = z
  .object({
    chapter: z.union([z.literal(7), z.literal(13)], { errorMap: () => ({ message: 'Choose Chapter 7 or Chapter 13' }) }),
    plannedFilingDate: isoDateSchema,
    district: districtSchema,
    jointFiling: yesNo('Say whether your spouse files with you'),
    filingFee: choice(FILING_FEE_CHOICES, 'Choose how you will pay the filing fee'),
    creditCounseling: z.object({ debtor: creditCounselingSchema, spouse: creditCounselingSchema.optional() }),
    /** Form 101 line 12: runs a full- or part-time business as a sole proprietor (no corporation, partnership or LLC). */
    soleProprietor: yesNo('Say whether you run a business as a sole proprietor'),
    soleProprietorship: z
      .object({
        name: requiredText(120, 'The business’s name', 'Enter the business’s name'),
        location: requiredText(200, 'The business’s location', 'Enter where the business is'),
        kind: choice(BUSINESS_KINDS, 'Choose what describes the business'),
      })
      .optional(),
    /** Form 101 line 14: property that is, or is said to be, a hazard to public health or safety, or needs immediate attention. */
    hazardousProperty: yesNo('Say whether you have property that is a danger or needs immediate attention'),
    hazardousPropertyDetails: shortText(300, 'The description').optional(),
    /** Individual Schedules package: which schedules to prepare (at least one). */
    schedulesWanted: z
      .array(choice(SCHEDULES_ON_THEIR_OWN, 'Choose a schedule from the list'))
      .min(1, 'Choose at least one schedule to prepare')
      .max(SCHEDULES_ON_THEIR_OWN.length)
      .optional(),
  })
  .superRefine((filing, ctx) => {
    if (filing.filingFee === 'waiver' && filing.chapter !== 7) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['filingFee'], message: 'A fee waiver is only possible in Chapter 7' });
    }
    if (filing.soleProprietor && !filing.soleProprietorship) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['soleProprietorship', 'name'], message: 'Enter the business’s name' });
    }
    if (filing.hazardousProperty && !filing.hazardousPropertyDetails) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['hazardousPropertyDetails'], message: 'Say what the danger or the urgent need is, and where the property is' });
    }
    if (filing.jointFiling && !filing.creditCounseling.spouse) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['creditCounseling', 'spouse'], message: 'Tell us about your spouse’s credit counseling course' });
    }
  });

// ---------------------------------------------------------------------------------------------
// debtors: Form 101 Part 1

export const debtorSchema = z.object({
  name: personNameSchema,
  /** Other names used in the last 8 years (maiden names, business names: Form 101 lines 2-3). */
  otherNames: z.array(z.object({ id: itemIdSchema, name: requiredText(120, 'The name', 'Enter the name'), business: z.boolean().default(false) })).max(10, 'List at most 10 other names'),
  /** Only the last 4 digits; the full number goes through its own endpoint and is kept encrypted. */
  ssnLast4: z.string().regex(/^\d{4}$/, 'The last 4 digits are 4 numbers').optional(),
  dateOfBirth: isoDateSchema,
  address: addressSchema,
  mailingAddress: addressSchema.omit({ county: true }).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9()+.\-\s]{7,20}$/, 'Enter a phone number, like 215-555-0123')
    .optional(),
  email: z.string().trim().email('Enter an email address, like name@example.com').max(254, 'The email address is too long').optional(),
  /** Form 101 line 6: lived in this district most of the last 180 days. */
  livedInDistrict180Days: yesNo('Say whether you lived in this district for most of the last 180 days'),
});
export type Debtor = z.infer<typeof debtorSchema>;

export const debtorsSectionSchema = z.object({ debtor: debtorSchema, spouse: debtorSchema.optional() });

// ---------------------------------------------------------------------------------------------
// household: Form 122A-1 line 1 and the household size (the household model's fields), Form 106J line 2

export const dependentSchema = z.object({
  id: itemIdSchema,
  relationship: requiredText(40, 'The relationship', 'Enter how this person is related to you, like son or daughter'),
  age: z
    .number({ required_error: 'Enter the age', invalid_type_error: 'Enter the age' })
    .int('Enter the age in whole years')
    .min(0, 'The age cannot be less than 0')
    .max(120, 'Enter the age in whole years'),
  livesWithYou: yesNo('Say whether this person lives with you'),
});

export const householdSectionSchema = aboutSectionSchema
  .pick({ householdSize: true, maritalStatus: true, membersAged65OrOver: true })
  .extend({ dependents: z.array(dependentSchema).max(MAX_HOUSEHOLD_SIZE, `List at most ${MAX_HOUSEHOLD_SIZE} dependents`) });

// ---------------------------------------------------------------------------------------------
// property: Schedule A/B item by item

/** Schedule A/B lines that list items (questions and totals left out), with what each holds. */
export const PROPERTY_LINES = {
  1: 'Residence, building, land or other real estate',
  3: 'Cars, vans, trucks, tractors, sport utility vehicles, motorcycles',
  4: 'Watercraft, aircraft, motor homes, ATVs and other recreational vehicles',
  6: 'Household goods and furnishings',
  7: 'Electronics',
  8: 'Collectibles of value',
  9: 'Equipment for sports and hobbies',
  10: 'Firearms',
  11: 'Clothes',
  12: 'Jewelry',
  13: 'Non-farm animals',
  14: 'Any other personal and household items',
  16: 'Cash',
  17: 'Deposits of money (checking, savings, other accounts)',
  18: 'Bonds, mutual funds, or publicly traded stocks',
  19: 'Non-publicly traded stock and interests in businesses',
  20: 'Government and corporate bonds and other negotiable instruments',
  21: 'Retirement or pension accounts',
  22: 'Security deposits and prepayments',
  23: 'Annuities',
  24: 'Interests in an education IRA, ABLE account or qualified state tuition program',
  25: 'Trusts, equitable or future interests in property',
  26: 'Patents, copyrights, trademarks, trade secrets and other intellectual property',
  27: 'Licenses, franchises and other general intangibles',
  28: 'Tax refunds owed to you',
  29: 'Family support',
  30: 'Other amounts someone owes you',
  31: 'Interests in insurance policies',
  32: 'Any interest in property due from someone who has died',
  33: 'Claims against third parties',
  34: 'Other contingent and unliquidated claims',
  35: 'Any financial assets you did not already list',
  38: 'Accounts receivable or commissions you already earned',
  39: 'Office equipment, furnishings and supplies',
  40: 'Machinery, fixtures, equipment, supplies used in business, and tools of your trade',
  41: 'Inventory',
  42: 'Interests in partnerships or joint ventures',
  43: 'Customer lists, mailing lists or other compilations',
  44: 'Any business-related property you did not already list',
  47: 'Farm animals',
  48: 'Crops, growing or harvested',
  49: 'Farm and fishing equipment, implements, machinery, fixtures and tools of trade',
  50: 'Farm and fishing supplies, chemicals and feed',
  51: 'Any farm- and commercial fishing-related property you did not already list',
  53: 'Any other property of any kind you did not already list',
} as const;
export type PropertyLine = keyof typeof PROPERTY_LINES;
export const PROPERTY_LINE_NUMBERS = Object.keys(PROPERTY_LINES).map(Number) as PropertyLine[];
export const REAL_ESTATE_LINES = [1] as const satisfies readonly PropertyLine[];
export const VEHICLE_LINES = [3, 4] as const satisfies readonly PropertyLine[];

export const REAL_ESTATE_KINDS = ['singleFamilyHome', 'duplexOrMultiUnit', 'condominium', 'manufacturedHome', 'land', 'investmentProperty', 'timeshare', 'other'] as const;
export const ACCOUNT_TYPES = ['checking', 'savings', 'certificateOfDeposit', 'brokerage', '401k', 'ira', 'pension', 'other'] as const;

export const propertyItemSchema = z
  .object({
    id: itemIdSchema,
    line: z.number({ required_error: 'Choose what kind of property this is', invalid_type_error: 'Choose what kind of property this is' }).refine(
      (line): line is PropertyLine => (PROPERTY_LINE_NUMBERS as number[]).includes(line),
      'Choose what kind of property this is',
    ),
    description: requiredText(200, 'The description', 'Describe this property'),
    /** Current value of the part you own (Schedule A/B's right-hand column). */
    value: centsSchema,
    owner: ownerSchema,
    /** Community property (Schedule A/B line 1 check box); only asked in community property states. */
    communityProperty: z.boolean().optional(),
    realEstate: z
      .object({
        address: addressSchema,
        kind: choice(REAL_ESTATE_KINDS, 'Choose what kind of real estate this is'),
        /** Nature of your ownership interest ("Fee simple", "Tenancy by the entirety"). */
        interest: requiredText(80, 'The kind of ownership', 'Describe how you own it, like "fee simple"'),
        /** Value of the entire property (your share is `value`). */
        entireValue: centsSchema.optional(),
      })
      .optional(),
    vehicle: z
      .object({
        make: requiredText(40, 'The make', 'Enter the make, like Toyota'),
        model: requiredText(40, 'The model', 'Enter the model, like Camry'),
        year: year('Enter the year', 'Enter the year, like 2019'),
        mileage: z.number({ invalid_type_error: 'Enter the mileage as a number' }).int('Enter the mileage as a whole number').min(0, 'The mileage cannot be less than 0').optional(),
      })
      .optional(),
    account: z
      .object({
        type: choice(ACCOUNT_TYPES, 'Choose the kind of account'),
        institution: requiredText(120, 'The institution name', 'Enter the bank or institution name'),
      })
      .optional(),
  })
  .superRefine((item, ctx) => {
    if ((REAL_ESTATE_LINES as readonly number[]).includes(item.line) && !item.realEstate) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['realEstate'], message: 'Tell us the address and how you own this real estate' });
    }
    if ((VEHICLE_LINES as readonly number[]).includes(item.line) && !item.vehicle) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['vehicle'], message: 'Tell us the make, model and year of this vehicle' });
    }
    if ((item.line === 17 || item.line === 21) && !item.account) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['account'], message: 'Tell us the kind of account and where it is held' });
    }
  });
export type PropertyItem = z.infer<typeof propertyItemSchema>;

export const propertySectionSchema = z.object({ items: z.array(propertyItemSchema).max(300, 'List at most 300 property items') });

// ---------------------------------------------------------------------------------------------
// debts: Schedules D and E/F creditor by creditor (and Form 108's intentions)

export const DEBT_KINDS = ['secured', 'priority', 'nonpriority'] as const;
export const LIEN_NATURES = ['mortgage', 'carLoan', 'judgmentLien', 'statutoryLien', 'other'] as const;
/** Form 108 Part 1. */
export const INTENTIONS = ['surrender', 'retainAndRedeem', 'retainAndReaffirm', 'retainAndKeepPaying'] as const;
/** Schedule E/F Part 1 line 2 types. */
export const PRIORITY_TYPES = ['domesticSupport', 'taxes', 'deathOrInjuryWhileIntoxicated', 'other'] as const;
/** Schedule E/F Part 2 line 4 types. */
export const NONPRIORITY_TYPES = ['studentLoans', 'separationObligations', 'pensionLoans', 'other'] as const;
/** For "other" nonpriority claims: what it is (the form's text, and the engine's categories). */
export const NONPRIORITY_CATEGORIES = ['creditCard', 'medical', 'personalLoan', 'judgment', 'utility', 'criminalRestitution', 'business', 'other'] as const;

const debtBase = {
  id: itemIdSchema,
  creditor: z.object({ name: requiredText(120, 'The creditor name', 'Enter the creditor’s name'), address: addressSchema.omit({ county: true }) }),
  accountLast4: z.string().regex(/^[A-Za-z0-9]{4}$/, 'Enter only the last 4 characters of the account number').optional(),
  /** When the debt was incurred: a date, a year or a range, as the person knows it ("2019", "2021-2024"). */
  incurred: shortText(40, 'When the debt was incurred').optional(),
  /** Amount of the claim. */
  amount: centsSchema,
  contingent: z.boolean().default(false),
  unliquidated: z.boolean().default(false),
  disputed: z.boolean().default(false),
  owedBy: ownerSchema,
  /** Codebtors (ids in the `codebtors` section) who owe this debt too. */
  codebtorIds: z.array(itemIdSchema).max(10, 'List at most 10 codebtors for one debt').default([]),
  /** Also notify (collection agencies, attorneys): Schedule D/E-F Part 3 / Part 4. */
  notifyOthers: z.array(z.object({ name: requiredText(120, 'The name', 'Enter the name'), address: addressSchema.omit({ county: true }) })).max(10).default([]),
};

export const caseSecuredDebtSchema = z.object({
  ...debtBase,
  kind: z.literal('secured'),
  /** The property item (in `property`) that secures the claim. */
  collateralItemId: itemIdSchema,
  lienNature: choice(LIEN_NATURES, 'Choose what kind of lien this is'),
  lienNatureOther: shortText(80, 'The kind of lien').optional(),
  monthlyPayment: centsSchema,
  /** Missed payments owed now. */
  arrears: centsSchema,
  intention: choice(INTENTIONS, 'Choose what you intend to do with this property'),
});

export const priorityDebtSchema = z.object({
  ...debtBase,
  kind: z.literal('priority'),
  priorityType: choice(PRIORITY_TYPES, 'Choose the type of priority claim'),
  priorityAmount: centsSchema,
  nonpriorityAmount: centsSchema,
  /** Taxes only: what the eligibility engine needs to judge whether they are discharged. */
  tax: z
    .object({
      kind: choice(TAX_DEBT_KINDS, 'Choose the kind of tax'),
      taxYear: year('Enter the tax year', 'Enter the tax year, like 2023'),
      returnFiledOnTime: yesNo('Say whether the return was filed on time'),
    })
    .optional(),
});

export const nonpriorityDebtSchema = z.object({
  ...debtBase,
  kind: z.literal('nonpriority'),
  nonpriorityType: choice(NONPRIORITY_TYPES, 'Choose the type of claim'),
  category: choice(NONPRIORITY_CATEGORIES, 'Choose what this debt is for').default('other'),
  /** The form's "Other. Specify" text, when `category` does not say it well enough. */
  specify: shortText(80, 'The description').optional(),
});

export const debtSchema = z
  .discriminatedUnion('kind', [caseSecuredDebtSchema, priorityDebtSchema, nonpriorityDebtSchema], {
    errorMap: (issue, ctx) => (issue.code === z.ZodIssueCode.invalid_union_discriminator ? { message: 'Choose whether this debt is secured, priority or nonpriority' } : { message: ctx.defaultError }),
  })
  .superRefine((debt, ctx) => {
    if (debt.kind !== 'priority') return;
    if (debt.priorityAmount + debt.nonpriorityAmount !== debt.amount) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['priorityAmount'], message: 'The priority and nonpriority amounts must add up to the total claim' });
    }
    if (debt.priorityType === 'taxes' && !debt.tax) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['tax'], message: 'Tell us the kind of tax and the tax year' });
    }
  });
export type Debt = z.infer<typeof debtSchema>;
export type SecuredDebt = z.infer<typeof caseSecuredDebtSchema>;
export type PriorityDebt = z.infer<typeof priorityDebtSchema>;
export type NonpriorityDebt = z.infer<typeof nonpriorityDebtSchema>;

export const caseDebtsSectionSchema = z.object({ debts: z.array(debtSchema).max(500, 'List at most 500 debts') });

// ---------------------------------------------------------------------------------------------
// codebtors: Schedule H

export const codebtorSchema = z.object({
  id: itemIdSchema,
  name: requiredText(120, 'The name', 'Enter the codebtor’s name'),
  address: addressSchema.omit({ county: true }),
  /** The debts (ids in `debts`) this person owes with you. */
  debtIds: z.array(itemIdSchema).min(1, 'Choose at least one debt this person owes with you').max(50),
});

export const codebtorsSectionSchema = z.object({
  codebtors: z.array(codebtorSchema).max(50, 'List at most 50 codebtors'),
  /** Schedule H line 2: lived in a community property state or territory in the last 8 years. */
  communityProperty: z.object({
    livedInCommunityPropertyState: yesNo('Say whether you lived in a community property state in the last 8 years'),
    state: stateCodeSchema.optional(),
    spouseOrFormerSpouse: shortText(120, 'The name').optional(),
  }),
});

// ---------------------------------------------------------------------------------------------
// contracts: Schedule G (and Form 108 Part 2)

export const CONTRACT_KINDS = ['residentialLease', 'vehicleLease', 'other'] as const;

export const contractSchema = z.object({
  id: itemIdSchema,
  party: z.object({ name: requiredText(120, 'The name', 'Enter the name of the other party'), address: addressSchema.omit({ county: true }) }),
  description: requiredText(200, 'The description', 'Say what the contract or lease is for'),
  kind: choice(CONTRACT_KINDS, 'Choose what kind of contract or lease this is'),
  monthlyPayment: centsSchema.optional(),
  /** Form 108 Part 2: will the lease be assumed. */
  assume: z.boolean().optional(),
});

export const contractsSectionSchema = z.object({ contracts: z.array(contractSchema).max(100, 'List at most 100 contracts and leases') });

// ---------------------------------------------------------------------------------------------
// income: the household model's six months (Form 122A-1) and Schedule I

export const EMPLOYMENT_STATUSES = ['employed', 'notEmployed'] as const;

/** Schedule I line 5 (payroll deductions) by line letter. */
export const PAYROLL_DEDUCTION_LINES = {
  taxes: '5a',
  mandatoryRetirement: '5b',
  voluntaryRetirement: '5c',
  retirementLoanRepayments: '5d',
  insurance: '5e',
  domesticSupport: '5f',
  unionDues: '5g',
  other: '5h',
} as const;
/** Schedule I line 8 (other monthly income) by line letter. */
export const OTHER_INCOME_LINES = {
  business: '8a',
  interestAndDividends: '8b',
  familySupport: '8c',
  unemployment: '8d',
  socialSecurity: '8e',
  otherGovernmentAssistance: '8f',
  pension: '8g',
  other: '8h',
} as const;

const centsByKey = <K extends string>(keys: Record<K, string>) =>
  z.object(Object.fromEntries(Object.keys(keys).map((key) => [key, centsSchema.default(0)])) as Record<K, z.ZodDefault<typeof centsSchema>>);

export const scheduleIPersonSchema = z.object({
  /** Schedule I line 1: the employer is asked of someone employed only. */
  employment: z
    .object({
      status: choice(EMPLOYMENT_STATUSES, 'Say whether this person is employed'),
      occupation: shortText(80, 'The occupation').optional(),
      employer: z.object({ name: requiredText(120, 'The employer’s name', 'Enter the employer’s name'), address: addressSchema.omit({ county: true }) }).optional(),
      /** How long employed there ("6 years"). */
      howLong: shortText(40, 'How long').optional(),
    })
    .superRefine((employment, ctx) => {
      if (employment.status === 'employed' && !employment.employer) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['employer', 'name'], message: 'Enter the employer’s name' });
    }),
  /** Line 2: monthly gross wages, salary and commissions. */
  monthlyGrossWages: centsSchema,
  /** Line 3: estimated monthly overtime pay. */
  monthlyOvertime: centsSchema.default(0),
  payrollDeductions: centsByKey(PAYROLL_DEDUCTION_LINES),
  otherDeductionsSpecify: shortText(80, 'The other deductions').optional(),
  otherIncome: centsByKey(OTHER_INCOME_LINES),
  otherIncomeSpecify: shortText(80, 'The other income').optional(),
});
export type ScheduleIPerson = z.infer<typeof scheduleIPersonSchema>;

export const expectedChangeSchema = z.object({
  expected: yesNo('Say whether you expect a change within a year'),
  explanation: shortText(300, 'The explanation').optional(),
});

export const caseIncomeSectionSchema = incomeSectionSchema.extend({
  scheduleI: z.object({
    debtor: scheduleIPersonSchema,
    spouse: scheduleIPersonSchema.optional(),
    /** Line 11: regular contributions from others in the household, friends or relatives. */
    contributionsOfOthers: centsSchema.default(0),
    expectedChange: expectedChangeSchema,
  }),
});

// ---------------------------------------------------------------------------------------------
// expenses: Schedule J line by line

/** Schedule J's expense lines (4-21), keyed, with their line numbers. */
export const SCHEDULE_J_LINES = {
  rentOrMortgage: '4',
  realEstateTaxes: '4a',
  propertyInsurance: '4b',
  homeMaintenance: '4c',
  homeownersAssociation: '4d',
  additionalMortgagePayments: '5',
  electricityHeatGas: '6a',
  waterSewerGarbage: '6b',
  telephoneInternetCable: '6c',
  otherUtilities: '6d',
  foodAndHousekeeping: '7',
  childcareAndEducation: '8',
  clothingAndLaundry: '9',
  personalCare: '10',
  medicalAndDental: '11',
  transportation: '12',
  entertainment: '13',
  charitableContributions: '14',
  lifeInsurance: '15a',
  healthInsurance: '15b',
  vehicleInsurance: '15c',
  otherInsurance: '15d',
  taxes: '16',
  carPaymentsVehicle1: '17a',
  carPaymentsVehicle2: '17b',
  otherInstallment1: '17c',
  otherInstallment2: '17d',
  supportPaidToOthers: '18',
  otherSupportPayments: '19',
  otherPropertyMortgages: '20a',
  otherPropertyTaxes: '20b',
  otherPropertyInsurance: '20c',
  otherPropertyMaintenance: '20d',
  otherPropertyAssociation: '20e',
  other: '21',
} as const;
export type ScheduleJLine = keyof typeof SCHEDULE_J_LINES;
export const SCHEDULE_J_LINE_KEYS = Object.keys(SCHEDULE_J_LINES) as ScheduleJLine[];

export const caseExpensesSectionSchema = z.object({
  lines: centsByKey(SCHEDULE_J_LINES),
  /** Line 21 and the "specify" texts of 4-20 where the form asks. */
  otherSpecify: shortText(80, 'The other expenses').optional(),
  /** Schedule J line 1 / Form 106J-2: debtor 2 keeps a separate household. */
  separateHouseholdOfDebtor2: yesNo('Say whether your spouse keeps a separate household'),
  /** Schedule J line 3: the expenses include those of people other than the debtors and their dependents. */
  othersExpensesIncluded: yesNo('Say whether your expenses include costs of people other than you and your dependents'),
  expectedChange: expectedChangeSchema,
});

// ---------------------------------------------------------------------------------------------
// history: the household model's earlier cases, collection pressure, transfers and purchases

/** Form 101 line 9: an earlier case, with the district and case number the form asks when known. */
export const casePriorCaseSchema = priorCaseSchema.extend({
  district: shortText(80, 'The district').optional(),
  caseNumber: shortText(40, 'The case number').optional(),
});

/** Form 101 line 10: a case pending or being filed by a spouse who is not filing, a business partner or an affiliate. */
export const pendingCaseSchema = z.object({
  id: itemIdSchema,
  debtor: requiredText(120, 'The name', 'Enter the name of the person or business whose case it is'),
  relationship: requiredText(60, 'The relationship', 'Say how they are related to you, like spouse or business partner'),
  district: requiredText(80, 'The district', 'Enter the district where the case is filed'),
  filedOn: isoDateSchema.optional(),
  caseNumber: shortText(40, 'The case number').optional(),
});

export const caseHistorySectionSchema = historySectionSchema.extend({
  priorCases: z.array(casePriorCaseSchema).max(20, 'List at most 20 earlier cases'),
  pendingCases: z.array(pendingCaseSchema).max(10, 'List at most 10 pending cases').default([]),
  collection: collectionSectionSchema,
  transfers: transfersSectionSchema.shape.transfers,
  purchases: transfersSectionSchema.shape.purchases,
});

// ---------------------------------------------------------------------------------------------
// exemptions: Schedule C

export const EXEMPTION_SYSTEMS = ['federal', 'state'] as const;

export const exemptionClaimSchema = z.object({
  id: itemIdSchema,
  /** The property item (in `property`) the exemption protects. */
  propertyItemId: itemIdSchema,
  /** Specific law that allows the exemption ("11 U.S.C. § 522(d)(1)"). */
  law: requiredText(120, 'The law', 'Enter the law that allows this exemption'),
  /** The federal §522(d) exemption (an id of `figures.ts`), when the claim is under the federal list. */
  federalExemptionId: shortText(60, 'The exemption').optional(),
  /** The rule of the exemptions engine the claim uses (`OH:state:motor_vehicle`, `federal:motorVehicle`); absent: a law the person typed. */
  ruleId: shortText(80, 'The exemption').optional(),
  amount: z.discriminatedUnion(
    'kind',
    [z.object({ kind: z.literal('amount'), cents: centsSchema }), z.object({ kind: z.literal('fullValue') })],
    { errorMap: () => ({ message: 'Enter the amount you claim, or choose 100% of its value up to the limit' }) },
  ),
  /** Where the project has no amounts for the state: the limit the person looked up themselves. */
  enteredLimit: centsSchema.optional(),
});
export type ExemptionClaim = z.infer<typeof exemptionClaimSchema>;

/** A place the person lived, for the 730-day rule of 11 U.S.C. §522(b)(3)(A); `to` absent: lives there now. */
export const residenceSchema = z
  .object({ id: itemIdSchema, stateCode: stateCodeSchema, from: isoDateSchema, to: isoDateSchema.optional() })
  .refine((residence) => !residence.to || residence.to >= residence.from, { path: ['to'], message: 'The date you moved away cannot be before the date you moved in' });
export type ResidenceEntry = z.infer<typeof residenceSchema>;

export const exemptionsSectionSchema = z.object({
  system: choice(EXEMPTION_SYSTEMS, 'Choose the federal or your state’s exemptions'),
  /** The state whose exemptions apply, when `system` is state. */
  stateCode: stateCodeSchema.optional(),
  /** Which of the state's lists: California's `704` or `703.140(b)`; absent: the state's one list. */
  listId: shortText(20, 'The list of exemptions').optional(),
  /** Where the person lived in the last two and a half years (11 U.S.C. §522(b)(3)(A)). */
  residences: z.array(residenceSchema).max(20, 'List at most 20 places').optional(),
  claims: z.array(exemptionClaimSchema).max(300, 'List at most 300 exemption claims'),
});

// ---------------------------------------------------------------------------------------------
// The whole case file

/** Per-section schemas, in the order of the forms (the interview follows this order). */
export const caseFileSectionSchemas = {
  filing: filingSectionSchema,
  debtors: debtorsSectionSchema.strict(),
  household: householdSectionSchema.strict(),
  property: propertySectionSchema.strict(),
  debts: caseDebtsSectionSchema.strict(),
  codebtors: codebtorsSectionSchema.strict(),
  contracts: contractsSectionSchema.strict(),
  income: caseIncomeSectionSchema.strict(),
  expenses: caseExpensesSectionSchema.strict(),
  history: caseHistorySectionSchema.strict(),
  exemptions: exemptionsSectionSchema.strict(),
  financialAffairs: financialAffairsSectionSchema,
  plan: planSectionSchema,
} as const;
export type CaseFileSection = keyof typeof caseFileSectionSchemas;
export const CASE_FILE_SECTIONS = Object.keys(caseFileSectionSchemas) as CaseFileSection[];

/** Plain-language titles of the sections, for the section list and messages. */
export const CASE_FILE_SECTION_TITLES: Record<CaseFileSection, string> = {
  filing: 'Your filing',
  debtors: 'About you',
  household: 'Your household',
  property: 'What you own',
  debts: 'What you owe',
  codebtors: 'People who owe debts with you',
  contracts: 'Contracts and leases',
  income: 'Your income',
  expenses: 'Your expenses',
  history: 'Your recent history',
  exemptions: 'Property you keep (exemptions)',
  financialAffairs: 'Your financial affairs',
  plan: 'Your Chapter 13 plan',
};

/** Sections only some packages need; every other section is part of every case. */
export const PACKAGE_ONLY_SECTIONS = ['financialAffairs', 'plan'] as const satisfies readonly CaseFileSection[];
type PackageOnlySection = (typeof PACKAGE_ONLY_SECTIONS)[number];
const isPackageOnly = (section: CaseFileSection): section is PackageOnlySection => (PACKAGE_ONLY_SECTIONS as readonly string[]).includes(section);
/** The sections every case file has (the petition and schedules need them all). */
export const CORE_CASE_FILE_SECTIONS = Object.keys(caseFileSectionSchemas).filter((s) => !isPackageOnly(s as CaseFileSection)) as Exclude<CaseFileSection, PackageOnlySection>[];

export function isCaseFileSection(value: string): value is CaseFileSection {
  return (CASE_FILE_SECTIONS as string[]).includes(value);
}

// Package-only sections are optional here; `missingCaseFileSections(draft, packageId)` asks for them.
const caseFileFieldsSchema = z
  .object({ ...caseFileSectionSchemas, financialAffairs: financialAffairsSectionSchema.optional(), plan: planSectionSchema.optional() })
  .strict();

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });

function checkUniqueIds(ctx: Ctx, items: readonly { id: string }[], path: (string | number)[], what: string) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) issue(ctx, [...path, index, 'id'], `Two ${what} have the same id`);
    seen.add(item.id);
  });
}

/** Checks that span sections, on the sections present (a draft is checked as far as it goes). */
export function checkCaseFileReferences(caseFile: Partial<CaseFileFields>, ctx: Ctx): void {
  const { filing, debtors, household, property, debts, codebtors, exemptions, income, plan } = caseFile;
  if (filing && debtors) {
    if (filing.jointFiling && !debtors.spouse) issue(ctx, ['debtors', 'spouse'], 'Tell us about your spouse, who files with you');
    if (!filing.jointFiling && debtors.spouse) issue(ctx, ['debtors', 'spouse'], 'Remove your spouse: only joint cases list a second debtor');
  }
  if (filing && household) {
    const joint = household.maritalStatus === 'married-filing-jointly';
    if (filing.jointFiling !== joint) {
      issue(ctx, ['household', 'maritalStatus'], filing.jointFiling ? 'Choose "married, filing jointly": your spouse files with you' : 'Choose another status: your spouse does not file with you');
    }
  }
  if (household) {
    const adults = spouseIncomeCounts(household.maritalStatus) ? 2 : 1;
    if (household.householdSize < adults) issue(ctx, ['household', 'householdSize'], 'Count yourself and your spouse in your household size');
    if (household.membersAged65OrOver > household.householdSize) {
      issue(ctx, ['household', 'membersAged65OrOver'], 'The number of people aged 65 or older cannot be more than your household size');
    }
  }
  if (household && income && spouseIncomeCounts(household.maritalStatus) && !income.spouse) {
    issue(ctx, ['income', 'spouse'], 'Tell us your spouse’s income');
  }
  const propertyIds = new Set(property?.items.map((item) => item.id) ?? []);
  const debtIds = new Set(debts?.debts.map((debt) => debt.id) ?? []);
  const codebtorIds = new Set(codebtors?.codebtors.map((c) => c.id) ?? []);
  if (property) checkUniqueIds(ctx, property.items, ['property', 'items'], 'property items');
  if (debts) {
    checkUniqueIds(ctx, debts.debts, ['debts', 'debts'], 'debts');
    debts.debts.forEach((debt, index) => {
      if (debt.kind === 'secured' && property && !propertyIds.has(debt.collateralItemId)) {
        issue(ctx, ['debts', 'debts', index, 'collateralItemId'], 'Choose the property that secures this debt from your property list');
      }
      if (codebtors) {
        debt.codebtorIds.forEach((id, i) => {
          if (!codebtorIds.has(id)) issue(ctx, ['debts', 'debts', index, 'codebtorIds', i], 'Choose a codebtor from your list of codebtors');
        });
      }
    });
  }
  if (plan && debts) {
    const securedIds = new Set(debts.debts.filter((debt) => debt.kind === 'secured').map((debt) => debt.id));
    plan.secured.forEach((choice, index) => {
      if (!securedIds.has(choice.debtId)) issue(ctx, ['plan', 'secured', index, 'debtId'], 'Choose a secured debt from your list of debts');
    });
  }
  if (codebtors) {
    checkUniqueIds(ctx, codebtors.codebtors, ['codebtors', 'codebtors'], 'codebtors');
    if (debts) {
      codebtors.codebtors.forEach((codebtor, index) => {
        codebtor.debtIds.forEach((id, i) => {
          if (!debtIds.has(id)) issue(ctx, ['codebtors', 'codebtors', index, 'debtIds', i], 'Choose a debt from your list of debts');
        });
      });
    }
  }
  if (exemptions) {
    checkUniqueIds(ctx, exemptions.claims, ['exemptions', 'claims'], 'exemption claims');
    if (exemptions.system === 'state' && !exemptions.stateCode) issue(ctx, ['exemptions', 'stateCode'], 'Choose the state whose exemptions you use');
    if (property) {
      exemptions.claims.forEach((claim, index) => {
        if (!propertyIds.has(claim.propertyItemId)) issue(ctx, ['exemptions', 'claims', index, 'propertyItemId'], 'Choose the property this exemption protects from your property list');
      });
    }
  }
}

type CaseFileFields = z.infer<typeof caseFileFieldsSchema>;

/** The complete case file, with the checks that span sections. */
export const caseFileSchema = caseFileFieldsSchema.superRefine((caseFile, ctx) => checkCaseFileReferences(caseFile, ctx));
export type CaseFile = z.infer<typeof caseFileSchema>;
export type CaseFileInput = z.input<typeof caseFileSchema>;
export type CaseFileSectionValue<S extends CaseFileSection> = z.infer<(typeof caseFileSectionSchemas)[S]>;

/** A case file saved one section at a time: every section may be missing, each present one is complete. */
export const caseFileDraftSchema = z
  .object(
    Object.fromEntries(CASE_FILE_SECTIONS.map((section) => [section, caseFileSectionSchemas[section].optional()])) as {
      [S in CaseFileSection]: z.ZodOptional<(typeof caseFileSectionSchemas)[S]>;
    },
  )
  .strict();
export type CaseFileDraft = z.infer<typeof caseFileDraftSchema>;

/**
 * Sections a draft still lacks: the core sections, plus those the package needs when it is given
 * (see DOCUMENT_PACKAGE_SECTIONS).
 */
export function missingCaseFileSections(draft: CaseFileDraft, needed: readonly CaseFileSection[] = CORE_CASE_FILE_SECTIONS): CaseFileSection[] {
  return CASE_FILE_SECTIONS.filter((section) => needed.includes(section) && draft[section] === undefined);
}
