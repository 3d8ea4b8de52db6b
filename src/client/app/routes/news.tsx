import * as React from 'react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { useAuthField } from '#client/lib/auth/use-auth.ts';
import { NewsFeedLinks } from '#client/features/news/components/news-feed-links.tsx';
import { NewsList } from '#client/features/news/components/news-list.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/news.ts';

// Admins only: its form code (and the validation library) loads for them alone.
const AddNewsButton = React.lazy(() => import('#client/features/news/components/add-news-dialog.tsx').then((module) => ({ default: module.AddNewsButton })));

/** The news page (spec 2.4): our articles, the admin's Add News button and outside news links. */
function NewsPage() {
  const t = useT();
  const isAdmin = useAuthField('isAdmin');
  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('page.news.heading')}</h1>
        {isAdmin ? (
          <React.Suspense fallback={null}>
            <AddNewsButton />
          </React.Suspense>
        ) : null}
      </div>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{t('news.intro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="news-articles-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="news-articles-heading" className="sr-only">
            {t('news.articlesHeading')}
          </h2>
          <NewsList labelledBy="news-articles-heading" />
        </section>
        <aside className="min-w-0" aria-labelledby="news-feeds-heading">
          <NewsFeedLinks headingId="news-feeds-heading" />
        </aside>
      </div>
    </PageContainer>
  );
}

export function Component() {
  return (
    <QueryProvider>
      <NewsPage />
    </QueryProvider>
  );
}
