import { and, desc, eq, sql } from 'drizzle-orm';
import type { NewsArticle, NewsArticleSummary } from '#shared/contracts/news.ts';
import type { Database } from '../../db/database.ts';
import { newsArticles } from '../../db/schema/index.ts';

type NewsRow = typeof newsArticles.$inferSelect;

function toSummary(row: NewsRow): NewsArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toArticle(row: NewsRow): NewsArticle {
  return { ...toSummary(row), content: row.content, updatedAt: row.updatedAt.toISOString() };
}

export function createNewsRepository(db: Database) {
  return {
    async listPublished(): Promise<NewsArticleSummary[]> {
      const rows = await db
        .select()
        .from(newsArticles)
        .where(eq(newsArticles.isPublished, true))
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
      return rows.map(toSummary);
    },

    async findPublished(id: number): Promise<NewsArticle | null> {
      const [row] = await db
        .select()
        .from(newsArticles)
        .where(and(eq(newsArticles.id, id), eq(newsArticles.isPublished, true)))
        .limit(1);
      return row ? toArticle(row) : null;
    },

    async create(input: { slug: string; title: string; excerpt: string; content: string; isPublished: boolean }): Promise<NewsArticle> {
      const [row] = await db
        .insert(newsArticles)
        .values({ ...input, publishedAt: input.isPublished ? sql`now()` : null })
        .returning();
      return toArticle(row!);
    },

    async isSlugTaken(slug: string): Promise<boolean> {
      const rows = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.slug, slug)).limit(1);
      return rows.length > 0;
    },

    /** Every article, drafts included (admin). */
    async listAll(): Promise<NewsArticle[]> {
      const rows = await db.select().from(newsArticles).orderBy(desc(newsArticles.createdAt), desc(newsArticles.id));
      return rows.map(toArticle);
    },

    /** publishedAt is set the first time an article is published and kept after that. */
    async update(id: number, input: { title: string; excerpt: string; content: string; isPublished: boolean }): Promise<NewsArticle | null> {
      const [row] = await db
        .update(newsArticles)
        .set({
          ...input,
          publishedAt: input.isPublished ? sql`coalesce(${newsArticles.publishedAt}, now())` : sql`${newsArticles.publishedAt}`,
          updatedAt: sql`now()`,
        })
        .where(eq(newsArticles.id, id))
        .returning();
      return row ? toArticle(row) : null;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(newsArticles).where(eq(newsArticles.id, id)).returning({ id: newsArticles.id });
      return rows.length === 1;
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
