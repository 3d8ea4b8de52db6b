/**
 * Matching (issue 22): the person's district court, the resources of their state and the national
 * ones, each scored for their case type and income, best first. Works on the rows of
 * `legal_resources` (loaded from the committed data files, edited by admins).
 */
import type { MatchedResource, MatchResourcesRequest, Place, ResourceCost } from '#shared/contracts/resources.ts';
import { getLegalAidIncomeLimits, povertyGuidelineRegionForState } from '#shared/law/figures.ts';
import { clerkOfficeFor, type CoordinatesOfZip } from './clerk-office.ts';
import { COURT_OFFICES_AS_OF } from './data/bankruptcy-court-offices.ts';
import { contactsOf } from './data/legal-aid-contacts.ts';
import type { BankruptcyCourt, ResourceRecord } from './data/types.ts';
import { courtForPlace } from './district-court.ts';
import { countyReachOf, serviceAreaSources, type CountyReach } from './legal-aid-reach.ts';
import { listingGroup, scoreResource, type MatchNeed, type Reach, type ScoredTraits } from './match-score.ts';
import { milesBetween, type Coordinates } from './miles.ts';
import { distinctSources, fromSourceRef, shownSource, sourceInWords } from './source-labels.ts';

type Unscored = Omit<MatchedResource, 'matchScore' | 'reasons' | 'reasonCodes'> & { traits: ScoredTraits };

/** Programs the Bankruptcy Administrators (not the US Trustee) approve, per the data README. */
const BANKRUPTCY_ADMINISTRATOR_STATES = new Set(['AL', 'NC']);
const APPROVED_BY_TRUSTEE = new Set(['national-credit-counseling', 'national-debtor-education']);

export { milesBetween };

/** Where the row's office is: the coordinates an admin's location ZIP gave, else a sourced office's ZIP code. */
function officeCoordinates(record: ResourceRecord): Coordinates | null {
  if (record.latitude !== null && record.longitude !== null) return { latitude: record.latitude, longitude: record.longitude };
  const office = record.kind === 'legal_aid' ? contactsOf(record.id)?.office : null;
  return office?.latitude != null && office.longitude != null ? { latitude: office.latitude, longitude: office.longitude } : null;
}

function distanceOf(record: ResourceRecord, place: Place): number | null {
  const office = officeCoordinates(record);
  if (!office || place.latitude === null || place.longitude === null) return null;
  return milesBetween({ latitude: place.latitude, longitude: place.longitude }, office);
}

/** Legal aid serving part of a state: by county where a source says, never by distance alone. */
function countyReach(record: ResourceRecord, place: Place): CountyReach | null {
  return record.kind === 'legal_aid' && record.coverage === 'part_of_state' ? countyReachOf(record.id, place) : null;
}

function reachOf(record: ResourceRecord, place: Place, distance: number | null, byCounty: CountyReach | null): Reach {
  // A territory is one district: the court serves all of it (no county is known there).
  if (record.kind === 'court') return { kind: 'your_district', county: place.county || null, stateName: place.stateName };
  if (byCounty?.kind === 'serves_county') return { kind: 'your_county', county: countyInWords(place) };
  if (byCounty) return { kind: 'county_unknown', stateName: place.stateName, miles: distance };
  if (distance !== null && record.coverage !== 'national') return { kind: 'distance', miles: distance };
  if (record.coverage === 'statewide') return { kind: 'statewide', stateName: place.stateName };
  if (record.coverage === 'part_of_state') return { kind: 'part_of_state', stateName: place.stateName };
  return { kind: 'online' };
}

/** "Allegheny County", "Orleans Parish": GeoNames gives the name alone. */
function countyInWords(place: Place): string {
  if (/\b(county|parish|borough|city|municipality|census area)$/i.test(place.county)) return place.county;
  return `${place.county} ${place.state === 'LA' ? 'Parish' : 'County'}`;
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
  if (record.kind === 'legal_aid' && record.coverage === 'part_of_state' && place.county) {
    return countyReachOf(record.id, place).kind === 'serves_county'
      ? `${countyInWords(place)}, ${place.stateName}, among other counties`
      : `Part of ${place.stateName}: check whether it serves ${countyInWords(place)}`;
  }
  if (record.coverage === 'statewide') return record.coverageNote ? `All of ${place.stateName} (${record.coverageNote})` : `All of ${place.stateName}`;
  if (record.coverage === 'part_of_state') return record.coverageNote ? `${record.coverageNote}, ${place.stateName}` : `Part of ${place.stateName}`;
  return record.coverageNote ?? 'Online, anywhere in the US';
}

function distanceLabelOf(reach: Reach, distance: number | null): string {
  if (distance !== null && reach.kind !== 'your_district' && reach.kind !== 'online') return distanceLabelOf({ kind: 'distance', miles: distance }, null);
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
    case 'county_unknown':
      return 'Part of your state';
    case 'your_county':
      return 'Serves your county';
    case 'online':
      return 'Online';
  }
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** The listed phone, then the 2021 intake and main lines where they differ from it, each saying where it comes from. */
function phonesOf(record: ResourceRecord): MatchedResource['phones'] {
  const phones: MatchedResource['phones'] = record.phone ? [{ kind: 'listed', number: record.phone, note: null }] : [];
  const contacts = record.kind === 'legal_aid' ? contactsOf(record.id) : null;
  if (!contacts) return phones;
  const note = `${sourceInWords(fromSourceRef(contacts.phonesSource))}${contacts.phonesOf ? `: the phone of ${contacts.phonesOf}` : ''}; it may have changed`;
  for (const [kind, number] of [['intake', contacts.intakePhone], ['main', contacts.mainPhone]] as const) {
    if (number && !phones.some((p) => digits(p.number) === digits(number))) phones.push({ kind, number, note });
  }
  return phones;
}

