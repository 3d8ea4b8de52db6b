import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { idpAccounts, idpEmailTokens } from '../../../db/schema/index.ts';

export type IdpAccount = typeof idpAccounts.$inferSelect;
export type EmailTokenPurpose = 'reset-password' | 'verify-email';

export function createIdpAccountsRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<IdpAccount | null> {
      const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, email.toLowerCase()));
      return row ?? null;
    },

    async findById(id: string): Promise<IdpAccount | null> {
      const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id));
      return row ?? null;
    },

    /** Returns null when the email is taken. */
    async create(input: { email: string; passwordHash: string; firstName: string; lastName: string }): Promise<IdpAccount | null> {
      const [row] = await db
        .insert(idpAccounts)
        .values({ id: randomUUID(), ...input, email: input.email.toLowerCase() })
        .onConflictDoNothing({ target: idpAccounts.email })
        .returning();
      return row ?? null;
    },

    async delete(id: string): Promise<void> {
      await db.delete(idpAccounts).where(eq(idpAccounts.id, id));
    },

    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.update(idpAccounts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(idpAccounts.id, id));
    },

    async markEmailVerified(id: string): Promise<void> {
      await db
        .update(idpAccounts)
        .set({ emailVerifiedAt: sql`coalesce(${idpAccounts.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(idpAccounts.id, id));
    },

    async createEmailToken(input: { digest: string; accountId: string; purpose: EmailTokenPurpose; expiresAt: Date }): Promise<void> {
      await db.insert(idpEmailTokens).values({ id: input.digest, accountId: input.accountId, purpose: input.purpose, expiresAt: input.expiresAt });
    },

    async findUsableEmailToken(digest: string, purpose: EmailTokenPurpose, now: Date) {
      const [row] = await db
        .select()
        .from(idpEmailTokens)
        .where(and(eq(idpEmailTokens.id, digest), eq(idpEmailTokens.purpose, purpose), isNull(idpEmailTokens.usedAt), gt(idpEmailTokens.expiresAt, now)));
      return row ?? null;
    },

    /** Marks the token used; false when it was already used (two tabs, a replay). */
    async useEmailToken(digest: string): Promise<boolean> {
      const rows = await db
        .update(idpEmailTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(idpEmailTokens.id, digest), isNull(idpEmailTokens.usedAt)))
        .returning({ id: idpEmailTokens.id });
      return rows.length === 1;
    },
  };
}

export type IdpAccountsRepository = ReturnType<typeof createIdpAccountsRepository>;
