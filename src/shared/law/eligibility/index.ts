export { ASSESSMENT_IN_PROGRESS_LABEL, assessEligibility, type EligibilityTables, HouseholdInvalidError, recommendationLabel, REPAYMENT_HORIZON_MONTHS } from './assess.ts';
export { bandForScore, RISK_BANDS, SCORE_WEIGHTS } from './score.ts';
export type * from './types.ts';
