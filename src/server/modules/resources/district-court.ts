import type { Place } from '#shared/contracts/resources.ts';
import type { BankruptcyDistricts } from '#shared/contracts/districts.ts';
import { BANKRUPTCY_COURTS } from './data/bankruptcy-courts.ts';
import { COUNTY_BANKRUPTCY_COURT } from './data/county-bankruptcy-court.ts';
import { COUNTY_NAMES } from './data/county-names.ts';
import type { BankruptcyCourt } from './data/types.ts';

/**
 * A county name as a lookup key: PACER writes "Alexandria City" and "La Salle", GeoNames writes
 * "City of Alexandria" and "LaSalle"; both become "alexandriacity" and "lasalle". The data
 * generator used the same rules for the committed keys.
 */
export function normalizeCountyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^city and county of (.*)$/, '$1')
    .replace(/^city of (.*)$/, '$1 city')
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\b(county|parish|borough|municipality|census area|city and borough|and borough)\b/g, ' ')
    .replace(/\s+/g, '');
}

/** The bankruptcy court of the place's district: by state, and by county where a state has several. */
export function courtForPlace(place: Pick<Place, 'state' | 'county'>): BankruptcyCourt | null {
  const inState = BANKRUPTCY_COURTS.filter((court) => court.state === place.state);
  if (inState.length <= 1) return inState[0] ?? null;
  const code = COUNTY_BANKRUPTCY_COURT[place.state]?.[normalizeCountyName(place.county)];
  return inState.find((court) => court.bkCode === code) ?? null;
}

/** A state's districts, and for a state with several, each county's district (the interview's picker). */
export function districtsOfState(state: string, county?: string): BankruptcyDistricts {
  const inState = BANKRUPTCY_COURTS.filter((court) => court.state === state);
  const byCounty = COUNTY_BANKRUPTCY_COURT[state];
  const districtOf = new Map(inState.map((court) => [court.bkCode, court.districtCode]));
  const counties =
    inState.length > 1 && byCounty
      ? (COUNTY_NAMES[state] ?? []).flatMap((name) => {
          const districtCode = districtOf.get(byCounty[normalizeCountyName(name)] ?? '');
          return districtCode ? [{ name, districtCode }] : [];
        })
      : [];
  const wanted = county ? normalizeCountyName(county) : null;
  return {
    state,
    districts: inState.map((court) => ({ code: court.districtCode, name: court.districtName })),
    counties,
    countyMatch: (wanted && counties.find((row) => normalizeCountyName(row.name) === wanted)?.name) ?? null,
  };
}
