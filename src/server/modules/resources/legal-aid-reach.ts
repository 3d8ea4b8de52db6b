/**
 * Whether a legal aid program serves the person's county (issue 42): yes where a source lists the
 * county; no where a source gives the program's whole list without it; otherwise unknown, and the
 * product says "check whether it serves your county" rather than guess.
 */
import type { Place } from '#shared/contracts/resources.ts';
import { FOUND_IN_PAGES, FROM_REFERENCE_FILE } from './data/legal-aid-service-areas.ts';
import type { ProgramServiceArea, SourceRef } from './data/types.ts';
import { normalizeCountyName } from './district-court.ts';

interface KnownArea {
  complete: boolean;
  counties: Set<string>;
  sources: SourceRef[];
}

function mergeAreas(areas: readonly ProgramServiceArea[]): Map<string, KnownArea> {
  const byProgram = new Map<string, KnownArea>();
  for (const area of areas) {
    const known = byProgram.get(area.programId) ?? { complete: false, counties: new Set<string>(), sources: [] };
    for (const county of area.counties) known.counties.add(`${area.state}:${normalizeCountyName(county)}`);
    known.complete ||= area.complete;
    known.sources.push(area.source);
    byProgram.set(area.programId, known);
  }
  return byProgram;
}

const KNOWN_AREAS = mergeAreas([...FROM_REFERENCE_FILE, ...FOUND_IN_PAGES]);

export type CountyReach =
  | { kind: 'serves_county'; source: SourceRef }
  | { kind: 'other_counties' }
  | { kind: 'unknown' };

/** Whether the program serves the place's county, as far as our sources say. */
export function countyReachOf(programId: string, place: Pick<Place, 'state' | 'county'>, areas: Map<string, KnownArea> = KNOWN_AREAS): CountyReach {
  const area = areas.get(programId);
  if (!area) return { kind: 'unknown' };
  if (!place.county) return { kind: 'unknown' };
  if (area.counties.has(`${place.state}:${normalizeCountyName(place.county)}`)) return { kind: 'serves_county', source: area.sources[0]! };
  return area.complete ? { kind: 'other_counties' } : { kind: 'unknown' };
}

/** The sources of a program's county list, for the card's "Sources" line. */
export function serviceAreaSources(programId: string): SourceRef[] {
  return KNOWN_AREAS.get(programId)?.sources ?? [];
}
