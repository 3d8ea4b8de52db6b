import * as React from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { formatUtcShortDate } from '#shared/format/dates.ts';
import { useNewsArticle } from '../api/get-news-article.ts';
import { parseArticleBlocks } from '../lib/article-blocks.ts';
import '#client/i18n/en/news.ts';

function BackLink() {
  const t = useT();
  return (
    <Link to="/news" className="inline-flex min-h-10 items-center gap-2 font-medium text-link underline underline-offset-4 hover:text-link-hover hover:decoration-2">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('news.backToNews')}
    </Link>
  );
}

/** The article's text as subheadings, paragraphs and bulleted lists: React elements only, never HTML. */
export function ArticleBody({ content }: { content: string }) {
  const blocks = React.useMemo(() => parseArticleBlocks(content), [content]);
  return (
    <div className="flex flex-col gap-4 text-lg leading-relaxed">
      {blocks.map((block, index) =>
        block.type === 'heading' ? (
          // The article's title is the page's h1; its sections are h2.
          <h2 key={index} className="mt-4 text-2xl leading-snug font-bold tracking-tight break-words">
            {block.text}
          </h2>
        ) : block.type === 'paragraph' ? (
          <p key={index} className="break-words whitespace-pre-line">
            {block.text}
          </p>
        ) : (
          <ul key={index} className="flex list-disc flex-col gap-2 pl-6 marker:text-primary">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} className="break-words">
                {item}
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/**
 * One published article (`/news/{id}`). An unknown or unpublished id shows `notFound` (the
 * app's 404 screen, passed in by the page).
 */
export function NewsArticleView({ id, notFound }: { id: number; notFound: React.ReactNode }) {
  const t = useT();
  const article = useNewsArticle(id);
  const title = article.data?.title;

  // The tab title names the article once it has loaded.
  React.useEffect(() => {
    if (title) document.title = t('site.titleTemplate', { title });
  }, [title, t]);

  if (article.isError && article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400)) {
    return notFound;
  }

  return (
    <PageContainer width="narrow" className="py-10 sm:py-14">
      <BackLink />
      {article.isPending ? (
        <div aria-busy="true" className="mt-6 flex flex-col gap-4">
          <h1 className="sr-only">{t('news.loadingArticle')}</h1>
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : article.isError ? (
        <div className="mt-6 flex flex-col items-start gap-4">
          <h1 className="text-3xl font-bold tracking-tight">{t('page.news-article.heading')}</h1>
          <p className="text-lg text-muted-foreground">{t('news.articleError')}</p>
          <Button variant="outline" onClick={() => void article.refetch()}>
            {t('news.tryAgain')}
          </Button>
        </div>
      ) : (
        <article className="mt-6 flex flex-col gap-6">
          <header className="flex flex-col gap-3">
            <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance break-words sm:text-4xl">{article.data.title}</h1>
            {article.data.publishedAt ? (
              <p className="text-muted-foreground">
                <time dateTime={article.data.publishedAt}>{formatUtcShortDate(article.data.publishedAt)}</time>
              </p>
            ) : null}
            {article.data.excerpt ? <p className="text-xl text-muted-foreground">{article.data.excerpt}</p> : null}
          </header>
          <ArticleBody content={article.data.content} />
          <FigureSources notes={article.data.figureSources ?? []} />
          <aside className="rounded-md border border-notice-border bg-notice p-4 text-sm text-notice-foreground">{t('news.notAdvice')}</aside>
          <BackLink />
        </article>
      )}
    </PageContainer>
  );
}
