import type * as React from 'react';
import { Link } from 'react-router';
import { CalendarDays, Newspaper } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/home.ts';

export interface HeroProps {
  isAuthenticated: boolean;
  /** Opens the newsletter dialog; without it (or without JavaScript) the button leads to /news. */
  onOpenNewsletter?: () => void;
  /** Opens the webinar dialog; without it (or without JavaScript) the button leads to #webinars. */
  onOpenWebinar?: () => void;
  /** Hover or focus on a button: time to fetch its dialog's code. */
  onPrepare?: (dialog: 'newsletter' | 'webinar') => void;
}

/** A link that opens a dialog once the page is interactive, and keeps working as a link before. */
function dialogLinkProps(open: (() => void) | undefined, prepare: (() => void) | undefined) {
  if (!open) return {};
  return {
    'aria-haspopup': 'dialog' as const,
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      open();
    },
    onPointerEnter: prepare,
    onFocus: prepare,
  };
}

/**
 * The home page's opening (spec 2.3): the headline and the two calls to action. 'Insights and
 * News' opens the newsletter dialog and 'Webinar and Hands-On Class' the webinar dialog (spec
 * 2.3); before the page is interactive they lead to /news and to the webinars section.
 */
export function Hero({ isAuthenticated, onOpenNewsletter, onOpenWebinar, onPrepare }: HeroProps) {
  const t = useT();
  return (
    <section aria-labelledby="home-headline" className="bg-linear-to-b from-secondary to-background">
      <PageContainer className="py-10 sm:py-16">
        <div className="max-w-3xl">
          <h1 id="home-headline" className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {t('home.headline')}
          </h1>
          <p className="mt-5 text-lg text-muted-foreground sm:text-xl">{isAuthenticated ? t('home.welcomeBack') : t('home.welcome')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/news" className={buttonVariants({ size: 'lg' })} {...dialogLinkProps(onOpenNewsletter, onPrepare && (() => onPrepare('newsletter')))}>
              <Newspaper aria-hidden="true" />
              {t('home.newsButton')}
            </Link>
            <a href="#webinars" className={buttonVariants({ size: 'lg', variant: 'outline' })} {...dialogLinkProps(onOpenWebinar, onPrepare && (() => onPrepare('webinar')))}>
              <CalendarDays aria-hidden="true" />
              {t('home.webinarButton')}
            </a>
          </div>
        </div>
      </PageContainer>
    </section>
  );
}
