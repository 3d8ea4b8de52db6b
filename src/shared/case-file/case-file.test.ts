import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../law/eligibility/assess.ts';
import type { HouseholdInput } from '../law/household/household.ts';
import {
  CASE_FILE_SECTIONS,
  CORE_CASE_FILE_SECTIONS,
  type CaseFileDraft,
  caseFileDraftSchema,
  caseFileSchema,
  caseFileSectionSchemas,
  filingSectionSchema,
  type CaseFile,
  missingCaseFileSections,
  SCHEDULE_J_LINE_KEYS,
} from './case-file.ts';
import { packageSections } from './package-sections.ts';
import { JOINT_COUPLE_TOTALS, jointCoupleCaseFile } from './fixtures/joint-couple.ts';
import { ageOn, householdFromCaseFile } from './household-from-case-file.ts';

const fixture = (): CaseFile => caseFileSchema.parse(jointCoupleCaseFile());
const sum = (values: number[]) => values.reduce((t, v) => t + v, 0);
const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

/** The fixture as the household model, written by hand from the fixture's comment. */
const EQUIVALENT_HOUSEHOLD: HouseholdInput = {
  about: {
    stateCode: 'PA',
    county: { name: 'Montgomery' },
    householdSize: 4,
    maritalStatus: 'married-filing-jointly',
    membersAged65OrOver: 0,
    dependentChildren: 2,
    people: { debtor: { aged65OrOver: false }, spouse: { aged65OrOver: false } },
  },
  income: {
    debtor: { wages: { entry: 'monthly', months: [400_000, 400_000, 400_000, 400_000, 400_000, 400_000] } },
    spouse: { wages: { entry: 'monthly', months: [300_000, 300_000, 300_000, 300_000, 300_000, 300_000] } },
    expectedToContinue: true,
  },
  expenses: {
    rentOrMortgage: 160_000,
    utilities: 33_000,
    food: 100_000,
    transportation: 45_000,
    payrollTaxes: 105_000,
    mandatoryPayrollDeductions: 0,
    termLifeInsurance: 5_000,
    courtOrderedPayments: 0,
    childcare: 40_000,
    healthCare: 10_000,
    healthInsurance: 30_000,
    telecom: 17_000,
    childEducation: 0,
    charitableContributions: 0,
    // clothing 150 + personal care 50 + entertainment 50 + lease 300 + voluntary 401(k) 150
    other: 70_000,
  },
  debts: {
    secured: [
      { collateral: 'home', balance: 20_000_000, monthlyPayment: 150_000, arrears: 600_000, keepCollateral: true },
      { collateral: 'vehicle', balance: 1_200_000, monthlyPayment: 35_000, arrears: 0, keepCollateral: true },
    ],
    taxes: [{ kind: 'income', taxYear: 2023, amount: 400_000, returnFiledOnTime: true }],
    domesticSupport: 0,
    studentLoans: 0,
    criminalRestitution: 0,
    businessDebts: 0,
    otherUnsecured: 1_500_000,
  },
  assets: {
    home: { value: 25_000_000, liens: 20_000_000 },
    vehicles: [{ value: 1_500_000, loanBalance: 1_200_000 }],
    accounts: [
      { kind: 'cash', balance: 20_000 },
      { kind: 'checking', balance: 180_000 },
      { kind: 'retirement', balance: 4_000_000 },
    ],
    other: 600_000,
  },
  collection: { lawsuit: 'none', lawsuitAllegesFraud: false, garnishment: { active: false }, foreclosure: { noticeReceived: false }, repossession: 'none' },
  history: { priorCases: [] },
  transfers: { transfers: [], purchases: [] },
  goals: { goals: ['freshStart', 'keepHome', 'keepCar'] },
};

