import { describe, expect, it } from 'vitest';
import {
  LegalFigureUnavailableError,
  getChapter13DebtLimits,
  getFeeWaiverIncomeLimit,
  getFeeWaiverPovertyPercent,
  getLegalAidIncomeLimit,
  getFederalExemption,
  getFilingFee,
  getMeansTestThresholds,
  getMedianIncome,
  getMedianIncomeTable,
  medianForHouseholdSize,
  getOfficialForm,
  getPovertyGuideline,
  getReadmeFact,
  getSec104Amount,
  getTimingPeriod,
  getTimingRule,
  getTypicalRange,
  isSec104DataPossiblyStale,
  listMedianIncomeTables,
  listOfficialForms,
  povertyGuidelineRegionForState,
  toIsoDate,
  type LegalFigure,
  type TimingRuleId,
  checkMedianTable,
  medianTableLikelyReplacedOn,
} from './figures.ts';

const on = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

function expectSourced(figure: LegalFigure<unknown>) {
  expect(figure.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(figure.source.length).toBeGreaterThan(5);
  expect(figure.officialSource.length).toBeGreaterThan(5);
  expect(figure.confidence.length).toBeGreaterThan(0);
  expect(figure.dataFile.length).toBeGreaterThan(0);
}

describe('toIsoDate', () => {
  it('uses the UTC calendar day', () => {
    expect(toIsoDate(new Date('2025-04-01T00:00:00Z'))).toBe('2025-04-01');
    expect(toIsoDate(new Date('2025-03-31T23:59:59Z'))).toBe('2025-03-31');
  });
  it('rejects an invalid date', () => {
    expect(() => toIsoDate(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('getFilingFee', () => {
  it.each([
    { chapter: 7, total: 338, filingFee: 245, administrativeFee: 78, trusteeSurcharge: 15 },
    { chapter: 13, total: 313, filingFee: 235, administrativeFee: 78, trusteeSurcharge: 0 },
    { chapter: 11, total: 1738, filingFee: 1167, administrativeFee: 571, trusteeSurcharge: 0 },
    { chapter: 12, total: 278, filingFee: 200, administrativeFee: 78, trusteeSurcharge: 0 },
  ] as const)('Chapter $chapter costs $total in all', ({ chapter, total, ...breakdown }) => {
    const fee = getFilingFee(chapter, on('2026-11-22'));
    expect(fee.value).toBe(total);
    expect(fee.breakdown).toEqual(breakdown);
    expect(fee.breakdown.filingFee + fee.breakdown.administrativeFee + fee.breakdown.trusteeSurcharge).toBe(total);
    expect(fee.effectiveDate).toBe('2020-12-01');
    expect(fee.officialSource).toContain("Director's Form 2000");
    expectSourced(fee);
  });

  // The amounts apply since 2020-12-01; Form 2000 of 12/25 only reprints them.
  it.each([
    ['2020-12-01', 338, 313],
    ['2023-06-15', 338, 313],
    ['2025-11-30', 338, 313],
    ['2026-11-22', 338, 313],
  ] as const)('on %s, Chapter 7 costs $%i and Chapter 13 $%i', (date, chapter7, chapter13) => {
    expect(getFilingFee(7, on(date)).value).toBe(chapter7);
    expect(getFilingFee(13, on(date)).value).toBe(chapter13);
    expect(getFilingFee(7, on(date)).effectiveDate).toBe('2020-12-01');
  });

  it('says plainly that it has no figure before 2020-12-01 (the $75 administrative fee era is not in our data)', () => {
    expect(() => getFilingFee(7, on('2020-11-30'))).toThrow(LegalFigureUnavailableError);
    expect(() => getFilingFee(13, on('2019-01-01'))).toThrow('No Chapter 13 filing fee in force on 2019-01-01 in the legal reference data.');
  });
});

describe('getChapter13DebtLimits', () => {
  it.each([
    // 2024-08-01 rather than an earlier 2024 date: from 2022-06-21 to 2024-06-21 a temporary
    // combined limit applied that is not in the reference data (see data/sec104-amounts.ts).
    { date: '2022-05-01', unsecured: 465_275, secured: 1_395_875, effectiveDate: '2022-04-01' },
    { date: '2024-08-01', unsecured: 465_275, secured: 1_395_875, effectiveDate: '2022-04-01' },
    { date: '2025-03-31', unsecured: 465_275, secured: 1_395_875, effectiveDate: '2022-04-01' },
    { date: '2025-04-01', unsecured: 526_700, secured: 1_580_125, effectiveDate: '2025-04-01' },
    { date: '2026-11-22', unsecured: 526_700, secured: 1_580_125, effectiveDate: '2025-04-01' },
  ])('on $date the limits are $unsecured unsecured and $secured secured', ({ date, unsecured, secured, effectiveDate }) => {
    const limits = getChapter13DebtLimits(on(date));
    expect(limits.value).toEqual({ unsecured, secured });
    expect(limits.effectiveDate).toBe(effectiveDate);
    expectSourced(limits);
  });

  it('changes at the start of April 1, 2025 (UTC)', () => {
    expect(getChapter13DebtLimits(new Date('2025-03-31T23:59:59Z')).value.unsecured).toBe(465_275);
    expect(getChapter13DebtLimits(new Date('2025-04-01T00:00:00Z')).value.unsecured).toBe(526_700);
  });

  it('has no figure before the first version in our data', () => {
    expect(() => getChapter13DebtLimits(on('2022-03-31'))).toThrow(LegalFigureUnavailableError);
  });

  it('defaults to today', () => {
    expect(getChapter13DebtLimits()).toEqual(getChapter13DebtLimits(new Date()));
  });
});

describe('§104 amounts', () => {
  it.each([
    { id: 'homestead', date: '2024-08-01', value: 27_900 },
    { id: 'homestead', date: '2026-11-22', value: 31_575 },
    { id: 'motorVehicle', date: '2024-08-01', value: 4_450 },
    { id: 'motorVehicle', date: '2026-11-22', value: 5_025 },
    { id: 'householdGoodsPerItem', date: '2026-11-22', value: 800 },
    { id: 'householdGoodsAggregate', date: '2026-11-22', value: 16_850 },
    { id: 'jewelry', date: '2026-11-22', value: 2_125 },
    { id: 'wildcardBase', date: '2026-11-22', value: 1_675 },
    { id: 'wildcardUnusedHomestead', date: '2026-11-22', value: 15_800 },
    { id: 'toolsOfTrade', date: '2026-11-22', value: 3_175 },
  ] as const)('federal exemption $id on $date is $value', ({ id, date, value }) => {
    const exemption = getFederalExemption(id, on(date));
    expect(exemption.value).toBe(value);
    expect(exemption.section.startsWith('522(d)')).toBe(true);
    expectSourced(exemption);
  });

  it.each([
    { date: '2024-08-01', noPresumptionBelow: 9_075, presumptionAbove: 15_150 },
    { date: '2026-11-22', noPresumptionBelow: 10_275, presumptionAbove: 17_150 },
  ])('means-test 60-month thresholds on $date', ({ date, ...value }) => {
    expect(getMeansTestThresholds(on(date)).value).toEqual(value);
  });

  it('keeps cents where the amount has them', () => {
    expect(getSec104Amount('dependentChildEducationMonthly', on('2026-11-22')).value).toBe(214.58);
  });

  it('uses the 2025 preference, luxury-goods and cash-advance amounts from 2025-04-01 on', () => {
    expect(getSec104Amount('preferenceThresholdForm107', on('2024-08-01')).value).toBe(7_575);
    expect(getSec104Amount('preferenceThresholdForm107', on('2026-11-22')).value).toBe(8_575);
    expect(getSec104Amount('luxuryGoodsPresumption', on('2025-03-31')).value).toBe(800);
    expect(getSec104Amount('luxuryGoodsPresumption', on('2025-04-01')).value).toBe(900);
    expect(getSec104Amount('cashAdvancePresumption', on('2025-03-31')).value).toBe(1_100);
    expect(getSec104Amount('cashAdvancePresumption', on('2025-04-01')).value).toBe(1_250);
  });

  it('flags the amounts as possibly stale from the next adjustment date', () => {
    expect(isSec104DataPossiblyStale(on('2026-11-22'))).toBe(false);
    expect(isSec104DataPossiblyStale(on('2028-04-01'))).toBe(true);
  });
});

describe('median income tables', () => {
  it.each([
    { date: '2025-11-01', table: '2025-11-01' },
    { date: '2026-01-15', table: '2025-11-01' },
    { date: '2026-03-31', table: '2025-11-01' },
    { date: '2026-04-01', table: '2026-04-01' },
    { date: '2026-11-22', table: '2026-04-01' },
  ])('on $date the $table table is in force', ({ date, table }) => {
    expect(getMedianIncomeTable(on(date)).effectiveDate).toBe(table);
  });

  it('has no table before the oldest one', () => {
    expect(() => getMedianIncomeTable(on('2025-10-31'))).toThrow(LegalFigureUnavailableError);
  });

  it('lists the tables oldest first, each complete and with unique states', () => {
    const tables = listMedianIncomeTables();
    expect(tables.map((t) => t.effectiveDate)).toEqual(['2025-11-01', '2026-04-01']);
    expect(tables.map((t) => t.rows.length)).toEqual([51, 55]);
    for (const table of tables) {
      expect(new Set(table.rows.map((r) => r.stateCode)).size).toBe(table.rows.length);
      expect(table.addPerPersonOver4).toBe(11_100);
      expect(table.source).toContain(`bapcpa/${table.effectiveDate.replaceAll('-', '')}`);
    }
  });

  it('matches the data README: every 2026-04-01 cell is the 2025-11-01 cell x 1.02631 (to the dollar)', () => {
    const [older, newer] = listMedianIncomeTables();
    for (const row of older!.rows) {
      const next = newer!.rows.find((r) => r.stateCode === row.stateCode)!;
      for (const key of ['household1', 'household2', 'household3', 'household4'] as const) {
        expect(Math.abs(Math.round(row[key] * 1.02631) - next[key])).toBeLessThanOrEqual(1);
      }
    }
  });

  it.each([
    { state: 'AL', size: 1, date: '2026-01-15', value: 62_672, table: '2025-11-01' },
    { state: 'AL', size: 4, date: '2026-11-22', value: 106_740, table: '2026-04-01' },
    { state: 'CA', size: 3, date: '2026-11-22', value: 116_541, table: '2026-04-01' },
    { state: 'CA', size: 5, date: '2026-11-22', value: 139_071 + 11_100, table: '2026-04-01' },
    { state: 'CA', size: 6, date: '2026-11-22', value: 139_071 + 2 * 11_100, table: '2026-04-01' },
    { state: 'ca', size: 6, date: '2026-01-15', value: 135_505 + 2 * 11_100, table: '2025-11-01' },
    { state: 'NE', size: 4, date: '2026-11-22', value: 125_074, table: '2026-04-01' },
    { state: 'SD', size: 2, date: '2026-11-22', value: 89_809, table: '2026-04-01' },
    { state: 'WY', size: 4, date: '2026-11-22', value: 110_297, table: '2026-04-01' },
    { state: 'PR', size: 1, date: '2026-11-22', value: 30_665, table: '2026-04-01' },
  ])('$state, household of $size, on $date: $value', ({ state, size, date, value, table }) => {
    const median = getMedianIncome(state, size, on(date));
    expect(median.value).toBe(value);
    expect(median.effectiveDate).toBe(table);
    expect(median.householdSize).toBe(size);
    expectSourced(median);
  });

  it('a household of 6 is the highest median for 4 or fewer plus twice the per-person add-on', () => {
    for (const date of ['2026-01-15', '2026-11-22']) {
      const table = getMedianIncomeTable(on(date));
      for (const row of table.rows) {
        const highest = Math.max(row.household1, row.household2, row.household3, row.household4);
        expect(getMedianIncome(row.stateCode, 6, on(date)).value).toBe(highest + 2 * table.addPerPersonOver4);
      }
    }
  });

  // No state in our tables has a smaller median for 4 than for 3 (Alaska's 2 and 3 are equal), so
  // the statute's rule is shown on a made-up row through the same function getMedianIncome uses.
  describe('medianForHouseholdSize: "the highest median for a family of 4 or fewer" (§101(39A), §707(b)(7))', () => {
    const row = { stateCode: 'XX', stateName: 'Example', household1: 50_000, household2: 70_000, household3: 95_000, household4: 90_000 };
    it.each([
      [1, 50_000],
      [3, 95_000],
      [4, 90_000],
      [5, 95_000 + 11_100],
      [7, 95_000 + 3 * 11_100],
    ])('a household of %i: %i', (size, expected) => {
      expect(medianForHouseholdSize(row, 11_100, size)).toBe(expected);
    });

    it('uses the 4-person column when it is the highest', () => {
      expect(medianForHouseholdSize({ ...row, household4: 99_000 }, 11_100, 5)).toBe(99_000 + 11_100);
    });

    it('refuses impossible household sizes', () => {
      expect(() => medianForHouseholdSize(row, 11_100, 0)).toThrow(RangeError);
      expect(() => medianForHouseholdSize(row, 11_100, 4.5)).toThrow(RangeError);
    });
  });

  it('refuses unknown states and impossible household sizes', () => {
    expect(() => getMedianIncome('ZZ', 2, on('2026-11-22'))).toThrow(LegalFigureUnavailableError);
    expect(() => getMedianIncome('PR', 2, on('2026-01-15'))).toThrow(LegalFigureUnavailableError);
    expect(() => getMedianIncome('AL', 0, on('2026-11-22'))).toThrow(RangeError);
    expect(() => getMedianIncome('AL', 2.5, on('2026-11-22'))).toThrow(RangeError);
  });
});

describe('poverty guidelines and the fee waiver', () => {
  it.each([
    { size: 1, region: '48_states_and_dc', value: 15_960 },
    { size: 4, region: '48_states_and_dc', value: 33_000 },
    { size: 8, region: '48_states_and_dc', value: 55_720 },
    { size: 10, region: '48_states_and_dc', value: 55_720 + 2 * 5_680 },
    { size: 1, region: 'alaska', value: 19_950 },
    { size: 9, region: 'alaska', value: 69_650 + 7_100 },
    { size: 3, region: 'hawaii', value: 31_420 },
  ] as const)('household of $size in $region: $value', ({ size, region, value }) => {
    const guideline = getPovertyGuideline(size, region, on('2026-11-22'));
    expect(guideline.value).toBe(value);
    expect(guideline.effectiveDate).toBe('2026-01-13');
    expectSourced(guideline);
  });

  it.each([
    { state: 'AK', region: 'alaska' },
    { state: 'hi', region: 'hawaii' },
    { state: 'TX', region: '48_states_and_dc' },
    { state: 'DC', region: '48_states_and_dc' },
  ])('$state uses the $region guidelines', ({ state, region }) => {
    expect(povertyGuidelineRegionForState(state)).toBe(region);
  });

  it('has no 2026 guideline before it took effect', () => {
    expect(() => getPovertyGuideline(1, '48_states_and_dc', on('2026-01-12'))).toThrow(LegalFigureUnavailableError);
  });

  it.each([
    { size: 1, value: 23_940 },
    { size: 2, value: 32_460 },
    { size: 4, value: 49_500 },
  ])('fee waiver income limit for $size is 150% of the guideline: $value', ({ size, value }) => {
    expect(getFeeWaiverPovertyPercent(on('2026-11-22')).value).toBe(150);
    expect(getFeeWaiverIncomeLimit(size, '48_states_and_dc', on('2026-11-22')).value).toBe(value);
  });
});

describe('timing rules', () => {
  it.each<{ id: TimingRuleId; min?: number; max: number; unit: 'days' | 'years'; source: string }>([
    { id: 'creditCounseling', max: 180, unit: 'days', source: '11 U.S.C. 109(h)' },
    { id: 'repeatDischargeChapter7AfterChapter7', max: 8, unit: 'years', source: '11 U.S.C. 727(a)(8)' },
    { id: 'repeatDischargeChapter13AfterChapter7', max: 4, unit: 'years', source: '11 U.S.C. 1328(f)(1)' },
    { id: 'repeatDischargeChapter7AfterChapter13', max: 6, unit: 'years', source: '11 U.S.C. 727(a)(9)' },
    { id: 'repeatDischargeChapter13AfterChapter13', max: 2, unit: 'years', source: '11 U.S.C. 1328(f)(2)' },
    { id: 'meetingOfCreditorsChapter7', min: 21, max: 40, unit: 'days', source: 'Fed. R. Bankr. P. 2003(a)' },
    { id: 'meetingOfCreditorsChapter13', min: 21, max: 50, unit: 'days', source: 'Fed. R. Bankr. P. 2003(a)' },
    { id: 'schedulesAndStatements', max: 14, unit: 'days', source: 'Fed. R. Bankr. P. 1007(c)' },
    { id: 'chapter13Plan', max: 14, unit: 'days', source: 'Fed. R. Bankr. P. 3015(b)' },
    { id: 'chapter13PlanPaymentsBegin', max: 30, unit: 'days', source: '11 U.S.C. 1326(a)(1)' },
    { id: 'reaffirmationRescission', max: 60, unit: 'days', source: '11 U.S.C. 524(c)(4)' },
    { id: 'feeInstallments', max: 120, unit: 'days', source: 'Fed. R. Bankr. P. 1006(b)' },
  ])('$id: $max $unit ($source)', ({ id, source, ...period }) => {
    const figure = getTimingPeriod(id, on('2026-11-22'));
    expect(figure.value).toEqual(period);
    expect(figure.officialSource).toBe(source);
    expectSourced(figure);
  });

  it('keeps the wording and extra details of the CSV', () => {
    const installments = getTimingRule('feeInstallments', on('2026-11-22'));
    expect(installments.value).toBe('up to 4 installments with the final one within 120 days (180 for cause)');
    expect(installments.count).toBe(4);
    expect(installments.extendedPeriod).toEqual({ max: 180, unit: 'days' });
    expect(getTimingRule('meetingOfCreditorsChapter13', on('2026-11-22')).extendedPeriod?.max).toBe(60);
    expect(getTimingRule('repeatDischargeChapter7AfterChapter13', on('2026-11-22')).note).toContain('70%');
  });

  it('throws for a rule without a period', () => {
    expect(() => getTimingPeriod('debtorEducationChapter13', on('2026-11-22'))).toThrow(LegalFigureUnavailableError);
  });
});

describe('facts outside the CSV files', () => {
  it('records the debtor-education certificate change from the data README', () => {
    const fact = getReadmeFact('debtorEducationCertificateReplacesForm423', on('2026-11-22'));
    expect(fact.effectiveDate).toBe('2024-12-01');
    expect(fact.value).toContain('Official Form 423');
    expect(fact.source).toContain('README');
  });

  it('gives the specification typical ranges without an effective date', () => {
    expect(getTypicalRange('chapter13PlanLength')).toMatchObject({ min: 3, max: 5, unit: 'years' });
    expect(getTypicalRange('chapter13TrusteeFee')).toMatchObject({ max: 10, unit: 'percent', qualifier: 'up to' });
  });
});

describe('official forms', () => {
  it('lists the 30 forms of the data file', () => {
    expect(listOfficialForms()).toHaveLength(30);
  });

  it.each([
    { number: '101', versionDate: '06/24' },
    { number: '103A', versionDate: '12/15' },
    { number: '106C', versionDate: '04/25' },
    { number: '122A-2', versionDate: '04/25' },
    { number: '122C-2', versionDate: '04/25' },
    { number: "Director's 2000", versionDate: '12/25' },
  ])('Form $number is revision $versionDate', ({ number, versionDate }) => {
    expect(getOfficialForm(number)?.versionDate).toBe(versionDate);
  });

  it('returns undefined for a form that is not listed', () => {
    expect(getOfficialForm('999')).toBeUndefined();
  });
});

describe('legal aid income limit', () => {
  it('is 125% of the poverty guideline for the household, with both sources', () => {
    const limit = getLegalAidIncomeLimit(4, '48_states_and_dc', on('2026-11-22'));
    expect(limit.value).toBe(41_250);
    expect(limit.percent).toBe(125);
    expect(limit.officialSource).toContain('45 CFR Part 1611');
    expect(getLegalAidIncomeLimit(1, 'alaska', on('2026-11-22')).value).toBe(24_937.5);
  });
});

// 11 U.S.C. §101(39A) and §707(b)(7) take the median from the Census Bureau; the U.S. Trustee
// Program publishes it as a table for cases filed on or after April 1 and November 1 (data README).
describe('median income table status and likely replacement (11 U.S.C. §101(39A); U.S. Trustee Program publication cycle)', () => {
  it.each([
    ['2025-11-01', '2026-04-01'],
    ['2026-04-01', '2026-11-01'],
    ['2026-07-15', '2026-11-01'],
    ['2026-11-01', '2027-04-01'],
    ['2026-12-15', '2027-04-01'],
    ['2027-01-10', '2027-04-01'],
  ])('a table effective %s is likely replaced for cases filed on or after %s (the next April 1 or November 1)', (effective, next) => {
    expect(medianTableLikelyReplacedOn(effective)).toBe(next);
  });

  it('the 2026-04-01 table is our CPI-only estimate (data README: medium confidence), the 2025-11-01 one official', () => {
    expect(getMedianIncomeTable(on('2026-05-01')).status).toBe('estimate');
    expect(getMedianIncomeTable(on('2026-01-15')).status).toBe('official');
  });

  it('an estimate always needs a check; an official table only from its likely replacement on', () => {
    expect(checkMedianTable({ status: 'estimate', effectiveDate: '2026-04-01' }, '2026-04-02')).toEqual({ status: 'estimate', likelyReplacedOn: '2026-11-01', needsCheck: true });
    expect(checkMedianTable({ status: 'official', effectiveDate: '2025-11-01' }, '2026-03-31').needsCheck).toBe(false);
    expect(checkMedianTable({ status: 'official', effectiveDate: '2025-11-01' }, '2026-04-01').needsCheck).toBe(true);
  });

  it('a median from the estimated table says so, with the day a newer table likely applies', () => {
    expect(getMedianIncome('CA', 3, on('2026-11-22'))).toMatchObject({ status: 'estimate', likelyReplacedOn: '2026-11-01', needsCheck: true });
    expect(getMedianIncome('CA', 3, on('2026-01-15'))).toMatchObject({ status: 'official', likelyReplacedOn: '2026-04-01', needsCheck: false });
  });
});
