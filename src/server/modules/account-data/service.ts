import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { idpAccounts } from '../../db/schema/index.ts';
import type { UserRow } from '../auth/users-repository.ts';
import { prettyJsonWithTables } from './json-pieces.ts';
import { PERSONAL_DATA, type Person } from './personal-data.ts';

/** What "Download my data" answers: every row stored about the person, by table, as JSON text in pieces. */
export interface AccountDataExport {
  exportedAt: string;
  /** `{exportedAt, about, onDeletion, tables}` pretty-printed, read one table at a time as it is sent. */
  json: AsyncIterable<string>;
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

    /** Who the person is is read first (an error there is a proper answer); the tables as the text is sent. */
    async exportAccount(user: UserRow): Promise<AccountDataExport> {
      const person = await personOf(user);
      const exportedAt = deps.clock().toISOString();
      const onDeletion = Object.fromEntries(Object.entries(PERSONAL_DATA).map(([name, table]) => [name, table.onDeletion]));
      async function* tables(): AsyncGenerator<[string, Record<string, unknown>[]]> {
        for (const [name, table] of Object.entries(PERSONAL_DATA)) yield [name, await table.rowsOf(db, person)];
      }
      return { exportedAt, json: prettyJsonWithTables({ exportedAt, about: ABOUT, onDeletion }, 'tables', tables()) };
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
