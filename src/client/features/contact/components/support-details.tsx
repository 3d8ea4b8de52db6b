import { Link } from 'react-router';
import { Clock, Globe, Mail, MessagesSquare, Phone } from 'lucide-react';
import { useT } from '#client/i18n/i18n.ts';
import { SITE_CONFIG, telHref } from '#client/lib/site-config.ts';
import '#client/i18n/en/contact.ts';

/** Support details (spec 2.11), from the site configuration. */
export function SupportDetails() {
  const t = useT();
  const rowClass = 'flex items-start gap-3';
  const iconClass = 'mt-0.5 size-5 shrink-0 text-primary';
  return (
    <section aria-labelledby="contact-support-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
      <h2 id="contact-support-heading" className="text-xl font-semibold">
        {t('contact.supportHeading')}
      </h2>
      <ul className="flex flex-col gap-3">
        <li className={rowClass}>
          <Mail className={iconClass} aria-hidden="true" />
          <span className="min-w-0">
            <span className="block text-sm text-muted-foreground">{t('contact.emailLabel')}</span>
            <a href={`mailto:${SITE_CONFIG.supportEmail}`} className="text-link-inline font-medium break-all">
              {SITE_CONFIG.supportEmail}
            </a>
          </span>
        </li>
        <li className={rowClass}>
          <Phone className={iconClass} aria-hidden="true" />
          <span>
            <span className="block text-sm text-muted-foreground">{t('contact.phoneLabel')}</span>
            <a href={telHref(SITE_CONFIG.supportPhone)} className="text-link-inline font-medium">
              {SITE_CONFIG.supportPhone}
            </a>
          </span>
        </li>
        <li className={rowClass}>
          <Globe className={iconClass} aria-hidden="true" />
          <span>{t('contact.onlineOnly')}</span>
        </li>
        <li className={rowClass}>
          <MessagesSquare className={iconClass} aria-hidden="true" />
          <span>
            <strong className="font-semibold">{t('contact.forum')}:</strong> {t('contact.forumText')}{' '}
            <Link to="/community" className="text-link-inline font-medium">
              {t('footer.communityChat').toLowerCase()}
            </Link>
            .
          </span>
        </li>
        <li className={rowClass}>
          <Clock className={iconClass} aria-hidden="true" />
          <span>{t('contact.responseTime')}</span>
        </li>
      </ul>
    </section>
  );
}
