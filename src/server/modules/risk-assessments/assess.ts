import type { AssessmentResult } from '#shared/contracts/risk-assessments.ts';
import { AppError } from '#shared/errors.ts';
import { assessEligibility } from '#shared/law/eligibility/index.ts';
import { LegalFigureUnavailableError, type ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import type { Household } from '#shared/law/household/index.ts';

/**
 * The eligibility engine's answer for a household (src/shared/law/eligibility), with the median
 * tables in force, the imported ones included. The API's result schema is the engine's result.
 */
export function assessHousehold(household: Household, filingDate: string, importedMedianIncomeTables: ImportedMedianIncomeTables): AssessmentResult {
  try {
    const result: AssessmentResult = assessEligibility(household, filingDate, { importedMedianIncomeTables });
    return result;
  } catch (error) {
    // A filing date no dated table covers yet: say so rather than fail.
    if (error instanceof LegalFigureUnavailableError) throw new AppError('UNAVAILABLE', 'We do not have the legal figures in force on your filing date yet. Your answers are saved; please try again later.', undefined, error);
    throw error;
  }
}
