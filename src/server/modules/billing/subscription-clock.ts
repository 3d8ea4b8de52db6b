import { PAST_DUE_GRACE_DAYS } from '#shared/billing/catalog.ts';
import type { SubscriptionStatusName } from '#shared/contracts/billing.ts';

export interface SubscriptionTimeline {
  status: SubscriptionStatusName;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
}

/** One calendar month later, clamped to the month's last day (Jan 31 → Feb 28). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Access to premium tools: paid up, or a failed renewal still inside its grace period. */
export function hasPremiumAccess(sub: SubscriptionTimeline | null, now: Date): boolean {
  if (!sub) return false;
  if (sub.status === 'active') return sub.currentPeriodEnd === null || sub.currentPeriodEnd > now;
  if (sub.status === 'past_due') return sub.pastDueSince !== null && now.getTime() - sub.pastDueSince.getTime() < PAST_DUE_GRACE_DAYS * 86_400_000;
  return false;
}

/** What happens next as time passes, ignoring renewals (which need a charge). */
export type DueTransition = 'none' | 'renew' | 'end-canceled' | 'end-past-due';

export function dueTransition(sub: SubscriptionTimeline, now: Date): DueTransition {
  if (sub.status === 'active' && sub.currentPeriodEnd && sub.currentPeriodEnd <= now) return sub.cancelAtPeriodEnd ? 'end-canceled' : 'renew';
  if (sub.status === 'past_due' && !hasPremiumAccess(sub, now)) return 'end-past-due';
  return 'none';
}

/** A membership's own now: test mode lets a member move their clock ahead (a test clock). */
export function memberNow(sub: { testClockOffsetMs: number } | null, now: Date): Date {
  return new Date(now.getTime() + (sub?.testClockOffsetMs ?? 0));
}

/**
 * The status a subscription has at `now` once the ends that are due are applied, as `settle()`
 * would record them; a renewal that is due stays active until it is charged.
 */
export function statusAt(sub: SubscriptionTimeline | null, now: Date): SubscriptionStatusName {
  if (!sub) return 'inactive';
  const step = dueTransition(sub, now);
  return step === 'end-canceled' || step === 'end-past-due' ? 'inactive' : sub.status;
}
