import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { chatStreams, sessions, users } from '../../db/schema/index.ts';

/** The live chat streams open on every instance, one row each (see `chatStreams`). */
export function createChatStreamsRepository(db: Database) {
  return {
    /**
     * Records a new stream unless the person already has `cap` that are still refreshed.
     * 'full' at the cap; 'signed-out' when the session ended meanwhile.
     */
    async claim(input: { id: string; userId: string; sessionId: string; now: Date; freshSince: Date; cap: number }): Promise<'claimed' | 'full' | 'signed-out'> {
      try {
        return await db.transaction(async (tx) => {
          // Locking the person's row makes their opens take turns, on every instance, so two at once cannot both take the last place.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
          await tx.delete(chatStreams).where(and(eq(chatStreams.userId, input.userId), lt(chatStreams.seenAt, input.freshSince)));
          const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(chatStreams).where(eq(chatStreams.userId, input.userId));
          if ((row?.count ?? 0) >= input.cap) return 'full';
          await tx.insert(chatStreams).values({ id: input.id, userId: input.userId, sessionId: input.sessionId, openedAt: input.now, seenAt: input.now });
          return 'claimed';
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'signed-out';
        throw error;
      }
    },

    async release(id: string): Promise<void> {
      await db.delete(chatStreams).where(eq(chatStreams.id, id));
    },

    /**
     * Of these streams, the ones whose session is still live: not ended, not past its lifetime,
     * not idle too long, its account not disabled. Those are marked seen now.
     */
    async keepLive(ids: string[], now: Date, idleSince: Date): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: chatStreams.id })
        .from(chatStreams)
        .innerJoin(sessions, eq(sessions.id, chatStreams.sessionId))
        .innerJoin(users, eq(users.id, chatStreams.userId))
        .where(and(inArray(chatStreams.id, ids), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince), eq(users.isDisabled, false)));
      const live = rows.map((r) => r.id);
      if (live.length > 0) await db.update(chatStreams).set({ seenAt: now }).where(inArray(chatStreams.id, live));
      return new Set(live);
    },

    /** Rows of instances that stopped without closing their streams. */
    async deleteStale(staleBefore: Date): Promise<void> {
      await db.delete(chatStreams).where(lt(chatStreams.seenAt, staleBefore));
    },
  };
}

export type ChatStreamsRepository = ReturnType<typeof createChatStreamsRepository>;
