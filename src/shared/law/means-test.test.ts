import { describe, expect, it } from 'vitest';
import { LegalFigureUnavailableError } from './figures.ts';
import { INCOME_SOURCES, MARITAL_STATUSES, MeansTestInputError, calculateMeansTest, incomeMonthsBefore, meansTestTableDate, type MaritalStatus, type MeansTestInput } from './means-test.ts';

/** A day when the table effective 2026-04-01 is in force (the expected medians below come from it). */
const ON = new Date('2026-06-15T12:00:00Z');

const monthly = (...months: number[]) => ({ entry: 'monthly' as const, months });
const total = (amount: number | string) => ({ entry: 'total' as const, total: amount });
const sixMonthsOf = (amount: number) => monthly(amount, amount, amount, amount, amount, amount);

interface Case {
  name: string;
  stateCode: string;
  householdSize: number;
  income: MeansTestInput['income'];
  median: number;
  currentMonthlyIncome: number;
  annualizedIncome: number;
  outcome: 'at-or-below-median' | 'above-median';
}

/*
 * Medians from src/shared/law/data/median-income-2026-04-01.ts (annual dollars), add-on $11,100
 * for each person over 4:
 *   TX: 1 = 66,837   2 = 86,714   3 = 99,273   4 = 117,962   5 = 117,962 + 11,100 = 129,062
 *       6 = 117,962 + 2 × 11,100 = 140,162   8 = 117,962 + 4 × 11,100 = 162,362
 *   CA: 1 = 79,253   2 = 102,797  3 = 116,541  4 = 139,071   5 = 139,071 + 11,100 = 150,171
 *       6 = 139,071 + 22,200 = 161,271      8 = 139,071 + 44,400 = 183,471
 *   OH: 1 = 66,239   2 = 83,725   3 = 102,504  4 = 123,702   5 = 123,702 + 11,100 = 134,802
 *       6 = 123,702 + 22,200 = 145,902      8 = 123,702 + 44,400 = 168,102
 * Current monthly income = six-month total ÷ 6 per source, to the cent; the annualizedIncome below is
 * the six-month total × 2, which the form's line 12b (line 11 × 12) matches to within 6 cents.
 */
