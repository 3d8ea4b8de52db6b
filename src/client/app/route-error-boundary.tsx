import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { NotFoundPage } from './routes/not-found.tsx';

/** After a deploy, an open tab may ask for page code that no longer exists: a reload fixes it. */
function isStaleBuildError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

/** Shown in place of a page that failed; header, navigation and footer stay usable. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useT();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }

  if (import.meta.env.DEV) {
    console.error(error);
  }

  return (
    <PageContainer width="narrow" className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('error.heading')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{isStaleBuildError(error) ? t('error.updateText') : t('error.text')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </PageContainer>
  );
}
