import type * as React from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/home.ts';

/** Spec 9: the home page previews 4 news items. */
export const NEWS_PREVIEW_COUNT = 4;

/** The news preview's heading and 'View All News' link around its content. No data code, so it can show before any loads. */
export function NewsPreviewFrame({ headingId, children }: { headingId: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {t('home.news.heading')}
      </h2>
      {children}
      <Link
        to="/news"
        className="inline-flex min-h-10 items-center gap-2 self-start font-medium text-link underline underline-offset-4 hover:text-link-hover hover:decoration-2"
      >
        {t('home.news.viewAll')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

/** Four placeholder cards while the news loads (also the prerendered HTML). */
export function NewsPreviewSkeleton() {
  const t = useT();
  return (
    <ul aria-busy="true" className="grid gap-4 sm:grid-cols-2">
      <li className="sr-only">{t('home.news.loading')}</li>
      {Array.from({ length: NEWS_PREVIEW_COUNT }, (_, index) => (
        <li key={index} aria-hidden="true" className="flex flex-col gap-2 rounded-lg border border-border p-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </li>
      ))}
    </ul>
  );
}

/** The preview before its data code has arrived: the frame with placeholders, or a note if that code failed to load. */
export function NewsPreviewPlaceholder({ headingId, hasFailed = false }: { headingId: string; hasFailed?: boolean }) {
  const t = useT();
  return (
    <NewsPreviewFrame headingId={headingId}>
      {hasFailed ? <p className="text-muted-foreground">{t('home.news.error')}</p> : <NewsPreviewSkeleton />}
    </NewsPreviewFrame>
  );
}