describe('the joint-couple fixture', () => {
  it('is a complete, valid case file', () => {
    const parsed = caseFileSchema.safeParse(jointCoupleCaseFile());
    expect(messagesOf(parsed)).toEqual([]);
  });

  it('has the totals its comment documents', () => {
    const c = fixture();
    const items = c.property.items;
    const realEstate = sum(items.filter((i) => i.line === 1).map((i) => i.value));
    const personal = sum(items.filter((i) => i.line !== 1).map((i) => i.value));
    expect(realEstate).toBe(JOINT_COUPLE_TOTALS.realEstateCents);
    expect(personal).toBe(JOINT_COUPLE_TOTALS.personalPropertyCents);
    expect(realEstate + personal).toBe(JOINT_COUPLE_TOTALS.totalPropertyCents);
    const byKind = (kind: string) => sum(c.debts.debts.filter((d) => d.kind === kind).map((d) => d.amount));
    expect(byKind('secured')).toBe(JOINT_COUPLE_TOTALS.securedCents);
    expect(byKind('priority')).toBe(JOINT_COUPLE_TOTALS.priorityCents);
    expect(byKind('nonpriority')).toBe(JOINT_COUPLE_TOTALS.nonpriorityCents);
    expect(sum(c.debts.debts.map((d) => d.amount))).toBe(JOINT_COUPLE_TOTALS.totalLiabilitiesCents);

    const takeHome = (p: CaseFile['income']['scheduleI']['debtor']) =>
      p.monthlyGrossWages + p.monthlyOvertime - sum(Object.values(p.payrollDeductions)) + sum(Object.values(p.otherIncome));
    const { debtor, spouse } = c.income.scheduleI;
    expect(takeHome(debtor) + (spouse ? takeHome(spouse) : 0) + c.income.scheduleI.contributionsOfOthers).toBe(JOINT_COUPLE_TOTALS.scheduleICombinedMonthlyIncomeCents);
    const expenses = sum(SCHEDULE_J_LINE_KEYS.map((k) => c.expenses.lines[k]));
    expect(expenses).toBe(JOINT_COUPLE_TOTALS.scheduleJTotalExpensesCents);
    expect(JOINT_COUPLE_TOTALS.scheduleICombinedMonthlyIncomeCents - expenses).toBe(JOINT_COUPLE_TOTALS.scheduleJMonthlyNetIncomeCents);
  });
});

describe('householdFromCaseFile', () => {
  it('reads the fixture as the equivalent household', () => {
    const household = householdFromCaseFile(fixture());
    const { description: _d0, ...home } = household.debts.secured[0]!;
    const { description: _d1, ...car } = household.debts.secured[1]!;
    const vehicles = household.assets.vehicles.map(({ description: _d, ...v }) => v);
    expect({ ...household, debts: { ...household.debts, secured: [home, car] }, assets: { ...household.assets, vehicles } }).toEqual(EQUIVALENT_HOUSEHOLD);
  });

  it('gives the engine the same result as the equivalent household', () => {
    const throughCaseFile = assessEligibility(householdFromCaseFile(fixture()), '2026-12-15');
    const direct = assessEligibility(EQUIVALENT_HOUSEHOLD, '2026-12-15');
    expect(throughCaseFile).toEqual(direct);
    expect(throughCaseFile.meansTest.currentMonthlyIncomeCents).toBe(JOINT_COUPLE_TOTALS.currentMonthlyIncomeCents);
    expect(throughCaseFile.meansTest.outcome).toBe('at-or-below-median');
  });

  it('sorts unsecured debts into the household’s kinds', () => {
    const input = caseFileSchema.parse(jointCoupleCaseFile());
    const base = input.debts.debts.find((d) => d.id === 'd-card1');
    if (base?.kind !== 'nonpriority') throw new Error('fixture changed');
    const tax = input.debts.debts.find((d) => d.id === 'd-tax');
    if (tax?.kind !== 'priority') throw new Error('fixture changed');
    input.debts.debts.push(
      { ...base, id: 'x1', amount: 1_000, nonpriorityType: 'studentLoans' },
      { ...base, id: 'x2', amount: 2_000, category: 'criminalRestitution' },
      { ...base, id: 'x3', amount: 4_000, category: 'business' },
      { ...base, id: 'x4', amount: 8_000, nonpriorityType: 'separationObligations' },
      { ...tax, id: 'x5', amount: 16_000, priorityAmount: 16_000, priorityType: 'domesticSupport' },
    );
    const { debts } = householdFromCaseFile(input);
    expect(debts).toMatchObject({ studentLoans: 1_000, criminalRestitution: 2_000, businessDebts: 4_000, domesticSupport: 16_000, otherUnsecured: 1_500_000 + 8_000 });
    expect(debts.taxes).toHaveLength(1);
  });

  it('counts a person 65 or older on the planned filing date', () => {
    expect(ageOn('1961-12-15', '2026-12-15')).toBe(65);
    expect(ageOn('1961-12-16', '2026-12-15')).toBe(64);
    const input = jointCoupleCaseFile();
    input.debtors!.debtor.dateOfBirth = '1961-12-01';
    const household = householdFromCaseFile(caseFileSchema.parse(input));
    expect(household.about.people.debtor.aged65OrOver).toBe(true);
    expect(household.about.people.spouse?.aged65OrOver).toBe(false);
  });

  it('a surrendered home drops the keep-home goal and keeps the payment out of the lease remainder', () => {
    const input = caseFileSchema.parse(jointCoupleCaseFile());
    const mortgage = input.debts.debts.find((d) => d.id === 'd-mortgage');
    if (mortgage?.kind !== 'secured') throw new Error('fixture changed');
    mortgage.intention = 'surrender';
    const household = householdFromCaseFile(input);
    expect(household.goals.goals).not.toContain('keepHome');
    expect(household.debts.secured[0]?.keepCollateral).toBe(false);
  });
});

