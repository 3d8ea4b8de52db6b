import { asc } from 'drizzle-orm';
import type { Faq } from '#shared/contracts/faqs.ts';
import type { Database } from '../../db/database.ts';
import { faqs } from '../../db/schema/index.ts';

export function createFaqRepository(db: Database) {
  return {
    async listAll(): Promise<Faq[]> {
      const rows = await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
      return rows.map((row) => ({
        id: row.id,
        category: row.category,
        question: row.question,
        answer: row.answer,
        sortOrder: row.sortOrder,
      }));
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
