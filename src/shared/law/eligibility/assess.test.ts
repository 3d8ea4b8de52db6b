/**
 * The engine against households worked out by hand. Unless a row says otherwise the household is
 * `sampleHousehold()`: one person in Franklin County, Ohio (a state that requires its own
 * exemptions), wages of $18,000 over six months (current monthly income $3,000, $36,000 a year),
 * expenses of $2,100 a month (rent 1,100 + utilities 200 + food 500 + transportation 300),
 * $25,000 of credit card debt, $400 in checking and $3,000 of other property ($3,400 owned).
 *
 * Score (see score.ts): debt-to-income round(30 × unsecured ÷ yearly income, at most 1) +
 * insolvency 15 when debts exceed what is owned + cash flow round(15 × shortfall ÷ monthly income)
 * + arrears 10 + collection (lawsuit filed 8 / threatened 4, garnishment 8, repossession or
 * foreclosure notice 4; at most 20) + urgency (sale within 30 days 10, within 90 days 5).
 * Medians (2026-04-01 table): OH 66,239 / 83,725 / 102,504 / 123,702; TX 66,837; 2025-11-01 table:
 * OH 64,541 for one person. Add-on over 4 people: 11,100.
 */
import { describe, expect, it } from 'vitest';
import { getMedianIncomeTable, type MedianIncomeTable } from '../figures.ts';
import type { HouseholdInput } from '../household/household.ts';
import { sampleHousehold } from '../household/sample-household.ts';
import { assessEligibility, HouseholdInvalidError } from './assess.ts';
import { bandForScore } from './score.ts';
import type { Recommendation, RiskBand } from './types.ts';

const $ = (dollars: number): number => Math.round(dollars * 100);
const wages = (sixMonthDollars: number) => ({ debtor: { wages: { entry: 'total' as const, sixMonthTotal: $(sixMonthDollars) } }, expectedToContinue: true });
const unsecured = (dollars: number) => ({ otherUnsecured: $(dollars) });
const sued = { lawsuit: 'filed' as const, garnishment: { active: true } };
const EXPENSES = sampleHousehold().expenses;

/**
 * The 2025-11-01 median table, passed in as an imported table effective 2025-01-01: our data has no
 * table before 2025-11-01, and this lets a test file on each side of the 2025-04-01 §104 change (it
 * also shows that imported tables passed in are used).
 */
const EARLY_TABLES: MedianIncomeTable[] = [{ ...getMedianIncomeTable(new Date('2025-11-01T00:00:00Z')), effectiveDate: '2025-01-01' }];

interface Row {
  name: string;
  filingDate: string;
  household: HouseholdInput;
  tables?: MedianIncomeTable[];
  score?: number;
  band: RiskBand;
  recommendation: Recommendation;
  meansTest: 'at-or-below-median' | 'above-median';
  presumption?: 'none' | 'arises' | 'not-applicable';
  reasons?: string[];
}

/** Rows 38-38c: a Texas home 9,000 behind on its mortgage, kept, with a foreclosure sale on saleDate. */
function texasHomeInForeclosure(saleDate: string) {
  return sampleHousehold({
    about: { stateCode: 'TX', county: { name: 'Harris County' } },
    income: wages(30_000),
    expenses: { ...EXPENSES, rentOrMortgage: $(1_500) },
    assets: { home: { value: $(250_000), liens: $(200_000) }, vehicles: [], accounts: [{ kind: 'checking', balance: $(400) }], other: $(3_000) },
    debts: { secured: [{ collateral: 'home', balance: $(200_000), monthlyPayment: $(1_500), arrears: $(9_000), keepCollateral: true }] },
    collection: { foreclosure: { noticeReceived: true, saleDate } },
    goals: { goals: ['keepHome'] },
  });
}

