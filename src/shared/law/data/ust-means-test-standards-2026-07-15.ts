/**
 * US Trustee means-test standards for cases filed on or after 2026-07-15, the parts gathered:
 * national standards totals (Form 122A-2 line 6), out-of-pocket health care per person (line 7),
 * vehicle ownership per vehicle (line 13), public transportation (line 14), and vehicle operating
 * costs for the Midwest region outside a metropolitan area (line 12). The Chapter 13
 * administrative-expense multipliers for NE and SD are in the file but not copied (the estimate
 * leaves out line 36).
 *
 * Copied from the reference data file ust_means_test_standards_2026-07-15_partial.json; source:
 * amsclark/docassemble-BankruptcyClinic docassemble/BankruptcyClinic/means_test_data.py (generated
 * by its scripts/fetch_means_test_data.py --period 20260715, pulled 2026-09-06), which states every
 * figure is read off the published USTP tables (USTP directory 20260715); not independently verified.
 * Effective: 2026-07-15. Confidence (data README): medium. Partial: housing and utilities and other
 * regions' operating costs are not in it.
 */
import type { NationalStandardsData } from './types.ts';

const SOURCE =
  'amsclark/docassemble-BankruptcyClinic means_test_data.py (generated from the USTP tables for cases filed on or after 2026-07-15, pulled 2026-09-06)';
const DATA_FILE = 'ust_means_test_standards_2026-07-15_partial.json';
const CONFIDENCE = 'medium (data README); partial file';

export const UST_NATIONAL_STANDARDS_2026_07_15 = {
  effectiveDate: '2026-07-15',
  source: SOURCE,
  officialSource: 'U.S. Trustee Program means-testing data, cases filed on or after July 15, 2026: national standards (justice.gov/ust/means-testing)',
  confidence: CONFIDENCE,
  dataFile: DATA_FILE,
  persons: [867, 1558, 1857, 2176],
  additionalPerson: 397,
} as const satisfies NationalStandardsData;

export const UST_HEALTH_CARE_2026_07_15 = {
  effectiveDate: '2026-07-15',
  source: SOURCE,
  officialSource: 'U.S. Trustee Program means-testing data, cases filed on or after July 15, 2026: out-of-pocket health care (justice.gov/ust/means-testing)',
  confidence: CONFIDENCE,
  dataFile: DATA_FILE,
  perPersonUnder65: 90,
  perPersonAged65OrOver: 163,
} as const;

export const UST_TRANSPORTATION_2026_07_15 = {
  effectiveDate: '2026-07-15',
  source: SOURCE,
  officialSource: 'U.S. Trustee Program means-testing data, cases filed on or after July 15, 2026: transportation (justice.gov/ust/means-testing)',
  confidence: CONFIDENCE,
  dataFile: DATA_FILE,
  /** Ownership costs: the first vehicle, and the first two together. */
  ownershipOneVehicle: 703,
  ownershipTwoVehicles: 1406,
  publicTransportation: 220,
  /** Operating costs, one and two vehicles, Midwest region outside a metropolitan area; other regions are not in the file. */
  operatingMidwestNoMsa: [263, 526],
} as const;
