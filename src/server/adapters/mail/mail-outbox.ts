import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxEmail } from '#shared/contracts/mail-outbox.ts';
import type { Database } from '../../db/database.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';

export type EmailKind = 'password-reset' | 'contact' | 'newsletter' | 'webinar' | 'notification';

/**
 * Every email is written to the outbox table first (so nothing is lost and admins can see it);
 * with an SMTP transport configured it is then delivered and marked sent or failed.
 */
export function createMailOutbox(db: Database, transport: MailTransport | undefined, log: FastifyBaseLogger) {
  async function deliver(id: number, email: OutgoingEmail): Promise<void> {
    if (!transport) return;
    try {
      await transport.deliver(email);
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${outboxEmails.attempts} + 1`, lastError: null })
        .where(eq(outboxEmails.id, id));
    } catch (error) {
      // The message text can contain personal data; log only the id and the transport's error code.
      log.warn({ outboxId: id, code: (error as { code?: string }).code }, 'email delivery failed');
      await db
        .update(outboxEmails)
        .set({ status: 'failed', attempts: sql`${outboxEmails.attempts} + 1`, lastError: String((error as Error).message).slice(0, 500) })
        .where(eq(outboxEmails.id, id));
    }
  }

  return {
    transportName: transport?.name ?? 'outbox-only',

    /** Records the email and starts delivery; `delivered` settles when delivery has been tried. */
    async send(kind: EmailKind, email: OutgoingEmail): Promise<{ id: number; delivered: Promise<void> }> {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          toAddress: email.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html ?? null,
          attachments: (email.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content.toString('base64'),
          })),
          kind,
          status: transport ? 'queued' : 'stored',
        })
        .returning({ id: outboxEmails.id });
      const id = row!.id;
      return { id, delivered: deliver(id, email) };
    },

    async list(limit = 100): Promise<OutboxEmail[]> {
      const rows = await db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
      return rows.map((r) => ({
        id: r.id,
        to: r.toAddress,
        subject: r.subject,
        text: r.textBody,
        kind: r.kind,
        status: r.status as OutboxEmail['status'],
        attempts: r.attempts,
        lastError: r.lastError,
        attachmentNames: r.attachments.map((a) => a.filename),
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      }));
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
