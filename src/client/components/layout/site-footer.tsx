import * as React from 'react';
import { Link } from 'react-router';
import { BookOpen, Info, Mail, MessagesSquare, Phone, Rss, Users } from 'lucide-react';
import { useT } from '#client/i18n/i18n.ts';
import { SITE_CONFIG, telHref } from '#client/lib/site-config.ts';
import { FOOTER_LEGAL_ITEMS, FOOTER_RESOURCE_ITEMS, NEWS_FEED_HREF, type NavItem } from './nav-links.ts';
import { PageContainer } from './page-container.tsx';

const footerLinkClass =
  'inline-flex min-h-8 items-center gap-2 py-1 text-sm text-foreground underline-offset-4 hover:text-primary hover:underline';

function FooterLinkGroup({ id, heading, items }: { id: string; heading: string; items: readonly NavItem[] }) {
  const t = useT();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-foreground uppercase">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={footerLinkClass}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wide text-foreground uppercase">
      {children}
    </h2>
  );
}

/** Site footer (spec 2.3) with the not-legal-advice notice every page must show. */
export function SiteFooter() {
  const t = useT();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto border-t border-border bg-muted">
      <PageContainer className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about-heading" className="flex flex-col gap-3">
          <FooterHeading id="footer-about-heading">{SITE_CONFIG.siteName}</FooterHeading>
          <p className="text-sm text-muted-foreground">{t('footer.about')}</p>
          <ul className="flex flex-col gap-2 text-sm font-medium">
            <li className="flex items-center gap-2">
              <BookOpen className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('footer.educationalOnly')}
            </li>
            <li className="flex items-center gap-2">
              <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('footer.communitySupport')}
            </li>
          </ul>
        </section>

        <FooterLinkGroup id="footer-resources-heading" heading={t('footer.resourcesHeading')} items={FOOTER_RESOURCE_ITEMS} />
        <FooterLinkGroup id="footer-legal-heading" heading={t('footer.legalHeading')} items={FOOTER_LEGAL_ITEMS} />

        <div className="flex flex-col gap-8">
          <section aria-labelledby="footer-support-heading">
            <FooterHeading id="footer-support-heading">{t('footer.supportHeading')}</FooterHeading>
            <ul className="mt-3 flex flex-col gap-1">
              <li>
                <a href={`mailto:${SITE_CONFIG.supportEmail}`} className={footerLinkClass}>
                  <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="sr-only">{t('footer.emailLabel')}: </span>
                  {/* Wraps after a hyphen or, only if a piece cannot fit a line, inside it: never mid-word as break-all did. */}
                  <span className="break-words">{SITE_CONFIG.supportEmail}</span>
                </a>
              </li>
              <li>
                <a href={telHref(SITE_CONFIG.supportPhone)} className={footerLinkClass}>
                  <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="sr-only">{t('footer.phoneLabel')}: </span>
                  {SITE_CONFIG.supportPhone}
                </a>
              </li>
            </ul>
            <p className="mt-1 text-sm text-muted-foreground">{t('footer.responseTime')}</p>
          </section>

          <section aria-labelledby="footer-connect-heading">
            <FooterHeading id="footer-connect-heading">{t('footer.connectHeading')}</FooterHeading>
            <ul className="mt-3 flex flex-col gap-1">
              <li>
                <a href={NEWS_FEED_HREF} className={footerLinkClass}>
                  <Rss className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {t('footer.rss')}
                </a>
              </li>
              <li>
                <Link to="/community" className={footerLinkClass}>
                  <MessagesSquare className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {t('footer.communityChat')}
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </PageContainer>

      <div className="border-t border-border">
        <PageContainer className="flex flex-col gap-4 py-6">
          <div className="flex gap-3 rounded-md border border-notice-border bg-notice p-4 text-sm text-notice-foreground">
            <Info className="mt-0.5 size-5 shrink-0 text-warning-soft-foreground" aria-hidden="true" />
            <p>
              <strong className="font-semibold">{t('footer.noticeHeading')}: </strong>
              {t('site.notLegalAdvice')} {t('site.notLegalAdviceDetail')}{' '}
              <Link to="/disclaimer" className="text-link-inline font-medium">
                {t('footer.disclaimer')}
              </Link>
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            <span suppressHydrationWarning>{t('footer.copyright', { year })}</span>
          </p>
        </PageContainer>
      </div>
    </footer>
  );
}
