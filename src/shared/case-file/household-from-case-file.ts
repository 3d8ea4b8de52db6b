/**
 * The case file read as the household model, so the eligibility engine (`assessEligibility`) reads
 * a case file the same way it reads a risk assessment: one model, one engine. Pure; no legal
 * number here. Where the case file is finer than the household (property item by item, Schedule J
 * line by line), the amounts are summed into the household's fields; each mapping says where it
 * comes from.
 */
import type { Goal, HouseholdInput } from '../law/household/household.ts';
import { type CaseFile, REAL_ESTATE_LINES, type SCHEDULE_J_LINES, VEHICLE_LINES } from './case-file.ts';

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Whole years between a birth date and a day (both ISO). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const isRealEstate = (line: number) => (REAL_ESTATE_LINES as readonly number[]).includes(line);
const isVehicle = (line: number) => (VEHICLE_LINES as readonly number[]).includes(line);

/** Schedule A/B lines read as the household's accounts (the rest of Parts 3-7 is `other`). */
function accountKind(item: CaseFile['property']['items'][number]): 'checking' | 'savings' | 'retirement' | 'cash' | 'other' | undefined {
  if (item.line === 16) return 'cash';
  if (item.line === 17) return item.account?.type === 'savings' ? 'savings' : 'checking';
  if (item.line === 21) return 'retirement';
  if (item.line >= 18 && item.line <= 35) return 'other';
  return undefined;
}

type J = Record<keyof typeof SCHEDULE_J_LINES, number>;

