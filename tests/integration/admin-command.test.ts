import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { auditLog, users } from '#server/db/schema/index.ts';
import { runAdminCommand } from '#server/modules/admin-users/admin-command.ts';
import { holdDataDirInAnotherProcess } from '../support/data-dir-holder.ts';
import { PROJECT_ROOT } from '../support/server-process.ts';
import { createTestDatabase, testDriver, type TestDatabase } from './support/test-database.ts';

/**
 * The database the command works on, as the operator has it: an on-disk embedded database of a
 * stopped site (DATA_DIR), or a PostgreSQL server (DATABASE_URL) that is open the whole time.
 */
interface Target {
  env: NodeJS.ProcessEnv;
  /** Reads the database between commands (the embedded one is opened and closed each time). */
  read<T>(work: (db: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

async function embeddedTarget(): Promise<Target & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-admin-cmd-'));
  const read = async <T,>(work: (db: Database) => Promise<T>) => {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  };
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await handle.migrate();
  await handle.close();
  return { dataDir, env: { DATA_DIR: dataDir }, read, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresTarget(): Promise<Target> {
  const database: TestDatabase = await createTestDatabase({ seed: false });
  return { env: { DATABASE_URL: database.url! }, read: (work) => work(database.handle.db), dispose: () => database.dispose() };
}

async function run(target: Target, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(args, { env: target.env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const person = (id: string, email: string, isAdmin = false, issuer = 'https://issuer.test') => ({ id, issuer, subject: id, email, isAdmin });

describe(`npm run admin on ${testDriver() === 'pglite' ? 'a stopped site’s embedded database' : 'PostgreSQL (DATABASE_URL)'}`, () => {
  let target: Target;
  const isAdmin = (id: string) => target.read(async (db) => (await db.select().from(users).where(eq(users.id, id)))[0]!.isAdmin);
  const auditEntries = () => target.read((db) => db.select().from(auditLog).orderBy(desc(auditLog.id)));

  beforeAll(async () => {
    target = testDriver() === 'pglite' ? await embeddedTarget() : await postgresTarget();
    await target.read(async (db) => {
      await db
        .insert(users)
        .values([
          person('alice', 'Alice@Example.com'),
          person('bob', 'bob@example.com', true),
          person('twin-a', 'twin@example.com', false, 'https://one.test'),
          person('twin-b', 'twin@example.com', false, 'https://two.test'),
        ]);
    });
  });
  afterAll(() => target?.dispose());

  it('grants admin by email (any case), records who and how in the audit log, and says so', async () => {
    const result = await run(target, 'grant', 'alice@example.com');
    expect(result).toEqual({ code: 0, out: 'alice@example.com is now an admin. The change is in the audit log.', err: '' });
    expect(await isAdmin('alice')).toBe(true);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ actorId: null, action: 'user.grant-admin', targetType: 'user', targetId: 'alice', details: { email: 'Alice@Example.com', via: 'command line' } });
  });

  it('changes nothing for an account that is already an admin, and records the run', async () => {
    const before = (await auditEntries()).length;
    const result = await run(target, 'grant', 'ALICE@example.com');
    expect(result).toMatchObject({ code: 0, out: 'alice@example.com is already an admin: nothing changed. This run is in the audit log.' });
    expect(await isAdmin('alice')).toBe(true);
    const entries = await auditEntries();
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({ actorId: null, action: 'user.admin-command-unchanged', targetType: 'user', targetId: 'alice', details: { email: 'Alice@Example.com', via: 'command line', command: 'grant' } });
  });

  it('revokes admin, and records it', async () => {
    const result = await run(target, 'revoke', 'alice@example.com');
    expect(result).toEqual({ code: 0, out: 'alice@example.com is no longer an admin. The change is in the audit log.', err: '' });
    expect(await isAdmin('alice')).toBe(false);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ actorId: null, action: 'user.revoke-admin', targetId: 'alice', details: { via: 'command line' } });
  });

  it('refuses, with exit code 1 and a clear reason, what it cannot do, and records each refusal', async () => {
    const before = (await auditEntries()).length;
    expect(await run(target, 'grant', 'nobody@example.com')).toEqual({
      code: 1,
      out: '',
      err: 'No account uses nobody@example.com. Create the account on the site first (and confirm the address), then run this again. This refused run is in the audit log.',
    });
    expect(await run(target, 'grant', 'twin@example.com')).toMatchObject({ code: 1, err: expect.stringContaining('2 accounts use twin@example.com') });
    expect(await run(target, 'revoke', 'bob@example.com')).toMatchObject({
      code: 1,
      err: 'This is the last admin. Make someone else an admin first. This refused run is in the audit log.',
    });
    expect(await isAdmin('bob')).toBe(true);
    const refusals = (await auditEntries()).slice(0, 3).reverse();
    expect((await auditEntries()).length).toBe(before + 3);
    const refused = (targetId: string, email: string, command: string, reason: string) => ({
      actorId: null,
      action: 'user.admin-command-refused',
      targetType: 'user',
      targetId,
      details: { email, via: 'command line', command, reason },
    });
    expect(refusals).toMatchObject([
      refused('-', 'nobody@example.com', 'grant', 'no account'),
      refused('-', 'twin@example.com', 'grant', 'several accounts'),
      refused('bob', 'bob@example.com', 'revoke', 'last admin'),
    ]);
  });

  it('explains its usage with exit code 2, before opening the database (nothing to record)', async () => {
    const before = (await auditEntries()).length;
    expect(await run(target)).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run admin -- grant EMAIL') });
    expect(await run(target, 'promote', 'alice@example.com')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown action "promote"') });
    expect(await run(target, 'grant', 'not-an-address')).toMatchObject({ code: 2, err: expect.stringContaining('"not-an-address" is not an email address.') });
    expect(await run(target, 'grant', 'alice@example.com', 'extra')).toMatchObject({ code: 2 });
    expect(await isAdmin('alice')).toBe(false);
    expect((await auditEntries()).length).toBe(before);
  });
});

describe.runIf(testDriver() === 'pglite')('npm run admin while the site runs on the embedded database', () => {
  let target: Awaited<ReturnType<typeof embeddedTarget>>;
  beforeAll(async () => {
    target = await embeddedTarget();
    await target.read((db) => db.insert(users).values(person('carol', 'carol@example.com')));
  });
  afterAll(() => target?.dispose());

  it('refuses with exit code 1 and says to stop the site, changing nothing', async () => {
    const site = await holdDataDirInAnotherProcess(target.dataDir);
    let stderr = '';
    let code: number | null;
    try {
      const command = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'grant', 'carol@example.com'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: '' },
      });
      command.stderr.on('data', (d) => (stderr += String(d)));
      code = await new Promise((resolve) => command.once('exit', resolve));
    } finally {
      site.kill('SIGKILL');
      await new Promise((resolve) => site.once('exit', resolve));
    }
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The site is running on the embedded database (pid ${site.pid}), and only one process can open it. Stop the site first and run this again, or, while it runs, ask an admin to use the Users screen of the admin area. Nothing was written to the audit log (it is kept in that database).`,
    );
    expect(await target.read(async (db) => (await db.select().from(users).where(eq(users.id, 'carol')))[0]!.isAdmin)).toBe(false);
    expect(await target.read((db) => db.select().from(auditLog))).toEqual([]);
  });

  it('refuses a folder with no database yet, without creating one', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-admin-empty-'));
    try {
      const out: string[] = [];
      const code = await runAdminCommand(['grant', 'carol@example.com'], { env: { DATA_DIR: empty }, out: (l) => out.push(l), err: (l) => out.push(l) });
      expect(code).toBe(1);
      expect(out).toEqual([`There is no database in ${empty} yet. Start the site once (npm start), create the account, then run this again. Nothing was written to the audit log (it is kept in that database).`]);
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
