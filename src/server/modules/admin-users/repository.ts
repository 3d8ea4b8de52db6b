import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUser } from '#shared/contracts/admin.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isAdmin: row.isAdmin,
    isDisabled: row.isDisabled,
    subscriptionStatus: 'inactive',
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createAdminUsersRepository(db: Database) {
  return {
    async search(term: string, limit = 100): Promise<AdminUser[]> {
      const pattern = `%${escapeLike(term)}%`;
      const where = term
        ? or(
            ilike(users.email, pattern),
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
          )
        : undefined;
      const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(limit);
      return rows.map(toAdminUser);
    },

    async findById(id: string): Promise<AdminUser | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? toAdminUser(row) : null;
    },

    async countActiveAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.isAdmin, true), eq(users.isDisabled, false)));
      return Number(row?.n ?? 0);
    },

    async setAdmin(id: string, isAdmin: boolean): Promise<AdminUser | null> {
      const [row] = await db.update(users).set({ isAdmin, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
      return row ? toAdminUser(row) : null;
    },

    async setDisabled(id: string, isDisabled: boolean): Promise<AdminUser | null> {
      const [row] = await db.update(users).set({ isDisabled, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
      return row ? toAdminUser(row) : null;
    },
  };
}
