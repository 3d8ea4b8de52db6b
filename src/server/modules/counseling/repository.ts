import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CounselingConversation, CounselingConversationSummary, CounselingMessage, DebtAnalysis } from '#shared/contracts/counseling.ts';
import type { Database } from '../../db/database.ts';
import { counselingConversations } from '../../db/schema/index.ts';

type Row = typeof counselingConversations.$inferSelect;

const toSummary = (row: Row): CounselingConversationSummary => ({
  id: row.id,
  sessionId: row.sessionId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  messageCount: row.messages.length,
  analysis: (row.analysis as DebtAnalysis | null) ?? null,
});

const toConversation = (row: Row): CounselingConversation => ({ ...toSummary(row), messages: row.messages as CounselingMessage[] });

/** A passage to search: its heading (the FAQ's question, the section's title) and its text. */
export interface SearchablePassage {
  title: string;
  text: string;
}

/** Every read and write names the owner: another person's conversation is simply not found. */
export function createCounselingRepository(db: Database) {
  return {
    async findBySession(userId: string, sessionId: string): Promise<{ id: string; messages: CounselingMessage[]; state: Record<string, unknown> } | null> {
      const [row] = await db
        .select()
        .from(counselingConversations)
        .where(and(eq(counselingConversations.userId, userId), eq(counselingConversations.sessionId, sessionId)));
      return row ? { id: row.id, messages: row.messages as CounselingMessage[], state: row.state } : null;
    },

    /** Writes the conversation of this page visit, creating it on the first message. */
    async save(userId: string, sessionId: string, values: { messages: CounselingMessage[]; state: Record<string, unknown>; analysis: DebtAnalysis | null; now: Date }): Promise<void> {
      await db
        .insert(counselingConversations)
        .values({ id: randomUUID(), userId, sessionId, messages: values.messages, state: values.state, analysis: values.analysis, createdAt: values.now, updatedAt: values.now })
        .onConflictDoUpdate({
          target: [counselingConversations.userId, counselingConversations.sessionId],
          set: { messages: values.messages, state: values.state, ...(values.analysis ? { analysis: values.analysis } : {}), updatedAt: values.now },
        });
    },

    async list(userId: string, limit: number): Promise<CounselingConversationSummary[]> {
      const rows = await db.select().from(counselingConversations).where(eq(counselingConversations.userId, userId)).orderBy(desc(counselingConversations.updatedAt)).limit(limit);
      return rows.map(toSummary);
    },

    async get(userId: string, id: string): Promise<CounselingConversation | null> {
      const [row] = await db.select().from(counselingConversations).where(and(eq(counselingConversations.userId, userId), eq(counselingConversations.id, id)));
      return row ? toConversation(row) : null;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(counselingConversations)
        .where(and(eq(counselingConversations.userId, userId), eq(counselingConversations.id, id)))
        .returning({ id: counselingConversations.id });
      return rows.length === 1;
    },

    async deleteAll(userId: string): Promise<number> {
      const rows = await db.delete(counselingConversations).where(eq(counselingConversations.userId, userId)).returning({ id: counselingConversations.id });
      return rows.length;
    },

    /**
     * PostgreSQL full-text search (English) over the given passages. The question comes as terms,
     * each the words that count as it (a word and the site's word for it: "cost" or "fee"). Each
     * term weighs by how rare it is among the passages (so "student loans" outweighs "bankruptcy",
     * which is everywhere); a term the passages never hold weighs the most.
     *
     * A passage is an answer only when it covers at least `minCoverage` of the question's weight:
     * one that shares a word or two with an off-topic question ("security deposit" and a secured
     * card's deposit) is not. Among answers, a term counts three times over when the passage's
     * heading holds it; ties go to the first paragraph under a heading that holds the words (it
     * is the one that answers), else to the passage that uses them most. Returns passage indexes,
     * best first. Runs the same on PGlite and on a server: the passages go in as one JSON value.
     */
    async searchPassages(passages: SearchablePassage[], terms: string[], options: { minCoverage: number; limit?: number }): Promise<number[]> {
      if (passages.length === 0 || terms.length === 0) return [];
      const rows = JSON.stringify(passages.map((p) => ({ title: p.title, body: p.text })));
      const result = await db.execute(sql`
        with p as (
          select (t.ordinality - 1)::int as idx,
                 to_tsvector('english', t.passage ->> 'title') as heading,
                 setweight(to_tsvector('english', t.passage ->> 'title'), 'A') || setweight(to_tsvector('english', t.passage ->> 'body'), 'D') as v
          from jsonb_array_elements(${rows}::jsonb) with ordinality as t(passage, ordinality)
        ),
        n as (select count(*)::float8 as total from p),
        term_words as (
          select t.ordinality as term, lexeme
          from jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb) with ordinality as t(words, ordinality)
          cross join lateral unnest(tsvector_to_array(to_tsvector('english', t.words))) as lexeme
        ),
        terms as (
          select distinct on (q::text) q
          from (select to_tsquery('simple', string_agg(quote_literal(lexeme), ' | ' order by lexeme)) as q from term_words group by term) as each_term
        ),
        rarity as (
          select terms.q, ln((n.total + 1) / (count(p.idx) + 0.5)) as idf
          from terms cross join n left join p on p.v @@ terms.q
          group by terms.q, n.total
        ),
        question as (select sum(idf) as weight from rarity),
        any_word as (select to_tsquery('simple', coalesce(string_agg(quote_literal(lexeme), ' | '), '')) as q from term_words),
        scored as (
          select p.idx, sum(rarity.idf) as covered, sum(rarity.idf * (case when p.heading @@ rarity.q then 3 else 1 end)) as score,
                 bool_or(p.heading @@ rarity.q) as in_heading, ts_rank(p.v, (select q from any_word), 1) as density
          from p join rarity on p.v @@ rarity.q
          group by p.idx, p.v
        )
        select idx from scored
        where covered >= ${options.minCoverage}::float8 * (select weight from question)
        order by round(score::numeric, 6) desc, case when in_heading then 0 else density end desc, idx
        limit ${options.limit ?? 3}`);
      return (result as { rows: Array<{ idx: number | string }> }).rows.map((row) => Number(row.idx));
    },
  };
}

export type CounselingRepository = ReturnType<typeof createCounselingRepository>;
