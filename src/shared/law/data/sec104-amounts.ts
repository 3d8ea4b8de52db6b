/**
 * Dollar amounts of Title 11 adjusted every three years under 11 U.S.C. §104: the §109(e)
 * Chapter 13 debt limits, the §522(d) federal exemptions, §522(n) and §522(p) caps, the §707(b)
 * means-test thresholds, and related amounts printed on the official forms.
 *
 * Copied from the reference data file bankruptcy_dollar_amounts_sec104.csv, with the values in
 * force from 2022-04-01 and from 2025-04-01 (each applies to cases filed on or after that date;
 * the next adjustment is due 2028-04-01). Sources per row, as recorded in the CSV (Federal Register
 * notices 87 FR 6625 and 90 FR 8941, official forms 106C and 122A-2, and secondary pages); where the
 * CSV says "same" the row repeats the sources of the row above it.
 * Confidence (data README): high for rows whose status is "confirmed"; see each row's status.
 * The 2025 value of 522(d)(8) is partly computed: do not show it to readers without checking
 * 90 FR 8941. The 2025 §522(n) value is now confirmed (data README).
 *
 * Not in the CSV: Pub. L. 117-151 (the Bankruptcy Threshold Adjustment and Technical Corrections
 * Act) replaced the two §109(e) limits with one combined limit of $2,750,000 for cases filed from
 * 2022-06-21 to 2024-06-21 (recorded below from the legal review of issue 15, with its citation),
 * so the 2022 versions above are not the Chapter 13 limits for that window.
 */
import type { Sec104AmountData } from './types.ts';

export const SEC104_DATA_FILE = 'bankruptcy_dollar_amounts_sec104.csv';

/** The next three-yearly §104 adjustment (data README). Figures may be stale from this date on. */
export const SEC104_NEXT_ADJUSTMENT_DATE = '2028-04-01';

