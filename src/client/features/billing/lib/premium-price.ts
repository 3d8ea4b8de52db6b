import { formatLongDate } from '#shared/format/dates.ts';
import { PREMIUM_PRICE_SCHEDULE, nextPremiumPriceStep, premiumMonthlyCentsOn, priceStepStart, type PremiumPriceStep } from '#shared/billing/catalog.ts';

/** Premium's price today (the reader's clock) and the next scheduled change, from the catalog schedule. */
export function premiumPriceToday(now: Date = new Date(), schedule: readonly PremiumPriceStep[] = PREMIUM_PRICE_SCHEDULE): { monthlyCents: number; next: PremiumPriceStep | null } {
  return { monthlyCents: premiumMonthlyCentsOn(now, schedule), next: nextPremiumPriceStep(now, schedule) };
}

/** `March 1, 2027`: a step starts at midnight UTC, so its day is written in UTC, not the reader's zone. */
export function formatPriceStepDate(step: PremiumPriceStep): string {
  return formatLongDate(priceStepStart(step), { timeZone: 'UTC' });
}
