/**
 * An estimate of Official Form 122A-2 (Chapter 7 means test calculation) for a household above the
 * median: the IRS and US Trustee standards the form allows, the actual amounts the person pays
 * where the form takes them, secured and priority debt payments, then the §707(b)(2) comparison
 * of 60 months of disposable income with the thresholds in force on the filing date.
 * Lines left out: 10 (housing adjustment), 15 (additional public transportation), 20
 * (education for employment), 24, 26-28, 30, 32 and 36 (Chapter 13 administrative expenses, a
 * district multiplier our data lacks for most states); each one left out can only lower the
 * deductions, so the estimate errs toward a presumption, and it says so.
 */
import { getMeansTestThresholds, getSec104Amount, LegalFigureUnavailableError } from '../figures.ts';
import { MEANS_TEST_RULES } from '../data/means-test-rules.ts';
import type { Household } from '../household/household.ts';
import { getHealthCareStandard, getHousingUtilitiesStandard, getNationalStandard, getTransportationStandard, type StandardFigure } from '../means-test-standards.ts';
import type { DebtSummary, EstimateNote, Form122A2Estimate, Form122A2Line } from './types.ts';
import { nonpriorityUnsecuredCents } from './debts.ts';

const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

function standardOf(figure: StandardFigure<unknown>): NonNullable<Form122A2Line['standard']> {
  const standard: NonNullable<Form122A2Line['standard']> = {
    effectiveDate: figure.effectiveDate,
    source: figure.source,
    officialSource: figure.officialSource,
    dataFile: figure.dataFile,
  };
  if (figure.estimateReason) standard.estimateReason = figure.estimateReason;
  return standard;
}

/** Average monthly payment due over the 60 months after filing: the payment, unless the balance runs out sooner. */
function sixtyMonthAverage(monthlyPayment: number, balance: number): number {
  const months = MEANS_TEST_RULES.securedDebtMonths.value;
  return Math.round(Math.min(monthlyPayment * months, balance) / months);
}

/** The housing standard, or null where the table has no row for the place (the territories). */
function housingStandardOrNone(...args: Parameters<typeof getHousingUtilitiesStandard>): ReturnType<typeof getHousingUtilitiesStandard> | null {
  try {
    return getHousingUtilitiesStandard(...args);
  } catch (error) {
    if (error instanceof LegalFigureUnavailableError) return null;
    throw error;
  }
}

