import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { useT } from '#client/i18n/i18n.ts';

/** Landing page. The full home page (news, FAQ, sidebar, dialogs) is built in a later issue. */
export function Component() {
  const t = useT();
  return (
    <section className="bg-linear-to-b from-secondary to-background">
      <PageContainer className="py-12 sm:py-20">
        <div className="max-w-3xl">
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">{t('home.headline')}</h1>
          <p className="mt-5 text-lg text-muted-foreground sm:text-xl">{t('home.welcome')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/chapter7" className={buttonVariants({ size: 'lg' })}>
              {t('home.chapter7Link')}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/chapter13" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('home.chapter13Link')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </PageContainer>
    </section>
  );
}