describe('section schemas', () => {
  it('lists the sections in the forms’ order', () => {
    expect(CASE_FILE_SECTIONS).toEqual(['filing', 'debtors', 'household', 'property', 'debts', 'codebtors', 'contracts', 'income', 'expenses', 'history', 'exemptions', 'financialAffairs', 'plan']);
    expect(CORE_CASE_FILE_SECTIONS).toEqual(CASE_FILE_SECTIONS.slice(0, 11));
  });

  it('asks each package for the sections its forms need', () => {
    const draft = { filing: jointCoupleCaseFile().filing } as CaseFileDraft;
    expect(missingCaseFileSections(draft, packageSections('chapter13-complete'))).toContain('plan');
    expect(missingCaseFileSections(draft, packageSections('chapter7-complete'))).not.toContain('plan');
    expect(missingCaseFileSections(draft, packageSections('individual-schedules'))).not.toContain('history');
    expect(missingCaseFileSections(draft, packageSections('amended-chapter13-plan'))).toEqual(['debtors', 'household', 'property', 'debts', 'income', 'expenses', 'exemptions', 'plan']);
  });

  it('refuses a plan choice for a debt that is not a secured debt of the case', () => {
    const input = { ...jointCoupleCaseFile(), plan: { secured: [{ debtId: 'no-such-debt', treatment: 'surrender' }] } };
    expect(messagesOf(caseFileSchema.safeParse(input))).toEqual(['plan.secured.0.debtId: Choose a secured debt from your list of debts']);
  });

  it('every section of the fixture passes its own schema', () => {
    const input = jointCoupleCaseFile();
    for (const section of CORE_CASE_FILE_SECTIONS) {
      expect(messagesOf(caseFileSectionSchemas[section].safeParse(input[section])), section).toEqual([]);
    }
  });

  it('says what is wrong, field by field', () => {
    const debtors = jointCoupleCaseFile().debtors!;
    const bad = { ...debtors, debtor: { ...debtors.debtor, name: { first: '', last: 'Carter' }, address: { ...debtors.debtor.address, zip: '1940' }, ssnLast4: '12' } };
    expect(messagesOf(caseFileSectionSchemas.debtors.safeParse(bad))).toEqual(
      expect.arrayContaining([
        'debtor.name.first: Enter the first name',
        'debtor.address.zip: Enter a ZIP code of 5 digits, like 19401 (or ZIP+4, like 19401-1234)',
        'debtor.ssnLast4: The last 4 digits are 4 numbers',
      ]),
    );
  });

  it('refuses a full Social Security number and unknown fields in a section', () => {
    const debtors = jointCoupleCaseFile().debtors!;
    expect(caseFileSectionSchemas.debtors.safeParse({ ...debtors, debtor: { ...debtors.debtor, ssnLast4: '123456789' } }).success).toBe(false);
    expect(caseFileSectionSchemas.debtors.safeParse({ ...debtors, ssn: '123-45-6789' }).success).toBe(false);
  });

  it('checks a priority split and a property item’s details', () => {
    const debts = caseFileSchema.parse(jointCoupleCaseFile()).debts;
    const tax = debts.debts.find((d) => d.id === 'd-tax')!;
    expect(messagesOf(caseFileSectionSchemas.debts.safeParse({ debts: [{ ...tax, priorityAmount: 100 }] }))).toContain(
      'debts.0.priorityAmount: The priority and nonpriority amounts must add up to the total claim',
    );
    const car = { id: 'x', line: 3, description: 'A car', value: 100, owner: 'debtor1' };
    expect(messagesOf(caseFileSectionSchemas.property.safeParse({ items: [car] }))).toContain('items.0.vehicle: Tell us the make, model and year of this vehicle');
    expect(messagesOf(caseFileSectionSchemas.property.safeParse({ items: [{ ...car, line: 2 }] }))).toContain('items.0.line: Choose what kind of property this is');
  });

  it('names the field of a debt of a known kind, and asks for the kind otherwise', () => {
    const mortgage = caseFileSchema.parse(jointCoupleCaseFile()).debts.debts[0]!;
    expect(messagesOf(caseFileSectionSchemas.debts.safeParse({ debts: [{ ...mortgage, intention: 'ignore' }] }))).toEqual(['debts.0.intention: Choose what you intend to do with this property']);
    expect(messagesOf(caseFileSectionSchemas.debts.safeParse({ debts: [{ ...mortgage, kind: 'unsure' }] }))).toEqual(['debts.0.kind: Choose whether this debt is secured, priority or nonpriority']);
  });

  it('refuses a fee waiver in Chapter 13', () => {
    const filing = { ...jointCoupleCaseFile().filing!, chapter: 13, filingFee: 'waiver' };
    expect(messagesOf(caseFileSectionSchemas.filing.safeParse(filing))).toContain('filingFee: A fee waiver is only possible in Chapter 7');
  });
});