const rows: Row[] = [
  // 1. Sample: 30 × 25,000/36,000 = 20.8 → 21; insolvent (25,000 > 3,400) 15; outgoings 2,100 < 3,000 → 0. 36, Very Low.
  //    Surplus 900 × 36 months = 32,400 ≥ 25,000 → alternatives. 36,000 ≤ 66,239.
  { name: 'sample household', filingDate: '2026-05-01', household: sampleHousehold(), score: 36, band: 'very_low', recommendation: 'alternatives', meansTest: 'at-or-below-median', reasons: ['repayable-without-bankruptcy'] },
  // 2. $40,000 of cards: 30 × min(40/36, 1) = 30; 15 → 45 Low → chapter 7.
  { name: 'card debt above a year of income', filingDate: '2026-05-01', household: sampleHousehold({ debts: unsecured(40_000) }), score: 45, band: 'low', recommendation: 'chapter7', meansTest: 'at-or-below-median' },
  // 3. As 2, sued (8) and garnished (8): 30 + 15 + 16 = 61 Medium → chapter 7, with the garnishment reason.
  { name: 'sued and garnished', filingDate: '2026-05-01', household: sampleHousehold({ debts: unsecured(40_000), collection: sued }), score: 61, band: 'medium', recommendation: 'chapter7', meansTest: 'at-or-below-median', reasons: ['garnishment'] },
  // 4-5. Edge 39/40: sued + garnished 16, insolvent 15, DTI 30 × 9,600/36,000 = 8 → 39; 30 × 10,800/36,000 = 9 → 40.
  //      At 39 (Very Low) the 900 surplus repays 9,600 → alternatives; at 40 (Low) → chapter 7.
  { name: 'edge 39', filingDate: '2026-05-01', household: sampleHousehold({ debts: unsecured(9_600), collection: sued }), score: 39, band: 'very_low', recommendation: 'alternatives', meansTest: 'at-or-below-median' },
  { name: 'edge 40', filingDate: '2026-05-01', household: sampleHousehold({ debts: unsecured(10_800), collection: sued }), score: 40, band: 'low', recommendation: 'chapter7', meansTest: 'at-or-below-median' },
  // 6-7. Edge 59/60: sued + garnished 16, insolvent 15, outgoings 2,100 + other 1,700 = 3,800 → shortfall 800 → 15 × 800/3,000 = 4;
  //      DTI 30 × 28,800/36,000 = 24 → 59; 30 × 30,000/36,000 = 25 → 60.
  {
    name: 'edge 59',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(28_800), collection: sued, expenses: { ...EXPENSES, other: $(1_700) } }),
    score: 59,
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  {
    name: 'edge 60',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(30_000), collection: sued, expenses: { ...EXPENSES, other: $(1_700) } }),
    score: 60,
    band: 'medium',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  // 8-9. Edge 79/80: DTI 30, insolvent 15, judgment 8 + garnishment 8 + repossession 4 = 20;
  //      outgoings 2,100 + other 3,700 = 5,800 → shortfall 2,800 → 15 × 2,800/3,000 = 14 → 79; other 3,900 → shortfall 3,000 → 15 → 80.
  {
    name: 'edge 79',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), collection: { lawsuit: 'judgment', garnishment: { active: true }, repossession: 'behind' }, expenses: { ...EXPENSES, other: $(3_700) } }),
    score: 79,
    band: 'medium',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  {
    name: 'edge 80',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), collection: { lawsuit: 'judgment', garnishment: { active: true }, repossession: 'behind' }, expenses: { ...EXPENSES, other: $(3_900) } }),
    score: 80,
    band: 'high',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  // 10. Above the median, presumption: wages 60,000/6 = 10,000 a month, 120,000 > 66,239. Filed 2026-08-01, no vehicle:
  //     line 6: 867; 7: 90; 8: 601; 9c: 1,231; 14: 220 = 3,009; line 16 taxes 2,000 → 5,009; 10,000 − 5,009 = 4,991 × 60 = 299,460 > 17,150 → arises.
  //     Debt 150,000: DTI 30 × 150/120 → 30; insolvent 15 → 45 Low → chapter 13 (presumption).
  {
    name: 'above median, presumption arises',
    filingDate: '2026-08-01',
    household: sampleHousehold({ income: wages(60_000), debts: unsecured(150_000), expenses: { ...EXPENSES, payrollTaxes: $(2_000) } }),
    score: 45,
    band: 'low',
    recommendation: 'chapter13',
    meansTest: 'above-median',
    presumption: 'arises',
    reasons: ['income-above-median', 'presumption-of-abuse'],
  },
  // 11. Same income, $25,000 of debt: DTI 30 × 25/120 = 6.25 → 6; 15 → 21 Very Low; surplus 10,000 − 4,100 = 5,900 × 36 ≥ 25,000 → alternatives.
  {
    name: 'above median with little debt',
    filingDate: '2026-08-01',
    household: sampleHousehold({ income: wages(60_000), expenses: { ...EXPENSES, payrollTaxes: $(2_000) } }),
    score: 21,
    band: 'very_low',
    recommendation: 'alternatives',
    meansTest: 'above-median',
    presumption: 'arises',
  },
  // 12. Above the median, under the lower threshold: 6,000 a month (72,000 > 66,239); deductions 3,009 + taxes 1,200 + health insurance 400
  //     + court-ordered 1,300 = 5,909 → 91 × 60 = 5,460 < 10,275 → no presumption. DTI 30 × 60/72 = 25; 15 → 40 Low → chapter 7.
  {
    name: 'above median, under the lower threshold',
    filingDate: '2026-08-01',
    household: sampleHousehold({
      income: wages(36_000),
      debts: unsecured(60_000),
      expenses: { ...EXPENSES, payrollTaxes: $(1_200), healthInsurance: $(400), courtOrderedPayments: $(1_300) },
    }),
    score: 40,
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'above-median',
    presumption: 'none',
    reasons: ['no-presumption-of-abuse'],
  },
  // 13. Between the thresholds: deductions 3,009 + 1,200 + 400 + 1,191 = 5,800 → 200 × 60 = 12,000 (10,275 ≤ 12,000 ≤ 17,150);
  //     25 % of 60,000 = 15,000 > 12,000 → no presumption. Score 40 as in 12 → chapter 7.
  {
    name: 'between thresholds, under 25 %',
    filingDate: '2026-08-01',
    household: sampleHousehold({
      income: wages(36_000),
      debts: unsecured(60_000),
      expenses: { ...EXPENSES, payrollTaxes: $(1_200), healthInsurance: $(400), courtOrderedPayments: $(1_191) },
    }),
    score: 40,
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'above-median',
    presumption: 'none',
  },
  // 14. Same with 40,000 of debt: 25 % = 10,000 ≤ 12,000 → presumption arises. DTI 30 × 40/72 = 16.7 → 17; 15 → 32 Very Low;
  //     surplus 6,000 − 4,891 = 1,109 × 36 = 39,924 < 40,000 → not repayable → chapter 13.
  {
    name: 'between thresholds, over 25 %',
    filingDate: '2026-08-01',
    household: sampleHousehold({
      income: wages(36_000),
      debts: unsecured(40_000),
      expenses: { ...EXPENSES, payrollTaxes: $(1_200), healthInsurance: $(400), courtOrderedPayments: $(1_191) },
    }),
    score: 32,
    band: 'very_low',
    recommendation: 'chapter13',
    meansTest: 'above-median',
    presumption: 'arises',
  },
  // 15-16. Median table change 2026-04-01: 32,500 over six months → 5,416.67 a month → 65,000.04 a year.
  //     Filed 2026-03-31 (2025-11-01 table, 64,541): above. Line 6: 839 (2025-04-21); 7: 90 (nearest, 2026-07-15); 8: 601; 9c: 1,231;
  //     14: 244 (nearest, labelled 2026-04-01) = 3,005 + taxes 1,000 = 4,005 → 1,411.67 × 60 = 84,700.20 → arises.
  //     DTI 30 × 60,000/65,000.04 = 27.7 → 28; 15 → 43 Low → chapter 13. Filed 2026-04-01 (66,239): below → chapter 7.
  {
    name: 'day before the 2026-04-01 median table',
    filingDate: '2026-03-31',
    household: sampleHousehold({ income: wages(32_500), debts: unsecured(60_000), expenses: { ...EXPENSES, payrollTaxes: $(1_000) } }),
    score: 43,
    band: 'low',
    recommendation: 'chapter13',
    meansTest: 'above-median',
    presumption: 'arises',
  },
  {
    name: 'first day of the 2026-04-01 median table',
    filingDate: '2026-04-01',
    household: sampleHousehold({ income: wages(32_500), debts: unsecured(60_000), expenses: { ...EXPENSES, payrollTaxes: $(1_000) } }),
    score: 43,
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
    presumption: 'none',
  },
  // 17-18. Household of 9 in Ohio: highest median for 4 or fewer 123,702 + 5 × 11,100 = 179,202.
  //     89,400 over six months → 14,900 × 12 = 178,800 ≤ 179,202 (below); 90,000 → 180,000 > 179,202 (above).
  //     Above: line 6: 2,176 + 5 × 397 = 4,161; 7: 9 × 90 = 810; 8: 843; 9c: 1,726 (5+ column); 14: 220 = 7,760 + taxes 3,000
  //     → 15,000 − 10,760 = 4,240 × 60 → arises. Debt 100,000: DTI 30 × 100/178.8 (or /180) = 16.8 / 16.7 → 17; 15 → 32 Very Low;
  //     surplus ≥ 9,800 × 36 ≥ 100,000 → alternatives both times.
  {
    name: 'household of 9, just below the median',
    filingDate: '2026-08-01',
    household: sampleHousehold({ about: { householdSize: 9 }, income: wages(89_400), debts: unsecured(100_000), expenses: { ...EXPENSES, payrollTaxes: $(3_000) } }),
    score: 32,
    band: 'very_low',
    recommendation: 'alternatives',
    meansTest: 'at-or-below-median',
  },
  {
    name: 'household of 9, just above the median',
    filingDate: '2026-08-01',
    household: sampleHousehold({ about: { householdSize: 9 }, income: wages(90_000), debts: unsecured(100_000), expenses: { ...EXPENSES, payrollTaxes: $(3_000) } }),
    score: 32,
    band: 'very_low',
    recommendation: 'alternatives',
    meansTest: 'above-median',
    presumption: 'arises',
  },
  // 19. Chapter 7 discharge in a case filed 2019-06-01: a new Chapter 7 discharge only from 2027-06-01 (8 years) → only Chapter 13
  //     (4 years, from 2023-06-01) → chapter 13. Score as row 2: 45.
  {
    name: 'Chapter 7 discharge 7 years ago',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), history: { priorCases: [{ chapter: 7, filingDate: '2019-06-01', result: 'discharged' }] } }),
    score: 45,
    band: 'low',
    recommendation: 'chapter13',
    meansTest: 'at-or-below-median',
    reasons: ['discharge-bar-chapter7'],
  },
  // 20. Filed exactly 8 years after the earlier Chapter 7 (2018-05-01 → 2026-05-01): no bar → chapter 7.
  {
    name: 'exactly 8 years after a Chapter 7',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), history: { priorCases: [{ chapter: 7, filingDate: '2018-05-01', result: 'discharged' }] } }),
    score: 45,
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  // 21. Chapter 13 discharge, case filed 2021-01-15: Chapter 7 barred until 2027-01-15 (6 years) → chapter 13 (2 years passed).
  {
    name: 'Chapter 13 discharge 5 years ago',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), history: { priorCases: [{ chapter: 13, filingDate: '2021-01-15', result: 'discharged' }] } }),
    band: 'low',
    recommendation: 'chapter13',
    meansTest: 'at-or-below-median',
  },
  // 22. Same, but the plan paid 70 %: §727(a)(9)(B) lifts the bar only on the court's finding of good
  // faith and best effort, so Chapter 7 is not promised → chapter 13, with the reason saying so.
  {
    name: '§727(a)(9)(B): a Chapter 13 plan that paid 70 % needs the court’s finding',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), history: { priorCases: [{ chapter: 13, filingDate: '2021-01-15', result: 'discharged', chapter13PlanPaidPercent: 70 }] } }),
    band: 'low',
    recommendation: 'chapter13',
    meansTest: 'at-or-below-median',
    reasons: ['discharge-bar-chapter7-unless-best-effort'],
  },
  // 22b. The plan paid 100 %: §727(a)(9)(A) lifts the bar outright → chapter 7.
  {
    name: '§727(a)(9)(A): a Chapter 13 plan that paid 100 % lifts the bar',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), history: { priorCases: [{ chapter: 13, filingDate: '2021-01-15', result: 'discharged', chapter13PlanPaidPercent: 100 }] } }),
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  // 23. Chapter 13 discharge, case filed 2024-09-01: Chapter 7 barred until 2030-09-01 and Chapter 13 until 2026-09-01 → consult attorney.
  {
    name: 'both chapters barred',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), history: { priorCases: [{ chapter: 13, filingDate: '2024-09-01', result: 'discharged' }] } }),
    band: 'low',
    recommendation: 'consult_attorney',
    meansTest: 'at-or-below-median',
    reasons: ['discharge-bar-chapter7', 'discharge-bar-chapter13'],
  },
  // 24. One case dismissed 2026-01-10 (within the year from 2025-05-01): the stay ends after 30 days; still chapter 7.
  {
    name: 'one dismissal within a year',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), history: { priorCases: [{ chapter: 7, filingDate: '2025-10-01', result: 'dismissed', endDate: '2026-01-10' }] } }),
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
    reasons: ['automatic-stay-ends-after-30-days'],
  },
  // 25. Two dismissals within the year: no automatic stay → consult attorney.
  {
    name: 'two dismissals within a year',
    filingDate: '2026-05-01',
    household: sampleHousehold({
      debts: unsecured(40_000),
      history: {
        priorCases: [
          { chapter: 13, filingDate: '2025-06-01', result: 'dismissed', endDate: '2025-08-01' },
          { chapter: 13, filingDate: '2025-10-01', result: 'dismissed', endDate: '2026-02-01' },
        ],
      },
    }),
    band: 'low',
    recommendation: 'consult_attorney',
    meansTest: 'at-or-below-median',
    reasons: ['automatic-stay-does-not-start'],
  },
  // 26. A gift of $5,000 to a relative on 2025-09-01 (within 2 years) → consult attorney.
  {
    name: 'transfer to a relative',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), transfers: { transfers: [{ kind: 'transferToRelative', date: '2025-09-01', amount: $(5_000) }], purchases: [] } }),
    band: 'low',
    recommendation: 'consult_attorney',
    meansTest: 'at-or-below-median',
    reasons: ['transfer-for-less-than-value'],
  },
  // 27. A payment to an ordinary creditor on 2026-01-30, 91 days before filing (the look-back starts 2026-01-31) → no flag → chapter 7.
  {
    name: 'creditor paid just outside 90 days',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), transfers: { transfers: [{ kind: 'paymentToCreditor', date: '2026-01-30', amount: $(3_000) }], purchases: [] } }),
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  // 27b. $3,000 to one ordinary creditor 30 days before filing: over the §547(c)(8) $600 floor, but a
  //      payment to an ordinary creditor does not endanger the discharge → a warning, still chapter 7.
  {
    name: '§547(b)(4)(A), §547(c)(2): a lump sum to a creditor within 90 days is a warning, not a reason to stop',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), transfers: { transfers: [{ kind: 'paymentToCreditor', date: '2026-04-01', amount: $(3_000) }], purchases: [] } }),
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
    reasons: ['payments-to-a-creditor-within-90-days'],
  },
  // 27c. $550 to a creditor within 90 days, consumer debts: under the §547(c)(8) $600 floor → nothing to say.
  {
    name: '§547(c)(8): payments under $600 in a consumer case cannot be taken back',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), transfers: { transfers: [{ kind: 'paymentToCreditor', date: '2026-04-01', amount: $(550) }, { kind: 'paymentToInsider', date: '2026-02-01', amount: $(40) }], purchases: [] } }),
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  // 28. Repaid a brother $2,000 on 2025-08-01 (insiders: 1 year) → consult attorney.
  {
    name: 'insider repaid within a year',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), transfers: { transfers: [{ kind: 'paymentToInsider', date: '2025-08-01', amount: $(2_000) }], purchases: [] } }),
    band: 'low',
    recommendation: 'consult_attorney',
    meansTest: 'at-or-below-median',
    reasons: ['preferential-payments'],
  },
  // 29. Luxury goods from one store: 500 + 450 = 950 > 900 within 90 days → consult attorney.
  {
    name: 'luxury purchases over the amount',
    filingDate: '2026-05-01',
    household: sampleHousehold({
      debts: unsecured(40_000),
      transfers: {
        transfers: [],
        purchases: [
          { kind: 'luxuryGoods', date: '2026-03-01', amount: $(500), creditor: 'Jewel Co' },
          { kind: 'luxuryGoods', date: '2026-04-01', amount: $(450), creditor: 'jewel co' },
        ],
      },
    }),
    band: 'low',
    recommendation: 'consult_attorney',
    meansTest: 'at-or-below-median',
    reasons: ['luxury-purchases'],
  },
  // 30. The same two purchases from two different creditors: 500 and 450, each ≤ 900 → chapter 7.
  {
    name: 'luxury purchases from two creditors',
    filingDate: '2026-05-01',
    household: sampleHousehold({
      debts: unsecured(40_000),
      transfers: {
        transfers: [],
        purchases: [
          { kind: 'luxuryGoods', date: '2026-03-01', amount: $(500), creditor: 'Jewel Co' },
          { kind: 'luxuryGoods', date: '2026-04-01', amount: $(450), creditor: 'Travel Co' },
        ],
      },
    }),
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  // 31. Cash advances: exactly 1,250 is not "more than" 1,250 → chapter 7; 1,250.01 → consult attorney (row 32).
  {
    name: 'cash advances at the amount',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), transfers: { transfers: [], purchases: [{ kind: 'cashAdvance', date: '2026-03-01', amount: $(1_250) }] } }),
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  {
    name: 'cash advances over the amount',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), transfers: { transfers: [], purchases: [{ kind: 'cashAdvance', date: '2026-03-01', amount: $(1_250.01) }] } }),
    band: 'low',
    recommendation: 'consult_attorney',
    meansTest: 'at-or-below-median',
    reasons: ['cash-advances'],
  },
  // 33. Business debts 50,000 of 60,000: means test does not apply (§707(b)(1)); a red flag → consult attorney.
  {
    name: 'mostly business debts',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: { otherUnsecured: $(10_000), businessDebts: $(50_000) } }),
    band: 'low',
    recommendation: 'consult_attorney',
    meansTest: 'at-or-below-median',
    presumption: 'not-applicable',
    reasons: ['business-debts', 'means-test-not-applicable'],
  },
  // 34. A lawsuit alleging fraud → consult attorney.
  {
    name: 'fraud lawsuit',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: unsecured(40_000), collection: { lawsuit: 'filed', lawsuitAllegesFraud: true } }),
    score: 53,
    band: 'low',
    recommendation: 'consult_attorney',
    meansTest: 'at-or-below-median',
    reasons: ['fraud-lawsuit'],
  },
  // 35. Student loans 80,000 and cards 20,000: 80,000 not dischargeable > 20,000 → alternatives.
  {
    name: 'mostly student loans: §523(a)(8) undue hardship, and what helps instead',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: { otherUnsecured: $(20_000), studentLoans: $(80_000) } }),
    score: 45,
    band: 'low',
    recommendation: 'alternatives',
    meansTest: 'at-or-below-median',
    reasons: ['mostly-nondischargeable', 'student-loans'],
  },
  // 36. Income tax for 2024 (return due 2025, within 3 years of 2026) 30,000 > cards 10,000 → alternatives.
  {
    name: 'recent income taxes',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: { otherUnsecured: $(10_000), taxes: [{ kind: 'income', taxYear: 2024, amount: $(30_000), returnFiledOnTime: true }] } }),
    band: 'low',
    recommendation: 'alternatives',
    meansTest: 'at-or-below-median',
  },
  // 37. Income tax for 2020 (due 2021, more than 3 years before 2026), filed on time: dischargeable → chapter 7.
  //     Taxes are 30,000 of 40,000: most courts hold tax debts are not consumer debts (§101(8)), so the
  //     debts are not primarily consumer debts and §707(b)(1)'s means test does not apply.
  {
    name: 'old income taxes: §101(8) and §707(b)(1), tax debts are not consumer debts in most courts',
    filingDate: '2026-05-01',
    household: sampleHousehold({ debts: { otherUnsecured: $(10_000), taxes: [{ kind: 'income', taxYear: 2020, amount: $(30_000), returnFiledOnTime: true }] } }),
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
    presumption: 'not-applicable',
    reasons: ['means-test-may-not-apply-tax-debts'],
  },
  // 38. Texas homeowner behind 9,000 on a 200,000 mortgage (1,500 a month), keeping the home, sale in 19 days:
  //     wages 30,000/6 = 5,000 a month (60,000 ≤ 66,837). DTI 30 × 25/60 = 12.5 → 13; owes 225,000, owns 253,400 → 0;
  //     outgoings 1,500 + 1,000 = 2,500 → 0; arrears 10; foreclosure notice 4; sale within 30 days 10 → 37, raised to the
  //     floor of a sale within 30 days: 80 (High) → chapter 13 (cure arrears).
  {
    name: 'home in foreclosure, wants to keep it',
    filingDate: '2026-05-01',
    household: texasHomeInForeclosure('2026-05-20'),
    score: 80,
    band: 'high',
    recommendation: 'chapter13',
    meansTest: 'at-or-below-median',
    reasons: ['cure-arrears', 'foreclosure-sale', 'state-homestead-may-protect-more'],
  },
  // 38b-c. The same home with the sale further off. 60 days: urgency 5 → 13 + 10 + 4 + 5 = 32, raised to the 90-day floor of
  //     60 (Medium). 120 days: urgency 0 → 27, no floor → Very Low. Both still chapter 13 (cure arrears).
  ...([['2026-06-30', 60, 'medium'], ['2026-08-29', 27, 'very_low']] as const).map(
    ([saleDate, score, band]): Row => ({
      name: `home in foreclosure, sale on ${saleDate}`,
      filingDate: '2026-05-01',
      household: texasHomeInForeclosure(saleDate),
      score,
      band,
      recommendation: 'chapter13',
      meansTest: 'at-or-below-median',
    }),
  ),
  // 39-40. Chapter 13 debt limits across 2025-04-01: unsecured 500,000 with home arrears to cure. Before: limit 465,275 → not
  //     eligible → consult attorney; from 2025-04-01: limit 526,700 → chapter 13. (Median tables passed in, see EARLY_TABLES.)
  ...(['2025-03-31', '2025-04-01'] as const).map(
    (filingDate): Row => ({
      name: `unsecured 500,000 filed ${filingDate}`,
      filingDate,
      tables: EARLY_TABLES,
      household: sampleHousehold({
        about: { stateCode: 'TX', county: { name: 'Harris County' } },
        income: wages(30_000),
        assets: { home: { value: $(150_000), liens: $(140_000) }, vehicles: [], accounts: [], other: 0 },
        debts: { otherUnsecured: $(500_000), secured: [{ collateral: 'home', balance: $(140_000), monthlyPayment: $(1_100), arrears: $(5_000), keepCollateral: true }] },
      }),
      band: 'low',
      recommendation: filingDate === '2025-03-31' ? 'consult_attorney' : 'chapter13',
      meansTest: 'at-or-below-median',
      reasons: filingDate === '2025-03-31' ? ['chapter13-debt-limits', 'cure-arrears'] : ['cure-arrears'],
    }),
  ),
  // 41. Social Security is left out of the means test: wages 6,000 + Social Security 18,000 over six months → 1,000 a month counted (12,000).
  //     The debt-to-income ratio reads all income: 25,000 / 48,000 × 30 = 15.6 → 16; 15 → 31 Very Low; surplus 4,000 − 2,100 = 1,900 × 36 → alternatives.
  {
    name: 'Social Security left out',
    filingDate: '2026-05-01',
    household: sampleHousehold({
      income: { debtor: { wages: { entry: 'total', sixMonthTotal: $(6_000) }, socialSecurity: { entry: 'monthly', months: Array(6).fill($(3_000)) } }, expectedToContinue: true },
    }),
    score: 31,
    band: 'very_low',
    recommendation: 'alternatives',
    meansTest: 'at-or-below-median',
  },
  // 42. No income at all, 30,000 of cards: DTI 30, insolvent 15, cash flow 15 (spending with no income) → 60 Medium → chapter 7;
  //     Chapter 13 needs regular income.
  {
    name: 'no income',
    filingDate: '2026-05-01',
    household: sampleHousehold({ income: { debtor: {}, expectedToContinue: false }, debts: unsecured(30_000) }),
    score: 60,
    band: 'medium',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
    reasons: ['chapter13-no-regular-income'],
  },
  // 43. Married, filing jointly, 4 people: 40,000 + 26,000 = 66,000 over six months → 11,000 a month, 132,000 > 123,702 → above.
  //     Filed 2026-08-01: line 6: 2,176; 7: 4 × 90 = 360; 8: 830; 9c: 1,698; 14: 220 = 5,284 + taxes 2,500 + childcare 1,500 = 9,284
  //     → 1,716 × 60 = 102,960 → arises. Debt 150,000: DTI 30 × 150/132 → 30; 15 → 45 → chapter 13.
  {
    name: 'married couple filing jointly',
    filingDate: '2026-08-01',
    household: sampleHousehold({
      about: { householdSize: 4, maritalStatus: 'married-filing-jointly', people: { debtor: { aged65OrOver: false }, spouse: { aged65OrOver: false } } },
      income: { debtor: { wages: { entry: 'total', sixMonthTotal: $(40_000) } }, spouse: { wages: { entry: 'total', sixMonthTotal: $(26_000) } }, expectedToContinue: true },
      expenses: { ...EXPENSES, payrollTaxes: $(2_500), childcare: $(1_500) },
      debts: unsecured(150_000),
    }),
    score: 45,
    band: 'low',
    recommendation: 'chapter13',
    meansTest: 'above-median',
    presumption: 'arises',
  },
  // 44. The same couple living apart: only the filer's 40,000/6 = 6,666.67 a month counts → 80,000.04 ≤ 123,702 → chapter 7
  //     (DTI reads the counted income only: 30 × 150/80 → 30; 15 → 45).
  {
    name: 'married, spouse living apart',
    filingDate: '2026-08-01',
    household: sampleHousehold({
      about: { householdSize: 4, maritalStatus: 'married-living-apart', people: { debtor: { aged65OrOver: false }, spouse: { aged65OrOver: false } } },
      income: { debtor: { wages: { entry: 'total', sixMonthTotal: $(40_000) } }, spouse: { wages: { entry: 'total', sixMonthTotal: $(26_000) } }, expectedToContinue: true },
      expenses: { ...EXPENSES, payrollTaxes: $(2_500), childcare: $(1_500) },
      debts: unsecured(150_000),
    }),
    score: 45,
    band: 'low',
    recommendation: 'chapter7',
    meansTest: 'at-or-below-median',
  },
  // 45. No debts, spending more than income (shortfall 2,100 − 1,500 = 600 → 15 × 600/1,500 = 6): 6 Very Low; nothing to discharge → alternatives.
  {
    name: 'no debts',
    filingDate: '2026-05-01',
    household: sampleHousehold({ income: wages(9_000), debts: unsecured(0) }),
    score: 6,
    band: 'very_low',
    recommendation: 'alternatives',
    meansTest: 'at-or-below-median',
    reasons: ['no-debts'],
  },
];

