import { freeLegalHelpUrl } from '#shared/free-legal-help.ts';
import { Link } from 'react-router';
import { AlertTriangle, Download, Info, OctagonAlert } from 'lucide-react';
import { ASSESSMENT_DISCLAIMER, type AssessmentReason, type AssessmentResult } from '#shared/contracts/risk-assessments.ts';
import { DOCUMENT_PACKAGE_NAMES } from '#shared/document-packages.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { formatCents, formatDollars } from '#shared/format/money.ts';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { summaryPdfPath } from '../api/complete-assessment.ts';
import { useAssessment } from '../api/get-assessment.ts';
import { assessmentLabel, bandKeyOf, questionnairePath } from '../lib/assessment-paths.ts';
import { nextStepsFor } from '../lib/next-steps.ts';
import { AssessmentLoadProblem, AssessmentNotice } from './assessment-notice.tsx';
import { ResultCharts } from './result-charts.tsx';
import '#client/i18n/en/assessment.ts';

const SEVERITY_ICONS = { critical: OctagonAlert, warning: AlertTriangle, info: Info } as const;
const BAND_STYLES = { high: 'bg-destructive text-destructive-foreground', medium: 'bg-warning-soft text-warning-soft-foreground', low: 'bg-success-soft text-success-soft-foreground', very_low: 'bg-success-soft text-success-soft-foreground' } as const;

