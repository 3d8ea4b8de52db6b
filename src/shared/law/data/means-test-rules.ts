/**
 * The fixed numbers of the second step of the Chapter 7 means test (Official Form 122A-2), read
 * from the statute. The dollar thresholds that change every three years are in sec104-amounts.ts.
 *
 * Source: 11 U.S.C. §707(b)(2) as printed on Official Form 122A-2 (04/25), lines 33, 35, 39d, 41.
 * Effective: since the means test began (BAPCPA, cases filed on or after 2005-10-17); not in a
 * reference CSV (read from the statute for the eligibility engine, issue 18).
 * Confidence: high (statute text).
 */
export const MEANS_TEST_RULES_EFFECTIVE_DATE = '2005-10-17';
export const MEANS_TEST_RULES_SOURCE = '11 U.S.C. 707(b)(2); Official Form 122A-2 (04/25)';

export const MEANS_TEST_RULES = {
  /** Line 39d: monthly disposable income × 60 (§707(b)(2)(A)(i)). */
  disposableIncomeMonths: { value: 60, source: '11 U.S.C. 707(b)(2)(A)(i); Form 122A-2 line 39d' },
  /** Line 33: secured debt payments due in the 60 months after filing, divided by 60 (§707(b)(2)(A)(iii)). */
  securedDebtMonths: { value: 60, source: '11 U.S.C. 707(b)(2)(A)(iii); Form 122A-2 lines 33 and 34' },
  /** Line 35: priority claims (support, recent taxes) divided by 60 (§707(b)(2)(A)(iv)). */
  priorityDebtMonths: { value: 60, source: '11 U.S.C. 707(b)(2)(A)(iv); Form 122A-2 line 35' },
  /** Line 41: 25 % of nonpriority unsecured debt (§707(b)(2)(A)(i)(I)). */
  nonpriorityUnsecuredPercent: { value: 25, source: '11 U.S.C. 707(b)(2)(A)(i)(I); Form 122A-2 line 41' },
  /** Line 7: the health care standard counts people under 65 and people 65 or older separately. */
  healthCareOlderAge: { value: 65, source: 'IRS out-of-pocket health care standard; Form 122A-2 line 7' },
  /** Lines 12-13: operating and ownership costs are allowed for at most two vehicles. */
  maxVehicles: { value: 2, source: 'IRS local transportation standards; Form 122A-2 lines 12 and 13' },
  /** Housing standards are published for 1 to 5 or more people: the largest column covers every bigger household. */
  housingLargestColumn: { value: 5, source: 'IRS housing and utilities standards (households of 1-5+)' },
  /** National standards are published for 1 to 4 people, with an amount for each person more. */
  nationalStandardsLargestColumn: { value: 4, source: 'IRS national standards (households of 1-4, plus each additional person)' },
} as const;
export type MeansTestRuleId = keyof typeof MEANS_TEST_RULES;
