import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { startupNotices } from '#server/startup-notices.ts';
import { findPersonalData } from './support/log-capture.ts';
import { testConfig } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const cwd = '/srv/site';
/** A day the official 2025-11-01 median table is in force and not yet likely replaced: no median notice. */
const OFFICIAL_TABLE_DAY = new Date('2026-01-15T12:00:00Z');

describe('start-up notices', () => {
  it('names the mail folder when there is no SMTP server, relative to where the site was started', async () => {
    const notices = await startupNotices(testConfig({ DATA_DIR: path.join(cwd, 'data') }), database.handle.db, cwd, OFFICIAL_TABLE_DAY);
    expect(notices.info).toEqual(['No SMTP server configured: emails are saved in ./data/mail']);
    const elsewhere = await startupNotices(testConfig({ DATA_DIR: '/var/lib/site' }), database.handle.db, cwd, OFFICIAL_TABLE_DAY);
    expect(elsewhere.info).toEqual(['No SMTP server configured: emails are saved in /var/lib/site/mail']);
    const smtp = await startupNotices(testConfig({ DATA_DIR: '/var/lib/site', SMTP_URL: 'smtp://mail.example:587' }), database.handle.db, cwd, OFFICIAL_TABLE_DAY);
    expect(smtp.info).toEqual([]);
  });

  it('reminds the operator of ADMIN_EMAILS addresses with no admin account, without naming them', async () => {
    const config = testConfig({ DATA_DIR: path.join(cwd, 'data'), ADMIN_EMAILS: 'first@example.com, second@example.com', PUBLIC_URL: 'https://help.example' });
    const before = await startupNotices(config, database.handle.db, cwd, OFFICIAL_TABLE_DAY);
    expect(before.warn).toEqual([
      '2 addresses in ADMIN_EMAILS have no admin account yet: create the account at https://help.example/api/login with that email, then open the confirmation email (saved in ./data/mail) and sign in again.',
    ]);
    expect(findPersonalData(before.warn.join('\n'))).toEqual([]);

    // An account that exists but is not an admin yet (email not confirmed) still counts as missing.
    await database.handle.db.insert(users).values([
      { id: 'u-first', issuer: 'https://help.example/idp', subject: 's1', email: 'first@example.com', isAdmin: true },
      { id: 'u-second', issuer: 'https://help.example/idp', subject: 's2', email: 'second@example.com', isAdmin: false },
    ]);
    const after = await startupNotices(config, database.handle.db, cwd, OFFICIAL_TABLE_DAY);
    expect(after.warn).toEqual([
      '1 address in ADMIN_EMAILS has no admin account yet: create the account at https://help.example/api/login with that email, then open the confirmation email (saved in ./data/mail) and sign in again.',
    ]);

    const withSmtp = await startupNotices(testConfig({ ADMIN_EMAILS: 'second@example.com', SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://help.example' }), database.handle.db, cwd, OFFICIAL_TABLE_DAY);
    expect(withSmtp.warn[0]).toContain('then open the confirmation email and sign in again.');

    const allThere = await startupNotices(testConfig({ ADMIN_EMAILS: 'first@example.com' }), database.handle.db, cwd, OFFICIAL_TABLE_DAY);
    expect(allThere.warn).toEqual([]);
  });

  // 11 U.S.C. §101(39A): the median is the U.S. Trustee's Census table, published for cases filed on
  // or after April 1 and November 1; ours for 2026-04-01 is an estimate (data README).
  it('tells the operator to import the official median table when a filing date in use gets our estimate or a likely replaced table', async () => {
    const config = testConfig({ DATA_DIR: path.join(cwd, 'data') });
    const db = database.handle.db;
    expect((await startupNotices(config, db, cwd, new Date('2026-06-01T12:00:00Z'))).warn).toEqual([
      'Import the official median income table: the median income table of 2026-04-01, used for a filing date in use (2026-06-01), is our estimate. Get it from https://www.justice.gov/ust/means-testing and import it in the admin area (Legal figures).',
    ]);
    expect((await startupNotices(config, db, cwd, new Date('2026-11-02T12:00:00Z'))).warn[0]).toContain(
      'a filing date in use (2026-11-02) is on or after 2026-11-01, when the U.S. Trustee Program likely replaced the median income table of 2026-04-01',
    );
  });
});
