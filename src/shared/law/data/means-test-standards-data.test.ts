import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUSING_UTILITIES_2025_COUNTIES, HOUSING_UTILITIES_2025_STATE_DEFAULTS } from './housing-utilities-2025.ts';
import { IRS_NATIONAL_STANDARDS_2025_04_21 } from './irs-national-standards-2025-04-21.ts';
import { STATE_EXEMPTIONS } from './state-exemptions-2026-11.ts';
import { TRANSPORTATION_STANDARDS_2026_04_01 } from './transportation-standards-2026-04-01.ts';
import { UST_HEALTH_CARE_2026_07_15, UST_NATIONAL_STANDARDS_2026_07_15, UST_TRANSPORTATION_2026_07_15 } from './ust-means-test-standards-2026-07-15.ts';

// The reference data lives beside the project (never committed into it). Off CI a machine without
// it skips; on CI it must run, so the modules stay equal to their sources cell for cell.
const DATA_DIR = path.resolve(import.meta.dirname, '../../../../../shared/data');
const canRead = fs.existsSync(path.join(DATA_DIR, 'housing_utilities_by_county_mtc_2025.csv'));
if (process.env.CI && !canRead) throw new Error(`CI must read the legal reference data: ${DATA_DIR} is required`);

/** A small CSV reader: quoted fields may hold commas; no quoted line breaks in these files. */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = fs.readFileSync(path.join(DATA_DIR, file), 'utf8').trim().split(/\r?\n/);
  const split = (line: string): string[] => [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[2] ?? m[1] ?? '');
  const names = split(header!);
  return lines.map((line) => Object.fromEntries(split(line).map((value, i) => [names[i], value])));
}

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
    const json = JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'ust_means_test_standards_2026-07-15_partial.json'), 'utf8'));
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
    const json = JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'transportation_standards_mtc_labelled_2026-04-01.json'), 'utf8'));
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
