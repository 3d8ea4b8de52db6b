import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import type { AssessmentDetail } from '#shared/contracts/risk-assessments.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorSummary } from '#client/components/ui/error-summary.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { apiFieldIssues } from '#client/lib/api-error-body.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { stepPath } from '#client/lib/forms/step-flow.ts';
import { useCompleteAssessment } from '../api/complete-assessment.ts';
import { questionnairePath, resultsPath } from '../lib/assessment-paths.ts';
import { describeStepAnswers } from '../lib/describe-answers.ts';
import { QUESTION_STEPS, type QuestionStep } from '../lib/questionnaire-steps.ts';
import { useWords } from './step-fields.tsx';
import '#client/i18n/en/assessment.ts';

/** The page of a household path (`about.stateCode`) the person answers it on. */
function stepOfIssue(path: readonly QuestionStep[], issuePath: string): QuestionStep | undefined {
  const [section, key] = issuePath.split('.');
  return path.find((step) => step.section === section && (key === undefined || step.owns.includes(key))) ?? path.find((step) => step.section === section);
}

/** Check your answers (GOV.UK pattern): every page's answers with a Change link, then Complete. */
export function CheckAnswers({ assessment, months }: { assessment: AssessmentDetail; months: readonly string[] }) {
  const t = useT();
  const words = useWords();
  const navigate = useNavigate();
  const complete = useCompleteAssessment();
  const [problems, setProblems] = React.useState<{ attempt: number; items: Array<{ message: string; stepId?: string }> }>({ attempt: 0, items: [] });
  const path = stepPath(QUESTION_STEPS, assessment.answers);
  const missing = path.filter((step) => !step.isComplete(assessment.answers));

  const onComplete = () =>
    complete.mutate(assessment.id, {
      onSuccess: (completed) => void navigate(resultsPath(completed.id)),
      onError: (error) => {
        const issues = apiFieldIssues(error);
        if (issues.length === 0) {
          reportApiFailure(error, { title: t('assessment.check.completeFailed') });
          return;
        }
        setProblems((previous) => ({
          attempt: previous.attempt + 1,
          items: issues.map((issue) => {
            const step = stepOfIssue(path, issue.path);
            return { message: step ? `${t(step.title)}: ${issue.message}` : issue.message, ...(step ? { stepId: step.id } : {}) };
          }),
        }));
      },
    });

  return (
    <div className="flex flex-col gap-8">
      {problems.items.length > 0 ? (
        <ErrorSummary
          key={problems.attempt}
          title={t('assessment.check.problemsTitle')}
          errors={problems.items.map((item) => ({ message: item.message }))}
        />
      ) : null}
      <p className="max-w-prose text-lg text-muted-foreground">{t('assessment.check.intro')}</p>
      {missing.length > 0 ? (
        <p className="rounded-lg border-l-4 border-notice-border bg-notice p-3 text-notice-foreground">
          {t('assessment.check.missing', { topics: missing.map((step) => t(step.title)).join(', ') })}
        </p>
      ) : null}
      {path.map((step) => {
        const answers = describeStepAnswers(step, assessment.answers, months, words, t);
        const topic = t(step.title);
        return (
          <section key={step.id} aria-labelledby={`check-${step.id}`} className="flex flex-col gap-3 border-b border-border pb-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`check-${step.id}`} className="text-xl font-semibold">
                {topic}
              </h2>
              <Link to={questionnairePath(assessment.id, step.id, true)} className="text-link underline underline-offset-4 hover:text-link-hover" aria-label={t('assessment.check.changeLabel', { topic })}>
                {t('assessment.check.change')}
              </Link>
            </div>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              {answers.map((answer, index) => (
                <React.Fragment key={`${answer.label}-${index}`}>
                  <dt className="font-medium break-words">{answer.label}</dt>
                  <dd className="break-words text-muted-foreground">
                    {Array.isArray(answer.value) ? (
                      <ul className="flex flex-col gap-1">
                        {answer.value.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    ) : (
                      answer.value || t('assessment.q.notAnswered')
                    )}
                  </dd>
                </React.Fragment>
              ))}
            </dl>
          </section>
        );
      })}
      <p className="max-w-prose text-sm text-muted-foreground">{t('assessment.check.disclaimer')}</p>
      <div>
        <Button size="lg" onClick={onComplete} disabled={complete.isPending}>
          {complete.isPending ? t('assessment.check.completing') : t('assessment.check.complete')}
        </Button>
      </div>
    </div>
  );
}