function ScoreCard({ result }: { result: AssessmentResult }) {
  const t = useT();
  return (
    <section aria-labelledby="score-heading" className="grid gap-4 rounded-lg border border-border bg-card p-5 sm:grid-cols-[auto_1fr] sm:items-center">
      <h2 id="score-heading" className="sr-only">
        {t('assessment.results.scoreHeading')}
      </h2>
      <p className="flex flex-col items-start">
        <span className="text-5xl font-bold tabular-nums">{result.riskScore}</span>
        <span className="text-sm text-muted-foreground">{t('assessment.results.outOf')}</span>
      </p>
      <div className="flex flex-col items-start gap-2">
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${BAND_STYLES[result.band]}`}>{t('assessment.results.band', { band: t(bandKeyOf(result.band)) })}</p>
        <p className="text-xl font-semibold">{t(`assessment.recommendation.${result.recommendation}`)}</p>
        <p className="text-sm text-muted-foreground">{t('assessment.results.confidence', { percent: Math.round(result.confidence) })}</p>
      </div>
    </section>
  );
}

function Reason({ reason }: { reason: AssessmentReason }) {
  const Icon = SEVERITY_ICONS[reason.severity];
  return (
    <li className="flex gap-3 rounded-lg border border-border p-4">
      <Icon className={`mt-0.5 size-5 shrink-0 ${reason.severity === 'info' ? 'text-primary' : 'text-destructive'}`} aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{reason.fact}</p>
        <p>{reason.rule}</p>
        <p>{reason.effect}</p>
        <p className="text-sm break-words text-muted-foreground">{reason.citation}</p>
      </div>
    </li>
  );
}

function MeansTestFigures({ result }: { result: AssessmentResult }) {
  const t = useT();
  const { meansTest } = result;
  const rows: Array<[string, string]> = [
    [t('assessment.results.mt.cmi'), formatCents(meansTest.currentMonthlyIncomeCents, { cents: 'auto' })],
    [t('assessment.results.mt.yearly'), formatCents(meansTest.annualizedIncomeCents, { cents: 'auto' })],
    [t('assessment.results.mt.median', { state: meansTest.median.stateName, size: meansTest.median.householdSize }), formatCents(meansTest.median.valueCents, { cents: 'auto' })],
  ];
  if (meansTest.form122A2) {
    rows.push([t('assessment.results.mt.disposable'), formatCents(meansTest.form122A2.monthlyDisposableIncomeCents, { cents: 'auto' })], [t('assessment.results.mt.sixtyMonths'), formatCents(meansTest.form122A2.sixtyMonthDisposableIncomeCents, { cents: 'auto' })]);
  }
  return (
    <section aria-labelledby="means-test-heading" className="flex flex-col gap-3">
      <h2 id="means-test-heading" className="text-2xl font-bold tracking-tight">
        {t('assessment.results.mt.heading')}
      </h2>
      <p>{t(meansTest.outcome === 'above-median' ? 'assessment.results.mt.above' : 'assessment.results.mt.below')}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {t('assessment.results.mt.table', { date: formatIsoDate(meansTest.median.effectiveDate), filingDate: formatIsoDate(result.filingDate) })}
        {meansTest.median.needsCheck ? ` ${t('assessment.results.mt.estimate')}` : null}
      </p>
    </section>
  );
}

/** The results page's links in text. */
const link = 'text-link underline underline-offset-4 hover:text-link-hover';

function NextSteps({ result }: { result: AssessmentResult }) {
  const t = useT();
  const steps = nextStepsFor(result);
  return (
    <section aria-labelledby="next-steps-heading" className="flex flex-col gap-3">
      <h2 id="next-steps-heading" className="text-2xl font-bold tracking-tight">
        {t('assessment.results.next.heading')}
      </h2>
      <ol className="ml-5 flex list-decimal flex-col gap-3 marker:font-semibold">
        {steps.urgent.map((reason) => (
          <li key={reason.id} data-testid={`next-step-${reason.id}`}>
            <span className="font-semibold">{reason.fact}</span> {reason.effect}
            <span className="block text-sm text-muted-foreground">{reason.citation}</span>
          </li>
        ))}
        {steps.path === 'attorney' ? (
          <li>
            {t('assessment.results.next.attorneyFirst')}{' '}
            <Link to="/resources" className={link}>
              {t('assessment.results.next.resourcesLink')}
            </Link>
          </li>
        ) : null}
        {steps.path === 'alternatives' ? <AlternativeSteps /> : <FilingSteps steps={steps} />}
      </ol>
    </section>
  );
}

/** What to try instead of filing: no filing fee, course or forms under an "alternatives" result. */
function AlternativeSteps() {
  const t = useT();
  return (
    <>
      <li>
        {t('assessment.results.next.debtPlan')}{' '}
        <a href={freeLegalHelpUrl('credit-counseling')} className={link} target="_blank" rel="noopener">
          {t('assessment.results.next.debtPlanLink')}
        </a>
      </li>
      <li>
        {t('assessment.results.next.askLegalHelp')}{' '}
        <Link to="/resources" className={link}>
          {t('assessment.results.next.resourcesLink')}
        </Link>
      </li>
      <li>{t('assessment.results.next.runAgain')}</li>
    </>
  );
}

/** The course, the fee, the papers and the forms of a case: for a result that files (or files after seeing a lawyer). */
function FilingSteps({ steps }: { steps: ReturnType<typeof nextStepsFor> }) {
  const t = useT();
  return (
    <>
        <li>
          {t('assessment.results.next.counseling', { days: steps.counselingDays })}{' '}
          <Link to="/preparation" className={link}>
            {t('assessment.results.next.counselingLink')}
          </Link>
          <span className="block text-sm text-muted-foreground">{steps.counselingCitation}</span>
        </li>
        <li>
          {t('assessment.results.next.fee', { chapter: steps.feeChapter, fee: formatDollars(steps.filingFee) })}{' '}
          {steps.feeWaiver
            ? t(steps.feeWaiver.mayQualify ? 'assessment.results.next.waiverMay' : 'assessment.results.next.waiverNot', {
                percent: steps.feeWaiver.percent,
                limit: formatDollars(steps.feeWaiver.incomeLimit),
              })
            : null}{' '}
          {t('assessment.results.next.installments', { count: steps.installments.count, days: steps.installments.days })}{' '}
          <Link to="/forms" className={link}>
            {t('assessment.results.next.feeForms')}
          </Link>
          <span className="block text-sm text-muted-foreground">
            {[steps.installments.citation, steps.feeWaiver?.citation].filter(Boolean).join('; ')}
          </span>
        </li>
        <li>
          {t('assessment.results.next.gather')}{' '}
          <Link to="/preparation" className={link}>
            {t('assessment.results.next.gatherLink')}
          </Link>
        </li>
        <li>
          {steps.documentPackage ? (
            <>
              {t('assessment.results.next.package', { name: DOCUMENT_PACKAGE_NAMES[steps.documentPackage] })}{' '}
              <Link to="/documents" className={link}>
                {t('assessment.results.next.packageLink')}
              </Link>
            </>
          ) : (
            <>
              {t('assessment.results.next.noPackage')}{' '}
              <Link to="/resources" className={link}>
                {t('assessment.results.next.resourcesLink')}
              </Link>
            </>
          )}
        </li>
    </>
  );
}

/** /assessment/results/{id}: the score, why, the means test, charts, next steps, the disclaimer and the PDF. */
export function ResultsScreen({ id }: { id: string }) {
  const t = useT();
  const assessment = useAssessment(id);
  if (assessment.isPending) return <Spinner label={t('assessment.hub.loading')} showLabel size="lg" className="py-16" />;
  if (assessment.isError) return <AssessmentLoadProblem heading={t('page.assessment-results.heading')} error={assessment.error} backTo="/assessment?tab=history" />;
  const { result } = assessment.data;
  if (!assessment.data.isCompleted || !result) {
    return <AssessmentNotice heading={t('page.assessment-results.heading')} text={t('assessment.results.notCompleted')} linkTo={questionnairePath(id)} linkText={t('assessment.hub.continue')} />;
  }
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('assessment.results.heading')}</h1>
        <p className="text-muted-foreground">
          {t('assessment.results.subheading', { label: assessmentLabel(id), date: formatIsoDate(result.filingDate) })}
        </p>
      </div>
      <ScoreCard result={result} />
      <section aria-labelledby="reasons-heading" className="flex flex-col gap-3">
        <h2 id="reasons-heading" className="text-2xl font-bold tracking-tight">
          {t('assessment.results.reasons')}
        </h2>
        <ul className="flex flex-col gap-3">
          {result.reasons.map((reason) => (
            <Reason key={reason.id} reason={reason} />
          ))}
        </ul>
        {result.estimateNotes.length > 0 ? (
          <div className="flex flex-col gap-2 rounded-lg border-l-4 border-notice-border bg-notice p-3 text-notice-foreground">
            <h3 className="font-semibold">{t('assessment.results.estimates')}</h3>
            <ul className="ml-5 list-disc">
              {result.estimateNotes.map((note) => (
                <li key={note.figure}>
                  {note.figure}: {note.why}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <MeansTestFigures result={result} />
      <section aria-labelledby="charts-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="charts-heading" className="text-2xl font-bold tracking-tight">
          {t('assessment.results.charts')}
        </h2>
        <ResultCharts result={result} />
      </section>
      <NextSteps result={result} />
      <p className="rounded-lg border-l-4 border-notice-border bg-notice p-3 text-notice-foreground">{ASSESSMENT_DISCLAIMER}</p>
      <div className="flex flex-wrap gap-3">
        <a href={summaryPdfPath(id)} download className={buttonVariants({ size: 'lg' })}>
          <Download aria-hidden="true" />
          {t('assessment.results.download')}
        </a>
        <Link to="/assessment?tab=history" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('assessment.q.backToHub')}
        </Link>
      </div>
    </div>
  );
}
