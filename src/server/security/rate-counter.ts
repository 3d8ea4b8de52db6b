import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rateCounters } from '../db/schema/index.ts';

export interface RateRule {
  limit: number;
  windowMs: number;
}

/** The longest window a rule may have: the hourly sweep drops counters whose window began before. */
export const LONGEST_RATE_WINDOW_MS = 24 * 3_600_000;

/** Deletes counters whose window (at most LONGEST_RATE_WINDOW_MS) is over. */
export async function deleteExpiredRateCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStartedAt, new Date(now.getTime() - LONGEST_RATE_WINDOW_MS)));
}

/**
 * Fixed-window counters in the database, so limits hold across instances and restarts.
 * `hit` counts one event and says whether the key is now over its limit.
 */
export function createRateCounter(db: Database, clock: () => Date) {
  return {
    async hit(key: string, rule: RateRule): Promise<boolean> {
      if (rule.windowMs > LONGEST_RATE_WINDOW_MS) throw new Error(`rate window of ${rule.windowMs} ms is longer than the sweep keeps counters`);
      const now = clock();
      const windowStart = new Date(now.getTime() - rule.windowMs);
      const [row] = await db
        .insert(rateCounters)
        .values({ key, windowStartedAt: now, count: 1 })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${rateCounters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateCounters.count} + 1 end`,
            windowStartedAt: sql`case when ${rateCounters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateCounters.windowStartedAt} end`,
          },
        })
        .returning({ count: rateCounters.count });
      return (row?.count ?? 0) > rule.limit;
    },

    /** Takes back one counted event (an attempt that turned out to be legitimate). */
    async giveBack(key: string): Promise<void> {
      await db
        .update(rateCounters)
        .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
        .where(sql`${rateCounters.key} = ${key}`);
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateCounters).where(sql`${rateCounters.key} = ${key}`);
    },
  };
}

export type RateCounter = ReturnType<typeof createRateCounter>;
