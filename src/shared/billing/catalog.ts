import type { DocumentTemplateId } from '../contracts/document-templates.ts';

/**
 * What the site sells and for how much (spec section 9). The server charges these amounts and
 * nothing a request says; the client shows them.
 */
export const PREMIUM_MONTHLY_PRICE_CENTS = 995;

export const COURSES = {
  chapter7: { name: 'Chapter 7 Online Course', priceCents: 8900, listPriceCents: 19900 },
} as const;
export type CourseType = keyof typeof COURSES;

export const DOCUMENT_PACKAGE_PRICES: Record<DocumentTemplateId, { name: string; priceCents: number; isMostPopular: boolean }> = {
  'chapter7-complete': { name: 'Chapter 7 Complete Package', priceCents: 9900, isMostPopular: true },
  'chapter13-complete': { name: 'Chapter 13 Complete Package', priceCents: 11900, isMostPopular: false },
  'amended-chapter13-plan': { name: 'Amended Chapter 13 Plan', priceCents: 3900, isMostPopular: false },
  'individual-schedules': { name: 'Individual Schedules', priceCents: 2900, isMostPopular: false },
};

/**
 * The book (spec 9). It is sold by outside bookstores, never by this site: the purchase call
 * only checks the price and points to the store the operator configured.
 */
export const BOOK_EDITIONS = {
  ebook: { name: 'eBook', priceCents: 999 },
  paperback: { name: 'Paperback', priceCents: 2899 },
} as const;
export type BookEdition = keyof typeof BOOK_EDITIONS;

/** Days a subscription whose renewal failed keeps access while the person fixes their card. */
export const PAST_DUE_GRACE_DAYS = 7;

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Price after a percent-off coupon, rounded to the cent. */
export function discountedCents(priceCents: number, percentOff: number): number {
  return Math.max(0, Math.round((priceCents * (100 - percentOff)) / 100));
}