const CASES: Case[] = [
  // --- Texas
  // 5,000 × 6 = 30,000; ÷ 6 = 5,000; × 12 = 60,000 ≤ 66,837
  { name: 'TX 1 below', stateCode: 'TX', householdSize: 1, income: { wages: sixMonthsOf(5000) }, median: 66837, currentMonthlyIncome: 5000, annualizedIncome: 60000, outcome: 'at-or-below-median' },
  // 30,000 wages + 4,000 unemployment = 34,000; ÷ 6 = 5,666.67; × 2 = 68,000 > 66,837
  { name: 'TX 1 above', stateCode: 'TX', householdSize: 1, income: { wages: sixMonthsOf(5000), unemployment: total(4000) }, median: 66837, currentMonthlyIncome: 5666.67, annualizedIncome: 68000, outcome: 'above-median' },
  // 7,000 × 6 = 42,000; ÷ 6 = 7,000; × 12 = 84,000 ≤ 86,714
  { name: 'TX 2 below', stateCode: 'TX', householdSize: 2, income: { wages: sixMonthsOf(7000) }, median: 86714, currentMonthlyIncome: 7000, annualizedIncome: 84000, outcome: 'at-or-below-median' },
  // 42,000 + 1,500 rental = 43,500; ÷ 6 = 7,250; × 12 = 87,000 > 86,714
  { name: 'TX 2 above', stateCode: 'TX', householdSize: 2, income: { wages: sixMonthsOf(7000), rental: total(1500) }, median: 86714, currentMonthlyIncome: 7250, annualizedIncome: 87000, outcome: 'above-median' },
  // 45,000 business + 4,500 pension = 49,500; ÷ 6 = 8,250; × 12 = 99,000 ≤ 99,273
  { name: 'TX 3 below', stateCode: 'TX', householdSize: 3, income: { business: total(45000), pension: total(4500) }, median: 99273, currentMonthlyIncome: 8250, annualizedIncome: 99000, outcome: 'at-or-below-median' },
  // 8,300 × 6 = 49,800; ÷ 6 = 8,300; × 12 = 99,600 > 99,273
  { name: 'TX 3 above', stateCode: 'TX', householdSize: 3, income: { wages: sixMonthsOf(8300) }, median: 99273, currentMonthlyIncome: 8300, annualizedIncome: 99600, outcome: 'above-median' },
  // 9,000 × 6 = 54,000; ÷ 6 = 9,000; × 12 = 108,000 ≤ 117,962
  { name: 'TX 4 below', stateCode: 'TX', householdSize: 4, income: { wages: sixMonthsOf(9000) }, median: 117962, currentMonthlyIncome: 9000, annualizedIncome: 108000, outcome: 'at-or-below-median' },
  // 54,000 + 5,000 other = 59,000; ÷ 6 = 9,833.33; × 2 = 118,000 > 117,962
  { name: 'TX 4 above', stateCode: 'TX', householdSize: 4, income: { wages: sixMonthsOf(9000), other: total(5000) }, median: 117962, currentMonthlyIncome: 9833.33, annualizedIncome: 118000, outcome: 'above-median' },
  // 64,000; ÷ 6 = 10,666.67; × 2 = 128,000 ≤ 129,062
  { name: 'TX 5 below', stateCode: 'TX', householdSize: 5, income: { wages: total(64000) }, median: 129062, currentMonthlyIncome: 10666.67, annualizedIncome: 128000, outcome: 'at-or-below-median' },
  // 64,600; ÷ 6 = 10,766.67; × 2 = 129,200 > 129,062
  { name: 'TX 5 above', stateCode: 'TX', householdSize: 5, income: { wages: total(64600) }, median: 129062, currentMonthlyIncome: 10766.67, annualizedIncome: 129200, outcome: 'above-median' },
  // 70,000; ÷ 6 = 11,666.67; × 2 = 140,000 ≤ 140,162
  { name: 'TX 6 below', stateCode: 'TX', householdSize: 6, income: { wages: total(70000) }, median: 140162, currentMonthlyIncome: 11666.67, annualizedIncome: 140000, outcome: 'at-or-below-median' },
  // 70,100; ÷ 6 = 11,683.33; × 2 = 140,200 > 140,162
  { name: 'TX 6 above', stateCode: 'TX', householdSize: 6, income: { wages: total(70100) }, median: 140162, currentMonthlyIncome: 11683.33, annualizedIncome: 140200, outcome: 'above-median' },
  // 81,000; ÷ 6 = 13,500; × 12 = 162,000 ≤ 162,362
  { name: 'TX 8 below', stateCode: 'TX', householdSize: 8, income: { wages: total(81000) }, median: 162362, currentMonthlyIncome: 13500, annualizedIncome: 162000, outcome: 'at-or-below-median' },
  // 81,200; ÷ 6 = 13,533.33; × 2 = 162,400 > 162,362
  { name: 'TX 8 above', stateCode: 'TX', householdSize: 8, income: { wages: total(81200) }, median: 162362, currentMonthlyIncome: 13533.33, annualizedIncome: 162400, outcome: 'above-median' },

  // --- California
  // 6,000 + 6,500 + 7,000 + 6,500 + 6,000 + 7,000 = 39,000; ÷ 6 = 6,500; × 12 = 78,000 ≤ 79,253
  { name: 'CA 1 below', stateCode: 'CA', householdSize: 1, income: { wages: monthly(6000, 6500, 7000, 6500, 6000, 7000) }, median: 79253, currentMonthlyIncome: 6500, annualizedIncome: 78000, outcome: 'at-or-below-median' },
  // 39,000 + 700 other = 39,700; ÷ 6 = 6,616.67; × 2 = 79,400 > 79,253
  { name: 'CA 1 above', stateCode: 'CA', householdSize: 1, income: { wages: monthly(6000, 6500, 7000, 6500, 6000, 7000), other: total(700) }, median: 79253, currentMonthlyIncome: 6616.67, annualizedIncome: 79400, outcome: 'above-median' },
  // 51,000; ÷ 6 = 8,500; × 12 = 102,000 ≤ 102,797
  { name: 'CA 2 below', stateCode: 'CA', householdSize: 2, income: { wages: total(51000) }, median: 102797, currentMonthlyIncome: 8500, annualizedIncome: 102000, outcome: 'at-or-below-median' },
  // 51,000 + 500 rental = 51,500; ÷ 6 = 8,583.33; × 2 = 103,000 > 102,797
  { name: 'CA 2 above', stateCode: 'CA', householdSize: 2, income: { wages: total(51000), rental: total(500) }, median: 102797, currentMonthlyIncome: 8583.33, annualizedIncome: 103000, outcome: 'above-median' },
  // 58,000; ÷ 6 = 9,666.67; × 2 = 116,000 ≤ 116,541
  { name: 'CA 3 below', stateCode: 'CA', householdSize: 3, income: { business: total(58000) }, median: 116541, currentMonthlyIncome: 9666.67, annualizedIncome: 116000, outcome: 'at-or-below-median' },
  // 58,300; ÷ 6 = 9,716.67; × 2 = 116,600 > 116,541
  { name: 'CA 3 above', stateCode: 'CA', householdSize: 3, income: { business: total(58300) }, median: 116541, currentMonthlyIncome: 9716.67, annualizedIncome: 116600, outcome: 'above-median' },
  // 11,500 × 6 = 69,000; ÷ 6 = 11,500; × 12 = 138,000 ≤ 139,071
  { name: 'CA 4 below', stateCode: 'CA', householdSize: 4, income: { wages: sixMonthsOf(11500) }, median: 139071, currentMonthlyIncome: 11500, annualizedIncome: 138000, outcome: 'at-or-below-median' },
  // 11,600 × 6 = 69,600; ÷ 6 = 11,600; × 12 = 139,200 > 139,071
  { name: 'CA 4 above', stateCode: 'CA', householdSize: 4, income: { wages: sixMonthsOf(11600) }, median: 139071, currentMonthlyIncome: 11600, annualizedIncome: 139200, outcome: 'above-median' },
  // 75,000; ÷ 6 = 12,500; × 12 = 150,000 ≤ 150,171
  { name: 'CA 5 below', stateCode: 'CA', householdSize: 5, income: { wages: total(75000) }, median: 150171, currentMonthlyIncome: 12500, annualizedIncome: 150000, outcome: 'at-or-below-median' },
  // 75,100; ÷ 6 = 12,516.67; × 2 = 150,200 > 150,171
  { name: 'CA 5 above', stateCode: 'CA', householdSize: 5, income: { wages: total(75100) }, median: 150171, currentMonthlyIncome: 12516.67, annualizedIncome: 150200, outcome: 'above-median' },
  // 80,000; ÷ 6 = 13,333.33; × 2 = 160,000 ≤ 161,271
  { name: 'CA 6 below', stateCode: 'CA', householdSize: 6, income: { wages: total(80000) }, median: 161271, currentMonthlyIncome: 13333.33, annualizedIncome: 160000, outcome: 'at-or-below-median' },
  // 80,700; ÷ 6 = 13,450; × 12 = 161,400 > 161,271
  { name: 'CA 6 above', stateCode: 'CA', householdSize: 6, income: { wages: total(80700) }, median: 161271, currentMonthlyIncome: 13450, annualizedIncome: 161400, outcome: 'above-median' },
  // 91,000; ÷ 6 = 15,166.67; × 2 = 182,000 ≤ 183,471
  { name: 'CA 8 below', stateCode: 'CA', householdSize: 8, income: { wages: total(91000) }, median: 183471, currentMonthlyIncome: 15166.67, annualizedIncome: 182000, outcome: 'at-or-below-median' },
  // 92,000; ÷ 6 = 15,333.33; × 2 = 184,000 > 183,471
  { name: 'CA 8 above', stateCode: 'CA', householdSize: 8, income: { wages: total(92000) }, median: 183471, currentMonthlyIncome: 15333.33, annualizedIncome: 184000, outcome: 'above-median' },

  // --- Ohio
  // 5,500 × 6 = 33,000; ÷ 6 = 5,500; × 12 = 66,000 ≤ 66,239
  { name: 'OH 1 below', stateCode: 'OH', householdSize: 1, income: { wages: sixMonthsOf(5500) }, median: 66239, currentMonthlyIncome: 5500, annualizedIncome: 66000, outcome: 'at-or-below-median' },
  // 33,000 + 200 other = 33,200; ÷ 6 = 5,533.33; × 2 = 66,400 > 66,239
  { name: 'OH 1 above', stateCode: 'OH', householdSize: 1, income: { wages: sixMonthsOf(5500), other: total(200) }, median: 66239, currentMonthlyIncome: 5533.33, annualizedIncome: 66400, outcome: 'above-median' },
  // 36,000 wages + 5,800 pension = 41,800; ÷ 6 = 6,966.67; × 2 = 83,600 ≤ 83,725
  { name: 'OH 2 below', stateCode: 'OH', householdSize: 2, income: { wages: total(36000), pension: total(5800) }, median: 83725, currentMonthlyIncome: 6966.67, annualizedIncome: 83600, outcome: 'at-or-below-median' },
  // 36,000 + 6,000 = 42,000; ÷ 6 = 7,000; × 12 = 84,000 > 83,725
  { name: 'OH 2 above', stateCode: 'OH', householdSize: 2, income: { wages: total(36000), pension: total(6000) }, median: 83725, currentMonthlyIncome: 7000, annualizedIncome: 84000, outcome: 'above-median' },
  // 51,000; ÷ 6 = 8,500; × 12 = 102,000 ≤ 102,504
  { name: 'OH 3 below', stateCode: 'OH', householdSize: 3, income: { wages: total(51000) }, median: 102504, currentMonthlyIncome: 8500, annualizedIncome: 102000, outcome: 'at-or-below-median' },
  // 51,300; ÷ 6 = 8,550; × 12 = 102,600 > 102,504
  { name: 'OH 3 above', stateCode: 'OH', householdSize: 3, income: { wages: total(51300) }, median: 102504, currentMonthlyIncome: 8550, annualizedIncome: 102600, outcome: 'above-median' },
  // 10,300 × 6 = 61,800; ÷ 6 = 10,300; × 12 = 123,600 ≤ 123,702
  { name: 'OH 4 below', stateCode: 'OH', householdSize: 4, income: { wages: sixMonthsOf(10300) }, median: 123702, currentMonthlyIncome: 10300, annualizedIncome: 123600, outcome: 'at-or-below-median' },
  // 61,800 + 100 unemployment = 61,900; ÷ 6 = 10,316.67; × 2 = 123,800 > 123,702
  { name: 'OH 4 above', stateCode: 'OH', householdSize: 4, income: { wages: sixMonthsOf(10300), unemployment: total(100) }, median: 123702, currentMonthlyIncome: 10316.67, annualizedIncome: 123800, outcome: 'above-median' },
  // 67,000; ÷ 6 = 11,166.67; × 2 = 134,000 ≤ 134,802
  { name: 'OH 5 below', stateCode: 'OH', householdSize: 5, income: { wages: total(67000) }, median: 134802, currentMonthlyIncome: 11166.67, annualizedIncome: 134000, outcome: 'at-or-below-median' },
  // 67,500; ÷ 6 = 11,250; × 12 = 135,000 > 134,802
  { name: 'OH 5 above', stateCode: 'OH', householdSize: 5, income: { wages: total(67500) }, median: 134802, currentMonthlyIncome: 11250, annualizedIncome: 135000, outcome: 'above-median' },
  // 72,900; ÷ 6 = 12,150; × 12 = 145,800 ≤ 145,902
  { name: 'OH 6 below', stateCode: 'OH', householdSize: 6, income: { wages: total(72900) }, median: 145902, currentMonthlyIncome: 12150, annualizedIncome: 145800, outcome: 'at-or-below-median' },
  // 73,000; ÷ 6 = 12,166.67; × 2 = 146,000 > 145,902
  { name: 'OH 6 above', stateCode: 'OH', householdSize: 6, income: { wages: total(73000) }, median: 145902, currentMonthlyIncome: 12166.67, annualizedIncome: 146000, outcome: 'above-median' },
  // 84,000; ÷ 6 = 14,000; × 12 = 168,000 ≤ 168,102
  { name: 'OH 8 below', stateCode: 'OH', householdSize: 8, income: { wages: total(84000) }, median: 168102, currentMonthlyIncome: 14000, annualizedIncome: 168000, outcome: 'at-or-below-median' },
  // 84,100; ÷ 6 = 14,016.67; × 2 = 168,200 > 168,102
  { name: 'OH 8 above', stateCode: 'OH', householdSize: 8, income: { wages: total(84100) }, median: 168102, currentMonthlyIncome: 14016.67, annualizedIncome: 168200, outcome: 'above-median' },
];

