import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { applyTextCorrections, seedDatabase } from '#server/db/seed.ts';
import { SEED_FAQS } from '#server/db/seed-data/faqs.ts';
import { SEED_DOCUMENT_TEMPLATES } from '#server/db/seed-data/document-templates.ts';
import { PACKAGE_MEANS_TEST_FORMS_2026_12 } from '#server/db/seed-data/legal-corrections-2026-12.ts';
import { chatRooms, documentTemplates, faqs, newsArticles, seedRuns } from '#server/db/schema/index.ts';
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
    expect([...first, ...second].sort()).toEqual([
      'chapter13-plan-form-2026-11',
      'chat-rooms-pinned-notice-v1',
      'chat-rooms-v1',
      'document-templates-v1',
      'faq-free-help-links-2026-11',
      'faqs-counselor-2026-12',
      'faqs-v1',
      'legal-corrections-2026-11',
      'legal-corrections-2026-12',
      'news-articles-v1',
      'news-subheadings-2026-11',
      'package-means-test-forms-2026-12',
    ]);

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

  it('puts corrected wording into rows that still hold the old seeded text, and leaves an admin\'s edit alone', async () => {
    const { db } = database.handle;
    const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    // Not the first rows: the test above deleted one.
    const [corrected, edited] = [SEED_FAQS.at(-1)!, SEED_FAQS.at(-2)!];
    await db.update(faqs).set({ answer: 'The old seeded wording.' }).where(eq(faqs.question, corrected.question));
    await db.update(faqs).set({ answer: 'An admin rewrote this answer.' }).where(eq(faqs.question, edited.question));

    await db.transaction((tx) =>
      applyTextCorrections(tx, {
        faqs: [
          { question: corrected.question, previousAnswerSha256: sha256('The old seeded wording.') },
          { question: edited.question, previousAnswerSha256: sha256('The old seeded wording.') },
        ],
        newsArticles: [],
        documentTemplates: [],
      }),
    );

    const answerOf = async (question: string) => (await db.select().from(faqs).where(eq(faqs.question, question)))[0]!.answer;
    expect(await answerOf(corrected.question)).toBe(corrected.answer);
    expect(await answerOf(edited.question)).toBe('An admin rewrote this answer.');
  });

  it('tells databases seeded before that the packages prepare 122A-1Supp, 122A-2 and 122C-2 where they apply', async () => {
    const { db } = database.handle;
    const old = {
      'chapter7-complete':
        'The petition, all schedules with their summary and declaration, the statement of financial affairs, the statement of intention, the Social Security number statement and the means test income form (122A-1). Forms 122A-1Supp and 122A-2 are not included yet.',
      'chapter13-complete':
        'The petition, all schedules with their summary and declaration, the statement of financial affairs, the Social Security number statement, the Chapter 13 income form (122C-1) and the repayment plan (Form 113). The disposable income form (122C-2) is not included yet.',
    };
    for (const [id, description] of Object.entries(old)) await db.update(documentTemplates).set({ description }).where(eq(documentTemplates.id, id));
    await db.transaction((tx) => applyTextCorrections(tx, PACKAGE_MEANS_TEST_FORMS_2026_12));
    const rows = await db.select().from(documentTemplates);
    for (const id of Object.keys(old)) {
      const description = rows.find((row) => row.id === id)!.description;
      expect(description).toBe(SEED_DOCUMENT_TEMPLATES.find((t) => t.id === id)!.description);
      expect(description).not.toContain('not included');
    }
  });

  it('creates the four chat rooms of the specification', async () => {
    const rooms = await database.handle.db.select().from(chatRooms);
    expect(rooms.map((r) => [r.name, r.type]).sort()).toEqual([
      ['Chapter 13 Support', 'chapter13'],
      ['Chapter 7 Support', 'chapter7'],
      ['General Discussion', 'general'],
      ['Legal Questions', 'support'],
    ]);
    // Each pins its welcome and the guidelines above its messages.
    for (const room of rooms) expect(room.pinnedNotice).toMatch(/^Welcome to .+\n\nGuidelines for this room:/);
  });

  it('pins the welcome in rooms created before notices existed, and keeps a notice an admin changed', async () => {
    const db = database.handle.db;
    await db.update(chatRooms).set({ pinnedNotice: null }).where(eq(chatRooms.slug, 'general-discussion'));
    await db.update(chatRooms).set({ pinnedNotice: 'Our own notice.' }).where(eq(chatRooms.slug, 'legal-questions'));
    await db.delete(seedRuns).where(eq(seedRuns.name, 'chat-rooms-pinned-notice-v1'));
    expect(await seedDatabase(db)).toEqual(['chat-rooms-pinned-notice-v1']);
    const notice = async (slug: string) => (await db.select().from(chatRooms).where(eq(chatRooms.slug, slug)))[0]!.pinnedNotice;
    expect(await notice('general-discussion')).toMatch(/^Welcome to General Discussion/);
    expect(await notice('legal-questions')).toBe('Our own notice.');
    expect(await seedDatabase(db)).toEqual([]);
  });
});
