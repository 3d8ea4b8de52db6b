import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_CONFIG } from '#shared/site-config.ts';
import { createSiteSetupService, type SiteSetupFacts } from './service.ts';

const service = (facts: SiteSetupFacts, done: boolean) =>
  createSiteSetupService({
    repository: { hasUpcomingWebinar: async () => done, hasPublishedNewsBeyond: async () => done },
    facts,
    clock: () => new Date('2026-11-25T12:00:00Z'),
  });

describe('the site setup checklist', () => {
  it('is empty once everything is done: the checklist is gone', async () => {
    const facts = { site: { supportEmail: 'help@our-site.org', supportPhone: '(555) 123-4567' }, smtpConfigured: true, stripeConfigured: true };
    expect(await service(facts, true).checklist()).toEqual({ items: [] });
  });

  it('names the placeholders a fresh site ships with', async () => {
    const facts = { site: DEFAULT_PUBLIC_SITE_CONFIG, smtpConfigured: true, stripeConfigured: true };
    expect((await service(facts, true).checklist()).items.map((i) => i.id)).toEqual(['support-email', 'support-phone']);
  });
});
