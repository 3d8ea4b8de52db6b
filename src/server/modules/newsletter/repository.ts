import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { newsletterSignups } from '../../db/schema/index.ts';

export interface NewsletterSignup {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export function createNewsletterRepository(db: Database) {
  return {
    /** True when this is a new sign-up for this account and email. */
    async addSignup(person: NewsletterSignup): Promise<boolean> {
      const rows = await db
        .insert(newsletterSignups)
        .values(person)
        .onConflictDoNothing({ target: [newsletterSignups.userId, newsletterSignups.email] })
        .returning({ id: newsletterSignups.id });
      return rows.length === 1;
    },

    async hasSignup(userId: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: newsletterSignups.id })
        .from(newsletterSignups)
        .where(and(eq(newsletterSignups.userId, userId), eq(newsletterSignups.email, email)))
        .limit(1);
      return rows.length === 1;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
