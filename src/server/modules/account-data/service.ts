import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { idpAccounts } from '../../db/schema/index.ts';
import type { UserRow } from '../auth/users-repository.ts';
import { PERSONAL_DATA, type Person } from './personal-data.ts';

/** What "Download my data" answers: every row stored about the person, by table. */
export interface AccountDataExport {
  exportedAt: string;
  about: string;
  /** What account deletion does to each table's rows. */
  onDeletion: Record<string, 'deleted' | 'anonymized'>;
  tables: Record<string, Record<string, unknown>[]>;
}

const ABOUT =
  'Everything this site stores about you, by table. Passwords are stored only as a one-way hash and are not included; neither are the secret parts of sign-in records.';

/** Account deletion and the data export, both over the one list of personal-data tables. */
export function createAccountData(deps: {
  db: Database;
  clock: () => Date;
  /** The embedded provider's issuer, when it is in use: its accounts are the site's own to delete. */
  embeddedIssuer: string | null;
  /** Work outside the database before anything is deleted (the payment processor's customer). */
  beforeDeletion: (userId: string) => Promise<void>;
}) {
  const { db } = deps;

  async function personOf(user: UserRow, tx: Database = db): Promise<Person> {
    const idpAccountId = deps.embeddedIssuer !== null && user.issuer === deps.embeddedIssuer ? user.subject : null;
    const [account] = idpAccountId ? await tx.select({ email: idpAccounts.email }).from(idpAccounts).where(eq(idpAccounts.id, idpAccountId)) : [];
    const emails = [...new Set([user.email, account?.email].filter((email): email is string => Boolean(email)).map((email) => email.toLowerCase()))];
    return { userId: user.id, idpAccountId, emails };
  }

  return {
    /** Deletes or anonymizes every row about the person in one transaction, after the processor's side. */
    async deleteAccount(user: UserRow): Promise<void> {
      await deps.beforeDeletion(user.id);
      await db.transaction(async (tx) => {
        const person = await personOf(user, tx);
        for (const table of Object.values(PERSONAL_DATA)) await table.erase(tx, person);
      });
    },

    async exportAccount(user: UserRow): Promise<AccountDataExport> {
      const person = await personOf(user);
      const tables: AccountDataExport['tables'] = {};
      const onDeletion: AccountDataExport['onDeletion'] = {};
      for (const [name, table] of Object.entries(PERSONAL_DATA)) {
        tables[name] = await table.rowsOf(db, person);
        onDeletion[name] = table.onDeletion;
      }
      return { exportedAt: deps.clock().toISOString(), about: ABOUT, onDeletion, tables };
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
