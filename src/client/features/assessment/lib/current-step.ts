import type { AssessmentDetail } from '#shared/contracts/risk-assessments.ts';
import { resumeStepId, stepPath } from '#client/lib/forms/step-flow.ts';
import { QUESTION_STEPS } from './questionnaire-steps.ts';

export const CHECK_STEP = 'check';

/** The page of the person's path the address names, or where they stopped (the first unanswered page, else check your answers). */
export function currentStepId(assessment: AssessmentDetail, requested: string | null): string {
  const path = stepPath(QUESTION_STEPS, assessment.answers);
  if (requested === CHECK_STEP || (requested && path.some((step) => step.id === requested))) return requested;
  // A new assessment starts with the last one's state and household filled in: the person sees and
  // confirms them on the first page rather than having them reused unseen.
  if (assessment.currentStep === null) return path[0]?.id ?? CHECK_STEP;
  return resumeStepId(QUESTION_STEPS, assessment.answers) ?? CHECK_STEP;
}

