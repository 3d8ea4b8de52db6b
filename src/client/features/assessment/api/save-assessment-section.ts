import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentDetailSchema } from '#shared/contracts/risk-assessments.ts';
import type { HouseholdSection } from '#shared/law/household/index.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { assessmentPath } from './get-assessment.ts';
import { assessmentKeys } from './list-assessments.ts';

const putSection = apiJson(assessmentDetailSchema);

export interface SaveSection {
  id: string;
  section: HouseholdSection;
  /** The questionnaire page being saved (where Continue brings the person back). */
  step: string;
  values: Record<string, unknown>;
}

/** PUT /api/risk-assessments/:id/answers/:section: the section's answers so far. */
export function saveAssessmentSection({ id, section, step, values }: SaveSection) {
  return putSection(`${assessmentPath(id)}/answers/${section}`, { method: 'PUT', body: { step, values } });
}

export function useSaveAssessmentSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAssessmentSection,
    onSuccess: (saved) => {
      queryClient.setQueryData(assessmentKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.list() });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.current() });
    },
  });
}