describe('assessEligibility: households worked out by hand', () => {
  it('has at least 30 households', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
  });

  it.each(rows)('$name', (row) => {
    const result = assessEligibility(row.household, row.filingDate, { importedMedianIncomeTables: row.tables });
    const ids = result.reasons.map((r) => r.id);
    expect({
      band: result.band,
      recommendation: result.recommendation,
      meansTest: result.meansTest.outcome,
      ...(row.score === undefined ? {} : { score: result.riskScore }),
      ...(row.presumption === undefined ? {} : { presumption: result.meansTest.presumptionOfAbuse }),
    }).toEqual({
      band: row.band,
      recommendation: row.recommendation,
      meansTest: row.meansTest,
      ...(row.score === undefined ? {} : { score: row.score }),
      ...(row.presumption === undefined ? {} : { presumption: row.presumption }),
    });
    for (const id of row.reasons ?? []) expect(ids).toContain(id);
  });
});

describe('bands (spec 4)', () => {
  it.each([
    [0, 'very_low', 'Very Low'],
    [39, 'very_low', 'Very Low'],
    [40, 'low', 'Low'],
    [59, 'low', 'Low'],
    [60, 'medium', 'Medium'],
    [79, 'medium', 'Medium'],
    [80, 'high', 'High'],
    [100, 'high', 'High'],
  ])('%i is %s', (score, band, label) => {
    expect(bandForScore(score)).toEqual({ band, label });
  });
});

