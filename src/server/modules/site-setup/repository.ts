import { and, count, eq, gt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { newsArticles, webinars } from '../../db/schema/index.ts';

export function createSiteSetupRepository(db: Database) {
  return {
    async hasUpcomingWebinar(now: Date): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(webinars)
        .where(and(eq(webinars.isCanceled, false), gt(webinars.startsAt, now)));
      return (row?.n ?? 0) > 0;
    },

    /** Published articles other than the ones the seed wrote (named by their slugs). */
    async hasPublishedNewsBeyond(seedSlugs: readonly string[]): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(newsArticles)
        .where(and(eq(newsArticles.isPublished, true), notInArray(newsArticles.slug, [...seedSlugs])));
      return (row?.n ?? 0) > 0;
    },
  };
}

export type SiteSetupRepository = ReturnType<typeof createSiteSetupRepository>;
