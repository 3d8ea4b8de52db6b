import type * as React from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/home.ts';

/** Spec 9: the home page previews the first 3 FAQs. */
export const FAQ_PREVIEW_COUNT = 3;

/** The FAQ preview's heading and 'View All FAQs' link around its content; no data code. */
export function FaqPreviewFrame({ headingId, children }: { headingId: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {t('home.faq.heading')}
      </h2>
      {children}
      <Link to="/about" className="inline-flex min-h-10 items-center gap-2 self-start font-medium text-link underline underline-offset-4 hover:text-link-hover hover:decoration-2">
        {t('home.faq.viewAll')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

/** Placeholder rows while the questions load (also the prerendered HTML). */
export function FaqPreviewSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('home.faq.loading')}</span>
      {Array.from({ length: FAQ_PREVIEW_COUNT }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

export function FaqPreviewPlaceholder({ headingId, hasFailed = false }: { headingId: string; hasFailed?: boolean }) {
  const t = useT();
  return (
    <FaqPreviewFrame headingId={headingId}>
      {hasFailed ? <p className="text-muted-foreground">{t('home.faq.error')}</p> : <FaqPreviewSkeleton />}
    </FaqPreviewFrame>
  );
}