export function estimateForm122A2(
  household: Household,
  currentMonthlyIncomeCents: number,
  debts: DebtSummary,
  filingDate: Date,
): { estimate: Form122A2Estimate; notes: EstimateNote[] } {
  const { about, expenses } = household;
  const lines: Form122A2Line[] = [];
  const notes: EstimateNote[] = [];
  const fromStandard = (line: string, label: string, cents: number, figure: StandardFigure<unknown>) => {
    lines.push({ line, label, amountCents: cents, standard: standardOf(figure) });
    if (figure.estimateReason) notes.push({ figure: `Form 122A-2 line ${line} (${label})`, why: figure.estimateReason });
  };
  const actual = (line: string, label: string, cents: number) => lines.push({ line, label, amountCents: cents });

  // Lines 6-7: national standards and health care.
  const national = getNationalStandard(about.householdSize, filingDate);
  fromStandard('6', 'Food, clothing and other items (national standards)', dollarsToCents(national.value), national);
  const aged = Math.min(about.membersAged65OrOver, about.householdSize);
  const health = getHealthCareStandard(about.householdSize - aged, aged, filingDate);
  const healthCents = dollarsToCents(health.value);
  fromStandard('7', 'Out-of-pocket health care', healthCents, health);

  // Lines 8-9: housing and utilities, less what line 33 already deducts for the mortgage.
  const housing = housingStandardOrNone(about.stateCode, about.county?.name, about.householdSize, filingDate);
  if (housing) {
    fromStandard('8', 'Housing and utilities: insurance and operating expenses', dollarsToCents(housing.value.nonMortgage), housing);
    const homeSecured = household.debts.secured.filter((d) => d.collateral === 'home');
    const mortgageAverage = homeSecured.reduce((total, d) => total + sixtyMonthAverage(d.monthlyPayment, d.balance), 0);
    fromStandard('9c', 'Housing and utilities: mortgage or rent, less average mortgage payments', Math.max(0, dollarsToCents(housing.value.mortgageOrRent) - mortgageAverage), housing);
  } else {
    notes.push({ figure: 'Form 122A-2 lines 8 and 9', why: `Our housing and utilities table has no figures for ${about.stateCode}; we left them out.` });
  }

  // Lines 12-14: vehicles (at most two) or public transportation.
  const vehicles = household.assets.vehicles;
  const transport = getTransportationStandard(about.stateCode, about.county?.name, vehicles.length, filingDate);
  if (vehicles.length === 0) {
    fromStandard('14', 'Public transportation', dollarsToCents(transport.value.publicTransportation), transport);
  } else {
    fromStandard('12', `Vehicle operating costs: ${transport.value.operatingArea ?? 'area unknown'}`, dollarsToCents(transport.value.operating), transport);
    // Ownership costs only for a vehicle with a loan or lease payment (Ransom v. FIA Card Services,
    // 562 U.S. 61 (2011); the form's line 13 instructions): one loan per vehicle, in the order given.
    const vehicleLoans = household.debts.secured.filter((d) => d.collateral === 'vehicle' && d.monthlyPayment > 0);
    transport.value.ownershipPerVehicle.forEach((ownership, index) => {
      const loan = vehicleLoans[index];
      if (!loan) return;
      const payment = sixtyMonthAverage(loan.monthlyPayment, loan.balance);
      fromStandard(index === 0 ? '13c' : '13f', `Vehicle ${index + 1} ownership, less average loan payment`, Math.max(0, dollarsToCents(ownership) - payment), transport);
    });
  }

  // Lines 16-25 and 29-31: amounts actually paid.
  actual('16', 'Taxes', expenses.payrollTaxes);
  actual('17', 'Involuntary deductions', expenses.mandatoryPayrollDeductions);
  actual('18', 'Term life insurance', expenses.termLifeInsurance);
  actual('19', 'Court-ordered payments', expenses.courtOrderedPayments);
  actual('21', 'Childcare', expenses.childcare);
  actual('22', 'Additional health care above line 7', Math.max(0, expenses.healthCare - healthCents));
  actual('23', 'Optional telephones and telephone services', expenses.telecom);
  actual('25', 'Health insurance, disability insurance and health savings account', expenses.healthInsurance);
  const educationCap = getSec104Amount('dependentChildEducationMonthly', filingDate);
  const educationCapCents = dollarsToCents(educationCap.value) * about.dependentChildren;
  lines.push({
    line: '29',
    label: 'Education for dependent children under 18',
    amountCents: Math.min(expenses.childEducation, educationCapCents),
    standard: { effectiveDate: educationCap.effectiveDate, source: educationCap.source, officialSource: educationCap.officialSource, dataFile: educationCap.dataFile },
  });
  actual('31', 'Charitable contributions', expenses.charitableContributions);
  if (expenses.charitableContributions > 0) {
    notes.push({ figure: 'Form 122A-2 line 31', why: 'Charitable contributions count only up to a share of gross income (§548(d)(4)); we took the whole amount.' });
  }

  // Lines 33-35: debt payments.
  const secured = household.debts.secured.reduce((total, d) => total + sixtyMonthAverage(d.monthlyPayment, d.balance), 0);
  actual('33', 'Average monthly payments on secured debts', secured);
  const cureMonths = MEANS_TEST_RULES.securedDebtMonths.value;
  const cure = household.debts.secured.filter((d) => d.keepCollateral && d.collateral !== 'other').reduce((total, d) => total + d.arrears, 0);
  actual('34', 'Past-due payments on your home or car, divided by 60', Math.round(cure / cureMonths));
  const priority = debts.priorityTaxesCents + debts.domesticSupportCents;
  actual('35', 'Priority claims (support, recent taxes), divided by 60', Math.round(priority / MEANS_TEST_RULES.priorityDebtMonths.value));
  notes.push({ figure: 'Form 122A-2 line 36', why: 'The Chapter 13 administrative expense depends on your judicial district; we left it out.' });

  const totalDeductionsCents = lines.reduce((total, line) => total + line.amountCents, 0);
  const monthlyDisposableIncomeCents = currentMonthlyIncomeCents - totalDeductionsCents;
  const sixtyMonthDisposableIncomeCents = monthlyDisposableIncomeCents * MEANS_TEST_RULES.disposableIncomeMonths.value;

  const thresholds = getMeansTestThresholds(filingDate);
  const lowerCents = dollarsToCents(thresholds.value.noPresumptionBelow);
  const upperCents = dollarsToCents(thresholds.value.presumptionAbove);
  const nonpriority = nonpriorityUnsecuredCents(debts);
  const quarter = Math.round((nonpriority * MEANS_TEST_RULES.nonpriorityUnsecuredPercent.value) / 100);

  // Line 40: under the lower threshold no presumption; over the upper one a presumption; between, line 42 compares with 25 %.
  let presumption: Form122A2Estimate['presumption'];
  let decidedBy: Form122A2Estimate['decidedBy'];
  if (sixtyMonthDisposableIncomeCents < lowerCents) {
    presumption = 'does-not-arise';
    decidedBy = 'below-lower-threshold';
  } else if (sixtyMonthDisposableIncomeCents > upperCents) {
    presumption = 'arises';
    decidedBy = 'above-upper-threshold';
  } else {
    presumption = sixtyMonthDisposableIncomeCents >= quarter ? 'arises' : 'does-not-arise';
    decidedBy = 'compared-with-25-percent';
  }

  return {
    estimate: {
      lines,
      totalDeductionsCents,
      monthlyDisposableIncomeCents,
      sixtyMonthDisposableIncomeCents,
      thresholds: {
        lowerCents,
        upperCents,
        effectiveDate: thresholds.effectiveDate,
        source: thresholds.source,
        officialSource: thresholds.officialSource,
        dataFile: thresholds.dataFile,
      },
      nonpriorityUnsecuredCents: nonpriority,
      quarterOfNonpriorityUnsecuredCents: quarter,
      presumption,
      decidedBy,
    },
    notes,
  };
}
