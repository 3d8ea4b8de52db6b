/**
 * The committed data files as `legal_resources` rows: what the database is loaded with at first
 * start, and what unedited rows are brought up to date with after an upgrade.
 */
import { BANKRUPTCY_COURTS } from './bankruptcy-courts.ts';
import { PROGRAMS_ONLY_IN_2021_LIST } from './legal-aid-contacts.ts';
import { LEGAL_AID_PROGRAMS } from './legal-aid-programs.ts';
import { NATIONAL_RESOURCES, type NationalResource } from './national-resources.ts';
import { STATE_AND_NATIONAL_SERVICES } from './state-and-national-services.ts';
import type { ResourceRecord } from './types.ts';

/**
 * What a resource card says its source is: the public source by name and date. The data files keep
 * how each row was gathered (repositories, captures, corrections) for the people who maintain them.
 */
const COURT_SOURCE = 'PACER CM/ECF Court Lookup, U.S. Courts (last updated 2023-01-10), and the court’s own website (captured 2022-12-20)';
const CORRECTED_NOTE = '; contact details corrected since, from the program’s own website';

const NONE = { coverageNote: null, courtCode: null, address: null, locationZip: null, latitude: null, longitude: null, phone: null, email: null, website: null, selfHelpPage: null } as const;

const SERVICE_NAMES: Record<string, string> = {
  civil: 'Civil cases',
  consumer: 'Consumer debts',
  housing: 'Housing',
  family: 'Family',
  benefits: 'Public benefits',
  immigration: 'Immigration',
  employment: 'Employment',
  'native-american': 'Native American communities',
};

const NATIONAL_TEXT: Record<NationalResource['id'], Pick<ResourceRecord, 'name' | 'organization' | 'specialties' | 'purpose' | 'cost' | 'serviceType'>> = {
  'court-self-help': {
    name: 'Filing Without an Attorney',
    organization: 'Administrative Office of the U.S. Courts',
    specialties: ['Filing without a lawyer', 'Chapter 7', 'Chapter 13'],
    purpose: 'bankruptcy_court',
    cost: 'free',
    serviceType: 'pro_bono',
  },
  'legal-aid': {
    name: 'Find Legal Aid',
    organization: 'Legal Services Corporation',
    specialties: ['Free civil legal aid', 'Search by address'],
    purpose: 'legal_aid_finder',
    cost: 'free_income_limited',
    serviceType: 'pro_bono',
  },
  'credit-counseling': {
    name: 'Approved credit counseling agencies',
    organization: 'U.S. Trustee Program, U.S. Department of Justice',
    specialties: ['Credit counseling before filing', 'Budget review'],
    purpose: 'credit_counseling',
    cost: 'fee',
    serviceType: 'low_cost',
  },
};

export const SEED_RESOURCES: readonly ResourceRecord[] = [
  ...BANKRUPTCY_COURTS.map(
    (court): ResourceRecord => ({
      ...NONE,
      id: `court-${court.bkCode}`,
      kind: 'court',
      // In three territories there is no separate bankruptcy court: the district court hears the cases.
      name: court.separateBankruptcyCourt ? `U.S. Bankruptcy Court for the ${court.districtName}` : `District Court for the ${court.districtName} (it hears bankruptcy cases)`,
      organization: 'United States Courts',
      state: court.state,
      coverage: 'district',
      courtCode: court.bkCode,
      website: court.website,
      selfHelpPage: court.proSePage,
      serviceType: 'pro_bono',
      purpose: 'bankruptcy_court',
      cost: 'free',
      availability: 'immediate',
      specialties: ['Chapter 7', 'Chapter 13', 'Filing without a lawyer'],
      source: COURT_SOURCE,
      sourceUrl: court.sourceUrl,
      lastVerified: court.lastVerified,
    }),
  ),
  ...[...LEGAL_AID_PROGRAMS, ...PROGRAMS_ONLY_IN_2021_LIST].map(
    (program): ResourceRecord => ({
      ...NONE,
      id: program.id,
      kind: 'legal_aid',
      name: program.name,
      organization: program.name,
      state: program.state,
      coverage: program.coverage,
      phone: program.phone,
      website: program.website,
      serviceType: 'pro_bono',
      purpose: program.services.includes('consumer') ? 'consumer_legal_aid' : 'civil_legal_aid',
      cost: 'free_income_limited',
      availability: null,
      specialties: program.services.map((s) => SERVICE_NAMES[s] ?? s),
      source: program.correction ? `${program.source}${CORRECTED_NOTE}` : program.source,
      sourceUrl: program.sourceUrl,
      lastVerified: program.lastVerified,
    }),
  ),
  ...NATIONAL_RESOURCES.map(
    (resource): ResourceRecord => ({
      ...NONE,
      ...NATIONAL_TEXT[resource.id],
      id: `national-${resource.id}`,
      kind: 'national',
      state: null,
      coverage: 'national',
      website: resource.url,
      availability: 'immediate',
      source: resource.source,
      sourceUrl: resource.sourceUrl,
      lastVerified: resource.lastVerified,
    }),
  ),
  ...STATE_AND_NATIONAL_SERVICES.map(
    (service): ResourceRecord => ({
      ...NONE,
      ...service,
      availability: service.kind === 'national' || service.purpose === 'online_legal_answers' ? 'immediate' : null,
    }),
  ),
];
