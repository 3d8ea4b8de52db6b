import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  /** The issuer vouches that `email` belongs to this person (`email_verified`). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export function createUsersRepository(db: Database) {
  return {
    /** Creates the account on first sign-in; later sign-ins refresh email and names from the issuer. */
    async upsertFromSignIn(claims: IdentityClaims, makeAdmin: boolean): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({
          id: randomUUID(),
          issuer: claims.issuer,
          subject: claims.subject,
          email: claims.email,
          emailVerified: claims.emailVerified,
          firstName: claims.firstName,
          lastName: claims.lastName,
          isAdmin: makeAdmin,
          lastSignInAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: [users.issuer, users.subject],
          set: {
            email: claims.email,
            emailVerified: claims.emailVerified,
            firstName: claims.firstName,
            lastName: claims.lastName,
            ...(makeAdmin ? { isAdmin: true } : {}),
            lastSignInAt: sql`now()`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async setDisplayName(id: string, displayName: string): Promise<void> {
      await db.update(users).set({ displayName, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async findBySubject(issuer: string, subject: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(and(eq(users.issuer, issuer), eq(users.subject, subject)));
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
