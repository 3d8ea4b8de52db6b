/**
 * The household: everything the assessment asks, stored once, read by the eligibility engine, the
 * document interview (which extends it) and the counseling assistant. Money is integer cents;
 * dates are ISO calendar days (YYYY-MM-DD). Each section is its own schema so a questionnaire page
 * can validate (and the server can save) one section at a time; `householdSchema` is the complete,
 * checked whole the engine takes.
 */
import { z } from 'zod';
import { text } from '../../contracts/fields.ts';
import { MAX_HOUSEHOLD_SIZE, MEANS_TEST_MONTHS, meansTestFieldsSchema, spouseIncomeCounts } from '../means-test.ts';
import { centsSchema } from './money.ts';

// ---------------------------------------------------------------------------------------------
// Building blocks

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DATE_SHAPE_MESSAGE = 'Enter the date as MM/DD/YYYY, like 03/14/2026';

/**
 * A calendar day that exists (no 02/30/2026), sent as YYYY-MM-DD or as people in the US type it,
 * MM/DD/YYYY; kept as YYYY-MM-DD. The messages speak the way the person typed it.
 */
export const isoDateSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const us = US_DAY.exec(value.trim());
    return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : value.trim();
  },
  z
    .string({ required_error: 'Enter a date', invalid_type_error: 'Enter a date' })
    .regex(ISO_DAY, DATE_SHAPE_MESSAGE)
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
    }, 'Enter a real date as MM/DD/YYYY, like 03/14/2026'),
);

const shortText = (max: number, label: string) => text().trim().max(max, `${label} must be ${max} characters or fewer`);

const count = (what: string, max: number) =>
  z
    .number({ required_error: `Enter the number of ${what}`, invalid_type_error: `Enter the number of ${what}` })
    .int(`Enter the number of ${what} as a whole number`)
    .min(0, `The number of ${what} cannot be less than 0`)
    .max(max, `The number of ${what} must be ${max} or fewer`);

const yesNo = (question: string) => z.boolean({ required_error: question, invalid_type_error: question });

// ---------------------------------------------------------------------------------------------
// About the household (Form 122A-1 line 1 and the household size of lines 13 and 14)

