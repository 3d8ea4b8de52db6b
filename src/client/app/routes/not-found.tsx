import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { useT } from '#client/i18n/i18n.ts';

/** Screen for paths outside the route table (spec 2.1); the server answers these with status 404. */
export function NotFoundPage() {
  const t = useT();
  return (
    <PageContainer width="narrow" className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('notFound.text')}</p>
      <Link to="/" className={buttonVariants({ className: 'mt-6' })}>
        {t('notFound.homeLink')}
      </Link>
    </PageContainer>
  );
}
