/**
 * The clerk's office to show on the court row (issue 42): the one the data says serves the
 * person's county; else the district's only office; else the nearest staffed office to the ZIP
 * code (our data does not say which division a county files in), said as such.
 */
import type { ClerkOffice, Place } from '#shared/contracts/resources.ts';
import type { CourtOffice } from '#shared/contracts/how-to-file.ts';
import { courtOfficesFor } from './court-offices.ts';
import { milesBetween, type Coordinates } from './miles.ts';

export type CoordinatesOfZip = (zip: string) => Coordinates | null;

function toClerkOffice(office: CourtOffice, choice: ClerkOffice['choice'], distance: number | null): ClerkOffice {
  return { ...office, choice, distance };
}

export function clerkOfficeFor(districtCode: string, place: Place, coordinatesOf: CoordinatesOfZip): ClerkOffice | null {
  const offices = courtOfficesFor(districtCode, place.county || null);
  const here = place.latitude !== null && place.longitude !== null ? { latitude: place.latitude, longitude: place.longitude } : null;
  const milesTo = (office: CourtOffice) => {
    const there = office.zip ? coordinatesOf(office.zip) : null;
    return here && there ? milesBetween(here, there) : null;
  };
  // Hearing-only places and offices not always staffed come last in `serving` already.
  const staffed = offices.serving.filter((office) => !office.isHearingOnly);
  const candidates = staffed.length > 0 ? staffed : offices.serving;
  const first = candidates[0];
  if (!first) return null;
  if (offices.choice === 'county') return toClerkOffice(first, 'your_division', milesTo(first));
  if (candidates.length === 1) return toClerkOffice(first, 'only_office', milesTo(first));
  const measured = candidates.map((office) => ({ office, miles: milesTo(office) })).filter((m): m is { office: CourtOffice; miles: number } => m.miles !== null);
  const nearest = measured.sort((a, b) => a.miles - b.miles)[0];
  // No distance to go by (a territory, or offices without a ZIP code): the district's main office, named as the nearest we can tell is not possible.
  return nearest ? toClerkOffice(nearest.office, 'nearest', nearest.miles) : toClerkOffice(first, 'only_office', null);
}
