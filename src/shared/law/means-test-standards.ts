/**
 * Typed, dated access to the IRS and US Trustee expense standards of the Chapter 7 means test
 * (Official Form 122A-2 lines 6-14), in the style of figures.ts: each figure comes back with its
 * effective date and source. The data is partial and partly unconfirmed (see each data module), so
 * every figure also says whether it is an estimate and why: no version in force on the filing date
 * (the nearest one is used), a county we could not find (the state-wide row is used), a region the
 * newer file lacks.
 */
import { HOUSING_UTILITIES_2025, HOUSING_UTILITIES_2025_COUNTIES, HOUSING_UTILITIES_2025_STATE_DEFAULTS } from './data/housing-utilities-2025.ts';
import { IRS_NATIONAL_STANDARDS_2025_04_21 } from './data/irs-national-standards-2025-04-21.ts';
import { MEANS_TEST_RULES } from './data/means-test-rules.ts';
import { TRANSPORTATION_STANDARDS_2026_04_01 } from './data/transportation-standards-2026-04-01.ts';
import type { HousingUtilitiesRowData, NationalStandardsData, TransportationRegionData } from './data/types.ts';
import { UST_HEALTH_CARE_2026_07_15, UST_NATIONAL_STANDARDS_2026_07_15, UST_TRANSPORTATION_2026_07_15 } from './data/ust-means-test-standards-2026-07-15.ts';
import { type LegalFigure, LegalFigureUnavailableError, toIsoDate } from './figures.ts';

/** A standard with what makes it an estimate, if anything. */
export interface StandardFigure<T> extends LegalFigure<T> {
  /** Why the figure may not be the one in force for this filing; absent when it is. */
  estimateReason?: string;
}

interface SourcedVersion {
  readonly effectiveDate: string;
  readonly source: string;
  readonly officialSource: string;
  readonly confidence: string;
  readonly dataFile: string;
}

/**
 * The version in force on the day or, when none is (a date before our data), the earliest one,
 * marked as an estimate: a deduction left out would overstate what a person can pay.
 */
function inForceOrNearest<T extends SourcedVersion>(versions: readonly T[], day: string, what: string): { version: T; estimateReason?: string } {
  const sorted = [...versions].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  const inForce = sorted.filter((v) => v.effectiveDate <= day).at(-1);
  if (inForce) return { version: inForce };
  const earliest = sorted[0];
  if (!earliest) throw new LegalFigureUnavailableError(`No ${what} in the legal reference data.`);
  return {
    version: earliest,
    estimateReason: `Our data has no ${what} in force on ${day}; we used the one effective ${earliest.effectiveDate}.`,
  };
}

function figure<T>(value: T, version: SourcedVersion, estimateReason?: string): StandardFigure<T> {
  const result: StandardFigure<T> = {
    value,
    effectiveDate: version.effectiveDate,
    source: version.source,
    officialSource: version.officialSource,
    confidence: version.confidence,
    dataFile: version.dataFile,
  };
  if (estimateReason) result.estimateReason = estimateReason;
  return result;
}

function assertPeople(count: number): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`A number of people must be a whole number of at least 0, got ${count}.`);
}

// ---------------------------------------------------------------------------------------------
// National standards (line 6)

const NATIONAL_STANDARDS: readonly NationalStandardsData[] = [IRS_NATIONAL_STANDARDS_2025_04_21, UST_NATIONAL_STANDARDS_2026_07_15];

/** Food, clothing and other items for the household size (Form 122A-2 line 6), dollars a month. */
export function getNationalStandard(householdSize: number, onDate: Date): StandardFigure<number> {
  assertPeople(householdSize);
  const { version, estimateReason } = inForceOrNearest(NATIONAL_STANDARDS, toIsoDate(onDate), 'national standard (food, clothing and other items)');
  const largest = MEANS_TEST_RULES.nationalStandardsLargestColumn.value;
  const value =
    householdSize <= largest ? version.persons[Math.max(householdSize, 1) - 1]! : version.persons[largest - 1]! + (householdSize - largest) * version.additionalPerson;
  return figure(value, version, estimateReason);
}

// ---------------------------------------------------------------------------------------------
// Out-of-pocket health care (line 7)

/** Health care allowance for the people under 65 and the people 65 or older (line 7), dollars a month. */
export function getHealthCareStandard(peopleUnder65: number, peopleAged65OrOver: number, onDate: Date): StandardFigure<number> {
  assertPeople(peopleUnder65);
  assertPeople(peopleAged65OrOver);
  const { version, estimateReason } = inForceOrNearest([UST_HEALTH_CARE_2026_07_15], toIsoDate(onDate), 'out-of-pocket health care standard');
  return figure(peopleUnder65 * version.perPersonUnder65 + peopleAged65OrOver * version.perPersonAged65OrOver, version, estimateReason);
}

// ---------------------------------------------------------------------------------------------
// Housing and utilities (lines 8 and 9)

/**
 * How a county name is compared: case, accents, punctuation, spaces and hyphens ("Miami Dade",
 * "De Kalb"), "Saint"/"St." and the usual suffixes do not matter; "City" does (Fairfax city is not
 * Fairfax County).
 */
export function normalizeCountyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/\bsaint\b/g, 'st')
    .trim()
    .replace(/\s+(county|parish|borough|census area|municipality|city and borough|municipio)$/, '')
    .replace(/[^a-z0-9]/g, '');
}

function findCounty<T>(rows: readonly T[], name: string, nameOf: (row: T) => string): T | undefined {
  const exact = rows.find((row) => nameOf(row).toLowerCase() === name.trim().toLowerCase());
  if (exact) return exact;
  const wanted = normalizeCountyName(name);
  return rows.find((row) => normalizeCountyName(nameOf(row)) === wanted);
}

