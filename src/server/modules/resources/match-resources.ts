/**
 * Matching (issue 22): the person's district court, the resources of their state and the national
 * ones, each scored for their case type and income, best first. Works on the rows of
 * `legal_resources` (loaded from the committed data files, edited by admins).
 */
import type { MatchedResource, MatchResourcesRequest, Place, ResourceCost } from '#shared/contracts/resources.ts';
import { getLegalAidIncomeLimit, povertyGuidelineRegionForState } from '#shared/law/figures.ts';
import type { BankruptcyCourt, ResourceRecord } from './data/types.ts';
import { courtForPlace } from './district-court.ts';
import { listingGroup, scoreResource, type MatchNeed, type Reach, type ScoredTraits } from './match-score.ts';

type Unscored = Omit<MatchedResource, 'matchScore' | 'reasons' | 'reasonCodes'> & { traits: ScoredTraits };

/** Programs the Bankruptcy Administrators (not the US Trustee) approve, per the data README. */
const BANKRUPTCY_ADMINISTRATOR_STATES = new Set(['AL', 'NC']);
const APPROVED_BY_TRUSTEE = new Set(['national-credit-counseling', 'national-debtor-education']);

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles between two points (ZIP code centroids), to one decimal. */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

function distanceOf(record: ResourceRecord, place: Place): number | null {
  if (record.latitude === null || record.longitude === null || place.latitude === null || place.longitude === null) return null;
  return milesBetween({ latitude: place.latitude, longitude: place.longitude }, { latitude: record.latitude, longitude: record.longitude });
}

function reachOf(record: ResourceRecord, place: Place, distance: number | null): Reach {
  // A territory is one district: the court serves all of it (no county is known there).
  if (record.kind === 'court') return { kind: 'your_district', county: place.county || null, stateName: place.stateName };
  if (distance !== null && record.coverage !== 'national') return { kind: 'distance', miles: distance };
  if (record.coverage === 'statewide') return { kind: 'statewide', stateName: place.stateName };
  if (record.coverage === 'part_of_state') return { kind: 'part_of_state', stateName: place.stateName };
  return { kind: 'online' };
}

function coverageOf(record: ResourceRecord, place: Place, court: BankruptcyCourt | null): string {
  if (record.kind === 'court') return place.county ? `Cases from ${place.county}, ${place.stateName}` : `Cases from all of ${place.stateName}`;
  if (APPROVED_BY_TRUSTEE.has(record.id) && court) {
    // Agencies and courses are approved district by district: the person needs one approved for theirs.
    const approved = record.id === 'national-credit-counseling' ? 'agencies' : 'course providers';
    if (BANKRUPTCY_ADMINISTRATOR_STATES.has(place.state)) {
      return `Your district is the ${court.districtName}: there the Bankruptcy Administrator approves the ${approved}, so ask your court for its list`;
    }
    return `Your district is the ${court.districtName}: choose one of the ${approved} approved for it`;
  }
  if (APPROVED_BY_TRUSTEE.has(record.id) && BANKRUPTCY_ADMINISTRATOR_STATES.has(place.state)) {
    return `In ${place.stateName}, the Bankruptcy Administrator approves the agencies: ask your court for its list`;
  }
  if (record.coverage === 'statewide') return record.coverageNote ? `All of ${place.stateName} (${record.coverageNote})` : `All of ${place.stateName}`;
  if (record.coverage === 'part_of_state') return record.coverageNote ? `${record.coverageNote}, ${place.stateName}` : `Part of ${place.stateName}`;
  return record.coverageNote ?? 'Online, anywhere in the US';
}

function distanceLabelOf(reach: Reach): string {
  switch (reach.kind) {
    case 'distance': {
      const miles = Math.round(reach.miles);
      return miles < 1 ? 'Under a mile' : `About ${miles} ${miles === 1 ? 'mile' : 'miles'}`;
    }
    case 'your_district':
      return 'Your district';
    case 'statewide':
      return 'Statewide';
    case 'part_of_state':
      return 'Part of your state';
    case 'online':
      return 'Online';
  }
}

function unscored(record: ResourceRecord, place: Place, court: BankruptcyCourt | null): Unscored {
  const distance = distanceOf(record, place);
  const reach = reachOf(record, place, distance);
  return {
    id: record.id,
    kind: record.kind,
    name: record.name,
    organization: record.organization,
    address: record.address,
    availability: record.availability,
    distance: reach.kind === 'distance' ? distance : null,
    distanceLabel: distanceLabelOf(reach),
    coverage: coverageOf(record, place, court),
    serviceType: record.serviceType,
    specialties: record.specialties,
    phone: record.phone,
    email: record.email,
    website: record.website,
    selfHelpPage: record.selfHelpPage,
    source: record.source,
    sourceUrl: record.sourceUrl,
    lastVerified: record.lastVerified,
    traits: {
      reach,
      purpose: record.purpose,
      cost: record.cost,
      openOnline: record.kind === 'court' || record.kind === 'national' || record.purpose === 'online_legal_answers',
    },
  };
}

function needOf(request: MatchResourcesRequest, place: Place, onDate: Date): MatchNeed {
  const limit = getLegalAidIncomeLimit(4, povertyGuidelineRegionForState(place.state), onDate);
  return {
    caseType: request.caseType,
    incomeLevel: request.incomeLevel,
    legalAidLimit: { familyOfFour: limit.value, percent: limit.percent, year: limit.effectiveDate.slice(0, 4) },
  };
}

/** The resources for a place: its district court, its state's resources, the national ones (retired rows are not passed in). */
export function candidatesFor(place: Place, records: readonly ResourceRecord[]): Unscored[] {
  const court = place.state ? courtForPlace(place) : null;
  return records
    .filter((r) => (r.kind === 'court' ? court !== null && r.courtCode === court.bkCode : r.state === null || r.state === place.state))
    .map((r) => unscored(r, place, court));
}

/** Among equal scores, free comes before free-within-a-limit, and both before a fee. */
const COST_ORDER: Record<ResourceCost, number> = { free: 0, free_income_limited: 1, fee: 2 };

/**
 * With low income, all free help (free, or free within an income limit) before anything with a fee,
 * whatever the scores (`listingGroup`); within that, best score first; on a tie, what costs less
 * first, then by name. With medium or high income, by score alone (then the same tie rules).
 */
export function matchResources(request: MatchResourcesRequest, place: Place, onDate: Date, records: readonly ResourceRecord[]): MatchedResource[] {
  const need = needOf(request, place, onDate);
  return candidatesFor(place, records)
    .map(({ traits, ...resource }) => {
      const { score, ...why } = scoreResource(traits, need);
      return { cost: traits.cost, group: listingGroup(traits.cost, need.incomeLevel), resource: { ...resource, ...why, matchScore: score } };
    })
    .sort(
      (a, b) =>
        a.group - b.group ||
        b.resource.matchScore - a.resource.matchScore ||
        COST_ORDER[a.cost] - COST_ORDER[b.cost] ||
        a.resource.name.localeCompare(b.resource.name),
    )
    .map(({ resource }) => resource);
}