describe('figures behind the result', () => {
  it('shows each Form 122A-2 line with the standard it came from', () => {
    const result = assessEligibility(rows[9]!.household, '2026-08-01');
    const form = result.meansTest.form122A2!;
    expect(form.lines.filter((l) => ['6', '7', '8', '9c', '14', '16'].includes(l.line)).map((l) => [l.line, l.amountCents, l.standard?.effectiveDate])).toEqual([
      ['6', 86_700, '2026-07-15'],
      ['7', 9_000, '2026-07-15'],
      ['8', 60_100, '2025-01-01'],
      ['9c', 123_100, '2025-01-01'],
      ['14', 22_000, '2026-07-15'],
      ['16', 200_000, undefined],
    ]);
    expect(form.totalDeductionsCents).toBe(500_900);
    expect(form.monthlyDisposableIncomeCents).toBe(499_100);
    expect(form.sixtyMonthDisposableIncomeCents).toBe(29_946_000);
    expect(form.thresholds).toMatchObject({ lowerCents: 1_027_500, upperCents: 1_715_000, effectiveDate: '2025-04-01' });
    expect(form.decidedBy).toBe('above-upper-threshold');
    expect(result.meansTest.median).toMatchObject({ valueCents: 6_623_900, effectiveDate: '2026-04-01', stateCode: 'OH' });
  });

  it('uses the 2022 thresholds for a case filed the day before 2025-04-01', () => {
    const household = sampleHousehold({ income: wages(60_000), debts: unsecured(150_000), expenses: { ...EXPENSES, payrollTaxes: $(2_000) } });
    const before = assessEligibility(household, '2025-03-31', { importedMedianIncomeTables: EARLY_TABLES });
    const after = assessEligibility(household, '2025-04-01', { importedMedianIncomeTables: EARLY_TABLES });
    expect(before.meansTest.form122A2?.thresholds).toMatchObject({ lowerCents: 907_500, upperCents: 1_515_000, effectiveDate: '2022-04-01' });
    expect(after.meansTest.form122A2?.thresholds).toMatchObject({ lowerCents: 1_027_500, upperCents: 1_715_000, effectiveDate: '2025-04-01' });
    expect(before.chapter13.limits.unsecuredCents).toBe(46_527_500);
    expect(after.chapter13.limits.unsecuredCents).toBe(52_670_000);
    // Before 2025-04-21 no national standard is in force in our data: the estimate says so.
    expect(before.estimateNotes.some((n) => n.why.includes('in force on 2025-03-31'))).toBe(true);
  });

  it('applies Ohio’s own exemptions from the data: the Columbus renter’s paid-off $5,000 car is protected (Ohio Rev. Code 2329.66(A)(2))', () => {
    const result = assessEligibility(sampleHousehold({ assets: { vehicles: [{ value: $(5_000), loanBalance: 0 }], accounts: [{ kind: 'checking', balance: $(1_200) }], other: $(2_000) } }), '2026-05-01');
    // Car 5,000 ≤ 5,025; goods 2,000 ≤ 16,850 ((A)(4)(a)); checking 625 ((A)(3)) + 575 of the 1,675 wildcard ((A)(18)).
    expect(result.propertyAtRisk).toMatchObject({ system: 'state', totalAtRiskCents: 0 });
    expect(result.reasons.map((r) => r.id)).not.toContain('state-exemptions-unknown');
    const sevenThousand = assessEligibility(sampleHousehold({ assets: { vehicles: [{ value: $(7_000), loanBalance: 0 }], accounts: [], other: 0 } }), '2026-05-01');
    // 7,000 − 5,025 − 1,675 = 300 at risk.
    expect(sevenThousand.propertyAtRisk.items).toEqual([{ kind: 'vehicle', equityCents: 700_000, protectedCents: 670_000, atRiskCents: 30_000 }]);
    expect(sevenThousand.reasons.find((r) => r.id === 'property-at-risk')?.fact).toBe("About $300 of what you own is worth more than Ohio's exemptions protect.");
  });

  it('says where to look when the state requires its own exemptions and our data has no list for it (Alabama)', () => {
    const result = assessEligibility(sampleHousehold({ about: { stateCode: 'AL', county: { name: 'Jefferson County' } } }), '2026-05-01');
    expect(result.propertyAtRisk).toMatchObject({ system: 'state', totalAtRiskCents: null });
    expect(result.propertyAtRisk.whereToLook).toContain('Ala. Code 6-10-11');
    expect(result.reasons.find((r) => r.id === 'state-exemptions-unknown')?.effect).toContain("We can't estimate your state's exemptions");
  });

  it('applies the federal exemptions where the state allows them (Texas home, row 38)', () => {
    const result = assessEligibility(rows.find((r) => r.name === 'home in foreclosure, wants to keep it')!.household, '2026-05-01');
    // Equity 50,000; homestead 31,575; the wildcard's 1,675 goes to the home (Schedule A/B order), the 400 checking stays → 17,150 at risk.
    expect(result.propertyAtRisk.system).toBe('federal');
    expect(result.propertyAtRisk.totalAtRiskCents).toBe(1_715_000);
    expect(result.propertyAtRisk.items.find((i) => i.kind === 'home')).toEqual({ kind: 'home', equityCents: 5_000_000, protectedCents: 3_325_000, atRiskCents: 1_675_000 });
  });

  it('words a reason for people, with the rule from the data and its citation', () => {
    const result = assessEligibility(rows.find((r) => r.name === 'Chapter 7 discharge 7 years ago')!.household, '2026-05-01');
    expect(result.reasons.find((r) => r.id === 'discharge-bar-chapter7')).toEqual({
      id: 'discharge-bar-chapter7',
      fact: 'You received a discharge in a Chapter 7 case filed on June 1, 2019.',
      rule: 'A Chapter 7 discharge needs 8 years filing date to filing date after an earlier Chapter 7 case.',
      effect: 'A Chapter 7 case filed before June 1, 2027 would not end with a discharge of your debts.',
      citation: '11 U.S.C. §727(a)(8)',
      severity: 'critical',
    });
    expect(result.timingBars).toEqual([
      { chapter: 7, priorChapter: 7, priorFilingDate: '2019-06-01', dischargeAvailableFrom: '2027-06-01', barred: true, citation: '11 U.S.C. §727(a)(8)' },
      { chapter: 13, priorChapter: 7, priorFilingDate: '2019-06-01', dischargeAvailableFrom: '2023-06-01', barred: false, citation: '11 U.S.C. §1328(f)(1)' },
    ]);
    expect(result.recommendationLabel).toBe('Chapter 13 reorganization (3-5 year payment plan)');
  });

  it('gives every reason a fact, a rule, an effect and a citation', () => {
    for (const row of rows) {
      for (const reason of assessEligibility(row.household, row.filingDate, { importedMedianIncomeTables: row.tables }).reasons) {
        expect(reason.fact && reason.rule && reason.effect && reason.citation, reason.id).toBeTruthy();
      }
    }
  });

  it('applies one vehicle exemption and the wildcard, vehicle first (Pennsylvania, federal list)', () => {
    // Paid-off car worth 30,000: vehicle exemption 5,025; wildcard 1,675 + unused homestead up to 15,800 = 17,475, all on the
    // car; other property 3,000 ≤ household goods 16,850; car: 30,000 − 5,025 − 17,475 = 7,500 at risk, and the 400 checking.
    const result = assessEligibility(
      sampleHousehold({ about: { stateCode: 'PA', county: { name: 'Allegheny County' } }, assets: { vehicles: [{ value: $(30_000), loanBalance: 0 }], accounts: [{ kind: 'checking', balance: $(400) }], other: $(3_000) } }),
      '2026-05-01',
    );
    expect(result.propertyAtRisk.totalAtRiskCents).toBe(790_000);
    expect(result.propertyAtRisk.items.map((i) => [i.kind, i.atRiskCents])).toEqual([['vehicle', 750_000], ['accounts', 40_000], ['other', 0]]);
    expect(result.recommendation).toBe('chapter13');
    expect(result.reasons.map((r) => r.id)).toContain('property-at-risk');
  });

  it('allows vehicle ownership costs only for a vehicle with a loan payment', () => {
    // Ohio, filed 2026-08-01: ownership standard 703. A paid-off car gets no line 13; a car with a 450 payment (balance 20,000,
    // 60 × 450 = 27,000 > 20,000, so the 60-month average is 20,000 / 60 = 333.33) gets 703 − 333.33 = 369.67, and line 33 has 333.33.
    const household = (loan: boolean) =>
      sampleHousehold({
        income: wages(60_000),
        assets: { vehicles: [{ value: $(15_000), loanBalance: loan ? $(20_000) : 0 }], accounts: [], other: 0 },
        debts: { secured: loan ? [{ collateral: 'vehicle', balance: $(20_000), monthlyPayment: $(450), arrears: 0, keepCollateral: true }] : [] },
      });
    const lines = (loan: boolean) => assessEligibility(household(loan), '2026-08-01').meansTest.form122A2!.lines.filter((l) => ['12', '13c', '33'].includes(l.line)).map((l) => [l.line, l.amountCents]);
    expect(lines(false)).toEqual([['12', 26_300], ['33', 0]]);
    expect(lines(true)).toEqual([['12', 26_300], ['13c', 36_967], ['33', 33_333]]);
  });

  it('estimates Puerto Rico without housing standards, and says so', () => {
    // 60,000 a year > PR median 30,665 for one person; the housing table has no PR rows.
    const result = assessEligibility(sampleHousehold({ about: { stateCode: 'PR', county: { name: 'San Juan' } }, income: wages(30_000) }), '2026-08-01');
    expect(result.meansTest.outcome).toBe('above-median');
    expect(result.meansTest.form122A2?.lines.some((l) => l.line === '8')).toBe(false);
    expect(result.estimateNotes.map((n) => n.why)).toContain('Our housing and utilities table has no figures for PR; we left them out.');
  });

  it('refuses an invalid household with the schema messages', () => {
    expect(() => assessEligibility(sampleHousehold({ about: { stateCode: 'ZZ' } }), '2026-05-01')).toThrow(HouseholdInvalidError);
    expect(() => assessEligibility(sampleHousehold({ about: { stateCode: 'ZZ' } }), '2026-05-01')).toThrow('Choose your state from the list');
  });
});

