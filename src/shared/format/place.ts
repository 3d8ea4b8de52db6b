import type { Place } from '../contracts/resources.ts';

/**
 * A matched place in words: "Helena, MT 59601"; the territory and ZIP code where no city is known
 * ("Puerto Rico 00901"); the ZIP code alone where there is no state (military mail).
 */
export function placeInWords(place: Pick<Place, 'zipCode' | 'city' | 'state' | 'stateName'>): string {
  if (!place.state) return place.zipCode;
  return place.city ? `${place.city}, ${place.state} ${place.zipCode}` : `${place.stateName} ${place.zipCode}`;
}