export interface HousingUtilitiesStandard {
  /** Line 8: utilities and upkeep. */
  nonMortgage: number;
  /** Line 9a: mortgage or rent. */
  mortgageOrRent: number;
  /** The county as the table names it, or null when the state-wide row was used. */
  county: string | null;
}

/** Housing and utilities standards for the county (or the state when the county is unknown) and household size. */
export function getHousingUtilitiesStandard(stateCode: string, countyName: string | undefined, householdSize: number, onDate: Date): StandardFigure<HousingUtilitiesStandard> {
  assertPeople(householdSize);
  const code = stateCode.trim().toUpperCase();
  const { version, estimateReason: dateReason } = inForceOrNearest([HOUSING_UTILITIES_2025], toIsoDate(onDate), 'housing and utilities standard');
  const inState = HOUSING_UTILITIES_2025_COUNTIES.filter((row) => row[0] === code);
  const county = countyName ? findCounty(inState, countyName, (row) => row[1]) : undefined;
  const row: HousingUtilitiesRowData | undefined = county ?? HOUSING_UTILITIES_2025_STATE_DEFAULTS.find((r) => r[0] === code);
  if (!row) throw new LegalFigureUnavailableError(`No housing and utilities standard for "${stateCode}" in ${version.dataFile}.`);
  const column = Math.min(Math.max(householdSize, 1), MEANS_TEST_RULES.housingLargestColumn.value) - 1;
  const countyReason = county
    ? undefined
    : countyName
      ? `We could not find "${countyName}" in the county table, so we used the state-wide figure.`
      : 'Without your county we used the state-wide figure.';
  const reasons = [dateReason, countyReason, `The table gives only the year (${version.effectiveDateNote}).`].filter(Boolean);
  return figure(
    { nonMortgage: row[2 + column] as number, mortgageOrRent: row[7 + column] as number, county: county ? county[1] : null },
    version,
    reasons.join(' '),
  );
}

// ---------------------------------------------------------------------------------------------
// Transportation (lines 12, 13, 14)

export interface TransportationStandard {
  /** Line 12: operating costs for the number of vehicles (0 when there is none). */
  operating: number;
  /** Line 13: ownership allowance for the first and the second vehicle. */
  ownershipPerVehicle: number[];
  /** Line 14: public transportation, for a household without a vehicle. */
  publicTransportation: number;
  /** Where the operating cost comes from: a metropolitan area, a region, or none. */
  operatingArea: string | null;
}

function regionOf(stateCode: string): [string, TransportationRegionData] | undefined {
  return Object.entries(TRANSPORTATION_STANDARDS_2026_04_01.regions).find(([, region]) => (region.states as readonly string[]).includes(stateCode)) as
    | [string, TransportationRegionData]
    | undefined;
}

/** Transportation standards for the place and the number of vehicles the household runs (at most two count). */
export function getTransportationStandard(stateCode: string, countyName: string | undefined, vehicles: number, onDate: Date): StandardFigure<TransportationStandard> {
  assertPeople(vehicles);
  const code = stateCode.trim().toUpperCase();
  const day = toIsoDate(onDate);
  const counted = Math.min(vehicles, MEANS_TEST_RULES.maxVehicles.value);
  const newer = day >= UST_TRANSPORTATION_2026_07_15.effectiveDate;
  const { version: base, estimateReason: dateReason } = inForceOrNearest([TRANSPORTATION_STANDARDS_2026_04_01], day, 'transportation standard');
  const reasons: (string | undefined)[] = [];

  const region = regionOf(code);
  const msa = region && countyName
    ? Object.entries(region[1].msas).find(([, area]) => findCounty(area.counties[code] ?? [], countyName, (name) => name) !== undefined)
    : undefined;
  let operatingCosts: readonly [number, number] | undefined = msa?.[1].costs ?? region?.[1].regional;
  let operatingArea: string | null = msa ? `${msa[0]} metropolitan area` : region ? `${region[0]} region` : null;
  if (newer && region?.[0] === 'Midwest' && !msa) {
    operatingCosts = UST_TRANSPORTATION_2026_07_15.operatingMidwestNoMsa;
    operatingArea = 'Midwest region, outside a metropolitan area';
  } else if (newer && counted > 0) {
    reasons.push(`The ${UST_TRANSPORTATION_2026_07_15.effectiveDate} operating costs for your area are not in our data; we used the older table.`);
  }
  // Any figure taken from the older table carries its caveats.
  const usesOlderTable = !newer || (counted > 0 && operatingCosts !== UST_TRANSPORTATION_2026_07_15.operatingMidwestNoMsa);
  if (usesOlderTable) reasons.unshift(dateReason, `The transportation table is ${base.effectiveDateNote}.`);
  if (counted > 0 && !region) reasons.push(`Our transportation table has no region for ${code}; operating costs are left out.`);
  if (counted > 0 && region && !msa && !countyName) reasons.push('Without your county we used the regional operating cost.');

  const ownershipOne = newer ? UST_TRANSPORTATION_2026_07_15.ownershipOneVehicle : base.ownershipOneVehicle;
  const ownershipTwo = newer ? UST_TRANSPORTATION_2026_07_15.ownershipTwoVehicles : base.ownershipTwoVehicles;
  const version: SourcedVersion = newer ? UST_TRANSPORTATION_2026_07_15 : base;
  return figure(
    {
      operating: counted === 0 || !operatingCosts ? 0 : operatingCosts[counted - 1]!,
      ownershipPerVehicle: [ownershipOne, ownershipTwo - ownershipOne].slice(0, counted),
      publicTransportation: newer ? UST_TRANSPORTATION_2026_07_15.publicTransportation : base.publicTransportation,
      operatingArea,
    },
    version,
    reasons.filter(Boolean).join(' '),
  );
}