describe('the whole case file and drafts', () => {
  it('checks references across sections', () => {
    const input = jointCoupleCaseFile();
    input.exemptions!.claims[0]!.propertyItemId = 'p-missing';
    input.codebtors!.codebtors[0]!.debtIds = ['d-missing'];
    delete input.debtors!.spouse;
    expect(messagesOf(caseFileSchema.safeParse(input))).toEqual(
      expect.arrayContaining([
        'debtors.spouse: Tell us about your spouse, who files with you',
        'codebtors.codebtors.0.debtIds.0: Choose a debt from your list of debts',
        'exemptions.claims.0.propertyItemId: Choose the property this exemption protects from your property list',
      ]),
    );
  });

  it('a draft may lack sections, and says which', () => {
    const { filing, debtors } = jointCoupleCaseFile();
    const draft = caseFileDraftSchema.parse({ filing, debtors });
    expect(missingCaseFileSections(draft)).toEqual(['household', 'property', 'debts', 'codebtors', 'contracts', 'income', 'expenses', 'history', 'exemptions']);
    expect(caseFileDraftSchema.safeParse({ filing, unknown: {} }).success).toBe(false);
  });

  it('the individual-schedules choice: one or more 106 schedules, none means every one', () => {
    const { filing } = jointCoupleCaseFile();
    expect(filingSectionSchema.parse({ ...filing, schedulesWanted: ['106I', '106J'] }).schedulesWanted).toEqual(['106I', '106J']);
    expect(filingSectionSchema.parse(filing).schedulesWanted).toBeUndefined();
    expect(messagesOf(filingSectionSchema.safeParse({ ...filing, schedulesWanted: [] }))).toEqual(['schedulesWanted: Choose at least one schedule to prepare']);
    expect(filingSectionSchema.safeParse({ ...filing, schedulesWanted: ['113'] }).success).toBe(false);
  });
});