describe('legal corrections of issue 39', () => {
  it('§362(c)(3)(B): extending the stay needs the motion filed, noticed and heard before day 30', () => {
    const row = rows.find((r) => r.name === 'one dismissal within a year')!;
    const reason = assessEligibility(row.household, row.filingDate).reasons.find((r) => r.id === 'automatic-stay-ends-after-30-days')!;
    expect(reason.effect).toMatch(/filed, sent to your creditors and heard by the court before that day/);
  });

  it('§727(a)(9)(B): a 70 % plan leaves the Chapter 7 bar in place until the court finds good faith and best effort', () => {
    const row = rows.find((r) => r.name.startsWith('§727(a)(9)(B)'))!;
    const result = assessEligibility(row.household, row.filingDate);
    expect(result.timingBars.find((b) => b.chapter === 7)).toMatchObject({ barred: true, liftedIfCourtFindsBestEffort: true });
    expect(result.reasons.find((r) => r.id === 'discharge-bar-chapter7-unless-best-effort')?.effect).toMatch(/only if the court makes that finding/);
  });
});

describe('late-filed tax returns', () => {
  it('§523(a)(1)(B)(ii): old income tax on a late return is counted as staying, with a note that it may be discharged and that courts split', () => {
    const result = assessEligibility(
      sampleHousehold({ debts: { otherUnsecured: $(20_000), taxes: [{ kind: 'income', taxYear: 2019, amount: $(5_000), returnFiledOnTime: false }] } }),
      '2026-05-01',
    );
    const note = result.estimateNotes.find((n) => n.figure === 'Income tax for 2019 (return filed late)');
    expect(note?.why).toMatch(/more than 2 years before you file/);
    expect(note?.why).toMatch(/courts disagree/);
  });
});

