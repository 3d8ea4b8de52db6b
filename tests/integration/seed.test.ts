import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seedDatabase } from '#server/db/seed.ts';
import { chatRooms, documentTemplates, faqs, newsArticles } from '#server/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.dispose();
});

const count = async (table: typeof faqs | typeof newsArticles | typeof chatRooms | typeof documentTemplates) => {
  const [row] = await database.handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe('seeding', () => {
  it('loads the content once, even when two starts race, and never resurrects deleted rows', async () => {
    const { db } = database.handle;
    const [first, second] = await Promise.all([seedDatabase(db), seedDatabase(db)]);
    expect([...first, ...second].sort()).toEqual(['chat-rooms-v1', 'document-templates-v1', 'faqs-v1', 'news-articles-v1']);

    const faqCount = await count(faqs);
    expect(faqCount).toBeGreaterThanOrEqual(20);
    expect(await count(newsArticles)).toBeGreaterThanOrEqual(6);
    expect(await count(chatRooms)).toBe(4);
    expect(await count(documentTemplates)).toBe(4);

    const [victim] = await db.select().from(faqs).limit(1);
    await db.delete(faqs).where(eq(faqs.id, victim!.id));
    expect(await seedDatabase(db)).toEqual([]);
    expect(await count(faqs)).toBe(faqCount - 1);
  });

  it('creates the four chat rooms of the specification', async () => {
    const rooms = await database.handle.db.select().from(chatRooms);
    expect(rooms.map((r) => [r.name, r.type]).sort()).toEqual([
      ['Chapter 13 Support', 'chapter13'],
      ['Chapter 7 Support', 'chapter7'],
      ['General Discussion', 'general'],
      ['Legal Questions', 'support'],
    ]);
  });
});
