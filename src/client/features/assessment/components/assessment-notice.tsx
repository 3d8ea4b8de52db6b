import type * as React from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api-request.ts';
import '#client/i18n/en/assessment.ts';

/** A page's heading, one sentence and one way on, for when the assessment cannot be shown here. */
export function AssessmentNotice({ heading, text, linkTo, linkText }: { heading: string; text?: string; linkTo: string; linkText: string }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      {text ? <p className="text-lg">{text}</p> : null}
      <Link to={linkTo} className={buttonVariants({ size: 'lg' })}>
        {linkText}
      </Link>
    </div>
  );
}

/** An assessment that could not be loaded: not found (another person's id reads the same) or a failure. */
export function AssessmentLoadProblem({ heading, error, backTo }: { heading: string; error: unknown; backTo: string }): React.ReactNode {
  const t = useT();
  const notFound = error instanceof ApiError && error.status === 404;
  return <AssessmentNotice heading={heading} text={notFound ? t('assessment.q.notFound') : t('assessment.q.loadFailed')} linkTo={backTo} linkText={t('assessment.q.backToHub')} />;
}
