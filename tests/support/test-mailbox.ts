import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process.ts';
import { linksIn, readEmail } from './email-message.ts';

export interface ReceivedEmail {
  to: string[];
  raw: string;
}

/** A real SMTP server the site under test delivers to, so tests can read and follow emailed links. */
export async function startTestMailbox() {
  const received: ReceivedEmail[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += String(chunk)));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for an email to `to` containing a link that matches `pattern`, and returns the link. */
    async waitForLink(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        for (const email of received) {
          if (!email.to.includes(to.toLowerCase())) continue;
          const link = linksIn(readEmail(email.raw)).find((l) => pattern.test(l));
          if (link) return link;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no email to ${to} with a link matching ${pattern}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestMailbox = Awaited<ReturnType<typeof startTestMailbox>>;
