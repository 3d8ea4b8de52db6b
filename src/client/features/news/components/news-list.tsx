import { Link } from 'react-router';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { formatUtcShortDate } from '#shared/format/dates.ts';
import { useNewsList } from '../api/get-news.ts';
import '#client/i18n/en/news.ts';

/** Spec 2.4 / 9: three placeholder rows while the list loads. */
export const NEWS_SKELETON_ROWS = 3;

/** Every published article, newest first, each linking to its page (spec 2.4). */
export function NewsList({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const news = useNewsList();

  if (news.isPending) {
    return (
      <ul aria-busy="true" aria-labelledby={labelledBy} className="flex flex-col gap-4">
        <li className="sr-only">{t('news.loading')}</li>
        {Array.from({ length: NEWS_SKELETON_ROWS }, (_, index) => (
          <li key={index} aria-hidden="true" data-testid="news-skeleton" className="flex flex-col gap-2 rounded-lg border border-border p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </li>
        ))}
      </ul>
    );
  }
  if (news.isError) return <p className="text-muted-foreground">{t('news.error')}</p>;
  if (news.data.length === 0) return <p className="rounded-lg border border-dashed border-border p-5 text-muted-foreground">{t('news.empty')}</p>;

  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-4">
      {news.data.map((article) => (
        <li key={article.id}>
          <article className="flex flex-col gap-2 rounded-lg border border-border bg-card p-5 shadow-xs">
            {article.publishedAt ? (
              <p className="text-sm text-muted-foreground">
                <time dateTime={article.publishedAt}>{formatUtcShortDate(article.publishedAt)}</time>
              </p>
            ) : null}
            <h3 className="text-xl leading-snug font-semibold">
              <Link to={`/news/${article.id}`} className="text-foreground underline-offset-4 hover:text-primary hover:underline">
                {article.title}
              </Link>
            </h3>
            {article.excerpt ? <p className="text-muted-foreground">{article.excerpt}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
