import type { AssessmentResult } from '#shared/contracts/risk-assessments.ts';
import { AppError } from '#shared/errors.ts';
import type { Household } from '#shared/law/household/index.ts';

/** The eligibility engine's answer for a household, in the API's words (src/shared/law/eligibility). */
export function assessHousehold(_household: Household, _filingDate: string): AssessmentResult {
  // The engine lands on the `engine` branch; until it is merged completing says so plainly.
  throw new AppError('UNAVAILABLE', 'Working out results is not available yet. Your answers are saved.');
}