describe('calculateMeansTest: hand-worked cases (table effective 2026-04-01)', () => {
  it.each(CASES)('$name', ({ stateCode, householdSize, income, median, currentMonthlyIncome, annualizedIncome, outcome }) => {
    const result = calculateMeansTest({ maritalStatus: 'not-married', stateCode, householdSize, income }, ON);
    expect(result.median.value).toBe(median);
    expect(result.median.effectiveDate).toBe('2026-04-01');
    expect(result.median.householdSize).toBe(householdSize);
    expect(result.currentMonthlyIncome).toBe(currentMonthlyIncome);
    // Line 12b is line 11 (in cents) × 12, as the form does: within 6 cents of the six-month total × 2.
    const line12b = (Math.round(currentMonthlyIncome * 100) * 12) / 100;
    expect(result.annualizedIncome).toBe(line12b);
    expect(Math.abs(result.annualizedIncome - annualizedIncome)).toBeLessThanOrEqual(0.06);
    expect(result.differenceFromMedian).toBeCloseTo(line12b - median, 2);
    expect(result.outcome).toBe(outcome);
  });

  it('covers a case below and above the median for each household size 1-5 (and 6, 8) in three states', () => {
    for (const state of ['TX', 'CA', 'OH']) {
      for (const size of [1, 2, 3, 4, 5, 6, 8]) {
        const outcomes = CASES.filter((c) => c.stateCode === state && c.householdSize === size).map((c) => c.outcome);
        expect(outcomes.sort(), `${state} ${size}`).toEqual(['above-median', 'at-or-below-median']);
      }
    }
  });
});

