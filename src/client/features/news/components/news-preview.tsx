import { Link } from 'react-router';
import { useT } from '#client/i18n/i18n.ts';
import { formatUtcShortDate } from '#shared/format/dates.ts';
import { useNewsList } from '../api/get-news.ts';
import { NEWS_PREVIEW_COUNT, NewsPreviewFrame, NewsPreviewSkeleton } from './news-preview-frame.tsx';
import '#client/i18n/en/home.ts';

/** The newest articles with a link to the news page (spec 2.3); placeholders while loading. */
export function NewsPreview({ headingId }: { headingId: string }) {
  const t = useT();
  const news = useNewsList();
  const articles = news.data?.slice(0, NEWS_PREVIEW_COUNT) ?? [];

  return (
    <NewsPreviewFrame headingId={headingId}>
      {news.isPending ? (
        <NewsPreviewSkeleton />
      ) : news.isError ? (
        <p className="text-muted-foreground">{t('home.news.error')}</p>
      ) : articles.length === 0 ? (
        <p className="text-muted-foreground">{t('home.news.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {articles.map((article) => (
            <li key={article.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs">
              {article.publishedAt ? (
                <p className="text-sm text-muted-foreground">
                  <time dateTime={article.publishedAt}>{formatUtcShortDate(article.publishedAt)}</time>
                </p>
              ) : null}
              <h3 className="text-lg leading-snug font-semibold">
                <Link to={`/news/${article.id}`} className="text-foreground underline-offset-4 hover:text-primary hover:underline">
                  {article.title}
                </Link>
              </h3>
              {article.excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </NewsPreviewFrame>
  );
}
