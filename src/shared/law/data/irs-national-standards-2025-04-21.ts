/**
 * IRS national standards (food, housekeeping supplies, apparel and services, personal care,
 * miscellaneous): the monthly allowance of Official Form 122A-2 line 6 for households of 1-4
 * people, and the amount added for each person over 4.
 *
 * Copied from the reference data file irs_national_standards_2025-04-21.csv; source: the IRS table
 * as reprinted at danacole.prodsr.com/news/timely-opportunities/how-much-does-irs-let-delinquent-taxpayers-live.
 * Effective: 2025-04-21 (IRS collection standards). Confidence (data README): medium.
 * Values are whole dollars a month and equal the CSV; do not edit by hand.
 */
import type { NationalStandardsData } from './types.ts';

export const IRS_NATIONAL_STANDARDS_2025_04_21 = {
  effectiveDate: '2025-04-21',
  source: 'IRS collection standards as reprinted at danacole.prodsr.com/news/timely-opportunities/how-much-does-irs-let-delinquent-taxpayers-live',
  officialSource: 'IRS Collection Financial Standards, national standards for allowable living expenses (irs.gov), used by Form 122A-2 line 6',
  confidence: 'medium (data README)',
  dataFile: 'irs_national_standards_2025-04-21.csv',
  /** The CSV's `total` row: persons 1-4. */
  persons: [839, 1481, 1753, 2129],
  /** The CSV's `additional_person_total`. */
  additionalPerson: 394,
  byCategory: {
    food: [497, 863, 1068, 1255],
    housekeepingSupplies: [44, 75, 82, 91],
    apparelAndServices: [93, 181, 188, 276],
    personalCare: [50, 91, 94, 117],
    miscellaneous: [154, 271, 321, 390],
  },
} as const satisfies NationalStandardsData;