function addressOf(record: ResourceRecord): string | null {
  if (record.address) return record.address;
  const office = record.kind === 'legal_aid' ? contactsOf(record.id)?.office : null;
  return office ? `${office.street}, ${office.city}, ${office.state}${office.zip ? ` ${office.zip}` : ''}` : null;
}

function sourcesOf(record: ResourceRecord, clerkOffice: MatchedResource['clerkOffice']): MatchedResource['sources'] {
  const contacts = record.kind === 'legal_aid' ? contactsOf(record.id) : null;
  return distinctSources([
    shownSource(record),
    ...serviceAreaSources(record.id).map(fromSourceRef),
    ...(contacts && (contacts.intakePhone || contacts.mainPhone) ? [fromSourceRef(contacts.phonesSource)] : []),
    ...(contacts?.office && !record.address ? [fromSourceRef(contacts.office.source)] : []),
    ...(clerkOffice ? [{ name: 'PACER court lookup data and the court’s home page', date: COURT_OFFICES_AS_OF.slice(0, 4), url: 'https://pacer.uscourts.gov/file-case/court-cmecf-lookup' }] : []),
  ]);
}

function unscored(record: ResourceRecord, place: Place, court: BankruptcyCourt | null, coordinatesOf: CoordinatesOfZip): Unscored {
  const distance = distanceOf(record, place);
  const reach = reachOf(record, place, distance, countyReach(record, place));
  const clerkOffice = record.kind === 'court' && court ? clerkOfficeFor(court.districtCode, place, coordinatesOf) : null;
  const sources = sourcesOf(record, clerkOffice);
  return {
    id: record.id,
    kind: record.kind,
    name: record.name,
    organization: record.organization,
    address: addressOf(record),
    availability: record.availability,
    distance: reach.kind === 'your_district' || reach.kind === 'online' ? null : distance,
    distanceLabel: distanceLabelOf(reach, distance),
    coverage: coverageOf(record, place, court),
    serviceType: record.serviceType,
    specialties: record.specialties,
    phone: record.phone,
    phones: phonesOf(record),
    email: record.email,
    website: record.website,
    selfHelpPage: record.selfHelpPage,
    clerkOffice,
    sources,
    // The first source, in words: never our own notes or a file's path.
    source: sourceInWords(sources[0]!),
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
  // Alaska and Hawaii have their own guidelines; territories and military mail use the 48 states'.
  const { usual, higher } = getLegalAidIncomeLimits(request.householdSize, povertyGuidelineRegionForState(place.state), onDate);
  return {
    caseType: request.caseType,
    incomeLevel: request.incomeLevel,
    householdSize: request.householdSize,
    legalAidLimits: { usual: usual.value, usualPercent: usual.percent, higher: higher.value, higherPercent: higher.percent, year: usual.effectiveDate.slice(0, 4) },
  };
}

/** The resources for a place: its district court, its state's resources, the national ones (retired rows are not passed in). */
export function candidatesFor(place: Place, records: readonly ResourceRecord[], coordinatesOf: CoordinatesOfZip = () => null): Unscored[] {
  const court = place.state ? courtForPlace(place) : null;
  return records
    .filter((r) => (r.kind === 'court' ? court !== null && r.courtCode === court.bkCode : r.state === null || r.state === place.state))
    // A program whose whole county list leaves the person's county out does not serve them.
    .filter((r) => countyReach(r, place)?.kind !== 'other_counties')
    .map((r) => unscored(r, place, court, coordinatesOf));
}

/** Among equal scores, free comes before free-within-a-limit, and both before a fee. */
const COST_ORDER: Record<ResourceCost, number> = { free: 0, free_income_limited: 1, fee: 2 };

/**
 * With low income, all free help (free, or free within an income limit) before anything with a fee,
 * whatever the scores (`listingGroup`); within that, best score first; on a tie, the nearer office
 * first (where known), then what costs less, then by name. With medium or high income, by score alone (then the same tie rules).
 */
export function matchResources(
  request: MatchResourcesRequest,
  place: Place,
  onDate: Date,
  records: readonly ResourceRecord[],
  coordinatesOf: CoordinatesOfZip = () => null,
): MatchedResource[] {
  const need = needOf(request, place, onDate);
  return candidatesFor(place, records, coordinatesOf)
    .map(({ traits, ...resource }) => {
      const { score, ...why } = scoreResource(traits, need);
      return { cost: traits.cost, group: listingGroup(traits.cost, need.incomeLevel), resource: { ...resource, ...why, matchScore: score } };
    })
    .sort(
      (a, b) =>
        a.group - b.group ||
        b.resource.matchScore - a.resource.matchScore ||
        (a.resource.distance ?? Infinity) - (b.resource.distance ?? Infinity) ||
        COST_ORDER[a.cost] - COST_ORDER[b.cost] ||
        a.resource.name.localeCompare(b.resource.name),
    )
    .map(({ resource }) => resource);
}
