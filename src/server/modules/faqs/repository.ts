import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Faq, FaqInput } from '#shared/contracts/faqs.ts';
import type { Database } from '../../db/database.ts';
import { faqs } from '../../db/schema/index.ts';

type FaqRow = typeof faqs.$inferSelect;

const toFaq = (row: FaqRow): Faq => ({ id: row.id, category: row.category, question: row.question, answer: row.answer, sortOrder: row.sortOrder });

export function createFaqRepository(db: Database) {
  return {
    async listAll(): Promise<Faq[]> {
      const rows = await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
      return rows.map(toFaq);
    },

    /** New FAQs go to the end of their category. */
    async create(input: FaqInput): Promise<Faq> {
      const [last] = await db.select({ n: max(faqs.sortOrder) }).from(faqs).where(eq(faqs.category, input.category));
      const [row] = await db.insert(faqs).values({ ...input, sortOrder: (last?.n ?? 0) + 1 }).returning();
      return toFaq(row!);
    },

    async update(id: number, input: FaqInput): Promise<Faq | null> {
      const [row] = await db.update(faqs).set({ ...input, updatedAt: sql`now()` }).where(eq(faqs.id, id)).returning();
      return row ? toFaq(row) : null;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
      return rows.length === 1;
    },

    async idsInCategory(category: string): Promise<number[]> {
      const rows = await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.category, category));
      return rows.map((r) => r.id);
    },

    /** Rewrites the order of one category; sortOrder values keep categories' relative order stable. */
    async reorder(category: string, ids: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        const [first] = await tx.select({ n: sql<number>`coalesce(min(${faqs.sortOrder}), 1)` }).from(faqs).where(eq(faqs.category, category));
        const start = Number(first?.n ?? 1);
        for (const [index, id] of ids.entries()) {
          await tx.update(faqs).set({ sortOrder: start + index }).where(and(eq(faqs.id, id), eq(faqs.category, category)));
        }
      });
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
