import type { Database } from './database.ts';

/** Runs `work` in one database transaction with what it needs bound to that transaction. */
export type InTransaction<Scope> = <T>(work: (scope: Scope) => Promise<T>) => Promise<T>;

/**
 * Binds repositories (and the audit log) to one transaction, so a change and the audit record of
 * it commit or roll back together.
 */
export function transactionScope<Scope>(db: Database, bind: (tx: Database) => Scope): InTransaction<Scope> {
  return (work) => db.transaction((tx) => work(bind(tx)));
}
