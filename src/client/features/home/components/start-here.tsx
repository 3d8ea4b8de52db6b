import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { START_HERE_STEPS } from '../lib/start-here.ts';
import '#client/i18n/en/home.ts';

const stepLinkClass =
  'inline-flex min-h-10 items-center gap-2 font-medium text-link underline underline-offset-4 hover:text-link-hover hover:decoration-2';

/**
 * "Start here" (issue 17): what to do first, in order — the means test, the checklist, then the
 * right document package or free legal help. Plain links, so it works before any script runs.
 */
export function StartHere() {
  const t = useT();
  return (
    <section aria-labelledby="start-here-heading" data-testid="start-here" className="border-b border-border bg-background">
      <PageContainer className="py-8 sm:py-10">
        <h2 id="start-here-heading" className="text-2xl font-bold tracking-tight">
          {t('home.startHere.heading')}
        </h2>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t('home.startHere.intro')}</p>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {START_HERE_STEPS.map((step, index) => (
            <li key={step.titleKey} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-5 shadow-sm">
              <p className="flex items-center gap-3 text-lg font-semibold">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  {index + 1}
                </span>
                <span>
                  <span className="sr-only">{t('home.startHere.step', { number: index + 1 })} </span>
                  {t(step.titleKey)}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">{t(step.textKey)}</p>
              <ul className="mt-auto flex flex-col">
                {step.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={stepLinkClass}>
                      {t(link.labelKey as MessageKey)}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </PageContainer>
    </section>
  );
}
