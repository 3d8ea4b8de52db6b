import { and, eq, isNull, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Database } from './database.ts';
import { chatRooms, documentTemplates, faqs, newsArticles, seedRuns } from './schema/index.ts';
import { SEED_CHAT_ROOMS } from './seed-data/chat-rooms.ts';
import { SEED_DOCUMENT_TEMPLATES } from './seed-data/document-templates.ts';
import { SEED_FAQS } from './seed-data/faqs.ts';
import { COUNSELOR_FAQS_2026_12 } from './seed-data/faqs-counselor-2026-12.ts';
import { SEED_NEWS_ARTICLES } from './seed-data/news-articles.ts';
import { LEGAL_CORRECTIONS_2026_12, PACKAGE_MEANS_TEST_FORMS_2026_12 } from './seed-data/legal-corrections-2026-12.ts';
import { CHAPTER13_PLAN_FORM_2026_11, FREE_HELP_LINKS_2026_11, LEGAL_CORRECTIONS_2026_11, NEWS_SUBHEADINGS_2026_11, type TextCorrections } from './seed-data/legal-corrections-2026-11.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** True while the column still holds exactly the text whose SHA-256 is given (the old seeded text). */
function stillHolds(column: AnyColumn, sha256Hex: string): SQL {
  return sql`encode(sha256(convert_to(${column}, 'UTF8')), 'hex') = ${sha256Hex}`;
}

function seeded<T>(list: readonly T[], pick: (item: T) => boolean): T {
  const item = list.find(pick);
  if (!item) throw new Error('a legal correction names seed content that no longer exists');
  return item;
}

interface NamedSeed {
  name: string;
  run(tx: Tx): Promise<void>;
}

/** Bump a seed's name to ship new content to databases that already ran the old one. */
const SEEDS: readonly NamedSeed[] = [
  {
    name: 'faqs-v1',
    run: async (tx) => {
      await tx.insert(faqs).values(SEED_FAQS.map((f) => ({ ...f })));
    },
  },
  {
    name: 'news-articles-v1',
    run: async (tx) => {
      await tx
        .insert(newsArticles)
        .values(
          SEED_NEWS_ARTICLES.map((a) => ({
            slug: a.slug,
            title: a.title,
            excerpt: a.excerpt,
            content: a.content,
            isPublished: true,
            publishedAt: new Date(a.publishedAt),
            createdAt: new Date(a.publishedAt),
          })),
        )
        .onConflictDoNothing({ target: newsArticles.slug });
    },
  },
  {
    name: 'chat-rooms-v1',
    run: async (tx) => {
      await tx.insert(chatRooms).values(SEED_CHAT_ROOMS.map((r) => ({ ...r }))).onConflictDoNothing({ target: chatRooms.slug });
    },
  },
  {
    name: 'document-templates-v1',
    run: async (tx) => {
      await tx
        .insert(documentTemplates)
        .values(SEED_DOCUMENT_TEMPLATES.map((t) => ({ ...t, officialForms: [...t.officialForms] })))
        .onConflictDoNothing({ target: documentTemplates.id });
    },
  },
  { name: 'legal-corrections-2026-11', run: (tx) => applyTextCorrections(tx, LEGAL_CORRECTIONS_2026_11) },
  {
    // Rooms created before pinned notices existed get theirs; a notice an admin set is kept.
    name: 'chat-rooms-pinned-notice-v1',
    run: async (tx) => {
      for (const room of SEED_CHAT_ROOMS) {
        await tx.update(chatRooms).set({ pinnedNotice: room.pinnedNotice }).where(and(eq(chatRooms.slug, room.slug), isNull(chatRooms.pinnedNotice)));
      }
    },
  },
  { name: 'faq-free-help-links-2026-11', run: (tx) => applyTextCorrections(tx, FREE_HELP_LINKS_2026_11) },
  { name: 'news-subheadings-2026-11', run: (tx) => applyTextCorrections(tx, NEWS_SUBHEADINGS_2026_11) },
  {
    // Issue 19: the Chapter 13 package lists the plan (Form 113); databases seeded before get the list and the text.
    name: 'chapter13-plan-form-2026-11',
    run: async (tx) => {
      const { officialForms } = seeded(SEED_DOCUMENT_TEMPLATES, (t) => t.id === 'chapter13-complete');
      await tx.update(documentTemplates).set({ officialForms: [...officialForms] }).where(eq(documentTemplates.id, 'chapter13-complete'));
      await applyTextCorrections(tx, CHAPTER13_PLAN_FORM_2026_11);
    },
  },
  { name: 'legal-corrections-2026-12', run: (tx) => applyTextCorrections(tx, LEGAL_CORRECTIONS_2026_12) },
  {
    // Issue 41: answers the counseling assistant was asked for (tax refunds, student loans, a spouse, …).
    name: 'faqs-counselor-2026-12',
    run: async (tx) => {
      await tx.insert(faqs).values(COUNSELOR_FAQS_2026_12.map((f) => ({ ...f })));
    },
  },
  { name: 'package-means-test-forms-2026-12', run: (tx) => applyTextCorrections(tx, PACKAGE_MEANS_TEST_FORMS_2026_12) },
];

/** Puts the current seeded wording into rows that still hold an older seeded wording. */
export async function applyTextCorrections(tx: Tx, corrections: TextCorrections): Promise<void> {
  for (const c of corrections.faqs) {
    const { answer } = seeded(SEED_FAQS, (f) => f.question === c.question);
    await tx.update(faqs).set({ answer }).where(and(eq(faqs.question, c.question), stillHolds(faqs.answer, c.previousAnswerSha256)));
  }
  for (const c of corrections.newsArticles) {
    const { content } = seeded(SEED_NEWS_ARTICLES, (a) => a.slug === c.slug);
    await tx.update(newsArticles).set({ content }).where(and(eq(newsArticles.slug, c.slug), stillHolds(newsArticles.content, c.previousContentSha256)));
  }
  for (const c of corrections.documentTemplates) {
    const { description } = seeded(SEED_DOCUMENT_TEMPLATES, (t) => t.id === c.id);
    await tx
      .update(documentTemplates)
      .set({ description })
      .where(and(eq(documentTemplates.id, c.id), stillHolds(documentTemplates.description, c.previousDescriptionSha256)));
  }
}

/**
 * Runs each seed at most once per database. The seed_runs row is claimed in the same
 * transaction as the content, so two instances starting together cannot both insert it.
 */
export async function seedDatabase(db: Database): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of SEEDS) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: seed.name, appliedAt: sql`now()` })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return;
      await seed.run(tx);
      applied.push(seed.name);
    });
  }
  return applied;
}
