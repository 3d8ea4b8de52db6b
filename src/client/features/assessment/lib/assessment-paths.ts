import type { MessageKey } from '#client/i18n/i18n.ts';
import type { RiskBand } from '#shared/contracts/risk-assessments.ts';

/** Spec 2.9: an assessment is named by the last 8 characters of its id. */
export function assessmentLabel(id: string): string {
  return id.slice(-8);
}

/** A questionnaire page; `fromCheck` brings the person back to check your answers after it. */
export function questionnairePath(id: string, step?: string, fromCheck = false): string {
  const query = new URLSearchParams(step ? { step } : {});
  if (fromCheck) query.set('from', 'check');
  const search = query.toString();
  return `/assessment/questionnaire/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
}
export const resultsPath = (id: string) => `/assessment/results/${encodeURIComponent(id)}`;

/** The text key of a risk level (spec 4). */
export const bandKeyOf = (band: RiskBand): MessageKey => `assessment.band.${band}`;
