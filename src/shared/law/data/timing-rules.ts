/**
 * Bankruptcy deadlines and waiting periods, each with its statute or rule.
 *
 * Copied from the reference data file timing_rules.csv (rule, value, source, note columns kept
 * word for word); the numeric `period`/`count`/`percent` fields restate the CSV wording in numbers.
 * Source: Title 11 and 28 U.S.C. sections and the Federal Rules of Bankruptcy Procedure, as cited
 * per row. Effective: the current rules, including the 2024-12-01 amendments.
 * Confidence (data README): high; the discharge waiting periods were checked twice by independent sources.
 * Note: the product spec's "341 meeting 30-40 days after filing" is a typical range; the rule is 21-40 days.
 * The rows after the fee waiver are not in timing_rules.csv: they were read from the statute and
 * rules cited on each row by the legal review of issue 15 (2026-11), or for the eligibility engine
 * (issue 18: automatic stay limits, income tax priority), or for the course lessons (issue 24:
 * the means test's months, venue), and say so in their note.
 */
import type { TimingRuleData } from './types.ts';

export const TIMING_RULES_EFFECTIVE_DATE = '2024-12-01';
export const TIMING_RULES_DATA_FILE = 'timing_rules.csv';
export const TIMING_RULES_CONFIDENCE = 'high (data README: current rules, 2024-12-01 amendments)';

