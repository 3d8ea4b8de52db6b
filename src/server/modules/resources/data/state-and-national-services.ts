/**
 * Statewide, local and national services beyond the courts and LSC programs (issue 22). Each row
 * was found through stored copies of public pages (read 2026-11-26, not opened live from our
 * workspace); `source` names the page and what it says, `sourceUrl` is that page. Nothing here is
 * typed from memory: a service, phone or address without such a page was left out. Rows
 * left out, with the reason, are in SERVICES_LEFT_OUT.
 */
import type { ResourceCost, ResourceCoverage, ResourcePurpose } from '#shared/contracts/resources.ts';
import type { Sourced } from './types.ts';

export interface SourcedService extends Sourced {
  id: string;
  kind: 'state_service' | 'national';
  name: string;
  organization: string;
  state: string | null;
  coverage: Exclude<ResourceCoverage, 'district'>;
  coverageNote: string | null;
  /** Only the place the source names (a city), never a guessed street address. */
  address: string | null;
  phone: string | null;
  website: string;
  serviceType: 'pro_bono' | 'low_cost' | 'full_service';
  purpose: ResourcePurpose;
  cost: ResourceCost;
  specialties: string[];
}

const READ_ON = '2026-11-26';

export const STATE_AND_NATIONAL_SERVICES: readonly SourcedService[] = [
  {
    id: 'national-aba-free-legal-answers',
    kind: 'national',
    name: 'ABA Free Legal Answers',
    organization: 'American Bar Association',
    state: null,
    coverage: 'national',
    coverageNote: 'Online; about 45 states take part, each with its own income limit',
    address: null,
    phone: null,
    website: 'https://freelegalanswers.org',
    serviceType: 'pro_bono',
    purpose: 'online_legal_answers',
    cost: 'free_income_limited',
    specialties: ['Online questions to volunteer lawyers', 'Civil (non-criminal) questions', 'Consumer and debt questions'],
    source:
      'American Bar Association news, "Free ABA web advice proves popular with users, lawyers" (February 2022): income-eligible users post civil legal questions online to volunteer attorneys; 45 states committed to take part; eligibility guidelines apply per state. Web address from the program\'s own blog (freelegalanswers.org/blog, March 2022)',
    sourceUrl: 'https://www.americanbar.org/news/abanews/aba-news-archives/2022/02/free-legal-answers/',
    lastVerified: READ_ON,
  },
  {
    id: 'state-ca-free-legal-answers',
    kind: 'state_service',
    name: 'California Free Legal Answers',
    organization: 'American Bar Association and its California administrator',
    state: 'CA',
    coverage: 'statewide',
    coverageNote: 'Online, for low-income residents of California',
    address: null,
    phone: null,
    website: 'https://ca.freelegalanswers.org',
    serviceType: 'pro_bono',
    purpose: 'online_legal_answers',
    cost: 'free_income_limited',
    specialties: ['Online questions to volunteer lawyers', 'Civil (non-criminal) questions'],
    source: 'ca.freelegalanswers.org, "Frequently Asked Questions for Volunteer Attorneys": a virtual legal advice clinic offering free legal advice to low-income residents of California, hosted by the American Bar Association and the California administrator',
    sourceUrl: 'https://ca.freelegalanswers.org/AttorneyFAQ',
    lastVerified: READ_ON,
  },
  {
    id: 'state-il-free-legal-answers',
    kind: 'state_service',
    name: 'Illinois Free Legal Answers',
    organization: 'American Bar Association and its Illinois administrator',
    state: 'IL',
    coverage: 'statewide',
    coverageNote: 'Online, for adults in Illinois who meet its income guidelines',
    address: null,
    phone: null,
    website: 'https://il.freelegalanswers.org',
    serviceType: 'pro_bono',
    purpose: 'online_legal_answers',
    cost: 'free_income_limited',
    specialties: ['Online questions to volunteer lawyers', 'Civil (non-criminal) questions'],
    source: 'il.freelegalanswers.org, Attorney Use Agreement: ABA Free Legal Answers is operated by the American Bar Association and an entity in the state where the client lives; no fee; users must be adults who meet financial eligibility guidelines',
    sourceUrl: 'https://il.freelegalanswers.org/Attorneys/Account/Requirements',
    lastVerified: READ_ON,
  },
  {
    id: 'state-fl-florida-bar-lawyer-referral-service',
    kind: 'state_service',
    name: 'The Florida Bar Lawyer Referral Service',
    organization: 'The Florida Bar',
    state: 'FL',
    coverage: 'statewide',
    coverageNote: 'Where a local bar association runs its own referral service, the call is passed to it',
    address: null,
    phone: '1-800-342-8011',
    website: 'https://www.floridabar.org/member/lrs/lrsrules/',
    serviceType: 'low_cost',
    purpose: 'lawyer_referral',
    cost: 'fee',
    specialties: ['Referral to a private lawyer', 'First half-hour consultation for no more than $25'],
    source:
      'The Florida Bar, "Lawyer Referral Service Rules": referrals by toll-free telephone or online; the initial consultation fee is no more than $25 for up to 30 minutes; areas with a local bar association service are referred to it. The toll-free number is from The Florida Bar\'s news release of May 6, 2010 (floridabar.org)',
    sourceUrl: 'https://www.floridabar.org/member/lrs/lrsrules/',
    lastVerified: READ_ON,
  },
  {
    id: 'state-ca-mcgeorge-pro-se-bankruptcy-clinic',
    kind: 'state_service',
    name: 'Pro Se Bankruptcy Clinic',
    organization: 'University of the Pacific McGeorge School of Law',
    state: 'CA',
    coverage: 'part_of_state',
    coverageNote: 'Sacramento',
    address: 'Sacramento, California',
    phone: null,
    website: 'https://www.pacific.edu/pacific-newsroom/mcgeorge-school-law-launches-pro-se-bankruptcy-clinic-support-sacramentans',
    serviceType: 'pro_bono',
    purpose: 'bankruptcy_clinic',
    cost: 'free',
    specialties: ['People filing bankruptcy without a lawyer', 'Law students supervised by a professor'],
    source: 'University of the Pacific newsroom, "McGeorge School of Law launches Pro Se Bankruptcy Clinic to support Sacramentans in overcoming debt": the clinic assists unrepresented community members in Sacramento with bankruptcy',
    sourceUrl: 'https://www.pacific.edu/pacific-newsroom/mcgeorge-school-law-launches-pro-se-bankruptcy-clinic-support-sacramentans',
    lastVerified: READ_ON,
  },
  {
    id: 'state-tx-bankruptcy-pro-bono-project',
    kind: 'state_service',
    name: 'Bankruptcy Pro Bono Project (BP2)',
    organization: 'Bankruptcy Section of the State Bar of Texas, with the University of Texas School of Law',
    state: 'TX',
    coverage: 'part_of_state',
    coverageNote: 'Austin and San Antonio areas, by referral from Volunteer Legal Services of Central Texas, Texas RioGrande Legal Aid or the Community Justice Program',
    address: null,
    phone: null,
    website: 'https://statebaroftexasbankruptcy.com/Law-School-Clinic',
    serviceType: 'pro_bono',
    purpose: 'bankruptcy_clinic',
    cost: 'free_income_limited',
    specialties: ['Chapter 7', 'Volunteer lawyer with a law student', 'Low-income clients'],
    source:
      'State Bar of Texas Bankruptcy Section, "Law School Clinic": the Bankruptcy Pro Bono Project pairs volunteer attorneys with law students to represent low-income people in Chapter 7; referrals come from Volunteer Legal Services of Central Texas and Texas RioGrande Legal Aid (Austin) and the Community Justice Program (San Antonio); it takes referrals in early fall and early spring',
    sourceUrl: 'https://statebaroftexasbankruptcy.com/Law-School-Clinic',
    lastVerified: READ_ON,
  },
  {
    id: 'national-debtor-education',
    kind: 'national',
    name: 'Approved debtor education courses',
    organization: 'U.S. Trustee Program, U.S. Department of Justice',
    state: null,
    coverage: 'national',
    coverageNote: 'Online and by phone; in Alabama and North Carolina the Bankruptcy Administrator approves the courses',
    address: null,
    phone: null,
    website: 'https://www.justice.gov/ust/list-approved-providers-personal-financial-management-instructional-courses-debtor-education',
    serviceType: 'low_cost',
    purpose: 'debtor_education',
    cost: 'fee',
    specialties: ['The course required after filing, before discharge', 'Search by state and district'],
    source:
      'justice.gov/ust, U.S. Trustee Program list of approved providers of personal financial management instructional courses (debtor education), as named in the reference data README ("Free national resources seen in sources", 2024–2026); in Alabama and North Carolina the Bankruptcy Administrators approve providers',
    sourceUrl: 'https://www.justice.gov/ust/list-approved-providers-personal-financial-management-instructional-courses-debtor-education',
    lastVerified: '2026-11-25',
  },
];

/** Services found but left out, and why. */
export const SERVICES_LEFT_OUT: ReadonlyArray<{ name: string; reason: string }> = [
  { name: 'State Free Legal Answers sites of TX, MO, MA, AR, TN', reason: 'named in the reference data README, but no page of each site was found to cite' },
  { name: 'State Bar of California lawyer referral', reason: 'the State Bar certifies county services rather than running one; its only phone found is for providers' },
  { name: 'Public Counsel Debtor Assistance Project (C.D. Cal.)', reason: 'the only source found is the court\'s 2011 annual report' },
];
