import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentSummarySchema } from '#shared/contracts/risk-assessments.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { assessmentKeys } from './list-assessments.ts';

const postStartAssessment = apiJson(assessmentSummarySchema);

/** POST /api/start-assessment (empty body): a new assessment; the response has its id. */
export function startAssessment() {
  return postStartAssessment('/api/start-assessment', { method: 'POST', body: {} });
}

export function useStartAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
