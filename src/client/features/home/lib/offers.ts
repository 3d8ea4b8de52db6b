import { BOOK_EDITIONS, COURSES } from '#shared/billing/catalog.ts';

/**
 * Prices shown in the home page promotions (spec 9), in cents. Shown only: purchases and
 * enrollments are priced by the server's catalog, never by these numbers.
 */
export const BOOK_PRICES_CENTS = { ebook: BOOK_EDITIONS.ebook.priceCents, paperback: BOOK_EDITIONS.paperback.priceCents } as const;
export const COURSE_PRICE_CENTS = COURSES.chapter7.priceCents;
export const COURSE_REGULAR_PRICE_CENTS = COURSES.chapter7.listPriceCents;

/** Sample providers of the legal resources panel (spec 2.3), shown and labelled as examples. */
export const EXAMPLE_LEGAL_PROVIDERS = [
  { nameKey: 'home.resources.example1Name', tagKey: 'home.resources.tagFree', distanceKey: 'home.resources.example1Distance' },
  { nameKey: 'home.resources.example2Name', tagKey: 'home.resources.tagLowCost', distanceKey: 'home.resources.example2Distance' },
  { nameKey: 'home.resources.example3Name', tagKey: 'home.resources.tagProBono', distanceKey: 'home.resources.example3Distance' },
] as const;

/** Quick links of the home sidebar, exactly as spec 2.3 lists them. */
export const WEBINARS_QUICK_LINK = '/#webinars';

export const QUICK_LINKS = [
  { to: '/preparation', labelKey: 'home.quickLinks.preparation' },
  { to: '/chapter7#means-test', labelKey: 'home.quickLinks.meansTest' },
  { to: '/forms', labelKey: 'home.quickLinks.forms' },
  { to: WEBINARS_QUICK_LINK, labelKey: 'home.quickLinks.webinars' },
] as const;

/** The schedules explained in the home page guide, in filing order (official form numbers). */
export const SCHEDULE_FORMS = ['106A/B', '106C', '106D', '106E/F', '106G', '106H', '106I', '106J', '106Sum', '106Dec'] as const;