export const PERSON_ROLES = ['debtor', 'spouse'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** What the engine needs about each adult: age bands drive the health care standard of Form 122A-2 line 7. */
export const personSchema = z.object({
  aged65OrOver: yesNo('Say whether this person is 65 or older'),
});

export const aboutSectionSchema = z.object({
  /** Two-letter code as on the US Trustee median income table (the means test's field and messages). */
  stateCode: meansTestFieldsSchema.shape.stateCode,
  /**
   * The county as the IRS housing table names it ("Autauga County", "Anchorage Municipality") or as
   * the court list does ("Autauga"); matched by state and a normalized name. `fips` when known.
   */
  county: z
    .object({
      name: shortText(80, 'The county name').min(1, 'Choose your county'),
      fips: z.string().regex(/^\d{5}$/, 'A county FIPS code has 5 digits').optional(),
    })
    .optional(),
  householdSize: meansTestFieldsSchema.shape.householdSize,
  /** Form 122A-1 line 1 (the means test's own options and rule for counting a spouse's income). */
  maritalStatus: meansTestFieldsSchema.shape.maritalStatus,
  /** People in the household aged 65 or older, the two adults included (health care standard). */
  membersAged65OrOver: count('people aged 65 or older', MAX_HOUSEHOLD_SIZE).default(0),
  /** Children under 18 the household supports (education costs of Form 122A-2 line 29). */
  dependentChildren: count('children', MAX_HOUSEHOLD_SIZE).default(0),
  people: z.object({ debtor: personSchema, spouse: personSchema.optional() }),
});

// ---------------------------------------------------------------------------------------------
// Income: six months by source and by person (Form 122A-1 lines 2-10, and what it leaves out)

/**
 * Kinds of income, in the order of Form 122A-1. `line` is the form's line; sources with
 * `counted: false` are received but left out of current monthly income by 11 U.S.C. §101(10A).
 */
export const INCOME_SOURCE_LINES = {
  wages: { line: '2', label: 'Wages, salary, tips, bonuses, overtime and commissions (before deductions)', counted: true },
  alimony: { line: '3', label: 'Alimony and maintenance payments', counted: true },
  householdContributions: { line: '4', label: 'Money others regularly pay for household expenses (child support included)', counted: true },
  business: { line: '5', label: 'Net income from a business, profession or farm', counted: true },
  rental: { line: '6', label: 'Net income from rental and other real property', counted: true },
  interest: { line: '7', label: 'Interest, dividends and royalties', counted: true },
  unemployment: { line: '8', label: 'Unemployment compensation', counted: true },
  pension: { line: '9', label: 'Pension or retirement income', counted: true },
  other: { line: '10', label: 'Other income (not listed above)', counted: true },
  socialSecurity: { line: '8, 10', label: 'Social Security benefits (retirement, disability, SSI)', counted: false },
  crimeVictimPayments: { line: '10', label: 'Payments as a victim of a war crime, crime against humanity or terrorism', counted: false },
  veteransDisability: { line: '10', label: 'Veterans disability or combat-related military retirement pay', counted: false },
} as const;
export type HouseholdIncomeSource = keyof typeof INCOME_SOURCE_LINES;
export const HOUSEHOLD_INCOME_SOURCES = Object.keys(INCOME_SOURCE_LINES) as HouseholdIncomeSource[];

/** One source: the amount of each of the six months (oldest first), or one six-month total. */
export const sourceIncomeSchema = z.discriminatedUnion(
  'entry',
  [
    z.object({
      entry: z.literal('monthly'),
      months: z.array(centsSchema).length(MEANS_TEST_MONTHS, `Enter an amount for each of the ${MEANS_TEST_MONTHS} months (0 if none)`),
    }),
    z.object({ entry: z.literal('total'), sixMonthTotal: centsSchema }),
  ],
  { errorMap: () => ({ message: 'Enter the amount for each month or a six-month total' }) },
);
export type SourceIncome = z.infer<typeof sourceIncomeSchema>;

export const personIncomeSchema = z
  .object(
    Object.fromEntries(HOUSEHOLD_INCOME_SOURCES.map((source) => [source, sourceIncomeSchema.optional()])) as Record<
      HouseholdIncomeSource,
      z.ZodOptional<typeof sourceIncomeSchema>
    >,
  )
  .strict();
export type PersonIncome = z.infer<typeof personIncomeSchema>;

export const incomeSectionSchema = z.object({
  debtor: personIncomeSchema,
  /** Read only when the spouse's income counts (Form 122A-1 line 1). */
  spouse: personIncomeSchema.optional(),
  /** Whether the income will keep coming (Chapter 13 needs regular income, §109(e) and §101(30)). */
  expectedToContinue: yesNo('Say whether you expect this income to continue'),
});

// ---------------------------------------------------------------------------------------------
// Monthly expenses actually paid (Form 106J, and the actual-amount lines of Form 122A-2)

export const expensesSectionSchema = z.object({
  rentOrMortgage: centsSchema,
  utilities: centsSchema,
  food: centsSchema,
  transportation: centsSchema,
  /** Taxes withheld or paid (Form 122A-2 line 16). */
  payrollTaxes: centsSchema,
  /** Required retirement contributions, union dues, uniforms (line 17). */
  mandatoryPayrollDeductions: centsSchema,
  /** Term life insurance premiums (line 18). */
  termLifeInsurance: centsSchema,
  /** Court-ordered support paid (line 19). */
  courtOrderedPayments: centsSchema,
  /** Childcare (line 21). */
  childcare: centsSchema,
  /** Health care not reimbursed beyond the standard (line 22). */
  healthCare: centsSchema,
  /** Health insurance, disability insurance, health savings (line 25). */
  healthInsurance: centsSchema,
  /** Phone and internet beyond basic service, when needed (line 23). */
  telecom: centsSchema,
  /** Education for a dependent child under 18 (line 29, capped per child). */
  childEducation: centsSchema,
  /** Charitable contributions (line 31). */
  charitableContributions: centsSchema,
  other: centsSchema,
});

// ---------------------------------------------------------------------------------------------
// Debts by kind

export const COLLATERAL_KINDS = ['home', 'vehicle', 'other'] as const;

export const securedDebtSchema = z.object({
  collateral: z.enum(COLLATERAL_KINDS, { errorMap: () => ({ message: 'Choose what the loan is secured by' }) }),
  description: shortText(120, 'The description').optional(),
  balance: centsSchema,
  monthlyPayment: centsSchema,
  /** Missed payments owed now (cure amount). */
  arrears: centsSchema,
  keepCollateral: yesNo('Say whether you want to keep this property'),
});

export const TAX_DEBT_KINDS = ['income', 'property', 'other'] as const;

export const taxDebtSchema = z.object({
  kind: z.enum(TAX_DEBT_KINDS, { errorMap: () => ({ message: 'Choose the kind of tax' }) }),
  taxYear: z
    .number({ required_error: 'Enter the tax year', invalid_type_error: 'Enter the tax year' })
    .int('Enter the tax year, like 2023')
    .min(1950, 'Enter the tax year, like 2023')
    .max(2100, 'Enter the tax year, like 2023'),
  amount: centsSchema,
  /** Late or unfiled returns keep income taxes from being discharged (§523(a)(1)(B)). */
  returnFiledOnTime: yesNo('Say whether the return was filed on time'),
});

export const debtsSectionSchema = z.object({
  secured: z.array(securedDebtSchema).max(20, 'List at most 20 secured loans'),
  taxes: z.array(taxDebtSchema).max(30, 'List at most 30 tax debts'),
  /** Child support or alimony owed (a priority debt that is never discharged). */
  domesticSupport: centsSchema,
  studentLoans: centsSchema,
  /** Criminal fines, penalties and restitution. */
  criminalRestitution: centsSchema,
  /** Debts of a business the person ran (the means test applies only to mostly consumer debts). */
  businessDebts: centsSchema,
  /** Credit cards, medical bills, personal and payday loans, old judgments. */
  otherUnsecured: centsSchema,
});

// ---------------------------------------------------------------------------------------------
// Assets

export const vehicleSchema = z.object({
  description: shortText(120, 'The description').optional(),
  value: centsSchema,
  loanBalance: centsSchema,
});

export const ACCOUNT_KINDS = ['checking', 'savings', 'retirement', 'cash', 'other'] as const;

export const assetsSectionSchema = z.object({
  home: z.object({ value: centsSchema, liens: centsSchema, acquiredOn: isoDateSchema.optional() }).optional(),
  vehicles: z.array(vehicleSchema).max(10, 'List at most 10 vehicles'),
  accounts: z
    .array(z.object({ kind: z.enum(ACCOUNT_KINDS, { errorMap: () => ({ message: 'Choose the kind of account' }) }), balance: centsSchema }))
    .max(20, 'List at most 20 accounts'),
  /** Household goods, jewelry, tools, anything else of value, at what it would sell for. */
  other: centsSchema,
});

// ---------------------------------------------------------------------------------------------
// Collection pressure

export const LAWSUIT_STATUSES = ['none', 'threatened', 'filed', 'judgment'] as const;
export const REPOSSESSION_STATUSES = ['none', 'behind', 'threatened', 'taken'] as const;

export const collectionSectionSchema = z.object({
  lawsuit: z.enum(LAWSUIT_STATUSES, { errorMap: () => ({ message: 'Choose whether anyone has sued you' }) }),
  /** A creditor says you lied or hid something to get credit (§523(a)(2), (4), (6)). */
  lawsuitAllegesFraud: yesNo('Say whether a lawsuit says you committed fraud'),
  garnishment: z.object({ active: yesNo('Say whether your wages are being garnished'), monthlyAmount: centsSchema.optional() }),
  foreclosure: z.object({ noticeReceived: yesNo('Say whether you received a foreclosure notice'), saleDate: isoDateSchema.optional() }),
  repossession: z.enum(REPOSSESSION_STATUSES, { errorMap: () => ({ message: 'Choose where things stand with your vehicle loan' }) }),
});

// ---------------------------------------------------------------------------------------------
// Filing history

export const PRIOR_CASE_CHAPTERS = [7, 11, 12, 13] as const;
export const PRIOR_CASE_RESULTS = ['discharged', 'dismissed', 'open', 'other'] as const;

export const priorCaseSchema = z.object({
  chapter: z.union([z.literal(7), z.literal(11), z.literal(12), z.literal(13)], {
    errorMap: () => ({ message: 'Choose the chapter of the earlier case' }),
  }),
  filingDate: isoDateSchema,
  result: z.enum(PRIOR_CASE_RESULTS, { errorMap: () => ({ message: 'Choose how the earlier case ended' }) }),
  /** When it was dismissed or closed; for a dismissal within a year of filing, the automatic stay is limited (§362(c)(3), (4)). */
  endDate: isoDateSchema.optional(),
  /** Share of unsecured claims an earlier Chapter 13 plan paid (70 % or 100 % can lift the §727(a)(9) bar). */
  chapter13PlanPaidPercent: z.number().min(0, 'Enter a percentage from 0 to 100').max(100, 'Enter a percentage from 0 to 100').optional(),
});

export const historySectionSchema = z.object({
  priorCases: z.array(priorCaseSchema).max(20, 'List at most 20 earlier cases'),
});

// ---------------------------------------------------------------------------------------------
// Recent transfers and purchases

export const TRANSFER_KINDS = [
  /** Gave or sold something to a relative or friend for less than it was worth. */
  'transferToRelative',
  /** Repaid a relative, business partner or other insider (looked back one year, §547(b)(4)(B)). */
  'paymentToInsider',
  /** Paid one ordinary creditor more than others (looked back 90 days, §547(b)(4)(A)). */
  'paymentToCreditor',
  'otherTransfer',
] as const;

export const PURCHASE_KINDS = ['luxuryGoods', 'cashAdvance'] as const;

export const transferSchema = z.object({
  kind: z.enum(TRANSFER_KINDS, { errorMap: () => ({ message: 'Choose what kind of transfer or payment this was' }) }),
  date: isoDateSchema,
  amount: centsSchema,
  description: shortText(200, 'The description').optional(),
});

export const purchaseSchema = z.object({
  kind: z.enum(PURCHASE_KINDS, { errorMap: () => ({ message: 'Choose whether this was a purchase or a cash advance' }) }),
  date: isoDateSchema,
  amount: centsSchema,
  creditor: shortText(120, 'The creditor name').optional(),
});

export const transfersSectionSchema = z.object({
  transfers: z.array(transferSchema).max(30, 'List at most 30 transfers'),
  purchases: z.array(purchaseSchema).max(30, 'List at most 30 purchases or cash advances'),
});

// ---------------------------------------------------------------------------------------------
// Goals

export const GOALS = ['keepHome', 'keepCar', 'stopGarnishment', 'stopForeclosure', 'stopLawsuit', 'freshStart', 'repayOverTime', 'avoidBankruptcy'] as const;
export type Goal = (typeof GOALS)[number];

export const goalsSectionSchema = z.object({
  goals: z.array(z.enum(GOALS, { errorMap: () => ({ message: 'Choose from the goals listed' }) })).max(GOALS.length),
});

// ---------------------------------------------------------------------------------------------
// The whole household

/** Per-section schemas, by section name, for one page or one save at a time. */
export const householdSectionSchemas = {
  about: aboutSectionSchema.strict(),
  income: incomeSectionSchema.strict(),
  expenses: expensesSectionSchema.strict(),
  debts: debtsSectionSchema.strict(),
  assets: assetsSectionSchema.strict(),
  collection: collectionSectionSchema.strict(),
  history: historySectionSchema.strict(),
  transfers: transfersSectionSchema.strict(),
  goals: goalsSectionSchema.strict(),
} as const;
export type HouseholdSection = keyof typeof householdSectionSchemas;
export const HOUSEHOLD_SECTIONS = Object.keys(householdSectionSchemas) as HouseholdSection[];

const householdFieldsSchema = z.object(householdSectionSchemas).strict();

/** The complete household the engine reads, with the checks that span sections. */
export const householdSchema = householdFieldsSchema.superRefine((household, ctx) => {
  // A spouse who files too or shares the household is one of its members; one living apart is not.
  const married = spouseIncomeCounts(household.about.maritalStatus);
  const adults = married ? 2 : 1;
  if (household.about.householdSize < adults) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['about', 'householdSize'], message: 'Count yourself and your spouse in your household size' });
  }
  if (household.about.membersAged65OrOver > household.about.householdSize) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['about', 'membersAged65OrOver'],
      message: 'The number of people aged 65 or older cannot be more than your household size',
    });
  }
  if (married && !household.about.people.spouse) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['about', 'people', 'spouse'], message: 'Tell us about your spouse' });
  }
  household.history.priorCases.forEach((priorCase, index) => {
    if (priorCase.endDate && priorCase.endDate < priorCase.filingDate) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['history', 'priorCases', index, 'endDate'], message: 'The case cannot end before it was filed' });
    }
  });
});
export type Household = z.infer<typeof householdSchema>;
export type HouseholdInput = z.input<typeof householdSchema>;

/** A household saved one step at a time: every section may be missing, each present one is complete. */
export const householdDraftSchema = z
  .object(
    Object.fromEntries(HOUSEHOLD_SECTIONS.map((section) => [section, householdSectionSchemas[section].optional()])) as {
      [S in HouseholdSection]: z.ZodOptional<(typeof householdSectionSchemas)[S]>;
    },
  )
  .strict();
export type HouseholdDraft = z.infer<typeof householdDraftSchema>;

/** Sections a draft still lacks before the engine can read it. */
export function missingHouseholdSections(draft: HouseholdDraft): HouseholdSection[] {
  return HOUSEHOLD_SECTIONS.filter((section) => draft[section] === undefined);
}
