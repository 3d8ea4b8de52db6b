import type * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { ClipboardList, History, ListChecks, Timer } from 'lucide-react';
import type { AssessmentSummary } from '#shared/contracts/risk-assessments.ts';
import { formatShortDate } from '#shared/format/dates.ts';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useTabParam } from '#client/hooks/use-tab-param.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { useCurrentAssessment } from '../api/get-current-assessment.ts';
import { useAssessmentList } from '../api/list-assessments.ts';
import { useStartAssessment } from '../api/start-assessment.ts';
import { assessmentLabel, bandKeyOf, questionnairePath, resultsPath } from '../lib/assessment-paths.ts';
import '#client/i18n/en/premium.ts';
import '#client/i18n/en/assessment.ts';

const TABS = ['overview', 'current', 'history'] as const;
const STEPS: MessageKey[] = ['assessment.overview.step1', 'assessment.overview.step2', 'assessment.overview.step3'];

function EmptyState({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
      {icon}
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-prose text-muted-foreground">{text}</p>
    </div>
  );
}

function ScoreLine({ assessment }: { assessment: AssessmentSummary }) {
  const t = useT();
  // Spec 9: the recommendation's default label until there is one.
  if (assessment.riskScore === null || assessment.band === null) return <p className="font-medium">{t('assessment.recommendation.none')}</p>;
  return (
    <p className="text-lg">
      {t('assessment.hub.score', { score: assessment.riskScore, band: t(bandKeyOf(assessment.band)) })}
      {assessment.recommendation ? ` · ${t(`assessment.recommendation.${assessment.recommendation}`)}` : null}
    </p>
  );
}

/** Continue (in progress) or View Detailed Results (completed), named for the assessment it opens. */
function AssessmentAction({ assessment, size }: { assessment: AssessmentSummary; size?: 'default' | 'lg' }) {
  const t = useT();
  const label = assessmentLabel(assessment.id);
  return assessment.isCompleted ? (
    <Link to={resultsPath(assessment.id)} className={buttonVariants({ size })} aria-label={t('assessment.hub.viewResultsOf', { label })}>
      {t('assessment.hub.viewResults')}
    </Link>
  ) : (
    <Link to={questionnairePath(assessment.id)} className={buttonVariants({ size })} aria-label={t('assessment.hub.continueLabel', { label })}>
      {t('assessment.hub.continue')}
    </Link>
  );
}

function StartButton({ disabled }: { disabled: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const start = useStartAssessment();
  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (created) => {
        toast({ title: t('assessment.startedTitle') });
        void navigate(questionnairePath(created.id));
      },
      onError: (error) => reportApiFailure(error, { title: t('assessment.startFailed') }),
    });
  return (
    <Button size="lg" onClick={onStart} disabled={disabled || start.isPending}>
      {start.isPending ? t('assessment.starting') : t('assessment.start')}
    </Button>
  );
}

function CurrentAssessment({ enabled }: { enabled: boolean }) {
  const t = useT();
  const current = useCurrentAssessment(enabled);
  const assessment = current.data?.assessment ?? null;
  if (enabled && current.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{t('assessment.hub.loading')}</span>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (!assessment) {
    return <EmptyState icon={<ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />} title={t('assessment.current.empty')} text={t('assessment.current.emptyText')} />;
  }
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-5">
      <h3 className="text-lg font-semibold">{t('assessment.hub.itemTitle', { label: assessmentLabel(assessment.id) })}</h3>
      <p className="text-muted-foreground">
        {assessment.isCompleted
          ? t('assessment.hub.completedOn', { date: formatShortDate(assessment.completedAt ?? assessment.updatedAt) })
          : t('assessment.hub.startedOn', { date: formatShortDate(assessment.createdAt) })}
      </p>
      <ScoreLine assessment={assessment} />
      <AssessmentAction assessment={assessment} size="lg" />
    </div>
  );
}

function AssessmentHistory({ enabled }: { enabled: boolean }) {
  const t = useT();
  const list = useAssessmentList(enabled);
  if (enabled && list.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('assessment.hub.loading')}</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} data-testid="assessment-skeleton" className="h-16 w-full" />
        ))}
      </div>
    );
  }
  const assessments = list.data ?? [];
  if (assessments.length === 0) {
    return <EmptyState icon={<History className="size-10 text-muted-foreground" aria-hidden="true" />} title={t('assessment.history.empty')} text={t('assessment.history.emptyText')} />;
  }
  return (
    <ul className="flex flex-col gap-3">
      {assessments.map((assessment) => (
        <li key={assessment.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold">{t('assessment.hub.itemTitle', { label: assessmentLabel(assessment.id) })}</p>
            <p className="text-sm text-muted-foreground">
              {assessment.isCompleted
                ? t('assessment.hub.historyCompleted', { date: formatShortDate(assessment.completedAt ?? assessment.updatedAt), score: assessment.riskScore ?? 0 })
                : t('assessment.hub.historyInProgress', { date: formatShortDate(assessment.createdAt) })}
            </p>
          </div>
          <AssessmentAction assessment={assessment} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Risk Assessment hub's tabs (spec 2.9): Overview (default) with Start New Assessment,
 * Current Assessment (Continue, or the score and View Detailed Results) and History (each
 * assessment by the last 8 characters of its id). In the preview nothing personal is fetched.
 */
export function AssessmentHub({ mode }: { mode: 'full' | 'preview' }) {
  const t = useT();
  const isFull = mode === 'full';
  const [tab, selectTab] = useTabParam(TABS, 'overview', { isFixed: !isFull });
  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabsList aria-label={t('assessment.tabsLabel')}>
        <TabsTrigger value="overview">
          <ListChecks aria-hidden="true" />
          {t('assessment.tab.overview')}
        </TabsTrigger>
        <TabsTrigger value="current">
          <ClipboardList aria-hidden="true" />
          {t('assessment.tab.current')}
        </TabsTrigger>
        <TabsTrigger value="history">
          <History aria-hidden="true" />
          {t('assessment.tab.history')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <section aria-labelledby="assessment-overview-heading" className="flex max-w-3xl flex-col gap-4">
          <h2 id="assessment-overview-heading" className="text-2xl font-bold tracking-tight">
            {t('assessment.overview.heading')}
          </h2>
          <p className="flex items-center gap-2 font-medium">
            <Timer className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t('assessment.overview.time')}
          </p>
          <ol className="ml-5 flex list-decimal flex-col gap-2 marker:font-semibold marker:text-primary">
            {STEPS.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
          <div>
            <StartButton disabled={!isFull} />
          </div>
        </section>
      </TabsContent>
      <TabsContent value="current">
        <section aria-labelledby="assessment-current-heading" className="flex flex-col gap-4">
          <h2 id="assessment-current-heading" className="text-2xl font-bold tracking-tight">
            {t('assessment.current.heading')}
          </h2>
          <CurrentAssessment enabled={isFull && tab === 'current'} />
        </section>
      </TabsContent>
      <TabsContent value="history">
        <section aria-labelledby="assessment-history-heading" className="flex flex-col gap-4">
          <h2 id="assessment-history-heading" className="text-2xl font-bold tracking-tight">
            {t('assessment.history.heading')}
          </h2>
          <AssessmentHistory enabled={isFull && tab === 'history'} />
        </section>
      </TabsContent>
    </Tabs>
  );
}
