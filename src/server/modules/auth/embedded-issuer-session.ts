import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { idpStore } from '../../db/schema/index.ts';
import type { UserRow } from './users-repository.ts';

/** Signing out of the site also ends the embedded provider's session, so the next sign-in asks for the password. */
export function endEmbeddedIssuerSession(db: Database, issuer: string) {
  return async (user: UserRow): Promise<void> => {
    if (user.issuer !== issuer) return;
    await db.delete(idpStore).where(and(eq(idpStore.model, 'Session'), sql`${idpStore.payload}->>'accountId' = ${user.subject}`));
  };
}
