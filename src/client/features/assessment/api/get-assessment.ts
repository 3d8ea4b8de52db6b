import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessmentDetailSchema } from '#shared/contracts/risk-assessments.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { assessmentKeys, RISK_ASSESSMENTS_PATH } from './list-assessments.ts';

const getAssessment = apiJson(assessmentDetailSchema);

export const assessmentPath = (id: string) => `${RISK_ASSESSMENTS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/risk-assessments/:id: one of the person's assessments with its answers (and result once completed). */
export function assessmentQueryOptions(id: string) {
  return queryOptions({ queryKey: assessmentKeys.detail(id), queryFn: ({ signal }) => getAssessment(assessmentPath(id), { signal }) });
}

export function useAssessment(id: string) {
  return useQuery(assessmentQueryOptions(id));
}
