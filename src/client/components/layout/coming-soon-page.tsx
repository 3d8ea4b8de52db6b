import { useT } from '#client/i18n/i18n.ts';
import type { AppRouteId } from '#shared/routes.ts';
import { PageContainer } from './page-container.tsx';

/** Routes whose page is built in a later issue; each has a `page.<id>.heading` text. */
export type PlaceholderRouteId = Exclude<AppRouteId, 'home'>;

/** Placeholder for a page that exists in the route table but is not built yet. */
export function ComingSoonPage({ routeId }: { routeId: PlaceholderRouteId }) {
  const t = useT();
  return (
    <PageContainer width="narrow" className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t(`page.${routeId}.heading`)}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('page.comingSoon')}</p>
    </PageContainer>
  );
}
