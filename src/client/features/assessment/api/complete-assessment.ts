import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentDetailSchema } from '#shared/contracts/risk-assessments.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { assessmentPath } from './get-assessment.ts';
import { assessmentKeys } from './list-assessments.ts';

const postComplete = apiJson(assessmentDetailSchema);

/** POST /api/risk-assessments/:id/complete: checks the whole household and works out the result on the server. */
export function completeAssessment(id: string) {
  return postComplete(`${assessmentPath(id)}/complete`, { method: 'POST', body: {} });
}

export function useCompleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAssessment,
    onSuccess: (completed) => {
      queryClient.setQueryData(assessmentKeys.detail(completed.id), completed);
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.list() });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.current() });
    },
  });
}

/** The summary PDF's address (a download, opened by the browser). */
export const summaryPdfPath = (id: string) => `${assessmentPath(id)}/summary.pdf`;
