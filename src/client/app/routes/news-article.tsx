import { useParams } from 'react-router';
import { NewsArticleView } from '#client/features/news/components/news-article-view.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { NotFoundPage } from './not-found.tsx';

/** A positive whole number, as article ids are; anything else is not an article. */
function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** One news article (`/news/{id}`); an unknown or unpublished id gets the 404 screen (spec 2.1). */
export function Component() {
  const id = parseArticleId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return (
    <QueryProvider>
      <NewsArticleView key={id} id={id} notFound={<NotFoundPage />} />
    </QueryProvider>
  );
}
