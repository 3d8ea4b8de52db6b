import { describe, expect, it } from 'vitest';
import { canReadReferenceData, readReferenceCsv as readCsv, readReferenceText } from '../../../../tests/support/reference-data.ts';
import { getFeeWaiverIncomeLimit, getLegalAidIncomeLimit, getPovertyGuideline, type PovertyGuidelineRegion } from '../figures.ts';
import { HOUSING_UTILITIES_2025_COUNTIES, HOUSING_UTILITIES_2025_STATE_DEFAULTS } from './housing-utilities-2025.ts';
import { IRS_NATIONAL_STANDARDS_2025_04_21 } from './irs-national-standards-2025-04-21.ts';
import { POVERTY_GUIDELINES_2026 } from './poverty-guidelines-2026.ts';
import { STATE_EXEMPTIONS } from './state-exemptions-2026-11.ts';
import { TRANSPORTATION_STANDARDS_2026_04_01 } from './transportation-standards-2026-04-01.ts';
import { UST_HEALTH_CARE_2026_07_15, UST_NATIONAL_STANDARDS_2026_07_15, UST_TRANSPORTATION_2026_07_15 } from './ust-means-test-standards-2026-07-15.ts';

// The reference data lives beside the project (never committed into it). Off CI a machine without
// it skips; on CI it must run, so the modules stay equal to their sources cell for cell.
const canRead = canReadReferenceData('housing_utilities_by_county_mtc_2025.csv', 'poverty_guidelines_2026.csv');
const readJson = (file: string) => JSON.parse(readReferenceText(file));

describe.runIf(canRead)('means-test standards equal the reference data', () => {
  it('housing and utilities: every county row and state row, cell for cell (msa rows left out)', () => {
    const rows = readCsv('housing_utilities_by_county_mtc_2025.csv');
    const columns = ['nonmortgage_1', 'nonmortgage_2', 'nonmortgage_3', 'nonmortgage_4', 'nonmortgage_5plus', 'mortgage_rent_1', 'mortgage_rent_2', 'mortgage_rent_3', 'mortgage_rent_4', 'mortgage_rent_5plus'];
    const asTuple = (r: Record<string, string>) => [r.state, r.level === 'county' ? r.county : '', ...columns.map((c) => Number(r[c]))];
    expect(HOUSING_UTILITIES_2025_COUNTIES).toEqual(rows.filter((r) => r.level === 'county').map(asTuple));
    expect(HOUSING_UTILITIES_2025_STATE_DEFAULTS).toEqual(rows.filter((r) => r.level === 'state_default').map(asTuple));
  });

  it('IRS national standards', () => {
    const total = readCsv('irs_national_standards_2025-04-21.csv').find((r) => r.category === 'total')!;
    expect(IRS_NATIONAL_STANDARDS_2025_04_21.persons).toEqual([1, 2, 3, 4].map((n) => Number(total[`persons_${n}`])));
    expect(IRS_NATIONAL_STANDARDS_2025_04_21.additionalPerson).toBe(Number(total.additional_person_total));
  });

  it('US Trustee standards of 2026-07-15', () => {
    const json = readJson('ust_means_test_standards_2026-07-15_partial.json');
    const national = json.national_standards_total_food_clothing_other;
    expect(UST_NATIONAL_STANDARDS_2026_07_15.persons).toEqual([national['1'], national['2'], national['3'], national['4']]);
    expect(UST_NATIONAL_STANDARDS_2026_07_15.additionalPerson).toBe(national.additional_person);
    expect([UST_HEALTH_CARE_2026_07_15.perPersonUnder65, UST_HEALTH_CARE_2026_07_15.perPersonAged65OrOver]).toEqual([
      json.out_of_pocket_health_care_per_person.under_65,
      json.out_of_pocket_health_care_per_person['65_and_over'],
    ]);
    expect(UST_TRANSPORTATION_2026_07_15).toMatchObject({
      ownershipOneVehicle: json.transportation.ownership_per_vehicle['1'],
      ownershipTwoVehicles: json.transportation.ownership_per_vehicle['2'],
      publicTransportation: json.transportation.public_transportation,
      operatingMidwestNoMsa: [json.transportation.operating_midwest_region_no_msa['1_vehicle'], json.transportation.operating_midwest_region_no_msa['2_vehicles']],
    });
  });

  it('transportation standards labelled 2026-04-01', () => {
    const json = readJson('transportation_standards_mtc_labelled_2026-04-01.json');
    expect(TRANSPORTATION_STANDARDS_2026_04_01.regions).toEqual(json.regions);
    expect([TRANSPORTATION_STANDARDS_2026_04_01.ownershipOneVehicle, TRANSPORTATION_STANDARDS_2026_04_01.ownershipTwoVehicles, TRANSPORTATION_STANDARDS_2026_04_01.publicTransportation]).toEqual([
      json.ownership_1_car,
      json.ownership_2_car,
      json.public_transport,
    ]);
  });

  it('state exemptions: the text columns word for word, and every amount read from its text', () => {
    const rows = readCsv('exemptions_by_state_2026-11.csv');
    expect(STATE_EXEMPTIONS.map((r) => [r.stateCode, r.systemAsPublished, r.optOutCitation, r.homesteadSingle, r.asOf, r.confidence])).toEqual(
      rows.map((r) => [r.state, r.exemption_system, r.opt_out_citation, r.homestead_single, r.effective_or_as_of, r.confidence]),
    );
    for (const row of STATE_EXEMPTIONS) {
      if ('value' in row.homestead) expect(row.homesteadSingle.replace(/,/g, ''), row.stateCode).toContain(`$${row.homestead.value}`);
    }
  });
});

describe.runIf(canRead)('the fee waiver and legal aid figures come from poverty_guidelines_2026.csv', () => {
  const rows = canRead ? readCsv('poverty_guidelines_2026.csv') : [];
  const onDate = new Date('2026-11-25T12:00:00Z');

  it('has every region and household size of the file, cell for cell, with its effective date', () => {
    expect(Object.keys(POVERTY_GUIDELINES_2026.regions).sort()).toEqual(rows.map((r) => r.region).sort());
    for (const row of rows) {
      const region = POVERTY_GUIDELINES_2026.regions[row.region as PovertyGuidelineRegion];
      expect(region.persons, row.region).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => Number(row[`persons_${n}`])));
      expect(region.eachAdditional, row.region).toBe(Number(row.each_additional));
      expect(POVERTY_GUIDELINES_2026.effectiveDate).toBe(row.effective);
    }
    expect(POVERTY_GUIDELINES_2026.source).toBe(rows.find((r) => r.region === '48_states_and_dc')!.source);
  });

  it.each([1, 4, 8, 10])('a household of %i: the guideline, 150% for the fee waiver and 125% for legal aid, in each region', (size) => {
    for (const row of rows) {
      const region = row.region as PovertyGuidelineRegion;
      const guideline = size <= 8 ? Number(row[`persons_${size}`]) : Number(row.persons_8) + (size - 8) * Number(row.each_additional);
      expect(getPovertyGuideline(size, region, onDate).value, region).toBe(guideline);
      expect(getFeeWaiverIncomeLimit(size, region, onDate).value, region).toBe(guideline * 1.5);
      expect(getLegalAidIncomeLimit(size, region, onDate).value, region).toBe(guideline * 1.25);
    }
  });
});
