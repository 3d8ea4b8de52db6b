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
 * The higher limit legal aid programs funded by LSC may use in some cases: 45 CFR 1611.5(a)(3) lets a
 * program serve an applicant whose income is up to 200% of the poverty guidelines when its own
 * factors (such as medical costs or debts) apply. Programs decide; we say "may".
 */
export const LEGAL_AID_HIGHER_LIMIT_PERCENT = {
  value: 200,
  source: 'Legal Services Corporation financial eligibility rules, 45 CFR 1611.5(a)(3): income up to 200% of the poverty guidelines in some cases',
  officialSource: 'Legal Services Corporation financial eligibility rules, 45 CFR 1611.5(a)(3)',
  confidence: 'the regulation; each program sets its own factors',
} as const;

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
 * Dollar amounts written in a federal statute itself: the Bankruptcy Code's are never adjusted
 * (§104(a) lists the amounts it adjusts every three years, and these are not among them), and the
 * minimum wage changes only when Congress amends the Fair Labor Standards Act. Their source is the statute.
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
  {
    id: 'federalMinimumHourlyWage',
    description: 'The federal minimum wage, per hour',
    value: 7.25,
    unit: 'USD',
    // The last step of the Fair Minimum Wage Act of 2007, in force since July 24, 2009.
    effectiveDate: '2009-07-24',
    source: 'Text of 29 U.S.C. §206(a)(1)(C)',
    officialSource: '29 U.S.C. 206(a)(1)(C)',
  },
] as const;

export type StatutoryAmountId = (typeof STATUTORY_AMOUNTS)[number]['id'];

