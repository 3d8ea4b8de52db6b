import * as React from 'react';
import type { AssessmentDetail } from '#shared/contracts/risk-assessments.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { recallHouseholdBasics } from '#client/lib/household-basics.ts';
import { useSaveAssessmentSection } from '../api/save-assessment-section.ts';
import { toForm, type FormValues } from '#client/lib/forms/field-specs.ts';
import type { QuestionStep } from '../lib/questionnaire-steps.ts';
import { describeErrorPath } from '../lib/describe-answers.ts';
import { mergePage, stepSchema } from '../lib/step-schema.ts';
import { StepFields, useWords } from './step-fields.tsx';
import '#client/i18n/en/assessment.ts';

export interface QuestionPageProps {
  assessment: AssessmentDetail;
  step: QuestionStep;
  months: readonly string[];
  /** Called with the saved assessment once the page's answers are stored. */
  onSaved: (saved: AssessmentDetail) => void;
}

/** One questionnaire page: its questions, the error summary, Back and Continue (which saves on the server). */
export function QuestionPage({ assessment, step, months, onSaved }: QuestionPageProps) {
  const t = useT();
  const words = useWords();
  const save = useSaveAssessmentSection();
  const [specs] = React.useState(() => step.fields({ answers: assessment.answers, months }));
  const [schema] = React.useState(() => stepSchema(step, specs));
  const saved = assessment.answers[step.section] as FormValues | undefined;
  // What the person gave the means test calculator fills the boxes they have not answered here.
  const [prefill] = React.useState(() => (step.section === 'about' ? (recallHouseholdBasics() ?? {}) : {}));
  const form = useZodForm<FormValues, FormValues>({
    schema,
    idPrefix: 'assessment',
    defaultValues: toForm(specs, { ...prefill, ...saved }, step.steering?.(assessment.answers) ?? {}),
  });

  const onValid = async (page: FormValues) => {
    const values = mergePage(saved, step, page);
    const result = await save.mutateAsync({ id: assessment.id, section: step.section, step: step.id, values });
    onSaved(result);
  };

  return (
    <ZodForm
      form={form}
      onValidSubmit={onValid}
      onSubmitError={(error) => reportApiFailure(error, { title: t('assessment.q.saveFailed') })}
      summaryMessage={(error) => {
        const where = describeErrorPath(specs, error.path, words, months);
        return where ? `${where}: ${error.message}` : error.message;
      }}
      className="flex flex-col gap-6"
    >
      {step.intro ? <p className="max-w-prose text-lg text-muted-foreground">{t(step.intro)}</p> : null}
      <StepFields specs={specs} />
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-6">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? t('assessment.q.saving') : t('assessment.q.continue')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('assessment.q.saved')}</p>
    </ZodForm>
  );
}