describe('calculateMeansTest: rules', () => {
  it('counts income exactly at the median as not above it', () => {
    // TX household of 1: median 66,837; 33,418.50 ÷ 6 = 5,569.75; × 12 = 66,837.
    const result = calculateMeansTest({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { wages: total(33418.5) } }, ON);
    expect(result.currentMonthlyIncome).toBe(5569.75);
    expect(result.annualizedIncome).toBe(66837);
    expect(result.differenceFromMedian).toBe(0);
    expect(result.outcome).toBe('at-or-below-median');
  });

  it('rounds each monthly line to the cent before multiplying by 12, as Form 122A-1 lines 11-12b do', () => {
    // 33,418.51 ÷ 6 = 5,569.7516… → line 11 is $5,569.75 → line 12b is $66,837.00: at the median, not
    // above it (the six-month total × 2 would be 66,837.02 and wrongly above it).
    const atMedian = calculateMeansTest({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { wages: total(33418.51) } }, ON);
    expect(atMedian.currentMonthlyIncome).toBe(5569.75);
    expect(atMedian.annualizedIncome).toBe(66837);
    expect(atMedian.outcome).toBe('at-or-below-median');
    // 33,418.53 ÷ 6 = 5,569.755 → $5,569.76 (half a cent rounds up) → $66,837.12: above.
    const above = calculateMeansTest({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { wages: total(33418.53) } }, ON);
    expect(above.currentMonthlyIncome).toBe(5569.76);
    expect(above.annualizedIncome).toBe(66837.12);
    expect(above.outcome).toBe('above-median');
  });

  it('rounds each line (source and column) on its own, as each line of the form is filled in', () => {
    const result = calculateMeansTest(
      { maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { wages: total(0.04), rental: total(0.04), other: total(0.04) } },
      ON,
    );
    // Each line: 0.04 ÷ 6 = 0.0066… → 0.01; three lines → 0.03 a month (0.12 ÷ 6 = 0.02 if added first).
    expect(result.currentMonthlyIncome).toBe(0.03);
    expect(result.annualizedIncome).toBe(0.36);
  });

  it('adds cents exactly and reports totals per source', () => {
    const result = calculateMeansTest(
      { maritalStatus: 'not-married', stateCode: 'oh', householdSize: '2', income: { wages: monthly(0.1, 0.2, 0.3, 0.1, 0.2, 0.1), rental: total('1,200.50'), other: total('') } },
      ON,
    );
    expect(result.sixMonthTotal).toBe(1201.5);
    expect(result.totalsBySource).toEqual({ wages: 1, business: 0, rental: 1200.5, pension: 0, unemployment: 0, other: 0 });
    expect(result.annualizedIncome).toBe(2403);
    expect(result.median).toMatchObject({ stateCode: 'OH', stateName: 'Ohio', value: 83725 });
  });

  it('treats no income at all as below the median', () => {
    const result = calculateMeansTest({ maritalStatus: 'not-married', stateCode: 'CA', householdSize: 3, income: {} }, ON);
    expect(result.sixMonthTotal).toBe(0);
    expect(result.outcome).toBe('at-or-below-median');
  });

  it('uses the median table in force on the date', () => {
    expect(meansTestTableDate(ON)).toBe('2026-04-01');
    const earlier = calculateMeansTest({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: {} }, new Date('2026-01-10T12:00:00Z'));
    expect(earlier.median.effectiveDate).toBe('2025-11-01');
    expect(earlier.median.value).not.toBe(66837);
    expect(() => calculateMeansTest({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: {} }, new Date('2020-01-01T00:00:00Z'))).toThrow(
      LegalFigureUnavailableError,
    );
  });

  it('gives the median its source', () => {
    const result = calculateMeansTest({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: {} }, ON);
    expect(result.median.officialSource).toMatch(/U\.S\. Trustee Program/);
    expect(result.median.source.length).toBeGreaterThan(10);
  });
});

