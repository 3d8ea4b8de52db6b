import type { ResourceCost, ResourceCoverage, ResourceKind, ResourcePurpose } from '#shared/contracts/resources.ts';

/** Every resource row says where it comes from and when that source was last checked. */
export interface Sourced {
  /** Where the row's facts were copied from, in words. */
  source: string;
  /** The address of that source. */
  sourceUrl: string;
  /** The date the source was compiled or checked (YYYY-MM-DD); not a live check by us. */
  lastVerified: string;
}

export type LegalAidCoverage = 'statewide' | 'part_of_state';

export interface LegalAidProgram extends Sourced {
  id: string;
  name: string;
  /** Two-letter state or territory code. */
  state: string;
  website: string | null;
  phone: string | null;
  /** The kinds of cases the grantee list names (civil, housing, family, benefits, consumer...). */
  services: string[];
  coverage: LegalAidCoverage;
  /** A row fixed from the corrections file: what changed and where that is sourced. */
  correction?: { note: string; sourceUrl: string | null; confidence: string };
}

export interface BankruptcyCourt extends Sourced {
  /** CM/ECF code of the bankruptcy court, like "cacb". */
  bkCode: string;
  districtCode: string;
  districtName: string;
  state: string;
  /** False where the district court itself hears bankruptcy cases (three territories). */
  separateBankruptcyCourt: boolean;
  website: string | null;
  /** The court's page for people filing without a lawyer, as captured in 2022-12 (may have moved). */
  proSePage: string | null;
}

/** One resource as stored in `legal_resources` (and as the data files load it there). */
export interface ResourceRecord extends Sourced {
  id: string;
  kind: ResourceKind;
  name: string;
  organization: string;
  state: string | null;
  coverage: ResourceCoverage;
  coverageNote: string | null;
  courtCode: string | null;
  address: string | null;
  locationZip: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  selfHelpPage: string | null;
  serviceType: 'pro_bono' | 'low_cost' | 'full_service';
  purpose: ResourcePurpose;
  cost: ResourceCost;
  availability: 'immediate' | 'within_week' | 'within_month' | null;
  specialties: string[];
}

/** One row of bankruptcy_court_offices_2023-01-10.csv, every cell as written there ('' when empty). */
export interface CourtOfficeRow {
  districtCode: string;
  districtName: string;
  /** The division's name, often with a note in brackets ("Williamsport (hearing location only)"). */
  division: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  /** '' (no source says), "ALL (district-wide)", or a list of county names with a note in brackets. */
  countiesServed: string;
  sourceUrl: string;
  asOf: string;
  /** H: two sources agree (or an official one); M: one reputable source; L: old, secondary or derived. */
  confidence: 'H' | 'M' | 'L';
}

/** A source as people read it: a name and a date ("LSC program list, 2021"), with its address. */
export interface SourceRef {
  name: string;
  /** A year, or YYYY-MM or YYYY-MM-DD, as the source is dated. */
  date: string;
  url: string;
  /** H: official or two agreeing; M: one reputable source; L: old, secondary or derived. */
  confidence: 'H' | 'M' | 'L';
}

/** The counties a legal aid program serves, as far as a source says (issue 42). */
export interface ProgramServiceArea {
  programId: string;
  state: string;
  /** True when the source gives the whole list; false when it names only some of them. */
  complete: boolean;
  /** As the source writes them ("Allegheny County"). */
  counties: string[];
  /** Census 5-digit FIPS codes, in the same order. */
  fips: string[];
  source: SourceRef;
}

/** How to reach a legal aid program beyond its listed phone: LSC's 2021 phones and an office where known. */
export interface ProgramContacts {
  mainPhone: string | null;
  intakePhone: string | null;
  /** Whose phones these were when they are a predecessor's (a program that merged into this one). */
  phonesOf: string | null;
  phonesSource: SourceRef;
  office: { street: string; city: string; state: string; zip: string | null; latitude: number | null; longitude: number | null; source: SourceRef } | null;
}
