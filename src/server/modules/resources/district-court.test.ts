import { describe, expect, it } from 'vitest';
import { BANKRUPTCY_COURTS } from './data/bankruptcy-courts.ts';
import { COUNTY_BANKRUPTCY_COURT } from './data/county-bankruptcy-court.ts';
import { COUNTY_NAMES } from './data/county-names.ts';
import { districtsOfState, normalizeCountyName } from './district-court.ts';

describe('the district picker’s data', () => {
  it('gives a state with one district that district and no county list', () => {
    expect(districtsOfState('NJ')).toEqual({ state: 'NJ', districts: [{ code: 'njd', name: 'District of New Jersey' }], counties: [], countyMatch: null });
  });

  it('names each county of Pennsylvania with its district, and finds "Montgomery County" as "Montgomery"', () => {
    const pa = districtsOfState('PA', 'Montgomery County');
    expect(pa.districts.map((d) => d.code).sort()).toEqual(['paed', 'pamd', 'pawd']);
    expect(pa.counties).toHaveLength(67);
    expect(pa.countyMatch).toBe('Montgomery');
    const districtOf = (name: string) => pa.counties.find((c) => c.name === name)?.districtCode;
    expect(districtOf('Montgomery')).toBe('paed');
    expect(districtOf('Dauphin')).toBe('pamd');
    expect(districtOf('Allegheny')).toBe('pawd');
  });

  it('finds counties however they are written, and none that is not in the state', () => {
    expect(districtsOfState('AL', 'Saint Clair County').countyMatch).toBe('St. Clair');
    expect(districtsOfState('VA', 'City of Alexandria').countyMatch).toBe('Alexandria City');
    expect(districtsOfState('PA', 'Los Angeles').countyMatch).toBeNull();
  });

  it('lists, for every state with several districts, every county of the court map under one of its districts', () => {
    for (const [state, map] of Object.entries(COUNTY_BANKRUPTCY_COURT)) {
      const { counties, districts } = districtsOfState(state);
      expect(districts.length, state).toBeGreaterThan(1);
      expect(new Set(counties.map((c) => normalizeCountyName(c.name))), state).toEqual(new Set(Object.keys(map)));
      for (const county of counties) expect(districts.map((d) => d.code), `${state} ${county.name}`).toContain(county.districtCode);
    }
    expect(Object.keys(COUNTY_NAMES).sort()).toEqual(Object.keys(COUNTY_BANKRUPTCY_COURT).sort());
    // Every one of the 94 districts can be chosen through its state.
    const reachable = new Set([...new Set(BANKRUPTCY_COURTS.map((c) => c.state))].flatMap((state) => districtsOfState(state).districts.map((d) => d.code)));
    expect(reachable.size).toBe(94);
  });
});
