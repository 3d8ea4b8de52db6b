/** Debts by kind, and which of them a Chapter 7 discharge most likely leaves in place. */
import { getTimingPeriod } from '../figures.ts';
import type { Household } from '../household/household.ts';
import type { DebtSummary, EstimateNote } from './types.ts';

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Income taxes are priority debts, not discharged, when the return was last due within 3 years
 * before filing (§507(a)(8)(A)(i), §523(a)(1)(A)), or when it was not filed (§523(a)(1)(B)(i)). A late
 * return filed more than 2 years before the petition may not bar discharge (§523(a)(1)(B)(ii)); the
 * circuits split, so such taxes count as staying, with a note. We know the tax year, not the due
 * date with extensions: a year whose return came due in the boundary year counts as recent, and we
 * say so.
 */
export function classifyTaxes(household: Household, filingDay: string): { priorityCents: number; otherCents: number; notes: EstimateNote[] } {
  const lookbackYears = getTimingPeriod('incomeTaxPriorityLookback', new Date(`${filingDay}T00:00:00Z`)).value.max;
  const filingYear = Number(filingDay.slice(0, 4));
  const notes: EstimateNote[] = [];
  let priorityCents = 0;
  let otherCents = 0;
  for (const tax of household.debts.taxes) {
    // The return for a tax year is due in the following year.
    const dueYear = tax.taxYear + 1;
    const recent = dueYear >= filingYear - lookbackYears;
    if (tax.kind === 'income' && dueYear === filingYear - lookbackYears) {
      notes.push({ figure: `Income tax for ${tax.taxYear}`, why: 'Whether it is recent enough to survive bankruptcy depends on the exact due date of the return, with extensions; we counted it as recent.' });
    }
    if (tax.kind !== 'income') {
      notes.push({ figure: `${tax.kind === 'property' ? 'Property' : 'Other'} tax for ${tax.taxYear}`, why: 'Taxes other than income taxes follow other rules; we counted this one as a debt bankruptcy does not erase.' });
    }
    if (tax.kind === 'income' && !recent && !tax.returnFiledOnTime) {
      // §523(a)(1)(B)(ii): tax on a return filed late can be discharged when the return was filed more
      // than 2 years before the petition, but the circuits split on whether a late return counts as a
      // return at all (the §523(a) flush paragraph); we do not know the filing date, so it counts as staying.
      notes.push({
        figure: `Income tax for ${tax.taxYear} (return filed late)`,
        why: 'Tax on a return filed late can sometimes be wiped out, if the return was filed more than 2 years before you file. But courts disagree: some say a late return never counts. We counted it as a debt that stays. Ask a lawyer or legal aid how your court decides.',
      });
    }
    if (tax.kind !== 'income' || recent || !tax.returnFiledOnTime) priorityCents += tax.amount;
    else otherCents += tax.amount;
  }
  return { priorityCents, otherCents, notes };
}

export function summarizeDebts(household: Household, filingDay: string): { summary: DebtSummary; notes: EstimateNote[] } {
  const { debts } = household;
  const taxes = classifyTaxes(household, filingDay);
  const securedCents = sum(debts.secured.map((d) => d.balance));
  const nondischargeableCents = taxes.priorityCents + debts.domesticSupport + debts.studentLoans + debts.criminalRestitution;
  const summary: DebtSummary = {
    securedCents,
    securedArrearsCents: sum(debts.secured.map((d) => d.arrears)),
    priorityTaxesCents: taxes.priorityCents,
    otherTaxesCents: taxes.otherCents,
    domesticSupportCents: debts.domesticSupport,
    studentLoansCents: debts.studentLoans,
    criminalRestitutionCents: debts.criminalRestitution,
    businessDebtsCents: debts.businessDebts,
    otherUnsecuredCents: debts.otherUnsecured,
    nondischargeableCents,
    totalCents: securedCents + taxes.priorityCents + taxes.otherCents + debts.domesticSupport + debts.studentLoans + debts.criminalRestitution + debts.businessDebts + debts.otherUnsecured,
  };
  return { summary, notes: taxes.notes };
}

/** Every debt that is not secured: what Chapter 13's unsecured limit and the debt-to-income ratio look at. */
export const unsecuredCents = (d: DebtSummary): number => d.totalCents - d.securedCents;

/** Unsecured debts other than priority ones (Form 122A-2 line 41a). */
export const nonpriorityUnsecuredCents = (d: DebtSummary): number => unsecuredCents(d) - d.priorityTaxesCents - d.domesticSupportCents;

/** Unsecured debts a discharge would most likely erase. */
export const dischargeableUnsecuredCents = (d: DebtSummary): number => unsecuredCents(d) - d.nondischargeableCents;
