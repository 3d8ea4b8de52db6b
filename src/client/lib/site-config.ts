import type { PublicSiteConfig } from '#shared/site-config.ts';

/** Site name and support contacts, injected at build time so prerendered HTML and the app agree. */
export const SITE_CONFIG: PublicSiteConfig = __SITE_CONFIG__;

/** `tel:` URI for a display phone number such as "(800) 555-0199". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}
