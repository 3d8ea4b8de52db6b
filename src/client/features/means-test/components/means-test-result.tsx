import type * as React from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Info } from 'lucide-react';
import type { MeansTestResult } from '#shared/law/means-test.ts';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { formatDollars } from '#shared/format/money.ts';
import '#client/i18n/en/means-test.ts';

/** The level of the calculator's own headings: 3 under its h2 on /chapter7, 4 under a lesson's h3. */
export type CalculatorHeadingLevel = 3 | 4;

/** The outcome in plain words, with the figures it rests on and where to go next. */
export function MeansTestResultView({
  result,
  headingRef,
  headingLevel = 3,
}: {
  result: MeansTestResult;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  headingLevel?: CalculatorHeadingLevel;
}) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const isBelow = result.outcome === 'at-or-below-median';
  const state = result.median.stateName;
  const size = result.median.householdSize;
  return (
    <section aria-labelledby="means-test-result-heading" className="flex flex-col gap-4 rounded-lg border-2 border-primary bg-background p-5">
      <div>
        <Heading id="means-test-result-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
          {t('meansTest.resultHeading')}
        </Heading>
        <p className="text-sm text-muted-foreground">{t('meansTest.resultFor', { size, state })}</p>
      </div>
      <dl className="grid gap-2 text-sm sm:text-base">
        {(
          [
            ...(result.spouseIncomeCounted
              ? ([
                  [t('meansTest.filerSixMonthTotal'), result.sixMonthTotal - result.spouseSixMonthTotal],
                  [t('meansTest.spouseSixMonthTotal'), result.spouseSixMonthTotal],
                ] as const)
              : []),
            [t('meansTest.sixMonthTotal'), result.sixMonthTotal],
            [t('meansTest.monthly'), result.currentMonthlyIncome],
            [t('meansTest.annual'), result.annualizedIncome],
            [t('meansTest.median', { size, state }), result.median.value],
          ] as const
        ).map(([label, amount]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-border pb-2">
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums">{formatDollars(amount)}</dd>
          </div>
        ))}
      </dl>
      {result.maritalStatus === 'not-married' ? null : (
        <p className="text-sm">{result.spouseIncomeCounted ? t('meansTest.spouseCounted') : t('meansTest.spouseNotCounted')}</p>
      )}
      <p className="text-sm text-muted-foreground">
        {t('meansTest.medianSource', { date: formatIsoDate(result.median.effectiveDate), source: result.median.officialSource })}
      </p>
      {result.median.needsCheck ? <p className="text-sm font-semibold">{t('meansTest.medianEstimate')}</p> : null}
      {result.sixMonthTotal === 0 ? (
        // Not an error: a real answer for some, and a common slip for others (only wages counted).
        <div className="flex gap-3 rounded-md border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('meansTest.zeroIncomeHeading')}</p>
            <p>{t('meansTest.zeroIncome')}</p>
          </div>
        </div>
      ) : null}
      <div className={cn('flex flex-col gap-2 rounded-md p-4', isBelow ? 'bg-success-soft text-success-soft-foreground' : 'bg-warning-soft text-warning-soft-foreground')}>
        <p className="flex items-center gap-2 text-lg font-semibold">
          {isBelow ? <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" /> : <Info className="size-5 shrink-0" aria-hidden="true" />}
          {isBelow ? t('meansTest.belowHeading') : t('meansTest.aboveHeading')}
        </p>
        {isBelow ? (
          <>
            <p>{t('meansTest.below')}</p>
            <p>{t('meansTest.belowNext')}</p>
          </>
        ) : (
          <>
            <p>{t('meansTest.above', { difference: formatDollars(result.differenceFromMedian) })}</p>
            <p>{t('meansTest.aboveExplain')}</p>
            <p>{t('meansTest.aboveHelp')}</p>
          </>
        )}
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium">
        {(isBelow
          ? [['/preparation', t('meansTest.checklistLink')]]
          : [
              ['/resources', t('meansTest.helpLink')],
              ['/chapter13', t('meansTest.chapter13Link')],
              ['/preparation', t('meansTest.checklistLink')],
            ]
        ).map(([to, label]) => (
          <li key={to}>
            <Link to={to!} className="inline-flex min-h-10 items-center text-link underline underline-offset-4 hover:text-link-hover">
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t('meansTest.notAdvice')}</p>
    </section>
  );
}