export function householdFromCaseFile(caseFile: CaseFile): HouseholdInput {
  const { filing, debtors, household, property, debts, income, expenses, history } = caseFile;
  const filingDay = filing.plannedFilingDate;
  const items = property.items;
  const itemById = new Map(items.map((item) => [item.id, item]));
  const allDebts = debts.debts;
  const secured = allDebts.filter((debt) => debt.kind === 'secured');
  const priority = allDebts.filter((debt) => debt.kind === 'priority');
  const nonpriority = allDebts.filter((debt) => debt.kind === 'nonpriority');
  const liensOn = (itemId: string) => sum(secured.filter((debt) => debt.collateralItemId === itemId).map((debt) => debt.amount));
  const collateralKind = (itemId: string): 'home' | 'vehicle' | 'other' => {
    const item = itemById.get(itemId);
    if (item && isRealEstate(item.line)) return 'home';
    if (item && isVehicle(item.line)) return 'vehicle';
    return 'other';
  };

  // about: the state and county where the debtor lives, ages on the filing date.
  const aged65 = (dateOfBirth: string) => ageOn(dateOfBirth, filingDay) >= 65;
  const about: HouseholdInput['about'] = {
    stateCode: debtors.debtor.address.state,
    ...(debtors.debtor.address.county ? { county: { name: debtors.debtor.address.county } } : {}),
    householdSize: household.householdSize,
    maritalStatus: household.maritalStatus,
    membersAged65OrOver: household.membersAged65OrOver,
    dependentChildren: household.dependents.filter((dependent) => dependent.age < 18).length,
    people: {
      debtor: { aged65OrOver: aged65(debtors.debtor.dateOfBirth) },
      ...(debtors.spouse ? { spouse: { aged65OrOver: aged65(debtors.spouse.dateOfBirth) } } : {}),
    },
  };

  // income: the six months are the household's own; Schedule I's deductions feed the expenses below.
  const incomeOut: HouseholdInput['income'] = {
    debtor: income.debtor,
    ...(income.spouse ? { spouse: income.spouse } : {}),
    expectedToContinue: income.expectedToContinue,
  };

  // expenses: Schedule J line by line, and the payroll deductions of Schedule I line 5 (the
  // household's income is gross). Installment payments (line 17) are left to the secured debts,
  // which the engine adds itself; only what they do not cover (a lease) is kept.
  const j: J = expenses.lines;
  const people = [income.scheduleI.debtor, ...(income.scheduleI.spouse ? [income.scheduleI.spouse] : [])];
  const deductions = (key: keyof (typeof people)[number]['payrollDeductions']) => sum(people.map((person) => person.payrollDeductions[key]));
  const securedNonHomePayments = sum(secured.filter((debt) => collateralKind(debt.collateralItemId) !== 'home').map((debt) => debt.monthlyPayment));
  const installments = j.carPaymentsVehicle1 + j.carPaymentsVehicle2 + j.otherInstallment1 + j.otherInstallment2;
  const expensesOut: HouseholdInput['expenses'] = {
    rentOrMortgage: j.rentOrMortgage + j.realEstateTaxes + j.propertyInsurance + j.homeMaintenance + j.homeownersAssociation + j.additionalMortgagePayments,
    utilities: j.electricityHeatGas + j.waterSewerGarbage + j.otherUtilities,
    food: j.foodAndHousekeeping,
    transportation: j.transportation + j.vehicleInsurance,
    payrollTaxes: deductions('taxes') + j.taxes,
    mandatoryPayrollDeductions: deductions('mandatoryRetirement') + deductions('unionDues'),
    termLifeInsurance: j.lifeInsurance,
    courtOrderedPayments: j.supportPaidToOthers + deductions('domesticSupport'),
    childcare: j.childcareAndEducation,
    healthCare: j.medicalAndDental,
    healthInsurance: j.healthInsurance + deductions('insurance'),
    telecom: j.telephoneInternetCable,
    childEducation: 0,
    charitableContributions: j.charitableContributions,
    other:
      j.clothingAndLaundry +
      j.personalCare +
      j.entertainment +
      j.otherInsurance +
      j.otherSupportPayments +
      j.otherPropertyMortgages +
      j.otherPropertyTaxes +
      j.otherPropertyInsurance +
      j.otherPropertyMaintenance +
      j.otherPropertyAssociation +
      j.other +
      Math.max(0, installments - securedNonHomePayments) +
      deductions('voluntaryRetirement') +
      deductions('retirementLoanRepayments') +
      deductions('other'),
  };

  // debts: creditor by creditor into the household's kinds.
  const otherOf = (category: string) => nonpriority.filter((debt) => debt.nonpriorityType === 'other' && debt.category === category);
  const debtsOut: HouseholdInput['debts'] = {
    secured: secured.map((debt) => ({
      collateral: collateralKind(debt.collateralItemId),
      description: `${debt.creditor.name}: ${itemById.get(debt.collateralItemId)?.description ?? 'collateral'}`.slice(0, 120),
      balance: debt.amount,
      monthlyPayment: debt.monthlyPayment,
      arrears: debt.arrears,
      keepCollateral: debt.intention !== 'surrender',
    })),
    taxes: priority.flatMap((debt) =>
      debt.priorityType === 'taxes' && debt.tax ? [{ kind: debt.tax.kind, taxYear: debt.tax.taxYear, amount: debt.amount, returnFiledOnTime: debt.tax.returnFiledOnTime }] : [],
    ),
    domesticSupport: sum(priority.filter((debt) => debt.priorityType === 'domesticSupport').map((debt) => debt.amount)),
    studentLoans: sum(nonpriority.filter((debt) => debt.nonpriorityType === 'studentLoans').map((debt) => debt.amount)),
    criminalRestitution: sum(otherOf('criminalRestitution').map((debt) => debt.amount)),
    businessDebts: sum(otherOf('business').map((debt) => debt.amount)),
    otherUnsecured:
      sum(priority.filter((debt) => debt.priorityType === 'deathOrInjuryWhileIntoxicated' || debt.priorityType === 'other').map((debt) => debt.amount)) +
      sum(
        nonpriority
          .filter((debt) => debt.nonpriorityType !== 'studentLoans' && !(debt.nonpriorityType === 'other' && (debt.category === 'criminalRestitution' || debt.category === 'business')))
          .map((debt) => debt.amount),
      ),
  };

  // assets: real estate as the home, vehicles with their loans, accounts, everything else as `other`.
  const realEstate = items.filter((item) => isRealEstate(item.line));
  const accounts = items.flatMap((item) => {
    const kind = accountKind(item);
    return kind ? [{ kind, balance: item.value }] : [];
  });
  const assetsOut: HouseholdInput['assets'] = {
    ...(realEstate.length > 0 ? { home: { value: sum(realEstate.map((item) => item.value)), liens: sum(realEstate.map((item) => liensOn(item.id))) } } : {}),
    vehicles: items.filter((item) => isVehicle(item.line)).map((item) => ({ description: item.description.slice(0, 120), value: item.value, loanBalance: liensOn(item.id) })),
    accounts,
    other: sum(items.filter((item) => !isRealEstate(item.line) && !isVehicle(item.line) && accountKind(item) === undefined).map((item) => item.value)),
  };

  // goals: what the case file's choices say the person wants.
  const goals = new Set<Goal>(['freshStart']);
  for (const debt of secured) {
    if (debt.intention === 'surrender') continue;
    const kind = collateralKind(debt.collateralItemId);
    if (kind === 'home') goals.add('keepHome');
    if (kind === 'vehicle') goals.add('keepCar');
  }
  if (history.collection.foreclosure.noticeReceived) goals.add('stopForeclosure');
  if (history.collection.garnishment.active) goals.add('stopGarnishment');
  if (history.collection.lawsuit !== 'none') goals.add('stopLawsuit');

  return {
    about,
    income: incomeOut,
    expenses: expensesOut,
    debts: debtsOut,
    assets: assetsOut,
    collection: history.collection,
    history: { priorCases: history.priorCases },
    transfers: { transfers: history.transfers, purchases: history.purchases },
    goals: { goals: [...goals] },
  };
}
