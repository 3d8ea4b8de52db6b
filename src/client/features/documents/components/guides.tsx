import { Link, useSearchParams } from 'react-router';
import { BookOpen } from 'lucide-react';
import { useT } from '#client/i18n/i18n.ts';
import { findGuide, GUIDES, guidePath, guideSummaryKey, guideTitleKey } from '../lib/guides.ts';
import { GuidePage } from './guide-page.tsx';
import '#client/i18n/en/premium.ts';

/** Templates & Guides tab: five plain-language guides; `?guide=<slug>` opens one in the tab. */
export function Guides() {
  const t = useT();
  const open = findGuide(useSearchParams()[0].get('guide') ?? undefined);
  if (open) return <GuidePage key={open.slug} guide={open} />;
  return (
    <section aria-labelledby="guides-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="guides-heading" className="text-2xl font-bold tracking-tight">
          {t('documents.guides.heading')}
        </h2>
        <p className="text-muted-foreground">{t('documents.guides.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GUIDES.map(({ slug }) => (
          <li key={slug} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs">
            <h3 className="flex items-start gap-2 leading-snug font-semibold">
              <BookOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t(guideTitleKey(slug))}
            </h3>
            <p className="text-sm text-muted-foreground">{t(guideSummaryKey(slug))}</p>
            <Link to={guidePath(slug)} className="mt-auto inline-flex min-h-10 items-center self-start text-sm font-medium text-link underline underline-offset-4 hover:text-link-hover">
              {t('documents.guide.read')}
              <span className="sr-only">: {t(guideTitleKey(slug))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
