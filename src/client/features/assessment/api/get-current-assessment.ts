import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentAssessmentSchema } from '#shared/contracts/risk-assessments.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { assessmentKeys, CURRENT_ASSESSMENT_PATH } from './list-assessments.ts';

const getCurrentAssessment = apiJson(currentAssessmentSchema);

/** GET /api/current-assessment: the newest assessment, or none. */
export function currentAssessmentQueryOptions() {
  return queryOptions({ queryKey: assessmentKeys.current(), queryFn: ({ signal }) => getCurrentAssessment(CURRENT_ASSESSMENT_PATH, { signal }) });
}

export function useCurrentAssessment(enabled: boolean) {
  return useQuery({ ...currentAssessmentQueryOptions(), enabled });
}
