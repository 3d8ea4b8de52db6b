import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { idpStore } from '../../db/schema/index.ts';
import { deleteExpiredRateCounters } from '../../security/rate-counter.ts';
import { deleteExpiredSignupConfirmations } from '../signup-confirmations/repository.ts';
import { createSessionsRepository } from './sessions-repository.ts';

/**
 * Removes what sign-in leaves behind once it can no longer be used: ended sessions, abandoned
 * sign-ins, the embedded provider's expired records (each anonymous /idp/auth makes one) and
 * rate counters whose window is over, and newsletter or webinar confirmation links nobody followed
 * in time (they hold an email address). Run hourly; all of it is already refused when used.
 */
export async function sweepExpiredSignInState(db: Database, now: Date, idleSince: Date): Promise<void> {
  await createSessionsRepository(db).deleteExpired(now, idleSince);
  await db.delete(idpStore).where(lt(idpStore.expiresAt, now));
  await deleteExpiredRateCounters(db, now);
  await deleteExpiredSignupConfirmations(db, now);
}
