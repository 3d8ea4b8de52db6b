import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUser } from '#shared/contracts/admin.ts';
import type { Database } from '../../db/database.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import type { SubscriptionTimeline } from '../billing/subscription-clock.ts';

type UserRow = typeof users.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A user as the admin list shows them, with the membership their status is worked out from. */
export type AdminUserRecord = Omit<AdminUser, 'subscriptionStatus'> & {
  subscription: (SubscriptionTimeline & { testClockOffsetMs: number }) | null;
};

function toRecord(row: UserRow, sub: SubscriptionRow | null): AdminUserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isAdmin: row.isAdmin,
    isDisabled: row.isDisabled,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    subscription: sub
      ? { status: sub.status, currentPeriodEnd: sub.currentPeriodEnd, cancelAtPeriodEnd: sub.cancelAtPeriodEnd, pastDueSince: sub.pastDueSince, testClockOffsetMs: sub.testClockOffsetMs }
      : null,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createAdminUsersRepository(db: Database) {
  const withSubscription = () => db.select({ user: users, subscription: subscriptions }).from(users).leftJoin(subscriptions, eq(subscriptions.userId, users.id));

  return {
    async search(term: string, limit = 100): Promise<AdminUserRecord[]> {
      const pattern = `%${escapeLike(term)}%`;
      const where = term
        ? or(
            ilike(users.email, pattern),
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
          )
        : undefined;
      const rows = await withSubscription().where(where).orderBy(desc(users.createdAt)).limit(limit);
      return rows.map((r) => toRecord(r.user, r.subscription));
    },

    async findById(id: string): Promise<AdminUserRecord | null> {
      const [row] = await withSubscription().where(eq(users.id, id));
      return row ? toRecord(row.user, row.subscription) : null;
    },

    /** Accounts whose address is `email`, compared without regard to case. */
    async findByEmail(email: string): Promise<AdminUserRecord[]> {
      const rows = await withSubscription().where(sql`lower(${users.email}) = lower(${email})`);
      return rows.map((r) => toRecord(r.user, r.subscription));
    },

    /** Locks the active admins' rows, so two changes at once cannot remove the last admin. */
    async lockActiveAdmins(): Promise<number> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isDisabled, false)))
        .for('update');
      return rows.length;
    },

    async setAdmin(id: string, isAdmin: boolean): Promise<void> {
      await db.update(users).set({ isAdmin, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    async setDisabled(id: string, isDisabled: boolean): Promise<void> {
      await db.update(users).set({ isDisabled, updatedAt: sql`now()` }).where(eq(users.id, id));
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
