import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { authTransactions, sessions, users } from '../../db/schema/index.ts';
import type { UserRow } from './users-repository.ts';

export function createSessionsRepository(db: Database) {
  return {
    async create(input: { id: string; userId: string; idToken: string | null; createdAt: Date; lastSeenAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(input);
    },

    /** The live session and its user; a session idle longer than `idleSince` allows is not live. */
    async findLive(id: string, now: Date, idleSince: Date): Promise<{ session: typeof sessions.$inferSelect; user: UserRow } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)));
      return row ?? null;
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<{ userId: string; idToken: string | null } | null> {
      const [row] = await db.delete(sessions).where(eq(sessions.id, id)).returning({ userId: sessions.userId, idToken: sessions.idToken });
      return row ?? null;
    },

    async deleteAllForUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Ends every other session of the person (after a password change), keeping this one. */
    async deleteAllForUserExcept(userId: string, keepId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
    },

    async deleteExpired(now: Date, idleSince: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
      await db.delete(authTransactions).where(lt(authTransactions.expiresAt, now));
    },

    async saveTransaction(input: typeof authTransactions.$inferInsert): Promise<void> {
      await db.insert(authTransactions).values(input);
    },

    /** Returns the transaction and removes it: a sign-in callback can be used once. */
    async takeTransaction(id: string, now: Date): Promise<typeof authTransactions.$inferSelect | null> {
      const [row] = await db.delete(authTransactions).where(eq(authTransactions.id, id)).returning();
      if (!row || row.expiresAt <= now) return null;
      return row;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

