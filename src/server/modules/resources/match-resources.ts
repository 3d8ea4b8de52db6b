/**
 * Matching (issue 22): the person's district court, the legal aid programs of their state and the
 * national free options, each scored for their case type and income, best first. Served from the
 * committed, sourced data modules in ./data (no database yet).
 */
import type { MatchedResource, MatchResourcesRequest, Place } from '#shared/contracts/resources.ts';
import { getLegalAidIncomeLimit, povertyGuidelineRegionForState } from '#shared/law/figures.ts';
import { LEGAL_AID_PROGRAMS } from './data/legal-aid-programs.ts';
import { NATIONAL_RESOURCES, type NationalResource } from './data/national-resources.ts';
import type { BankruptcyCourt, LegalAidProgram } from './data/types.ts';
import { courtForPlace } from './district-court.ts';
import { scoreResource, type MatchNeed, type ScoredTraits } from './match-score.ts';

type Unscored = Omit<MatchedResource, 'matchScore' | 'reasons'> & { traits: ScoredTraits };

/** Programs the Bankruptcy Administrators (not the US Trustee) approve, per the data README. */
const BANKRUPTCY_ADMINISTRATOR_STATES = new Set(['AL', 'NC']);

function courtResource(court: BankruptcyCourt, place: Place): Unscored {
  return {
    id: `court-${court.bkCode}`,
    kind: 'court',
    name: `U.S. Bankruptcy Court for the ${court.districtName}`,
    organization: 'United States Courts',
    address: null,
    availability: 'immediate',
    distance: null,
    coverage: `Cases from ${place.county}, ${place.stateName}`,
    serviceType: 'pro_bono',
    specialties: ['Chapter 7', 'Chapter 13', 'Filing without a lawyer'],
    phone: null,
    email: null,
    website: court.website,
    selfHelpPage: court.proSePage,
    source: court.source,
    sourceUrl: court.sourceUrl,
    lastVerified: court.lastVerified,
    traits: { reach: { kind: 'your_district', county: place.county, stateName: place.stateName }, purpose: 'bankruptcy_court', cost: 'free', openOnline: true },
  };
}

const SERVICE_NAMES: Record<string, string> = {
  civil: 'Civil cases',
  consumer: 'Consumer debts',
  housing: 'Housing',
  family: 'Family',
  benefits: 'Public benefits',
  immigration: 'Immigration',
  'native-american': 'Native American communities',
};

function legalAidResource(program: LegalAidProgram, place: Place): Unscored {
  const statewide = program.coverage === 'statewide';
  return {
    id: program.id,
    kind: 'legal_aid',
    name: program.name,
    organization: program.name,
    address: null,
    availability: null,
    distance: null,
    coverage: statewide ? `All of ${place.stateName}` : `Part of ${place.stateName}`,
    serviceType: 'pro_bono',
    specialties: program.services.map((s) => SERVICE_NAMES[s] ?? s),
    phone: program.phone,
    email: null,
    website: program.website,
    selfHelpPage: null,
    source: program.correction ? `${program.source}; corrected: ${program.correction.note}` : program.source,
    sourceUrl: program.sourceUrl,
    lastVerified: program.lastVerified,
    traits: {
      reach: statewide ? { kind: 'statewide', stateName: place.stateName } : { kind: 'part_of_state', stateName: place.stateName },
      purpose: program.services.includes('consumer') ? 'consumer_legal_aid' : 'civil_legal_aid',
      cost: 'free_income_limited',
      openOnline: false,
    },
  };
}

const NATIONAL_TEXT: Record<NationalResource['id'], { name: string; organization: string; specialties: string[] }> = {
  'court-self-help': { name: 'Filing Without an Attorney', organization: 'Administrative Office of the U.S. Courts', specialties: ['Filing without a lawyer', 'Chapter 7', 'Chapter 13'] },
  'legal-aid': { name: 'Find Legal Aid', organization: 'Legal Services Corporation', specialties: ['Free civil legal aid', 'Search by address'] },
  'credit-counseling': { name: 'Approved credit counseling agencies', organization: 'U.S. Trustee Program, U.S. Department of Justice', specialties: ['Credit counseling before filing', 'Budget review'] },
};

function nationalResource(resource: NationalResource, place: Place): Unscored {
  const text = NATIONAL_TEXT[resource.id];
  const byAdministrator = resource.id === 'credit-counseling' && BANKRUPTCY_ADMINISTRATOR_STATES.has(place.state);
  return {
    id: `national-${resource.id}`,
    kind: 'national',
    name: text.name,
    organization: text.organization,
    address: null,
    availability: 'immediate',
    distance: null,
    coverage: byAdministrator ? `In ${place.stateName}, the Bankruptcy Administrator approves the agencies: ask your court for its list` : 'Online, anywhere in the US',
    serviceType: resource.id === 'credit-counseling' ? 'low_cost' : 'pro_bono',
    specialties: text.specialties,
    phone: null,
    email: null,
    website: resource.url,
    selfHelpPage: null,
    source: resource.source,
    sourceUrl: resource.sourceUrl,
    lastVerified: resource.lastVerified,
    traits: {
      reach: { kind: 'online' },
      purpose: resource.id === 'credit-counseling' ? 'credit_counseling' : resource.id === 'legal-aid' ? 'legal_aid_finder' : 'bankruptcy_court',
      cost: resource.id === 'credit-counseling' ? 'fee' : resource.id === 'legal-aid' ? 'free_income_limited' : 'free',
      openOnline: true,
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

/** The resources for a place: its district court, its state's legal aid programs, the national options. */
export function candidatesFor(place: Place, programs: readonly LegalAidProgram[] = LEGAL_AID_PROGRAMS): Unscored[] {
  const court = place.state ? courtForPlace(place) : null;
  return [
    ...(court ? [courtResource(court, place)] : []),
    ...programs.filter((p) => p.state === place.state).map((p) => legalAidResource(p, place)),
    ...NATIONAL_RESOURCES.map((r) => nationalResource(r, place)),
  ];
}

export function matchResources(request: MatchResourcesRequest, place: Place, onDate: Date, programs?: readonly LegalAidProgram[]): MatchedResource[] {
  const need = needOf(request, place, onDate);
  return candidatesFor(place, programs)
    .map(({ traits, ...resource }) => ({ ...resource, ...scoreResource(traits, need) }))
    .map(({ score, ...resource }) => ({ ...resource, matchScore: score }))
    .sort((a, b) => b.matchScore - a.matchScore || a.name.localeCompare(b.name));
}
