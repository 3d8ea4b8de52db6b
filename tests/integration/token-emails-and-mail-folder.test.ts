import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailOutbox, REDACTED_LINK } from '#server/adapters/mail/mail-outbox.ts';
import type { MailTransport, OutgoingEmail } from '#server/adapters/mail/mail-transport.ts';
import { auditLog, outboxEmails } from '#server/db/schema/index.ts';
import { outboxEmailSchema, outboxResponseSchema } from '#shared/contracts/mail-outbox.ts';
import { readMailFolder } from '../support/email-message.ts';
import { createAccount, emailedLink, formAction, TestBrowser } from './support/browser.ts';
import { logCapture } from './support/log-capture.ts';
import { signedInPerson } from './support/people.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
let app: FastifyInstance;
let t: TestApp;
const { lines: logLines, stream: logStream } = logCapture();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ LOG_LEVEL: 'trace' });
  app = await buildTestApp(config, {
    database: database.handle,
    logStream,
  });
  await app.ready();
  t = { app, database, config, close: async () => {} };
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const person = (email: string) => ({ firstName: 'Eve', lastName: 'Stone', email, password: 'a long enough password' });

async function rowsTo(address: string) {
  return database.handle.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address)).orderBy(asc(outboxEmails.id));
}

async function waitUntil<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('without SMTP_URL, emails are written as .eml files to DATA_DIR/mail', () => {
  it('writes the confirmation email whole, as a standard message in a private folder', async () => {
    await createAccount(new TestBrowser(app), person('eve@example.com'));
    const link = await emailedLink(app, 'eve@example.com', /verify-email\?token=/);
    expect(app.mailFolder).toBe(path.join(t.config.dataDir, 'mail'));

    const [email] = (await readMailFolder(app.mailFolder!)).filter((e) => e.to.includes('eve@example.com'));
    expect(path.basename(email!.file)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{12}\.eml$/);
    expect(email!.subject).toBe('Confirm your email for Bankruptcy Self-Help Center');
    expect(email!.headers.get('from')).toBe('"Bankruptcy Self-Help Center" <support@bankruptcy-self-help.example>');
    expect(email!.headers.get('mime-version')).toBe('1.0');
    expect(email!.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(Number.isNaN(Date.parse(email!.headers.get('date')!))).toBe(false);
    expect(email!.text).toContain(link);
    expect(fs.statSync(email!.file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(app.mailFolder!).mode & 0o777).toBe(0o700);
    // The hidden name a file is written under never stays behind.
    expect(fs.readdirSync(app.mailFolder!).filter((name) => !name.endsWith('.eml'))).toEqual([]);

    // The link works: it is the one the account's token was made for.
    const confirmed = await new TestBrowser(app).get(link.replace(/\/idp\/interaction\/[^/]+\//, '/idp/account/'));
    expect(confirmed.body).toContain('Email confirmed');
  });
});

describe('token emails in the outbox', () => {
  it('keep the confirmation and reset links out of the outbox row, the admin outbox and the logs', async () => {
    await createAccount(new TestBrowser(app), person('zoe@example.com'));
    const asker = new TestBrowser(app);
    const forgot = await asker.get('/idp/account/forgot-password');
    await asker.request('POST', formAction(forgot.body), { form: { email: 'zoe@example.com' } });
    const tokens = [
      new URL(await emailedLink(app, 'zoe@example.com', /verify-email\?token=/)).searchParams.get('token')!,
      new URL(await emailedLink(app, 'zoe@example.com', /reset-password\?token=/)).searchParams.get('token')!,
    ];

    const rows = await waitUntil(async () => {
      const found = await rowsTo('zoe@example.com');
      return found.length === 2 && found.every((r) => r.status === 'sent') ? found : undefined;
    });
    expect(rows.map((r) => r.kind)).toEqual(['email-confirmation', 'password-reset']);
    for (const row of rows) {
      expect(row.textBody).toContain(REDACTED_LINK);
      expect(row.textBody).not.toMatch(/token=/);
      // Sent: not even the sealed copy is kept.
      expect(row.sealedBody).toBeNull();
    }

    const admin = await signedInPerson(t, { admin: true });
    const list = await admin.browser.get('/api/admin/outbox');
    expect(list.statusCode).toBe(200);
    const shown = outboxResponseSchema.parse(list.json());
    expect(shown.transport).toBe('mail-folder');
    expect(shown.emails.filter((e) => e.to === 'zoe@example.com').map((e) => e.text)).toEqual([
      expect.stringContaining(REDACTED_LINK),
      expect.stringContaining(REDACTED_LINK),
    ]);
    const one = await admin.browser.get(`/api/admin/outbox/${rows[1]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(outboxEmailSchema.parse(one.json())).toMatchObject({ id: rows[1]!.id, kind: 'password-reset', to: 'zoe@example.com' });

    for (const token of tokens) {
      expect(list.body).not.toContain(token);
      expect(one.body).not.toContain(token);
      expect(JSON.stringify(await rowsTo('zoe@example.com'))).not.toContain(token);
      expect(logLines.join('')).not.toContain(token);
    }
  });

  it('delivers a token email whole on a retry after a failed first try, from its sealed copy', async () => {
    const received: OutgoingEmail[] = [];
    let isUp = false;
    const flaky: MailTransport = {
      name: 'smtp',
      deliver: async (email) => {
        if (!isUp) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
        received.push(email);
      },
    };
    let now = new Date('2026-12-01T10:00:00Z');
    const outbox = createMailOutbox(database.handle.db, flaky, app.log, () => now);
    const link = 'https://site.example/idp/account/reset-password?token=Sq3cRet-t0ken-that-only-the-recipient-gets';
    const { id, delivered } = await outbox.send(
      'password-reset',
      { to: 'retry@example.com', subject: 'Reset your password', text: `Open this link:\n${link}\nThanks`, html: `<p><a href="${link}">Reset</a></p>` },
      { secrets: [link] },
    );
    await delivered;

    const [failed] = await rowsTo('retry@example.com');
    expect(failed).toMatchObject({ id, status: 'failed', attempts: 1, textBody: `Open this link:\n${REDACTED_LINK}\nThanks`, htmlBody: `<p><a href="${REDACTED_LINK}">Reset</a></p>` });
    expect(failed!.sealedBody).toMatch(/^v1\./);
    expect(JSON.stringify(failed)).not.toContain('Sq3cRet');

    isUp = true;
    now = new Date('2026-12-01T10:01:00Z');
    expect(await outbox.retryDue()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: 'retry@example.com', text: `Open this link:\n${link}\nThanks`, html: `<p><a href="${link}">Reset</a></p>` });
    const [sent] = await rowsTo('retry@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, sealedBody: null, textBody: `Open this link:\n${REDACTED_LINK}\nThanks` });
  });

  it('never hands a sealed email to an address it was not sealed for, and gives it up with a clear error', async () => {
    const received: OutgoingEmail[] = [];
    let isUp = false;
    const transport: MailTransport = {
      name: 'smtp',
      deliver: async (email) => {
        if (!isUp) throw new Error('connect ECONNREFUSED');
        received.push(email);
      },
    };
    let now = new Date('2026-12-02T10:00:00Z');
    const outbox = createMailOutbox(database.handle.db, transport, app.log, () => now);
    const link = 'https://site.example/idp/account/reset-password?token=another-secret-token-value-123';
    const { id, delivered } = await outbox.send('password-reset', { to: 'owner@example.com', subject: 'Reset', text: link }, { secrets: [link] });
    await delivered;
    // Someone with write access to the table points the email at their own address.
    await database.handle.db.update(outboxEmails).set({ toAddress: 'thief@example.com' }).where(eq(outboxEmails.id, id));

    isUp = true;
    now = new Date('2026-12-02T10:01:00Z');
    await outbox.retryDue();
    expect(received).toEqual([]);
    const [row] = await database.handle.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({ status: 'failed', nextAttemptAt: null, sealedBody: null });
    expect(row!.lastError).toMatch(/could not be unsealed/);
  });

  it('refuses a "secret" too short to remove safely, or one in the subject', async () => {
    const outbox = createMailOutbox(database.handle.db, undefined, app.log);
    await expect(outbox.send('password-reset', { to: 'a@example.com', subject: 'x', text: 'abc' }, { secrets: [''] })).rejects.toThrow(/at least 16/);
    const link = 'https://site.example/?token=0123456789abcdef';
    await expect(outbox.send('password-reset', { to: 'a@example.com', subject: link, text: link }, { secrets: [link] })).rejects.toThrow(/subject/);
  });

  it('removes the links from token emails stored before this change (the migration)', async () => {
    const migration = fs.readFileSync(path.join(import.meta.dirname, '../../src/server/db/migrations/0013_outbox_token_emails_sealed.sql'), 'utf8');
    const update = migration.split('--> statement-breakpoint').at(-1)!;
    const [old] = await database.handle.db
      .insert(outboxEmails)
      .values({
        toAddress: 'legacy@example.com',
        subject: 'Reset your password',
        textBody: 'Open:\nhttp://localhost:3000/idp/account/reset-password?token=OldSecret_1\nBye',
        htmlBody: '<a href="http://localhost:3000/idp/interaction/u1/verify-email?token=OldSecret_2">go</a>',
        kind: 'password-reset',
        status: 'stored',
      })
      .returning({ id: outboxEmails.id });
    const [plain] = await database.handle.db
      .insert(outboxEmails)
      .values({ toAddress: 'legacy@example.com', subject: 'News', textBody: 'Read http://localhost:3000/news', kind: 'newsletter', status: 'stored' })
      .returning({ id: outboxEmails.id });
    await database.handle.db.execute(sql.raw(update));
    const [after] = await database.handle.db.select().from(outboxEmails).where(eq(outboxEmails.id, old!.id));
    expect(after!.textBody).toBe(`Open:\n${REDACTED_LINK}\nBye`);
    expect(after!.htmlBody).toBe(`<a href="${REDACTED_LINK}">go</a>`);
    const [untouched] = await database.handle.db.select().from(outboxEmails).where(eq(outboxEmails.id, plain!.id));
    expect(untouched!.textBody).toBe('Read http://localhost:3000/news');
  });
});

describe('admin reads of the outbox', () => {
  it('are each written to the audit log, with who read which emails', async () => {
    const admin = await signedInPerson(t, { admin: true });
    const list = outboxResponseSchema.parse((await admin.browser.get('/api/admin/outbox')).json());
    const id = list.emails[0]!.id;
    expect((await admin.browser.get(`/api/admin/outbox/${id}`)).statusCode).toBe(200);
    const missing = await admin.browser.get('/api/admin/outbox/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'That email is not in the outbox.' });

    const entries = await database.handle.db.select().from(auditLog).where(eq(auditLog.actorId, admin.userId)).orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.targetType, e.targetId])).toEqual([
      ['outbox.list', 'outbox', 'newest'],
      ['outbox.read-email', 'outbox_email', String(id)],
    ]);
    expect(entries[0]!.details).toEqual({ emailIds: list.emails.map((e) => e.id) });
  });
});
