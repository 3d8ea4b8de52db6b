/**
 * Shapes of the legal reference data. Data files hold plain values; figures.ts turns them into
 * dated, sourced figures. Dates are ISO calendar dates (YYYY-MM-DD).
 */

export interface MedianIncomeRowData {
  readonly stateCode: string;
  readonly stateName: string;
  readonly household1: number;
  readonly household2: number;
  readonly household3: number;
  readonly household4: number;
}

export interface MedianIncomeTableData {
  /** Cases filed on or after this date use the table. */
  readonly effectiveDate: string;
  readonly source: string;
  /** The official publication a reader can check. */
  readonly officialSource: string;
  readonly confidence: string;
  /**
   * `official`: the US Trustee's own figures (confirmed, or imported by an admin); `estimate`: our
   * projection (data README confidence below high), to be labelled and checked before filing.
   */
  readonly status: 'official' | 'estimate';
  /** Reference data file the values were copied from. */
  readonly dataFile: string;
  /** Annual dollars added for each person over 4. */
  readonly addPerPersonOver4: number;
  readonly rows: readonly MedianIncomeRowData[];
}

export interface Sec104AmountVersionData {
  readonly effectiveDate: string;
  /** null: the amount was adjusted on this date but the new value is not in our data. */
  readonly value: number | null;
}

export interface Sec104AmountData {
  readonly id: string;
  /** Section of Title 11 (for example `522(d)(1)`). */
  readonly section: string;
  readonly description: string;
  readonly unit: 'USD' | 'USD/month' | 'USD/year';
  /** How well the figure is confirmed, as recorded in the CSV. */
  readonly status: string;
  readonly sources: string;
  readonly versions: readonly Sec104AmountVersionData[];
}

/** A period read from the CSV wording, so code can compute with it. */
export interface TimingPeriodData {
  readonly min?: number;
  readonly max: number;
  readonly unit: 'days' | 'months' | 'years';
}

export interface TimingRuleData {
  readonly id: string;
  /** The rule as named in the CSV. */
  readonly rule: string;
  /** The rule's value as worded in the CSV. */
  readonly value: string;
  /** Statute or rule of procedure. */
  readonly source: string;
  readonly note: string;
  /** The period the CSV states, in numbers. */
  readonly period?: TimingPeriodData;
  /** A longer period the CSV allows in some cases (see note or value). */
  readonly extendedPeriod?: TimingPeriodData;
  /** A count the CSV states (for example the number of fee installments). */
  readonly count?: number;
  /** A percentage the CSV states (for example of the poverty guidelines). */
  readonly percent?: number;
}

export interface OfficialFormData {
  /** Form id as used in the forms' file names (for example `B106C`). */
  readonly formId: string;
  /** Number as printed on the form (for example `106C`, or `Director's 2000`). */
  readonly number: string;
  readonly title: string;
  /** Revision printed on the form (MM/YY), or a note when it was not confirmed. */
  readonly versionDate: string;
  readonly howDetermined: string;
  /** Where a public copy (or its field list) was read. */
  readonly publicCopy: string;
}

export interface PovertyGuidelineRegionData {
  /** Annual guideline for households of 1 to 8 persons. */
  readonly persons: readonly number[];
  readonly eachAdditional: number;
}

export interface PovertyGuidelineTableData {
  readonly effectiveDate: string;
  readonly source: string;
  /** The official publication a reader can check. */
  readonly officialSource: string;
  readonly confidence: string;
  readonly dataFile: string;
  readonly regions: {
    readonly '48_states_and_dc': PovertyGuidelineRegionData;
    readonly alaska: PovertyGuidelineRegionData;
    readonly hawaii: PovertyGuidelineRegionData;
  };
}

/** One county of the housing and utilities standards: state, county, non-mortgage for 1-5+ people, mortgage or rent for 1-5+ people. */
export type HousingUtilitiesRowData = readonly [string, string, number, number, number, number, number, number, number, number, number, number];

export type StateHomesteadData =
  | { readonly kind: 'amount'; readonly value: number }
  | { readonly kind: 'lowestOfSeveral'; readonly value: number }
  | { readonly kind: 'unlimited' }
  | { readonly kind: 'none' }
  | { readonly kind: 'unclear' };

export interface StateExemptionRowData {
  readonly stateCode: string;
  /** Whether filers may choose the federal §522(d) list (`stateOrFederal`) or must use the state's (`stateOnly`). */
  readonly system: 'stateOrFederal' | 'stateOnly' | 'unclear';
  readonly systemAsPublished: string;
  readonly optOutCitation: string;
  /** The CSV's homestead text for a single filer, word for word. */
  readonly homesteadSingle: string;
  readonly homestead: StateHomesteadData;
  readonly homesteadMarriedNote: string;
  readonly unlimitedOrAcreageNote: string;
  readonly asOf: string;
  readonly confidence: string;
  readonly sources: string;
}

/** One row of exemptions_by_state_categories_2026-12_partial.csv, word for word. */
export interface StateExemptionCategoryRowData {
  readonly stateCode: string;
  /** As published: `state`, `state_only`, `704`, `703.140(b)` (California's two systems) and variants. */
  readonly system: string;
  readonly category: string;
  readonly description: string;
  readonly amount: string;
  readonly perItemLimit: string;
  readonly doublingForJoint: string;
  readonly citation: string;
  readonly asOf: string;
  /** H, M or L (see the data file's header). */
  readonly confidence: string;
  readonly sourceUrls: string;
  readonly notes: string;
}

export interface NationalStandardsData {
  readonly effectiveDate: string;
  readonly source: string;
  readonly officialSource: string;
  readonly confidence: string;
  readonly dataFile: string;
  /** Monthly allowance for households of 1, 2, 3 and 4 people. */
  readonly persons: readonly [number, number, number, number];
  /** Added for each person over 4. */
  readonly additionalPerson: number;
  /** The categories the total adds up, where the source gives them (persons 1-4). */
  readonly byCategory?: Readonly<Record<string, readonly [number, number, number, number]>>;
}

export interface TransportationRegionData {
  readonly states: readonly string[];
  /** Operating costs for one and two vehicles outside the region's metropolitan areas. */
  readonly regional: readonly [number, number];
  /** Metropolitan areas: counties by state (as published) and operating costs for one and two vehicles. */
  readonly msas: Readonly<Record<string, { readonly counties: Readonly<Record<string, readonly string[]>>; readonly costs: readonly [number, number] }>>;
}
