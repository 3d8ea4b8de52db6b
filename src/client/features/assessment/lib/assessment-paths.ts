import type { MessageKey } from '#client/i18n/i18n.ts';
import type { RiskBand } from '#shared/contracts/risk-assessments.ts';

/** Spec 2.9: an assessment is named by the last 8 characters of its id. */
export function assessmentLabel(id: string): string {
  return id.slice(-8);
}

export const questionnairePath = (id: string, step?: string) => `/assessment/questionnaire/${encodeURIComponent(id)}${step ? `?step=${encodeURIComponent(step)}` : ''}`;
export const resultsPath = (id: string) => `/assessment/results/${encodeURIComponent(id)}`;

/** The text key of a risk level (spec 4). */
export const bandKeyOf = (band: RiskBand): MessageKey => `assessment.band.${band}`;
