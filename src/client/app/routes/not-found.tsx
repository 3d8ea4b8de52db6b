import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useDeferredModule } from '#client/lib/use-deferred-module.ts';

const SEARCH_HEADING_ID = 'not-found-search-heading';
// The search needs the data library: it follows once the page shows, so the shell stays light.
const loadSearch = () => import('../not-found-search.tsx');

/**
 * The site's own screen for unknown paths and missing records (spec 2.1, issue 17): the way home
 * and a search of the answers. The server answers these addresses with status 404.
 */
export function NotFoundPage() {
  const t = useT();
  const search = useDeferredModule(loadSearch);
  return (
    <PageContainer width="narrow" className="flex flex-col gap-6 py-10 sm:py-14">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.heading')}</h1>
        <p className="text-lg text-muted-foreground">{t('notFound.text')}</p>
      </div>
      <Link to="/" className={buttonVariants({ className: 'self-start' })}>
        {t('notFound.homeLink')}
      </Link>
      {/* Until the search has loaded (or if it cannot), the full list of answers is one link away. */}
      {search.module ? (
        <search.module.default headingId={SEARCH_HEADING_ID} />
      ) : (
        <Link to="/about" className="self-start font-medium text-link underline underline-offset-4 hover:text-link-hover">
          {t('notFound.browseLink')}
        </Link>
      )}
    </PageContainer>
  );
}
