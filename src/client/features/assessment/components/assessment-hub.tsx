import type * as React from 'react';
import { ClipboardList, History, ListChecks, Timer } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useTabParam } from '#client/hooks/use-tab-param.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import '#client/i18n/en/premium.ts';

const TABS = ['overview', 'current', 'history'] as const;
const STEPS: MessageKey[] = ['assessment.overview.step1', 'assessment.overview.step2', 'assessment.overview.step3'];
const START_NOTE_ID = 'assessment-start-note';

function EmptyState({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
      {icon}
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-prose text-muted-foreground">{text}</p>
    </div>
  );
}

/**
 * The Risk Assessment hub's tabs (spec 2.9): Overview (default) with Start New Assessment,
 * Current Assessment and History. The questionnaire comes with the assessment issue; until
 * then the start button is disabled and says why.
 */
export function AssessmentHub({ mode }: { mode: 'full' | 'preview' }) {
  const t = useT();
  const [tab, selectTab] = useTabParam(TABS, 'overview', { isFixed: mode === 'preview' });
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
          <div className="flex flex-col items-start gap-2">
            <Button size="lg" disabled aria-describedby={START_NOTE_ID}>
              {t('assessment.start')}
            </Button>
            <p id={START_NOTE_ID} className="text-sm text-muted-foreground">
              {t('assessment.startSoon')}
            </p>
          </div>
        </section>
      </TabsContent>
      <TabsContent value="current">
        <section aria-labelledby="assessment-current-heading" className="flex flex-col gap-4">
          <h2 id="assessment-current-heading" className="text-2xl font-bold tracking-tight">
            {t('assessment.current.heading')}
          </h2>
          <EmptyState
            icon={<ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />}
            title={t('assessment.current.empty')}
            text={t('assessment.current.emptyText')}
          />
        </section>
      </TabsContent>
      <TabsContent value="history">
        <section aria-labelledby="assessment-history-heading" className="flex flex-col gap-4">
          <h2 id="assessment-history-heading" className="text-2xl font-bold tracking-tight">
            {t('assessment.history.heading')}
          </h2>
          <EmptyState
            icon={<History className="size-10 text-muted-foreground" aria-hidden="true" />}
            title={t('assessment.history.empty')}
            text={t('assessment.history.emptyText')}
          />
        </section>
      </TabsContent>
    </Tabs>
  );
}
