import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createMailOutbox, MAX_DELIVERY_ATTEMPTS } from '#server/adapters/mail/mail-outbox.ts';
import { createSmtpTransport } from '#server/adapters/mail/smtp-transport.ts';
import { outboxEmails } from '#server/db/schema/index.ts';
import { freePort } from '../support/server-process.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createAccount, TestBrowser } from './support/browser.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let port: number;
let t: TestApp;

beforeAll(async () => {
  port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += String(chunk)));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Help Desk <help@site.example>' } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out waiting');
}

/** A plain SMTP server on `port` that keeps each raw message in `sink`. */
async function smtpServerOn(port: number, sink: string[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += String(chunk)));
      stream.on('end', () => {
        sink.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe('email over SMTP', () => {
  it('delivers the account confirmation email to the SMTP server and marks it sent in the outbox', async () => {
    await createAccount(new TestBrowser(t.app), { firstName: 'Lee', lastName: 'Kim', email: 'lee@example.com', password: 'password for lee' });
    const message = await waitFor(() => received.find((m) => m.to.includes('lee@example.com')));
    expect(message.from).toBe('help@site.example');
    expect(message.raw).toContain('Subject: Confirm your email for Bankruptcy Self-Help Center');
    expect(message.raw).toMatch(/verify-email\?token=/);

    const outbox = createMailOutbox(t.database.handle.db, undefined, t.app.log);
    const row = await waitFor(async () => (await outbox.list()).find((e) => e.to === 'lee@example.com' && e.status === 'sent'));
    expect(row.attempts).toBe(1);
  });

  it('records a failed delivery with its error when the SMTP server cannot be reached', async () => {
    const deadPort = await freePort();
    const outbox = createMailOutbox(t.database.handle.db, createSmtpTransport(`smtp://127.0.0.1:${deadPort}`, 'x@site.example'), t.app.log);
    const { id, delivered } = await outbox.send('notification', { to: 'nobody@example.com', subject: 'Hello', text: 'Body' });
    await delivered;
    const row = (await outbox.list()).find((e) => e.id === id)!;
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('tries a failed email again once its wait is over, delivers it when the server is back, and gives up in the end', async () => {
    const laterPort = await freePort();
    let now = new Date('2026-11-22T10:00:00Z');
    const outbox = createMailOutbox(t.database.handle.db, createSmtpTransport(`smtp://127.0.0.1:${laterPort}`, 'x@site.example'), t.app.log, () => now);
    const { id, delivered } = await outbox.send('password-reset', { to: 'retry@example.com', subject: 'Reset', text: 'Your link', attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('kept') }] });
    await delivered;
    const rowOf = async () => (await outbox.list()).find((e) => e.id === id)!;
    expect(await rowOf()).toMatchObject({ status: 'failed', attempts: 1 });

    // Not yet due: nothing is tried.
    now = new Date('2026-11-22T10:00:30Z');
    expect(await outbox.retryDue()).toBe(0);

    // Due, server still down: a second failure, and a longer wait.
    now = new Date('2026-11-22T10:01:00Z');
    expect(await outbox.retryDue()).toBe(1);
    expect(await rowOf()).toMatchObject({ status: 'failed', attempts: 2 });
    now = new Date('2026-11-22T10:05:00Z');
    expect(await outbox.retryDue()).toBe(0);

    // The server comes back: the next due try delivers it, attachment and all.
    const back: string[] = [];
    let server = await smtpServerOn(laterPort, back);
    try {
      now = new Date('2026-11-22T10:06:00Z');
      expect(await outbox.retryDue()).toBe(1);
      expect(await rowOf()).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      expect(back).toHaveLength(1);
      expect(back[0]).toContain('Subject: Reset');
      expect(back[0]).toContain('filename=a.txt');
      // Sent is final: later retry passes leave it alone.
      now = new Date('2026-11-23T10:00:00Z');
      await outbox.retryDue();
      expect(await rowOf()).toMatchObject({ status: 'sent', attempts: 3 });
      expect(back.filter((raw) => raw.includes('Subject: Reset'))).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }

    // An email left queued by a process that stopped before trying it is sent by the next pass.
    const stoppedAt = now;
    const { db } = t.database.handle;
    const [queued] = await db
      .insert(outboxEmails)
      .values({ toAddress: 'queued@example.com', subject: 'Left queued', textBody: 'x', kind: 'notification', status: 'queued', nextAttemptAt: new Date(stoppedAt.getTime() + 10 * 60_000) })
      .returning({ id: outboxEmails.id });
    server = await smtpServerOn(laterPort, back);
    try {
      now = new Date(stoppedAt.getTime() + 5 * 60_000);
      await outbox.retryDue();
      expect((await outbox.list()).find((e) => e.id === queued!.id)).toMatchObject({ status: 'queued' });
      now = new Date(stoppedAt.getTime() + 11 * 60_000);
      await outbox.retryDue();
      expect((await outbox.list()).find((e) => e.id === queued!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }

    // An address that never works is given up after the last try.
    const dead = createMailOutbox(t.database.handle.db, createSmtpTransport(`smtp://127.0.0.1:${await freePort()}`, 'x@site.example'), t.app.log, () => now);
    const doomed = await dead.send('notification', { to: 'never@example.com', subject: 'Hi', text: 'Body' });
    await doomed.delivered;
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) {
      now = new Date(now.getTime() + 24 * 3_600_000);
      await dead.retryDue();
    }
    expect((await dead.list()).find((e) => e.id === doomed.id)).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });
});
