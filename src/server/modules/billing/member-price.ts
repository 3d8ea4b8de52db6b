import {
  PREMIUM_PRICE_SCHEDULE,
  PRICE_CHANGE_NOTICE_DAYS,
  premiumPriceStepOn,
  priceStepStart,
  type PremiumPriceStep,
} from '#shared/billing/catalog.ts';
import { addOneMonth } from './subscription-clock.ts';

const DAY_MS = 86_400_000;

/** A member was told (by email) of the step starting on `stepFrom`. */
export interface PriceNotice {
  stepFrom: string;
  noticedAt: Date;
}

export interface MemberPricing {
  /** The regular monthly price the member last paid or agreed to. */
  listPriceCents: number;
  notices: readonly PriceNotice[];
}

/** Earliest moment a member told at `noticedAt` may pay `step`'s price: its start, and 30 days after the notice. */
export function noticeTakesEffect(step: PremiumPriceStep, noticedAt: Date): Date {
  const afterNotice = noticedAt.getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS;
  return new Date(Math.max(priceStepStart(step).getTime(), afterNotice));
}

/**
 * The step whose price a member pays at a renewal at `renewalAt`: the latest in force by then that
 * is no rise for them, or a rise they were told of 30 or more days before. Null: no such step, so
 * they keep paying what they paid before, however long the email takes to go out.
 */
function renewalStep(member: MemberPricing, renewalAt: Date, schedule: readonly PremiumPriceStep[]): PremiumPriceStep | null {
  for (let i = schedule.indexOf(premiumPriceStepOn(renewalAt, schedule)); i >= 0; i--) {
    const step = schedule[i]!;
    if (priceStepStart(step) > renewalAt) continue;
    if (step.monthlyCents <= member.listPriceCents) return step;
    const notice = member.notices.find((n) => n.stepFrom === step.from);
    if (notice && noticeTakesEffect(step, notice.noticedAt) <= renewalAt) return step;
  }
  return null;
}

/** Regular monthly price a member pays at a renewal at `renewalAt`. */
export function renewalListCents(member: MemberPricing, renewalAt: Date, schedule: readonly PremiumPriceStep[] = PREMIUM_PRICE_SCHEDULE): number {
  return renewalStep(member, renewalAt, schedule)?.monthlyCents ?? member.listPriceCents;
}

export interface UpcomingPriceChange {
  monthlyCents: number;
  /** The first renewal charged at the new price. */
  firstRenewalAt: Date;
  stepFrom: string;
  /** When we emailed the member about it; null while the email is still to go out. */
  noticedAt: Date | null;
}

/** Renewals looked ahead when telling a member about their next price change (three years). */
const LOOKAHEAD_RENEWALS = 36;

/**
 * The member's next change of regular price, found by walking their coming renewals. A step not
 * yet announced to them counts as announced now (the next notice pass emails them).
 */
export function upcomingPriceChange(
  member: MemberPricing & { nextRenewalAt: Date },
  now: Date,
  schedule: readonly PremiumPriceStep[] = PREMIUM_PRICE_SCHEDULE,
): UpcomingPriceChange | null {
  const lastStart = priceStepStart(schedule.at(-1)!).getTime();
  const horizon = Math.max(lastStart, now.getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS);
  const notices = [...member.notices];
  for (const step of schedule) {
    if (!notices.some((n) => n.stepFrom === step.from)) notices.push({ stepFrom: step.from, noticedAt: now });
  }
  let renewalAt = member.nextRenewalAt;
  for (let i = 0; i < LOOKAHEAD_RENEWALS; i++) {
    const step = renewalStep({ listPriceCents: member.listPriceCents, notices }, renewalAt, schedule);
    if (step && step.monthlyCents !== member.listPriceCents) {
      const noticedAt = member.notices.find((n) => n.stepFrom === step.from)?.noticedAt ?? null;
      return { monthlyCents: step.monthlyCents, firstRenewalAt: renewalAt, stepFrom: step.from, noticedAt };
    }
    if (renewalAt.getTime() > horizon) break;
    renewalAt = addOneMonth(renewalAt);
  }
  return null;
}

/** The first of a member's monthly renewals (from `nextRenewalAt` on) that falls on or after `date`. */
export function firstRenewalOnOrAfter(nextRenewalAt: Date, date: Date): Date {
  let renewalAt = nextRenewalAt;
  for (let i = 0; renewalAt < date && i < LOOKAHEAD_RENEWALS; i++) renewalAt = addOneMonth(renewalAt);
  return renewalAt;
}