export const SEC104_AMOUNTS = [
  {
    id: 'chapter13DebtLimitUnsecured',
    section: '109(e)',
    description: 'Chapter 13 eligibility: noncontingent liquidated UNSECURED debts less than',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org/tag/means-test (87 FR 6625, Feb 4 2022); 2025: debtlawyer.com/the-2025-update-to-chapter-13-bankruptcy-debt-limits-2 (90 FR 8941); matches 2022 x 1.132004 rounded to $25',
    versions: [
      { effectiveDate: '2022-04-01', value: 465275 },
      { effectiveDate: '2025-04-01', value: 526700 },
    ],
  },
  {
    id: 'chapter13DebtLimitSecured',
    section: '109(e)',
    description: 'Chapter 13 eligibility: noncontingent liquidated SECURED debts less than',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org/tag/means-test (87 FR 6625, Feb 4 2022); 2025: debtlawyer.com/the-2025-update-to-chapter-13-bankruptcy-debt-limits-2 (90 FR 8941); matches 2022 x 1.132004 rounded to $25', // CSV: "same as above"
    versions: [
      { effectiveDate: '2022-04-01', value: 1395875 },
      { effectiveDate: '2025-04-01', value: 1580125 },
    ],
  },
  {
    id: 'homestead',
    section: '522(d)(1)',
    description: 'Homestead / burial plot',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org; 2025: fredsimonlaw.com/?p=5134; repo file find_string id 55126588586',
    versions: [
      { effectiveDate: '2022-04-01', value: 27900 },
      { effectiveDate: '2025-04-01', value: 31575 },
    ],
  },
  {
    id: 'motorVehicle',
    section: '522(d)(2)',
    description: 'Motor vehicle',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org; 2025: fredsimonlaw.com/?p=5134; repo file find_string id 55126588586', // CSV: "same"
    versions: [
      { effectiveDate: '2022-04-01', value: 4450 },
      { effectiveDate: '2025-04-01', value: 5025 },
    ],
  },
  {
    id: 'householdGoodsPerItem',
    section: '522(d)(3)',
    description: 'Household goods: per item',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org; 2025: fredsimonlaw.com/?p=5134; repo file find_string id 55126588586', // CSV: "same"
    versions: [
      { effectiveDate: '2022-04-01', value: 700 },
      { effectiveDate: '2025-04-01', value: 800 },
    ],
  },
  {
    id: 'householdGoodsAggregate',
    section: '522(d)(3)',
    description: 'Household goods: aggregate',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org; 2025: fredsimonlaw.com/?p=5134; repo file find_string id 55126588586', // CSV: "same"
    versions: [
      { effectiveDate: '2022-04-01', value: 14875 },
      { effectiveDate: '2025-04-01', value: 16850 },
    ],
  },
  {
    id: 'jewelry',
    section: '522(d)(4)',
    description: 'Jewelry',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org; 2025: fredsimonlaw.com/?p=5134; repo file find_string id 55126588586', // CSV: "same"
    versions: [
      { effectiveDate: '2022-04-01', value: 1875 },
      { effectiveDate: '2025-04-01', value: 2125 },
    ],
  },
  {
    id: 'wildcardBase',
    section: '522(d)(5)',
    description: 'Wildcard: base',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org; 2025: fredsimonlaw.com/?p=5134; repo file find_string id 55126588586', // CSV: "same"
    versions: [
      { effectiveDate: '2022-04-01', value: 1475 },
      { effectiveDate: '2025-04-01', value: 1675 },
    ],
  },
  {
    id: 'wildcardUnusedHomestead',
    section: '522(d)(5)',
    description: 'Wildcard: max unused homestead add-on',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org; 2025: fredsimonlaw.com/?p=5134; repo file find_string id 55126588586', // CSV: "same"
    versions: [
      { effectiveDate: '2022-04-01', value: 13950 },
      { effectiveDate: '2025-04-01', value: 15800 },
    ],
  },
  {
    id: 'toolsOfTrade',
    section: '522(d)(6)',
    description: 'Tools of trade',
    unit: 'USD',
    status: 'confirmed',
    sources: '2022: ncbrc.org; 2025: fredsimonlaw.com/?p=5134; repo file find_string id 55126588586', // CSV: "same"
    versions: [
      { effectiveDate: '2022-04-01', value: 2800 },
      { effectiveDate: '2025-04-01', value: 3175 },
    ],
  },
  {
    id: 'lifeInsuranceLoanValue',
    section: '522(d)(8)',
    description: 'Unmatured life insurance loan value/dividends',
    unit: 'USD',
    status: '2022 confirmed; 2025 from one repo file + computed',
    sources: '2022: sgrvlaw.com/adjustments-bankruptcy-code; 2025: find_string id 55126588586 (verified:false) and 14875 x 1.132004 -> 16850',
    versions: [
      { effectiveDate: '2022-04-01', value: 14875 },
      { effectiveDate: '2025-04-01', value: 16850 },
    ],
  },
  {
    id: 'personalInjuryAward',
    section: '522(d)(11)(D)',
    description: 'Personal bodily injury award',
    unit: 'USD',
    status: 'confirmed',
    sources: 'fredsimonlaw.com/?p=5134; ncbrc/sgrvlaw for 2022',
    versions: [
      { effectiveDate: '2022-04-01', value: 27900 },
      { effectiveDate: '2025-04-01', value: 31575 },
    ],
  },
  {
    id: 'retirementAccountCap',
    section: '522(n)',
    description: 'IRA/Roth aggregate cap',
    unit: 'USD',
    status: 'confirmed (2025 value published)',
    sources: '2022: ncbrc.org; 2025: empoweringretirement.com/higher-ira-federal-bankruptcy-ira-protection-limit-became-effective-on-april-1 ("from $1,512,350 to $1,711,975, effective through March 31, 2028") and two public repository files',
    versions: [
      { effectiveDate: '2022-04-01', value: 1512350 },
      { effectiveDate: '2025-04-01', value: 1711975 },
    ],
  },
  {
    id: 'stateHomesteadCap1215Days',
    section: '522(p)(1)',
    description: 'Cap on state homestead acquired within 1215 days',
    unit: 'USD',
    status: 'confirmed from official forms',
    sources: 'Official Form 106C line 3: 04/22 form says $189,050; 04/25 form says $214,000 (PDFs in amsclark/docassemble-BankruptcyClinic and jelliottdev/guided-bankruptcy-intake public/forms/b_106c_0425-form.pdf)',
    versions: [
      { effectiveDate: '2022-04-01', value: 189050 },
      { effectiveDate: '2025-04-01', value: 214000 },
    ],
  },
  {
    id: 'meansTestLowerThreshold60Month',
    section: '707(b)(2)(A)(i)(I)',
    description: 'Means test: 60-month disposable income below which no presumption (and 25% prong floor)',
    unit: 'USD',
    status: 'confirmed from official forms',
    sources: 'Official Form 122A-2 line 40: 04/22 form $9,075; 04/25 form $10,275',
    versions: [
      { effectiveDate: '2022-04-01', value: 9075 },
      { effectiveDate: '2025-04-01', value: 10275 },
    ],
  },
  {
    id: 'meansTestUpperThreshold60Month',
    section: '707(b)(2)(A)(i)(II)',
    description: 'Means test: 60-month disposable income above which presumption arises',
    unit: 'USD',
    status: 'confirmed from official forms',
    sources: 'Official Form 122A-2 line 40: 04/22 $15,150; 04/25 $17,150',
    versions: [
      { effectiveDate: '2022-04-01', value: 15150 },
      { effectiveDate: '2025-04-01', value: 17150 },
    ],
  },
  {
    id: 'dependentChildEducationMonthly',
    section: '707(b)(2)(A)(ii)(IV)',
    description: 'Dependent child education expense cap (Form 122A-2/122C-2 line 29, monthly per child)',
    unit: 'USD/month',
    status: 'confirmed from official forms',
    sources: 'Form 122A-2 line 29: 04/22 $189.58; 04/25 $214.58 (122C-2 04/25 also $214.58). ncbrc gives annual 2022 figure $2,275',
    versions: [
      { effectiveDate: '2022-04-01', value: 189.58 },
      { effectiveDate: '2025-04-01', value: 214.58 },
    ],
  },
  {
    id: 'medianIncomeAddOnPerPerson',
    section: '707(b)(7) / UST table note',
    description: 'Median income add-on per individual in excess of 4 (annual, as printed on UST median income tables)',
    unit: 'USD/year',
    status: 'confirmed (multiple repos); 2022 value from repo comment for Nov 2024 table',
    sources: '$11,100: jelliottdev/means-test-calculator, docassemble objects.py, file id 55126588586; $9,900: code search hit citing UST table for cases filed on/after 2024-11-01; ncbrc gives the statutory monthly 2022 figure $825 (x12 = $9,900)',
    versions: [
      { effectiveDate: '2022-04-01', value: 9900 },
      { effectiveDate: '2025-04-01', value: 11100 },
    ],
  },
  {
    id: 'preferenceThresholdForm107',
    section: '547(c)(9) / Form 107 line 6',
    description: 'Preference threshold used in SOFA line 6 (payments to a creditor totaling)',
    unit: 'USD',
    status: '2022 confirmed from form; 2025 §547(c)(9) confirmed by four sources; Form 107 (04/25) line 6 text not seen (the 04/22 line used the §547(c)(9) figure)',
    sources: 'Official Form 107 04/22 line 6 says $7,575*; 04/25 form not obtained; 2025: bankruptcy.cooley.com/tag/bapcpa, kmksc.com (2025 amendments page), thompsoncoburn.com (inflation adjustments April 1 2025)',
    versions: [
      { effectiveDate: '2022-04-01', value: 7575 },
      { effectiveDate: '2025-04-01', value: 8575 },
    ],
  },
  {
    id: 'luxuryGoodsPresumption',
    section: '523(a)(2)(C)(i)(I)',
    description: 'Presumed nondischargeable: luxury goods or services owed to one creditor, incurred within 90 days before filing, more than',
    unit: 'USD',
    status: 'medium (one source for 2025; equals 2022 x 1.132004 rounded to $25)',
    sources: '2025: kelleylawoffice.com/understanding-luxury-debt-and-consumer-bankruptcy; 2022: barzlaw.com/can-i-have-holiday-debt-discharged-in-a-new-year-bankruptcy',
    versions: [
      { effectiveDate: '2022-04-01', value: 800 },
      { effectiveDate: '2025-04-01', value: 900 },
    ],
  },
  {
    id: 'cashAdvancePresumption',
    section: '523(a)(2)(C)(i)(II)',
    description: 'Presumed nondischargeable: cash advances on open-end credit within 70 days before filing, more than',
    unit: 'USD',
    status: 'medium (one source for 2025; equals 2022 x 1.132004 rounded to $25)',
    sources: '2025: kelleylawoffice.com/understanding-luxury-debt-and-consumer-bankruptcy; 2022: barzlaw.com/can-i-have-holiday-debt-discharged-in-a-new-year-bankruptcy', // CSV: "same as above"
    versions: [
      { effectiveDate: '2022-04-01', value: 1100 },
      { effectiveDate: '2025-04-01', value: 1250 },
    ],
  },
] as const satisfies readonly Sec104AmountData[];

export type Sec104AmountId = (typeof SEC104_AMOUNTS)[number]['id'];

/**
 * The single Chapter 13 debt limit that applied for a while, so readers who meet it elsewhere
 * understand it. It ended on 2024-06-21 (the law's sunset) and is never used in a calculation.
 */
export const CHAPTER13_COMBINED_DEBT_LIMIT_2022 = {
  value: 2_750_000,
  firstFilingDate: '2022-06-21',
  endedOn: '2024-06-21',
  source: 'Bankruptcy Threshold Adjustment and Technical Corrections Act, Pub. L. 117-151, §2 (136 Stat. 1298), amending 11 U.S.C. §109(e) until 2024-06-21',
} as const;
