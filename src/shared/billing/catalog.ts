import type { DocumentTemplateId } from '../contracts/document-templates.ts';

/**
 * What the site sells and for how much (spec section 9). The server charges these amounts and
 * nothing a request says; the client shows them.
 */

/** One price of the premium membership and the day (UTC, YYYY-MM-DD) it starts for new members. */
export interface PremiumPriceStep {
  from: string;
  monthlyCents: number;
}

/**
 * Premium's monthly price over time, oldest first. To change the price, add a step dated at least
 * PRICE_CHANGE_NOTICE_DAYS ahead: new members pay it from its day; each member is emailed, and pays
 * a higher price only at renewals 30 or more days after that email (see docs/decisions).
 */
export const PREMIUM_PRICE_SCHEDULE: readonly PremiumPriceStep[] = [
  // The launch price (spec 9).
  { from: '2025-01-01', monthlyCents: 995 },
];

/** Members hear of a price rise this many days before they pay it (spec 9, terms of service). */
export const PRICE_CHANGE_NOTICE_DAYS = 30;

/** Midnight UTC of a step's day. */
export function priceStepStart(step: PremiumPriceStep): Date {
  return new Date(`${step.from}T00:00:00.000Z`);
}

/** The step in force at `at`; the first step for any earlier moment. */
export function premiumPriceStepOn(at: Date, schedule: readonly PremiumPriceStep[] = PREMIUM_PRICE_SCHEDULE): PremiumPriceStep {
  let current = schedule[0];
  if (!current) throw new Error('The premium price schedule is empty.');
  for (const step of schedule) if (priceStepStart(step) <= at) current = step;
  return current;
}

/** Monthly price a new member pays at `at`. */
export function premiumMonthlyCentsOn(at: Date, schedule: readonly PremiumPriceStep[] = PREMIUM_PRICE_SCHEDULE): number {
  return premiumPriceStepOn(at, schedule).monthlyCents;
}

/** The next step that starts after `at`, if one is scheduled. */
export function nextPremiumPriceStep(at: Date, schedule: readonly PremiumPriceStep[] = PREMIUM_PRICE_SCHEDULE): PremiumPriceStep | null {
  return schedule.find((step) => priceStepStart(step) > at) ?? null;
}

/** `opensScheduleTool`: enrollment opens the schedule completion tool, as a subscription does (spec 6). */
export const COURSES = {
  chapter7: { name: 'Chapter 7 Online Course', priceCents: 8900, listPriceCents: 19900, opensScheduleTool: true },
} as const;
export type CourseType = keyof typeof COURSES;
export const COURSES_OPENING_SCHEDULE_TOOL = (Object.keys(COURSES) as CourseType[]).filter((course) => COURSES[course].opensScheduleTool);

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

/** Price after a percent-off coupon, rounded to the cent. */
export function discountedCents(priceCents: number, percentOff: number): number {
  return Math.max(0, Math.round((priceCents * (100 - percentOff)) / 100));
}
