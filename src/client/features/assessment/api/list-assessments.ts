import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessmentListSchema } from '#shared/contracts/risk-assessments.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const RISK_ASSESSMENTS_PATH = '/api/risk-assessments';
export const CURRENT_ASSESSMENT_PATH = '/api/current-assessment';

/** Query keys of the assessment feature: all → list, current, detail(id). */
export const assessmentKeys = {
  all: [RISK_ASSESSMENTS_PATH] as const,
  list: () => [...assessmentKeys.all, 'list'] as const,
  current: () => [...assessmentKeys.all, 'current'] as const,
  detail: (id: string) => [...assessmentKeys.all, 'detail', id] as const,
};

const getAssessments = apiJson(assessmentListSchema);

/** GET /api/risk-assessments: the person's assessments, newest first. */
export function assessmentListQueryOptions() {
  return queryOptions({ queryKey: assessmentKeys.list(), queryFn: ({ signal }) => getAssessments(RISK_ASSESSMENTS_PATH, { signal }) });
}

export function useAssessmentList(enabled: boolean) {
  return useQuery({ ...assessmentListQueryOptions(), enabled });
}
