/**
 * The resource data files against the reference data they were made from (../shared/data beside
 * the project, or REFERENCE_DATA_DIR): courts as PACER's checked list gives them, county → court as
 * PACER's lookup does, and the legal aid programs as the LSC grantee list with its corrections
 * applied. A row typed by hand, or a copy that drifts from its source, fails here.
 */
import { describe, expect, it } from 'vitest';
import { REQUIRED_JURISDICTIONS, TERRITORIES } from '#shared/law/median-income-import.ts';
import { canReadReferenceData, readReferenceCsv } from '../../../../../tests/support/reference-data.ts';
import { normalizeCountyName } from '../district-court.ts';
import { COURT_OFFICE_ROWS } from './bankruptcy-court-offices.ts';
import { BANKRUPTCY_COURTS } from './bankruptcy-courts.ts';
import { COUNTY_BANKRUPTCY_COURT } from './county-bankruptcy-court.ts';
import { COUNTY_NAMES } from './county-names.ts';
import { LSC_2021_PHONES, PROGRAM_OFFICES } from './legal-aid-contacts.ts';
import { LEGAL_AID_PROGRAMS, LEGAL_AID_ROWS_LEFT_OUT } from './legal-aid-programs.ts';
import { FROM_REFERENCE_FILE } from './legal-aid-service-areas.ts';

const FILES = {
  courts: 'bankruptcy_courts_94_checked.csv',
  districts: 'federal_judicial_districts_94.csv',
  counties: 'county_to_bankruptcy_court_2023-01-10.csv',
  offices: 'bankruptcy_court_offices_2023-01-10.csv',
  grantees: 'lsc_grantees_partial.csv',
  serviceAreas: 'legal_aid_service_areas_partial.csv',
  legalAidOffices: 'legal_aid_offices_2021-02-02.csv',
  corrections: 'lsc_grantees_corrections.csv',
};
const canRead = canReadReferenceData(...Object.values(FILES));
const read = (file: string) => (canRead ? readReferenceCsv(file) : []);

const STATE_CODE = new Map(Object.entries({ ...REQUIRED_JURISDICTIONS, ...TERRITORIES }).map(([code, name]) => [name, code]));
const digits = (text: string) => text.replace(/\D/g, '');