describe('preference floors', () => {
  const payments = (amount: number, kind: 'paymentToCreditor' | 'paymentToInsider') => ({ transfers: [{ kind, date: '2026-04-01', amount: $(amount) }], purchases: [] });
  const ids = (household: ReturnType<typeof sampleHousehold>) => assessEligibility(household, '2026-05-01').reasons.map((r) => r.id);

  it('§547(c)(8): in a consumer case, a $550 payment to a creditor raises nothing and a $600 one a warning', () => {
    expect(ids(sampleHousehold({ debts: unsecured(40_000), transfers: payments(550, 'paymentToCreditor') }))).not.toContain('payments-to-a-creditor-within-90-days');
    expect(ids(sampleHousehold({ debts: unsecured(40_000), transfers: payments(600, 'paymentToCreditor') }))).toContain('payments-to-a-creditor-within-90-days');
  });

  it('§547(c)(9): with mostly business debts the floor is the adjusted amount ($8,575 from 2025-04-01)', () => {
    const business = { otherUnsecured: $(10_000), businessDebts: $(50_000) };
    expect(ids(sampleHousehold({ debts: business, transfers: payments(8_000, 'paymentToCreditor') }))).not.toContain('payments-to-a-creditor-within-90-days');
    expect(ids(sampleHousehold({ debts: business, transfers: payments(8_575, 'paymentToCreditor') }))).toContain('payments-to-a-creditor-within-90-days');
  });

  it('§547(b)(4)(B): repaying an insider over the floor still sends the person to an attorney', () => {
    const result = assessEligibility(sampleHousehold({ debts: unsecured(40_000), transfers: payments(700, 'paymentToInsider') }), '2026-05-01');
    expect(result.reasons.find((r) => r.id === 'preferential-payments')?.citation).toBe('11 U.S.C. §547(b)(4)(B); 11 U.S.C. §547(c)(8)');
    expect(result.recommendation).toBe('consult_attorney');
  });
});

