import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { AssessmentDetail } from '#shared/contracts/risk-assessments.ts';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { resumeStepId, stepPath, stepPosition } from '#client/lib/forms/step-flow.ts';
import { useAssessment } from '../api/get-assessment.ts';
import { questionnairePath, resultsPath } from '../lib/assessment-paths.ts';
import { incomeMonthsBefore } from '#shared/law/means-test.ts';
import { QUESTION_STEPS, stepById } from '../lib/questionnaire-steps.ts';
import { AssessmentLoadProblem, AssessmentNotice } from './assessment-notice.tsx';
import { CheckAnswers } from './check-answers.tsx';
import { QuestionPage } from './question-page.tsx';
import { CHECK_STEP, currentStepId } from '../lib/current-step.ts';
import '#client/i18n/en/assessment.ts';
import { FocusedHeading } from '#client/lib/forms/focused-heading.tsx';

const HUB_PATH = '/assessment?tab=current';

function Progress({ number, total }: { number: number; total: number }) {
  const t = useT();
  const label = t('assessment.q.progress', { number, total });
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <progress className="h-2 w-full max-w-md overflow-hidden rounded-full accent-primary" max={total} value={number} aria-label={t('assessment.q.progressLabel')} aria-valuetext={label} />
    </div>
  );
}

function Questionnaire({ assessment }: { assessment: AssessmentDetail }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const months = React.useMemo(() => incomeMonthsBefore(assessment.filingDate), [assessment.filingDate]);
  const stepId = currentStepId(assessment, searchParams.get('step'));
  const path = stepPath(QUESTION_STEPS, assessment.answers);
  const total = path.length + 1;
  const goTo = (id: string) => {
    setSearchParams({ step: id });
    window.scrollTo({ top: 0 });
  };

  if (stepId === CHECK_STEP) {
    const last = path.at(-1);
    return (
      <>
        <Link to={last ? questionnairePath(assessment.id, last.id) : HUB_PATH} className={buttonVariants({ variant: 'link' })}>
          <ArrowLeft aria-hidden="true" />
          {t('assessment.q.back')}
        </Link>
        <Progress number={total} total={total} />
        <FocusedHeading key={CHECK_STEP}>{t('assessment.check.title')}</FocusedHeading>
        <CheckAnswers assessment={assessment} months={months} />
      </>
    );
  }

  const step = stepById(stepId)!;
  const position = stepPosition(QUESTION_STEPS, assessment.answers, step.id)!;
  const onSaved = (saved: AssessmentDetail) => {
    const nextPosition = stepPosition(QUESTION_STEPS, saved.answers, step.id);
    // Back from check your answers (Change) goes back there once every page is answered.
    const returnToCheck = searchParams.get('from') === CHECK_STEP && resumeStepId(QUESTION_STEPS, saved.answers) === null;
    goTo(returnToCheck ? CHECK_STEP : (nextPosition?.nextId ?? CHECK_STEP));
  };
  return (
    <>
      <Link to={position.previousId ? questionnairePath(assessment.id, position.previousId) : HUB_PATH} className={buttonVariants({ variant: 'link' })}>
        <ArrowLeft aria-hidden="true" />
        {t('assessment.q.back')}
      </Link>
      <Progress number={position.number} total={total} />
      <FocusedHeading key={`heading-${step.id}`}>{t(step.title)}</FocusedHeading>
      <QuestionPage key={step.id} assessment={assessment} step={step} months={months} onSaved={onSaved} />
    </>
  );
}

/** /assessment/questionnaire/{id}: the questionnaire, resumed where the person stopped. */
export function QuestionnaireScreen({ id }: { id: string }) {
  const t = useT();
  const assessment = useAssessment(id);
  if (assessment.isPending) return <Spinner label={t('assessment.hub.loading')} showLabel size="lg" className="py-16" />;
  if (assessment.isError) return <AssessmentLoadProblem heading={t('page.assessment-questionnaire.heading')} error={assessment.error} backTo={HUB_PATH} />;
  if (assessment.data.isCompleted) return <AssessmentNotice heading={t('assessment.q.completedAlready')} linkTo={resultsPath(id)} linkText={t('assessment.q.seeResults')} />;
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <Questionnaire assessment={assessment.data} />
    </div>
  );
}
