/**
 * A complete, ordinary household (one person in Ohio, wages only, credit card debt, renting): the
 * starting point tests and demos change one section of, so each case says only what differs.
 */
import type { HouseholdInput, HouseholdSection } from './household.ts';

const EMPTY_EXPENSES = {
  rentOrMortgage: 0,
  utilities: 0,
  food: 0,
  transportation: 0,
  payrollTaxes: 0,
  mandatoryPayrollDeductions: 0,
  termLifeInsurance: 0,
  courtOrderedPayments: 0,
  childcare: 0,
  healthCare: 0,
  healthInsurance: 0,
  telecom: 0,
  childEducation: 0,
  charitableContributions: 0,
  other: 0,
};

export function sampleHousehold(overrides: { [S in HouseholdSection]?: Partial<HouseholdInput[S]> } = {}): HouseholdInput {
  const base: HouseholdInput = {
    about: {
      stateCode: 'OH',
      county: { name: 'Franklin County' },
      householdSize: 1,
      maritalStatus: 'not-married',
      membersAged65OrOver: 0,
      dependentChildren: 0,
      people: { debtor: { aged65OrOver: false } },
    },
    income: { debtor: { wages: { entry: 'total', sixMonthTotal: 1_800_000 } }, expectedToContinue: true },
    expenses: { ...EMPTY_EXPENSES, rentOrMortgage: 110_000, utilities: 20_000, food: 50_000, transportation: 30_000 },
    debts: { secured: [], taxes: [], domesticSupport: 0, studentLoans: 0, criminalRestitution: 0, businessDebts: 0, otherUnsecured: 2_500_000 },
    assets: { vehicles: [], accounts: [{ kind: 'checking', balance: 40_000 }], other: 300_000 },
    collection: {
      lawsuit: 'none',
      lawsuitAllegesFraud: false,
      garnishment: { active: false },
      foreclosure: { noticeReceived: false },
      repossession: 'none',
    },
    history: { priorCases: [] },
    transfers: { transfers: [], purchases: [] },
    goals: { goals: ['freshStart'] },
  };
  const merged = { ...base } as Record<HouseholdSection, unknown>;
  for (const [section, patch] of Object.entries(overrides) as [HouseholdSection, object | undefined][]) {
    if (patch) merged[section] = { ...(base[section] as object), ...patch };
  }
  return merged as HouseholdInput;
}
