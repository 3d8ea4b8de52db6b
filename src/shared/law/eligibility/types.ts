/**
 * What `assessEligibility` returns. All money is integer cents (fields end in `Cents`); dates are
 * ISO calendar days. Every legal figure used comes with its effective date and source.
 */
import type { FeeWaiverEligibility } from '../fee-waiver.ts';

export type RiskBand = 'high' | 'medium' | 'low' | 'very_low';
export type Recommendation = 'chapter7' | 'chapter13' | 'alternatives' | 'consult_attorney';
export type ReasonSeverity = 'info' | 'warning' | 'critical';

/** One finding, from fact to effect: what the results page, the assistant and the interview print. */
export interface Reason {
  /** Stable id, for tests and for copy that explains the reason at length. */
  id: string;
  /** What the person told us, in plain words ("You have had 2 cases dismissed in the last year"). */
  fact: string;
  /** The rule in plain words. */
  rule: string;
  /** What it means for them. */
  effect: string;
  /** The law: "11 U.S.C. §727(a)(8)". */
  citation: string;
  severity: ReasonSeverity;
}

export interface EstimateNote {
  /** What figure is estimated ("Form 122A-2 line 8"). */
  figure: string;
  why: string;
}

/** Where a figure comes from, for showing next to it. */
export interface FigureSource {
  effectiveDate: string;
  source: string;
  officialSource: string;
  dataFile: string;
}

export interface ScoreFactor {
  id: 'debtToIncome' | 'insolvency' | 'cashFlow' | 'arrears' | 'collection' | 'urgency';
  points: number;
  maxPoints: number;
  fact: string;
  /** Set when this fact alone puts the score at this value or more (a foreclosure sale within 90 days). */
  minimumScore?: number;
}

export interface Form122A2Line {
  /** The form's line number ("6", "9c", "33"). */
  line: string;
  label: string;
  amountCents: number;
  /** The standard the amount comes from; absent for amounts the person gave. */
  standard?: FigureSource & { estimateReason?: string };
}

export interface Form122A2Estimate {
  lines: Form122A2Line[];
  /** Line 38. */
  totalDeductionsCents: number;
  /** Line 39b: current monthly income minus the deductions (may be negative). */
  monthlyDisposableIncomeCents: number;
  /** Line 39d: line 39b × 60. */
  sixtyMonthDisposableIncomeCents: number;
  /** Line 40: the §707(b)(2) thresholds in force on the filing date. */
  thresholds: FigureSource & { lowerCents: number; upperCents: number };
  /** Line 41a: nonpriority unsecured debt, and 41b: 25 % of it. */
  nonpriorityUnsecuredCents: number;
  quarterOfNonpriorityUnsecuredCents: number;
  presumption: 'arises' | 'does-not-arise';
  decidedBy: 'below-lower-threshold' | 'above-upper-threshold' | 'compared-with-25-percent';
}

export interface MeansTestSummary {
  /** False when the debts are mostly business debts: §707(b) reaches only primarily consumer debts. */
  applies: boolean;
  /** The debts are mostly consumer debts only if tax debts count as consumer debts (§101(8)), which most courts reject. */
  notConsumerBecauseOfTaxes: boolean;
  outcome: 'at-or-below-median' | 'above-median';
  /** Form 122A-1 line 11. */
  currentMonthlyIncomeCents: number;
  /** Line 12b. */
  annualizedIncomeCents: number;
  /** Monthly average of the income the form leaves out (Social Security and the like). */
  excludedMonthlyIncomeCents: number;
  spouseIncomeCounted: boolean;
  /** `needsCheck`: our estimate, or a table likely replaced by the filing date — say "estimate" (issue 39 item 1). */
  median: FigureSource & { valueCents: number; stateCode: string; stateName: string; householdSize: number; needsCheck: boolean };
  differenceFromMedianCents: number;
  /** Only above the median. */
  form122A2?: Form122A2Estimate;
  presumptionOfAbuse: 'none' | 'arises' | 'not-applicable';
}

export interface Chapter13Eligibility {
  eligible: boolean;
  regularIncome: boolean;
  withinDebtLimits: boolean;
  securedDebtCents: number;
  unsecuredDebtCents: number;
  limits: FigureSource & { securedCents: number; unsecuredCents: number };
}

export interface TimingBar {
  /** The chapter the new case would be filed under. */
  chapter: 7 | 13;
  /** The earlier case that sets the bar. */
  priorChapter: number;
  priorFilingDate: string;
  /** First filing date on which a discharge is possible again. */
  dischargeAvailableFrom: string;
  barred: boolean;
  citation: string;
  /** §727(a)(9)(B): the earlier plan paid at least 70 %, so the court may lift the bar on a finding of good faith and best effort. */
  liftedIfCourtFindsBestEffort?: boolean;
}

export interface AutomaticStayLimit {
  /** Dismissed cases pending within the year before filing. */
  dismissedCasesWithinYear: number;
  limit: 'none' | 'ends-after-30-days' | 'does-not-start';
  citation: string | null;
}

export interface PropertyItemAtRisk {
  kind: 'home' | 'vehicle' | 'accounts' | 'other';
  equityCents: number;
  protectedCents: number;
  atRiskCents: number;
}

export interface PropertyAtRisk {
  system: 'federal' | 'state' | 'unknown';
  /** Null when we cannot estimate the state's exemptions. */
  totalAtRiskCents: number | null;
  items: PropertyItemAtRisk[];
  /** Where to look when we cannot estimate. */
  whereToLook?: string;
  source: FigureSource | null;
}

export interface DebtSummary {
  securedCents: number;
  securedArrearsCents: number;
  priorityTaxesCents: number;
  otherTaxesCents: number;
  domesticSupportCents: number;
  studentLoansCents: number;
  criminalRestitutionCents: number;
  businessDebtsCents: number;
  otherUnsecuredCents: number;
  /** Debts a Chapter 7 discharge most likely leaves in place. */
  nondischargeableCents: number;
  totalCents: number;
}

export interface EligibilityResult {
  filingDate: string;
  riskScore: number;
  band: RiskBand;
  /** Spec 4's words: "High", "Medium", "Low", "Very Low". */
  bandLabel: string;
  scoreFactors: ScoreFactor[];
  recommendation: Recommendation;
  /** Spec 9's words. */
  recommendationLabel: string;
  /** How much the estimate can be trusted, 0-100 (%): lower with each estimated figure. */
  confidence: number;
  meansTest: MeansTestSummary;
  chapter13: Chapter13Eligibility;
  timingBars: TimingBar[];
  /** Whether a Chapter 7 fee waiver can be asked for (Form 103B's net income test); absent on results saved before it existed. */
  feeWaiver?: FeeWaiverEligibility;
  automaticStay: AutomaticStayLimit;
  propertyAtRisk: PropertyAtRisk;
  debts: DebtSummary;
  reasons: Reason[];
  estimateNotes: EstimateNote[];
}
