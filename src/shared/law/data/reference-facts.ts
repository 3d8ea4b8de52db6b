/**
 * Facts the education text needs that are not rows of a CSV.
 *
 * README_FACTS are stated in the reference data README ("Legal reference data" section), which
 * is their recorded source. TYPICAL_RANGES are the education figures of
 * the product specification (section 9): typical durations rather than deadlines, so they carry
 * no effective date; confidence: from the specification, not checked against a primary source.
 */

export const DATA_README_SOURCE = 'Legal reference data README (project data folder, README.md)';

export const README_FACTS = [
  {
    id: 'debtorEducationCertificateReplacesForm423',
    value: "the debtor-education certificate from the course provider is filed instead of Official Form 423",
    effectiveDate: '2024-12-01',
    source: `${DATA_README_SOURCE}: "Since 2024-12-01 the debtor-education certificate from the course provider is filed instead of Official Form 423"; also timing_rules.csv`,
    officialSource: 'Fed. R. Bankr. P. 1007, amendments effective December 1, 2024',
    confidence: 'stated in the data README and in timing_rules.csv',
  },
] as const;

export type ReadmeFactId = (typeof README_FACTS)[number]['id'];

export const PRODUCT_SPEC_SOURCE = 'Product specification, section 9 (education figures)';

export const TYPICAL_RANGES = [
  {
    id: 'chapter13PlanLength',
    description: 'Length of a Chapter 13 repayment plan',
    min: 3,
    max: 5,
    unit: 'years',
    qualifier: '',
    source: `${PRODUCT_SPEC_SOURCE}: "Chapter 13 plan 3-5 years (60 months)"`,
    officialSource: '11 U.S.C. 1322(d)',
  },
  {
    id: 'chapter7TimeToDischarge',
    description: 'Typical time from filing a Chapter 7 case to the discharge',
    min: 3,
    max: 6,
    unit: 'months',
    qualifier: 'about',
    source: `${PRODUCT_SPEC_SOURCE}: "Chapter 7 discharge 3-6 months"`,
    officialSource: '',
  },
  {
    id: 'chapter7DischargeAfterMeeting',
    description: 'Typical time from the meeting of creditors to a Chapter 7 discharge',
    min: 60,
    max: 90,
    unit: 'days',
    qualifier: 'about',
    source: `${PRODUCT_SPEC_SOURCE}: "discharge 60-90 days after the meeting"`,
    officialSource: '',
  },
  {
    id: 'chapter13TrusteeFee',
    description: "Chapter 13 trustee's percentage fee on plan payments",
    min: null,
    max: 10,
    unit: 'percent',
    qualifier: 'up to',
    source: `${PRODUCT_SPEC_SOURCE}: "trustee fee about 10%"`,
    officialSource: '28 U.S.C. 586(e)',
  },
] as const;

export type TypicalRangeId = (typeof TYPICAL_RANGES)[number]['id'];

/**
 * Legal aid programs funded by the Legal Services Corporation usually serve households with income
 * under this percentage of the HHS poverty guidelines (programs may make exceptions). Stated in the
 * data README beside poverty_guidelines_2026.csv ("legal-aid eligibility near 125%").
 */
export const LEGAL_AID_INCOME_LIMIT_PERCENT = {
  value: 125,
  source: `${DATA_README_SOURCE}: poverty_guidelines_2026.csv, "legal-aid eligibility near 125%"`,
  officialSource: 'Legal Services Corporation financial eligibility rules, 45 CFR Part 1611',
  confidence: 'stated in the data README; programs set their own limits around it',
} as const;

/**
 * Dollar amounts written in the Bankruptcy Code itself and never adjusted: §104(a) lists the
 * amounts it adjusts every three years, and these are not among them. Their source is the statute.
 */
export const STATUTORY_AMOUNTS = [
  {
    id: 'consumerPreferenceFloor',
    description: 'In a case of an individual whose debts are primarily consumer debts, the trustee cannot take back transfers whose total value is less than',
    value: 600,
    unit: 'USD',
    // In force as §547(c)(8) since BAPCPA renumbered the subsection (the $600 amount dates from 1984).
    effectiveDate: '2005-10-17',
    source: 'Text of 11 U.S.C. §547(c)(8); not among the amounts §104(a) adjusts',
    officialSource: '11 U.S.C. 547(c)(8)',
  },
] as const;

export type StatutoryAmountId = (typeof STATUTORY_AMOUNTS)[number]['id'];