describe.runIf(canRead)('resource data equals its reference data', () => {
  it('each court is the district’s row of the checked PACER list (code, website, pro se page), named as the district list names it', () => {
    const checked = new Map(read(FILES.courts).map((row) => [row.district_code, row]));
    const districts = new Map(read(FILES.districts).map((row) => [row.district_code, row]));
    expect(BANKRUPTCY_COURTS.map((c) => c.districtCode).sort()).toEqual([...checked.keys()].sort());
    for (const court of BANKRUPTCY_COURTS) {
      const row = checked.get(court.districtCode)!;
      const district = districts.get(court.districtCode)!;
      expect(court, court.districtCode).toMatchObject({
        bkCode: row.bk_cmecf_code,
        website: row.bankruptcy_website || null,
        proSePage: row.pro_se_page_2022_capture || null,
        districtName: district.district_name,
        state: district.state,
        separateBankruptcyCourt: district.separate_bankruptcy_court === 'yes',
      });
    }
  });

  it('the clerk’s offices are the offices file word for word, row by row, for the districts of the court list', () => {
    const rows = read(FILES.offices);
    expect(COURT_OFFICE_ROWS.map((office) => ({
      district_code: office.districtCode,
      district_name: office.districtName,
      division: office.division,
      street: office.street,
      city: office.city,
      state: office.state,
      zip: office.zip,
      phone: office.phone,
      counties_served: office.countiesServed,
      source_url: office.sourceUrl,
      as_of: office.asOf,
      confidence: office.confidence,
    }))).toEqual(rows);
    expect(new Set(COURT_OFFICE_ROWS.map((office) => office.districtCode))).toEqual(new Set(BANKRUPTCY_COURTS.map((court) => court.districtCode)));
  });

  it('county → court is PACER’s lookup, every county of every state with several districts, and no other', () => {
    const rows = read(FILES.counties);
    const mapped = new Set<string>();
    for (const row of rows) {
      const state = STATE_CODE.get(row.state!);
      expect(state, row.state).toBeDefined();
      const courts = BANKRUPTCY_COURTS.filter((c) => c.state === state);
      if (courts.length === 1) {
        // A state with one district: its only court, whatever the county.
        expect(row.bk_cmecf_code, `${row.state} ${row.county_name_as_published}`).toBe(courts[0]!.bkCode);
        continue;
      }
      const key = normalizeCountyName(row.county_name_as_published!);
      expect(COUNTY_BANKRUPTCY_COURT[state!]?.[key], `${row.state} ${row.county_name_as_published}`).toBe(row.bk_cmecf_code);
      expect(COUNTY_NAMES[state!], row.state).toContain(row.county_name_as_published);
      mapped.add(`${state} ${key}`);
    }
    const keys = Object.entries(COUNTY_BANKRUPTCY_COURT).flatMap(([state, counties]) => Object.keys(counties).map((key) => `${state} ${key}`));
    expect(keys.sort()).toEqual([...mapped].sort());
  });

  it('each legal aid program is a grantee of the LSC list, with its website and phone as listed or as the corrections file fixes them', () => {
    const grantees = read(FILES.grantees);
    const corrections = read(FILES.corrections);
    const correctionsOf = (state: string, name: string) => corrections.filter((c) => c.state === state && c.name_in_csv === name);
    const leftOut = new Map(LEGAL_AID_ROWS_LEFT_OUT.map((row) => [`${row.state} ${row.name}`, row]));
    const matched = new Set<string>();

    for (const grantee of grantees) {
      const fixes = correctionsOf(grantee.state!, grantee.name!);
      const fixed = (field: string) => fixes.find((c) => c.field === 'all' || c.field!.split('+').includes(field));
      const gone = leftOut.get(`${grantee.state} ${grantee.name}`);
      if (gone) {
        // Only a row with neither a website nor a phone may be left out for having none.
        if (/no website or phone/.test(gone.reason)) expect(grantee.website || grantee.phone, gone.name).toBe('');
        continue;
      }
      const renamed = fixed('name');
      const program = LEGAL_AID_PROGRAMS.find((p) => p.state === grantee.state && (p.name === grantee.name || (renamed && renamed.corrected_or_flag!.includes(p.name))));
      expect(program, `${grantee.state} ${grantee.name}`).toBeDefined();
      matched.add(program!.id);

      const website = fixed('website');
      if (website) expect(website.corrected_or_flag, program!.name).toContain(program!.website);
      else expect(program!.website, program!.name).toBe(grantee.website || null);

      // A phone the list lacks or got wrong comes from a correction row of the same program.
      if (/-> blank/.test(fixed('phone')?.corrected_or_flag ?? '')) expect(program!.phone, program!.name).toBeNull();
      else if (program!.phone !== (grantee.phone || null)) {
        expect(program!.phone, program!.name).not.toBeNull();
        expect(fixes.map((c) => digits(c.corrected_or_flag!)).join(' '), program!.name).toContain(digits(program!.phone!));
      }

      // Statewide: the state's only grantee, or the successor the corrections file names for the whole state.
      const inState = grantees.filter((g) => g.state === grantee.state);
      const successor = corrections.some((c) => c.state === grantee.state && /statewide|merged/i.test(c.corrected_or_flag!) && c.corrected_or_flag!.includes(program!.name.replace(/,? Inc\.$/, '')));
      expect(program!.coverage, program!.name).toBe(inState.length === 1 || successor ? 'statewide' : 'part_of_state');
    }
    expect(matched.size).toBe(LEGAL_AID_PROGRAMS.length);
    expect(LEGAL_AID_PROGRAMS.length + LEGAL_AID_ROWS_LEFT_OUT.length).toBe(grantees.length);
  });

  it('leaves out every program the corrections file finds dissolved, merged or unconfirmed, saying why', () => {
    const gone = read(FILES.corrections).filter((c) => /DISSOLVED|Merged|not confirmed|verify before use|own site not found/i.test(c.corrected_or_flag!));
    expect(gone.length).toBeGreaterThan(0);
    for (const c of gone) {
      const row = LEGAL_AID_ROWS_LEFT_OUT.find((r) => r.state === c.state && r.name === c.name_in_csv);
      expect(row, `${c.state} ${c.name_in_csv}`).toBeDefined();
      expect(row!.reason.length).toBeGreaterThan(20);
    }
  });

  it('each program’s counties are the service-area file’s rows for it, in its order, with their FIPS codes (issue 42)', () => {
    const rows = read(FILES.serviceAreas);
    const named = (id: string) => LEGAL_AID_PROGRAMS.find((p) => p.id === id)!.name.replace(/,? Inc\.?$/, '');
    expect(FROM_REFERENCE_FILE.reduce((n, area) => n + area.counties.length, 0)).toBe(rows.length);
    for (const area of FROM_REFERENCE_FILE) {
      const own = rows.filter((row) => row.state === area.state && row.program_name!.replace(/,? Inc\.?$/, '') === named(area.programId));
      expect(area.counties, area.programId).toEqual(own.map((row) => row.county_name));
      expect(area.fips, area.programId).toEqual(own.map((row) => row.county_fips));
      expect(area.source.date, area.programId).toBe(own[0]!.as_of);
    }
  });

  it('each program’s 2021 main and intake phones are the offices file’s, and each street address is one of its rows (issue 42)', () => {
    const rows = read(FILES.legalAidOffices);
    const phonesOf = (name: string, state: string, label: RegExp) => rows.find((row) => row.state === state && row.program_name!.replace(/,? Inc\.?$/, '') === name && label.test(row.office_label!))?.phone ?? null;
    for (const [id, phones] of Object.entries(LSC_2021_PHONES)) {
      const program = LEGAL_AID_PROGRAMS.find((p) => p.id === id)!;
      const name = program.name.replace(/,? Inc\.?$/, '');
      expect(phones.main, id).toBe(phonesOf(name, program.state, /^main office phone \(LSC/));
      expect(phones.intake, id).toBe(phonesOf(name, program.state, /^intake \/ toll-free line \(LSC/));
    }
    const streets = new Set(rows.map((row) => row.street).filter(Boolean));
    const fromFile = Object.values(PROGRAM_OFFICES).filter((office) => office.street !== '4343 West Flagler Street, Suite 100');
    for (const office of fromFile) expect(streets.has(office.street), office.street).toBe(true);
  });
});
