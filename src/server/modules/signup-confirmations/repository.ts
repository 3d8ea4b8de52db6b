import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signupConfirmations } from '../../db/schema/index.ts';

export type PendingSignup = typeof signupConfirmations.$inferSelect;
export type NewPendingSignup = Omit<typeof signupConfirmations.$inferInsert, 'createdAt'>;

export function createSignupConfirmationsRepository(db: Database) {
  return {
    async add(pending: NewPendingSignup): Promise<void> {
      await db.insert(signupConfirmations).values(pending);
    },

    /**
     * Uses up a link: deletes its row and returns it when it was still valid. One statement, so
     * two clicks at once cannot both activate it.
     */
    async take(digest: string, now: Date): Promise<PendingSignup | null> {
      const [row] = await db
        .delete(signupConfirmations)
        .where(and(eq(signupConfirmations.id, digest), gt(signupConfirmations.expiresAt, now)))
        .returning();
      return row ?? null;
    },
  };
}

export type SignupConfirmationsRepository = ReturnType<typeof createSignupConfirmationsRepository>;

/** Deletes links nobody followed in time (run by the hourly sweep; an expired link is refused anyway). */
export async function deleteExpiredSignupConfirmations(db: Database, now: Date): Promise<void> {
  await db.delete(signupConfirmations).where(lt(signupConfirmations.expiresAt, now));
}
