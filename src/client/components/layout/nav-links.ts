import type { FreeLegalHelpHref } from '#shared/free-legal-help-anchor.ts';
import type { MessageKey } from '#client/i18n/i18n.ts';
import type { AppRoutePath } from '#shared/routes.ts';

export interface NavItem {
  to: AppRoutePath | FreeLegalHelpHref;
  labelKey: MessageKey;
}

/**
 * Top navigation (spec 2.2), in display order. The logo links to '/'. /documents, /assessment and
 * /resources are premium (spec 2.1): styles.css marks their links, by address, with a crown.
 */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/news', labelKey: 'nav.news' },
  { to: '/chapter7', labelKey: 'nav.chapter7' },
  { to: '/chapter13', labelKey: 'nav.chapter13' },
  { to: '/documents', labelKey: 'nav.documents' },
  { to: '/assessment', labelKey: 'nav.assessment' },
  { to: '/resources', labelKey: 'nav.resources' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/contact', labelKey: 'nav.contact' },
];

/** Footer link groups (spec 2.3). */
export const FOOTER_RESOURCE_ITEMS: readonly NavItem[] = [
  { to: '/preparation', labelKey: 'footer.preparation' },
  { to: '/chapter7', labelKey: 'footer.chapter7' },
  { to: '/chapter13', labelKey: 'footer.chapter13' },
  { to: '/forms', labelKey: 'footer.forms' },
  // Free help is reachable from every page without paying (issue 17); the address is typed, not imported.
  { to: '/#free-legal-help' satisfies FreeLegalHelpHref, labelKey: 'footer.freeLegalHelp' },
];

export const FOOTER_LEGAL_ITEMS: readonly NavItem[] = [
  { to: '/privacy-policy', labelKey: 'footer.privacy' },
  { to: '/terms-of-service', labelKey: 'footer.terms' },
  { to: '/disclaimer', labelKey: 'footer.disclaimer' },
];

/** The news feed is a file served by the server, so it is a plain link, not a router route. */
export const NEWS_FEED_HREF = '/news/rss.xml';