describe("calculateMeansTest: a spouse's income (Form 122A-1 line 1, §707(b)(7)(B))", () => {
  // TX household of 2: median 86,714. The filer earns 30,000 in six months (60,000 a year), the spouse 15,000 (30,000 a year).
  const filer = { wages: total(30000) };
  const spouse = { wages: monthly(2500, 2500, 2500, 2500, 2500, 2500) };
  const run = (maritalStatus: MaritalStatus) =>
    calculateMeansTest({ maritalStatus, stateCode: 'TX', householdSize: 2, income: filer, spouseIncome: spouse }, ON);

  it.each([
    ['married-filing-jointly', true, 90000, 'above-median'],
    ['married-same-household', true, 90000, 'above-median'],
    ['married-living-apart', false, 60000, 'at-or-below-median'],
    ['not-married', false, 60000, 'at-or-below-median'],
  ] as const)('%s: spouse counted %s, %i a year, %s', (status, counted, annual, outcome) => {
    const result = run(status);
    expect(result.maritalStatus).toBe(status);
    expect(result.spouseIncomeCounted).toBe(counted);
    expect(result.spouseSixMonthTotal).toBe(counted ? 15000 : 0);
    expect(result.sixMonthTotal).toBe(counted ? 45000 : 30000);
    expect(result.totalsBySource.wages).toBe(30000);
    expect(result.annualizedIncome).toBe(annual);
    expect(result.differenceFromMedian).toBe(annual - 86714);
    expect(result.outcome).toBe(outcome);
  });

  it('a married person filing alone in the same household is no longer shown falsely below the median', () => {
    expect(run('married-same-household').outcome).not.toBe(run('married-living-apart').outcome);
  });

  it("rounds the spouse's lines on their own (Column B)", () => {
    const result = calculateMeansTest(
      { maritalStatus: 'married-filing-jointly', stateCode: 'TX', householdSize: 2, income: { wages: total(0.04) }, spouseIncome: { wages: total(0.04) } },
      ON,
    );
    expect(result.currentMonthlyIncome).toBe(0.02);
  });

  it("validates the spouse's boxes only when their income counts", () => {
    const bad = { wages: total('abc') };
    expect(() => calculateMeansTest({ maritalStatus: 'married-living-apart', stateCode: 'TX', householdSize: 2, income: {}, spouseIncome: bad }, ON)).not.toThrow();
    try {
      calculateMeansTest({ maritalStatus: 'married-same-household', stateCode: 'TX', householdSize: 2, income: {}, spouseIncome: bad }, ON);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MeansTestInputError);
      expect((error as MeansTestInputError).issues.map((i) => i.path.join('.'))).toEqual(['spouseIncome.wages.total']);
    }
  });

  it('asks the marital and filing status: without it there is no result', () => {
    try {
      calculateMeansTest({ stateCode: 'TX', householdSize: 2, income: {} } as unknown as MeansTestInput, ON);
      expect.unreachable();
    } catch (error) {
      expect((error as MeansTestInputError).issues).toEqual([
        expect.objectContaining({ path: ['maritalStatus'], message: 'Choose whether you are married and whether your spouse files with you' }),
      ]);
    }
    expect(MARITAL_STATUSES).toEqual(['not-married', 'married-filing-jointly', 'married-same-household', 'married-living-apart']);
  });
});

