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

describe('start-up notices', () => {
  it('names the mail folder when there is no SMTP server, relative to where the site was started', async () => {
    const notices = await startupNotices(testConfig({ DATA_DIR: path.join(cwd, 'data') }), database.handle.db, cwd);
    expect(notices.info).toEqual(['No SMTP server configured: emails are saved in ./data/mail']);
    const elsewhere = await startupNotices(testConfig({ DATA_DIR: '/var/lib/site' }), database.handle.db, cwd);
    expect(elsewhere.info).toEqual(['No SMTP server configured: emails are saved in /var/lib/site/mail']);
    const smtp = await startupNotices(testConfig({ DATA_DIR: '/var/lib/site', SMTP_URL: 'smtp://mail.example:587' }), database.handle.db, cwd);
    expect(smtp.info).toEqual([]);
  });

  it('reminds the operator of ADMIN_EMAILS addresses with no admin account, without naming them', async () => {
    const config = testConfig({ DATA_DIR: path.join(cwd, 'data'), ADMIN_EMAILS: 'first@example.com, second@example.com', PUBLIC_URL: 'https://help.example' });
    const before = await startupNotices(config, database.handle.db, cwd);
    expect(before.warn).toEqual([
      '2 addresses in ADMIN_EMAILS have no admin account yet: create the account at https://help.example/api/login with that email, then open the confirmation email (saved in ./data/mail) and sign in again.',
    ]);
    expect(findPersonalData(before.warn.join('\n'))).toEqual([]);

    // An account that exists but is not an admin yet (email not confirmed) still counts as missing.
    await database.handle.db.insert(users).values([
      { id: 'u-first', issuer: 'https://help.example/idp', subject: 's1', email: 'first@example.com', isAdmin: true },
      { id: 'u-second', issuer: 'https://help.example/idp', subject: 's2', email: 'second@example.com', isAdmin: false },
    ]);
    const after = await startupNotices(config, database.handle.db, cwd);
    expect(after.warn).toEqual([
      '1 address in ADMIN_EMAILS has no admin account yet: create the account at https://help.example/api/login with that email, then open the confirmation email (saved in ./data/mail) and sign in again.',
    ]);

    const withSmtp = await startupNotices(testConfig({ ADMIN_EMAILS: 'second@example.com', SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://help.example' }), database.handle.db, cwd);
    expect(withSmtp.warn[0]).toContain('then open the confirmation email and sign in again.');

    const allThere = await startupNotices(testConfig({ ADMIN_EMAILS: 'first@example.com' }), database.handle.db, cwd);
    expect(allThere.warn).toEqual([]);
  });
});
