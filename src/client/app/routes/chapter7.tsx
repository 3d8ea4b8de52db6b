import * as React from 'react';
import { ContentPage, splitSections } from '#client/components/layout/content-page.tsx';
import { OnThisPage } from '#client/components/layout/on-this-page.tsx';
import { HydrateLater } from '#client/components/layout/hydrate-later.tsx';
import { Prose } from '#client/components/layout/prose.tsx';
import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import type { FigureSourceNote } from '#shared/law/legal-text.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CourseSection } from '#client/features/course/components/course-section.tsx';
import { MeansTestCalculator } from '#client/features/means-test/components/means-test-calculator.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { joinHtmlContent, useStaticHtml } from '#client/lib/static-html.tsx';
import { figureSources, intro, sections, title } from '#content/en/chapter7.md';
import { DeferredEnrollButton } from '#client/app/deferred-enroll-button.tsx';
import '#client/i18n/en/means-test.ts';
import '#client/i18n/en/home.ts';

// The calculator follows the means test explanation; the course comes before the closing links.
const [beforeCalculator, beforeCourse, closing] = splitSections(sections, 'the-means-test', 'where-to-go-from-here');
const explanation = joinHtmlContent([intro, ...beforeCalculator.map((s) => s.content)]);

/** Same marker as src/shared/law/live-median-figures.ts, checked here without loading that module. */
const MEDIAN_FIGURE_MARKER = 'data-median-figure="';

/**
 * Built HTML and figure footnote whose median figures follow the table in force: as built (the
 * committed tables) on the first render, so the page hydrates as prerendered, then from GET
 * /api/median-income, an admin's import included. The fetch and formatting load after hydration;
 * offline, the figures stay as built. Here rather than in lib/, so the bundler keeps it out of
 * chunks other pages load.
 */
function useLiveMedianFigures(html: string, notes: readonly FigureSourceNote[]): { html: string; notes: readonly FigureSourceNote[] } {
  const [filled, setFilled] = React.useState<{ from: string; html: string; notes: readonly FigureSourceNote[] } | null>(null);
  const live = html.includes(MEDIAN_FIGURE_MARKER) || notes.some((note) => note.liveMedianTokens);
  React.useEffect(() => {
    if (!live) return;
    const controller = new AbortController();
    import('#client/lib/live-median-figures-fill.ts')
      .then((filler) => filler.withMedianFiguresInForce({ html, notes }, controller.signal))
      // A transition: the page's text is drawn again in slices, not in one long task.
      .then((result) => React.startTransition(() => setFilled({ from: html, ...result })))
      .catch(() => undefined);
    return () => controller.abort();
  }, [html, notes, live]);
  return filled?.from === html ? filled : { html, notes };
}

/** Chapter 7 education (spec 2.6) with the means test calculator and the online course. */
export function Component() {
  const t = useT();
  // The means test explanation and the footnote name the median table in force, an admin's import included.
  const median = useLiveMedianFigures(useStaticHtml(explanation), figureSources);
  const calculator = { id: 'means-test', label: t('meansTest.heading') };
  // In page order: the text's sections with the calculator and the course where they appear.
  const contents = [
    ...beforeCalculator.map(({ id, heading }) => ({ id, label: heading })),
    calculator,
    ...beforeCourse.map(({ id, heading }) => ({ id, label: heading })),
    { id: 'course', label: t('course.heading') },
    ...closing.map(({ id, heading }) => ({ id, label: heading })),
  ];
  return (
    <ContentPage title={title}>
      <OnThisPage items={contents} featured={calculator} />
      <Prose content={{ keys: explanation.keys, html: median.html }} />
      <section id="means-test" tabIndex={-1} aria-labelledby="means-test-heading" className="scroll-mt-4 focus-visible:outline-none flex flex-col gap-4 rounded-lg border border-border bg-muted/50 p-4 sm:p-6">
        <h2 id="means-test-heading" className="text-2xl font-bold tracking-tight">
          {t('meansTest.heading')}
        </h2>
        <p>{t('meansTest.intro')}</p>
        <p className="text-sm text-muted-foreground">{t('meansTest.notAdvice')}</p>
        {/* Not in HydrateLater: autofill before its own pass would not reach the form (hydrate-later.tsx). */}
        <MeansTestCalculator />
      </section>
      {beforeCourse.length > 0 ? <Prose content={joinHtmlContent(beforeCourse.map((s) => s.content))} /> : null}
      <HydrateLater>
        <CourseSection
          enrollButton={
            <DeferredEnrollButton
              className="self-start"
              aria-label={t('home.course.enrollLabel')}
              placeholder={
                <Button className="self-start" disabled>
                  {t('home.course.enroll')}
                </Button>
              }
            />
          }
        />
      </HydrateLater>
      {closing.length > 0 ? <Prose content={joinHtmlContent(closing.map((s) => s.content))} /> : null}
      <FigureSources notes={median.notes} />
    </ContentPage>
  );
}