describe('calculateMeansTest: input validation', () => {
  const issuesOf = (input: unknown): Array<{ path: string; message: string }> => {
    try {
      calculateMeansTest(input as MeansTestInput, ON);
    } catch (error) {
      if (error instanceof MeansTestInputError) return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw error;
    }
    return [];
  };

  it('rejects negative income with a plain message', () => {
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { wages: monthly(100, -5, 0, 0, 0, 0) } })).toEqual([
      { path: 'income.wages.months.1', message: 'The amount cannot be less than $0' },
    ]);
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { other: total('-20') } })).toEqual([
      { path: 'income.other.total', message: 'The amount cannot be less than $0' },
    ]);
  });

  it('rejects amounts that are not numbers, too large or with fractions of a cent', () => {
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { wages: total('abc') } })[0]?.message).toMatch(/amount in dollars/);
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { wages: total(1e12) } })[0]?.message).toMatch(/too large/);
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { wages: total('10.005') } })[0]?.message).toMatch(/two digits/);
  });

  it('needs a household size from 1 to 20 and a state of the table', () => {
    for (const size of [0, 21, 2.5, -1]) {
      expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: size, income: {} })).toEqual([
        { path: 'householdSize', message: 'Household size must be a whole number from 1 to 20' },
      ]);
    }
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: '', income: {} })).toEqual([{ path: 'householdSize', message: 'Choose your household size' }]);
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: '', householdSize: 2, income: {} })).toEqual([{ path: 'stateCode', message: 'Choose your state' }]);
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'ZZ', householdSize: 2, income: {} })).toEqual([{ path: 'stateCode', message: 'Choose your state from the list' }]);
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 20, income: {} })).toEqual([]);
  });

  it('needs exactly six months when amounts are entered per month', () => {
    expect(issuesOf({ maritalStatus: 'not-married', stateCode: 'TX', householdSize: 1, income: { wages: monthly(1, 2, 3) } })).toHaveLength(1);
  });

  it('knows every income source', () => {
    expect(INCOME_SOURCES).toEqual(['wages', 'business', 'rental', 'pension', 'unemployment', 'other']);
  });
});

describe('incomeMonthsBefore: the six months of current monthly income', () => {
  it('are the six full calendar months before the filing month, oldest first, never the filing month', () => {
    expect(incomeMonthsBefore('2026-11-25')).toEqual(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(incomeMonthsBefore('2026-07-01').at(-1)).toBe('2026-06');
  });

  it('cross into the previous year', () => {
    expect(incomeMonthsBefore('2027-02-01')).toEqual(['2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
    expect(incomeMonthsBefore('2026-03-31')).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