describe('what the person reported about collection is always addressed', () => {
  const reasonOf = (lawsuit: 'threatened' | 'filed' | 'judgment', id: string) =>
    assessEligibility(sampleHousehold({ debts: unsecured(40_000), collection: { lawsuit } }), '2026-05-01').reasons.find((r) => r.id === id);

  it('§362(a)(1): a lawsuit filed: answer by the deadline until filing, then tell that court', () => {
    const reason = reasonOf('filed', 'lawsuit-filed');
    expect(reason?.effect).toMatch(/answer the lawsuit by the deadline on your court papers/);
    expect(reason?.effect).toMatch(/send that court a notice of your bankruptcy/);
    expect(reason?.citation).toBe('11 U.S.C. §362(a)(1)');
  });

  it('§362(a)(2), §522(f)(1)(A): a judgment: collection stops, a lien on the home may stay', () => {
    expect(reasonOf('judgment', 'lawsuit-judgment')?.rule).toMatch(/judgment lien on your home may stay/);
  });

  it('§362(a)(1): a lawsuit threatened: court papers are not to be ignored', () => {
    expect(reasonOf('threatened', 'lawsuit-threatened')?.effect).toMatch(/do not ignore them/);
  });
});


describe('one decision for the headline, the reasons and the next steps (issue 39 item 19)', () => {
  const reasonOf = (result: ReturnType<typeof assessEligibility>, id: string) => result.reasons.find((r) => r.id === id);

  it('§707(b)(2) under an "alternatives" result: the presumption reason says "if you filed" and is no longer critical', () => {
    // Row 11: above the median, presumption arises, little debt → alternatives.
    const result = assessEligibility(sampleHousehold({ income: wages(60_000), expenses: { ...EXPENSES, payrollTaxes: $(2_000) } }), '2026-08-01');
    expect(result.recommendation).toBe('alternatives');
    const presumption = reasonOf(result, 'presumption-of-abuse')!;
    expect(presumption.severity).toBe('warning');
    expect(presumption.effect).toMatch(/^If you filed, Chapter 7 would likely be challenged/);
    expect(result.reasons.filter((r) => r.severity === 'critical')).toEqual([]);
  });

  it('§707(b)(7) under an "alternatives" result: income at or below the median "would allow Chapter 7 if you need it later"', () => {
    // The sample household with little debt: Very Low distress, repayable → alternatives.
    const result = assessEligibility(sampleHousehold({ debts: unsecured(5_000) }), '2026-05-01');
    expect(result.recommendation).toBe('alternatives');
    expect(reasonOf(result, 'income-at-or-below-median')?.effect).toBe('Your income would allow Chapter 7 if you need it later; for now, the other reasons here point to trying something else first.');
  });

  it('§707(b)(2) under a "chapter13" result: the presumption reason stays critical and says Chapter 13 fits better', () => {
    const result = assessEligibility(sampleHousehold({ income: wages(60_000), debts: unsecured(150_000), expenses: { ...EXPENSES, payrollTaxes: $(2_000) } }), '2026-08-01');
    expect(result.recommendation).toBe('chapter13');
    expect(reasonOf(result, 'presumption-of-abuse')).toMatchObject({ severity: 'critical', effect: 'Chapter 7 would likely be challenged; Chapter 13 fits better unless special circumstances apply.' });
  });

  it('§727(a)(8) and §1328(f)(1): a Chapter 7 discharge in a case filed March 2020 bars Chapter 7 until March 2028; income never "allows Chapter 7", and the 4-year Chapter 13 wait is shown as over', () => {
    const household = sampleHousehold({ debts: unsecured(40_000), history: { priorCases: [{ chapter: 7, filingDate: '2020-03-16', result: 'discharged' }] } });
    const result = assessEligibility(household, '2026-05-01');
    expect(result.recommendation).toBe('chapter13');
    expect(reasonOf(result, 'discharge-bar-chapter7')?.effect).toBe('A Chapter 7 case filed before March 16, 2028 would not end with a discharge of your debts.');
    expect(reasonOf(result, 'income-at-or-below-median')?.effect).toBe(
      'Your income alone would allow Chapter 7, but the waiting period above means a Chapter 7 case filed now would not end with a discharge.',
    );
    expect(result.reasons.map((r) => r.effect).join(' ')).not.toContain('Your income allows Chapter 7');
    expect(reasonOf(result, 'chapter13-wait-has-run')).toMatchObject({
      fact: 'The Chapter 13 waiting period after your Chapter 7 case filed on March 16, 2020 ended on March 16, 2024.',
      citation: expect.stringContaining('1328(f)(1)'),
      severity: 'info',
    });
  });

  it('§727(a)(8): with no bar, the income reason still says plainly that it allows Chapter 7', () => {
    const result = assessEligibility(sampleHousehold({ debts: unsecured(40_000) }), '2026-05-01');
    expect(result.recommendation).toBe('chapter7');
    expect(reasonOf(result, 'income-at-or-below-median')?.effect).toBe('Your income allows Chapter 7.');
    expect(reasonOf(result, 'chapter13-wait-has-run')).toBeUndefined();
  });
});
