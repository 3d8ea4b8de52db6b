import type { SetupChecklist, SetupItem } from '#shared/contracts/site-setup.ts';
import { DEFAULT_PUBLIC_SITE_CONFIG, PUBLIC_SITE_ENV, type PublicSiteConfig } from '#shared/site-config.ts';
import { SEED_NEWS_ARTICLES } from '../../db/seed-data/news-articles.ts';
import type { SiteSetupRepository } from './repository.ts';

export interface SiteSetupFacts {
  site: Pick<PublicSiteConfig, 'supportEmail' | 'supportPhone'>;
  smtpConfigured: boolean;
  stripeConfigured: boolean;
}

const SEED_NEWS_SLUGS = SEED_NEWS_ARTICLES.map((a) => a.slug);

/** The first admin's checklist: what a fresh site still lacks. Items done are left out. */
export function createSiteSetupService(deps: { repository: SiteSetupRepository; facts: SiteSetupFacts; clock: () => Date }) {
  return {
    async checklist(): Promise<SetupChecklist> {
      const { facts, repository } = deps;
      const [hasWebinar, hasNews] = await Promise.all([repository.hasUpcomingWebinar(deps.clock()), repository.hasPublishedNewsBeyond(SEED_NEWS_SLUGS)]);
      const missing: Array<SetupItem | false> = [
        !hasWebinar && { id: 'webinar', fix: { adminTab: 'webinars' } },
        !hasNews && { id: 'news', fix: { adminTab: 'news' } },
        !facts.smtpConfigured && { id: 'smtp', fix: { settings: ['SMTP_URL'] } },
        !facts.stripeConfigured && { id: 'stripe', fix: { settings: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] } },
        facts.site.supportEmail === DEFAULT_PUBLIC_SITE_CONFIG.supportEmail && { id: 'support-email', fix: { settings: [PUBLIC_SITE_ENV.supportEmail] } },
        facts.site.supportPhone === DEFAULT_PUBLIC_SITE_CONFIG.supportPhone && { id: 'support-phone', fix: { settings: [PUBLIC_SITE_ENV.supportPhone] } },
      ];
      return { items: missing.filter((item): item is SetupItem => item !== false) };
    },
  };
}

export type SiteSetupService = ReturnType<typeof createSiteSetupService>;
