import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createMailOutbox } from '#server/adapters/mail/mail-outbox.ts';
import { createSmtpTransport } from '#server/adapters/mail/smtp-transport.ts';
import { freePort } from '../support/server-process.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp, TestBrowser } from './support/browser.ts';

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

describe('email over SMTP', () => {
  it('delivers the account confirmation email to the SMTP server and marks it sent in the outbox', async () => {
    await signUp(new TestBrowser(t.app), { firstName: 'Lee', lastName: 'Kim', email: 'lee@example.com', password: 'password for lee' });
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
});