export const TIMING_RULES = [
  {
    id: 'creditCounseling',
    rule: 'credit counseling before filing',
    value: 'within 180 days before the petition',
    source: '11 U.S.C. 109(h)',
    note: 'certificate filed with the petition',
    period: { max: 180, unit: 'days' },
  },
  {
    id: 'repeatDischargeChapter7AfterChapter7',
    rule: 'repeat discharge: Chapter 7 after Chapter 7',
    value: '8 years filing date to filing date',
    source: '11 U.S.C. 727(a)(8)',
    note: '',
    period: { max: 8, unit: 'years' },
  },
  {
    id: 'repeatDischargeChapter13AfterChapter7',
    rule: 'repeat discharge: Chapter 13 after Chapter 7',
    value: '4 years filing date to filing date',
    source: '11 U.S.C. 1328(f)(1)',
    note: '',
    period: { max: 4, unit: 'years' },
  },
  {
    id: 'repeatDischargeChapter7AfterChapter13',
    rule: 'repeat discharge: Chapter 7 after Chapter 13',
    value: '6 years filing date to filing date',
    source: '11 U.S.C. 727(a)(9)',
    note: "unless the earlier plan paid 100%, or at least 70% and was proposed in good faith as the debtor's best effort",
    period: { max: 6, unit: 'years' },
    /** The note's best-effort share of unsecured claims that lifts the bar (the other way out is 100%). */
    percent: 70,
  },
  {
    id: 'repeatDischargeChapter13AfterChapter13',
    rule: 'repeat discharge: Chapter 13 after Chapter 13',
    value: '2 years filing date to filing date',
    source: '11 U.S.C. 1328(f)(2)',
    note: '',
    period: { max: 2, unit: 'years' },
  },
  {
    id: 'meetingOfCreditorsChapter7',
    rule: 'meeting of creditors (341) Chapter 7',
    value: '21 to 40 days after filing',
    source: 'Fed. R. Bankr. P. 2003(a)',
    note: 'spec text says 30-40 days; 21-40 is the rule',
    period: { min: 21, max: 40, unit: 'days' },
  },
  {
    id: 'meetingOfCreditorsChapter13',
    rule: 'meeting of creditors (341) Chapter 13',
    value: '21 to 50 days after filing (up to 60 where the place is not regularly staffed)',
    source: 'Fed. R. Bankr. P. 2003(a)',
    note: '',
    period: { min: 21, max: 50, unit: 'days' },
    extendedPeriod: { min: 21, max: 60, unit: 'days' },
  },
  {
    id: 'schedulesAndStatements',
    rule: 'schedules and statements',
    value: 'with the petition or within 14 days',
    source: 'Fed. R. Bankr. P. 1007(c)',
    note: '',
    period: { max: 14, unit: 'days' },
  },
  {
    id: 'chapter13Plan',
    rule: 'Chapter 13 plan',
    value: 'with the petition or within 14 days',
    source: 'Fed. R. Bankr. P. 3015(b)',
    note: '',
    period: { max: 14, unit: 'days' },
  },
  {
    id: 'chapter13PlanPaymentsBegin',
    rule: 'Chapter 13 plan payments begin',
    value: 'within 30 days after the order for relief (filing)',
    source: '11 U.S.C. 1326(a)(1)',
    note: '',
    period: { max: 30, unit: 'days' },
  },
  {
    id: 'statementOfIntention',
    rule: 'Chapter 7 statement of intention (Form 108)',
    value: 'within 30 days after filing or by the 341 meeting if earlier',
    source: '11 U.S.C. 521(a)(2)',
    note: '',
    period: { max: 30, unit: 'days' },
  },
  {
    id: 'debtorEducationChapter7',
    rule: 'debtor education course Chapter 7',
    value: 'within 60 days after the first date set for the 341 meeting',
    source: 'Fed. R. Bankr. P. 1007(c)',
    note: "since 2024-12-01 the course provider's certificate is filed; Official Form 423 is no longer used",
    period: { max: 60, unit: 'days' },
  },
  {
    id: 'debtorEducationChapter13',
    rule: 'debtor education course Chapter 13',
    value: 'before the last plan payment',
    source: 'Fed. R. Bankr. P. 1007(c)',
    note: "since 2024-12-01 the course provider's certificate is filed; Official Form 423 is no longer used", // CSV: "same"
  },
  {
    id: 'reaffirmationRescission',
    rule: 'reaffirmation rescission',
    value: '60 days after filing with the court or until discharge whichever is later',
    source: '11 U.S.C. 524(c)(4)',
    note: '',
    period: { max: 60, unit: 'days' },
  },
  {
    id: 'feeInstallments',
    rule: 'fee installments (Form 103A)',
    value: 'up to 4 installments with the final one within 120 days (180 for cause)',
    source: 'Fed. R. Bankr. P. 1006(b)',
    note: '',
    count: 4,
    period: { max: 120, unit: 'days' },
    extendedPeriod: { max: 180, unit: 'days' },
  },
  {
    id: 'feeWaiver',
    rule: 'fee waiver (Form 103B)',
    value: 'Chapter 7 only; household income under 150% of the poverty guidelines and unable to pay in installments',
    source: '28 U.S.C. 1930(f)',
    note: '',
    percent: 150,
  },
  {
    id: 'payStubs',
    rule: 'pay stubs (payment advices) filed with the case',
    value: 'copies of pay stubs or other payment advices received within 60 days before filing',
    source: '11 U.S.C. 521(a)(1)(B)(iv); Fed. R. Bankr. P. 1007(b)(1)(E)',
    note: 'read from the statute (legal review, issue 15); not in timing_rules.csv',
    period: { max: 60, unit: 'days' },
  },
  {
    id: 'automaticDismissal',
    rule: 'automatic dismissal for missing papers',
    value: 'a case is dismissed automatically on the 46th day after filing if the papers required by 521(a)(1) are not filed within 45 days',
    source: '11 U.S.C. 521(i)(1)',
    note: 'read from the statute (legal review, issue 15); not in timing_rules.csv',
    period: { max: 45, unit: 'days' },
  },
  {
    id: 'objectionToDischarge',
    rule: 'creditor objection to discharge or to the discharge of a debt',
    value: 'no later than 60 days after the first date set for the meeting of creditors',
    source: 'Fed. R. Bankr. P. 4004(a), 4007(c)',
    note: 'read from the rules (legal review, issue 15); not in timing_rules.csv',
    period: { max: 60, unit: 'days' },
  },
  {
    id: 'statementOfIntentionPerformance',
    rule: 'carrying out the statement of intention (Chapter 7)',
    value: 'within 30 days after the first date set for the meeting of creditors; otherwise the automatic stay ends for that property',
    source: '11 U.S.C. 521(a)(2)(B), 362(h)',
    note: 'read from the statute (legal review, issue 15); not in timing_rules.csv',
    period: { max: 30, unit: 'days' },
  },
  {
    id: 'reaffirmationFiling',
    rule: 'filing a reaffirmation agreement',
    value: 'no later than 60 days after the first date set for the meeting of creditors (the court may extend it)',
    source: 'Fed. R. Bankr. P. 4008(a)',
    note: 'read from the rules (legal review, issue 15); not in timing_rules.csv',
    period: { max: 60, unit: 'days' },
  },
  {
    id: 'preferenceLookback',
    rule: 'look-back for payments to ordinary creditors (preferences)',
    value: '90 days before filing; 1 year for payments to insiders such as relatives',
    source: '11 U.S.C. 547(b)(4)',
    note: 'read from the statute (legal review, issue 15); not in timing_rules.csv',
    period: { max: 90, unit: 'days' },
    extendedPeriod: { max: 1, unit: 'years' },
  },
  {
    id: 'fraudulentTransferLookback',
    rule: 'look-back for transfers for less than full value (fraudulent transfers)',
    value: '2 years before filing under federal law; longer under many state laws',
    source: '11 U.S.C. 548(a)(1), 544(b)',
    note: 'read from the statute (legal review, issue 15); not in timing_rules.csv',
    period: { max: 2, unit: 'years' },
  },
  {
    id: 'taxReturnChapter7',
    rule: 'most recent tax return to the trustee (Chapter 7 and 13)',
    value: 'no later than 7 days before the date first set for the meeting of creditors',
    source: '11 U.S.C. 521(e)(2)(A)',
    note: 'read from the statute (legal review, issue 15); not in timing_rules.csv',
    period: { max: 7, unit: 'days' },
  },
  {
    id: 'taxReturnsChapter13',
    rule: 'Chapter 13: tax returns for the 4 tax years before filing',
    value: 'filed with the tax authorities before the day before the date first set for the meeting of creditors',
    source: '11 U.S.C. 1308(a)',
    note: 'read from the statute (legal review, issue 15); not in timing_rules.csv',
    period: { max: 4, unit: 'years' },
  },
  {
    id: 'chapter13CommitmentPeriod',
    rule: 'Chapter 13 plan length',
    value: 'below the state median: 3 years, longer (up to 5) only if the court approves for cause; above the median: 5 years unless unsecured claims are paid in full sooner',
    source: '11 U.S.C. 1322(d), 1325(b)(4)',
    note: 'read from the statute (legal review, issue 15); not in timing_rules.csv',
    period: { max: 3, unit: 'years' },
    extendedPeriod: { max: 5, unit: 'years' },
  },
  {
    id: 'luxuryGoodsWindow',
    rule: 'luxury goods or services presumed not dischargeable',
    value: 'bought on credit within 90 days before filing, over the §523(a)(2)(C) amount, owed to one creditor',
    source: '11 U.S.C. 523(a)(2)(C)(i)(I)',
    note: 'period from the description in bankruptcy_dollar_amounts_sec104.csv',
    period: { max: 90, unit: 'days' },
  },
  {
    id: 'cashAdvanceWindow',
    rule: 'cash advances presumed not dischargeable',
    value: 'cash advances on a credit line within 70 days before filing, over the §523(a)(2)(C) amount',
    source: '11 U.S.C. 523(a)(2)(C)(i)(II)',
    note: 'period from the description in bankruptcy_dollar_amounts_sec104.csv',
    period: { max: 70, unit: 'days' },
  },
  {
    id: 'automaticStayAfterOneDismissal',
    rule: 'automatic stay after one dismissed case within a year',
    value: 'if one earlier case was pending within the year before filing and was dismissed, the automatic stay ends on the 30th day after filing unless the court extends it',
    source: '11 U.S.C. 362(c)(3)',
    note: 'read from the statute (eligibility engine, issue 18); not in timing_rules.csv. A case dismissed under 707(b) and refiled under another chapter does not count',
    period: { max: 1, unit: 'years' },
    extendedPeriod: { max: 30, unit: 'days' },
    count: 1,
  },
  {
    id: 'automaticStayAfterTwoDismissals',
    rule: 'no automatic stay after two or more dismissed cases within a year',
    value: 'if two or more earlier cases were pending within the year before filing and were dismissed, the automatic stay does not go into effect unless the court orders it',
    source: '11 U.S.C. 362(c)(4)',
    note: 'read from the statute (eligibility engine, issue 18); not in timing_rules.csv. A case dismissed under 707(b) and refiled does not count',
    period: { max: 1, unit: 'years' },
    count: 2,
  },
  {
    id: 'incomeTaxPriorityLookback',
    rule: 'recent income taxes are priority debts and are not discharged',
    value: 'income taxes for a year whose return was last due (with extensions) within 3 years before filing',
    source: '11 U.S.C. 507(a)(8)(A)(i), 523(a)(1)(A)',
    note: 'read from the statute (eligibility engine, issue 18); not in timing_rules.csv. Other priority tax rules (240 days after assessment, unfiled or late returns under 523(a)(1)(B)) are not all estimated',
    period: { max: 3, unit: 'years' },
  },
  {
    id: 'currentMonthlyIncomePeriod',
    rule: 'current monthly income (the means test) averages the months before filing',
    value: 'the average monthly income of the 6-month period ending on the last day of the calendar month before the filing date',
    source: '11 U.S.C. 101(10A)(A)(i)',
    note: 'read from the statute (course lessons, issue 24); not in timing_rules.csv',
    period: { max: 6, unit: 'months' },
  },
  {
    id: 'venue',
    rule: 'where to file: the district of domicile, residence, principal place of business or principal assets',
    value: 'for the 180 days before filing, or for a longer part of those 180 days than in any other district',
    source: '28 U.S.C. 1408(1)',
    note: 'read from the statute (course lessons, issue 24); not in timing_rules.csv',
    period: { max: 180, unit: 'days' },
  },
] as const satisfies readonly TimingRuleData[];

export type TimingRuleId = (typeof TIMING_RULES)[number]['id'];
