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

/** A passage to search: its text, in the order the caller keeps the rest of it. */
export interface SearchablePassage {
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
     * PostgreSQL full-text search (English) over the given passages: the whole question first
     * (websearch_to_tsquery), and when nothing matches all its words, any of them, keeping
     * passages that share at least two words with it (or its one word). Returns passage indexes,
     * best first. Runs the same on PGlite and on a server: the passages go in as one JSON value.
     */
    async searchPassages(passages: SearchablePassage[], question: string, limit = 3): Promise<number[]> {
      if (passages.length === 0) return [];
      const bodies = JSON.stringify(passages.map((p) => p.text));
      const words = question.toLowerCase().match(/[a-z0-9]+/g) ?? [];
      if (words.length === 0) return [];
      const result = await db.execute(sql`
        with q as (select websearch_to_tsquery('english', ${question}) as whole, websearch_to_tsquery('english', ${words.join(' or ')}) as any_word),
        lexemes as (select distinct lexeme from q, unnest(tsvector_to_array(to_tsvector('english', ${words.join(' ')}))) as lexeme),
        p as (select (ordinality - 1)::int as idx, to_tsvector('english', body) as v from jsonb_array_elements_text(${bodies}::jsonb) with ordinality as t(body, ordinality)),
        scored as (
          select p.idx,
                 (p.v @@ q.whole and numnode(q.whole) > 0) as all_words,
                 (select count(*) from lexemes where p.v @@ plainto_tsquery('english', lexemes.lexeme))::int as hits,
                 ts_rank(p.v, q.any_word) as rank
          from p, q where p.v @@ q.any_word
        )
        select idx, all_words, hits, rank from scored
        where all_words or hits >= least(2, (select count(*) from lexemes))
        order by all_words desc, hits desc, rank desc, idx
        limit ${limit}`);
      return ((result as { rows: Array<{ idx: number | string }> }).rows).map((row) => Number(row.idx));
    },
  };
}

export type CounselingRepository = ReturnType<typeof createCounselingRepository>;
