import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxEmail } from '#shared/contracts/mail-outbox.ts';
import type { Database } from '../../db/database.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';

export type EmailKind = 'password-reset' | 'contact' | 'newsletter' | 'webinar' | 'signup-confirmation' | 'notification' | 'price-change';

/** Tries in all before an email is given up on (about a day and a half of waiting in between). */
export const MAX_DELIVERY_ATTEMPTS = 6;
/** Wait before try n+1 after n failures: 1, 5, 30 minutes, 3 and 12 hours. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 3 * 3_600_000, 12 * 3_600_000];
/** A retry claims its email for this long, so two instances do not send it twice. */
const RETRY_LEASE_MS = 10 * 60_000;

function nextAttemptAfter(failedAttempts: number, now: Date): Date | null {
  if (failedAttempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.min(failedAttempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;
  return new Date(now.getTime() + delay);
}

type OutboxRow = typeof outboxEmails.$inferSelect;

function emailOf(row: OutboxRow): OutgoingEmail {
  return {
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    ...(row.htmlBody ? { html: row.htmlBody } : {}),
    attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
  };
}

/**
 * Every email is written to the outbox table first (so nothing is lost and admins can see it);
 * with an SMTP transport configured it is then delivered and marked sent or failed. A failed
 * delivery is tried again later (`retryDue`, run every minute by the app) with growing waits.
 */
export function createMailOutbox(db: Database, transport: MailTransport | undefined, log: FastifyBaseLogger, clock: () => Date = () => new Date()) {
  async function deliver(id: number, email: OutgoingEmail, attemptsBefore: number): Promise<void> {
    if (!transport) return;
    try {
      await transport.deliver(email);
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: clock(), attempts: sql`${outboxEmails.attempts} + 1`, lastError: null, nextAttemptAt: null })
        .where(eq(outboxEmails.id, id));
    } catch (error) {
      // The message text can contain personal data; log only the id and the transport's error code.
      log.warn({ outboxId: id, code: (error as { code?: string }).code }, 'email delivery failed');
      try {
        await db
          .update(outboxEmails)
          .set({
            status: 'failed',
            attempts: sql`${outboxEmails.attempts} + 1`,
            lastError: String((error as Error).message).slice(0, 500),
            nextAttemptAt: nextAttemptAfter(attemptsBefore + 1, clock()),
          })
          .where(eq(outboxEmails.id, id));
      } catch (recordError) {
        // Nobody awaits a delivery, so a rejection here would end the process. The email stays
        // queued with its lease, so the retry pass tries it again once the database answers.
        log.warn({ outboxId: id, err: recordError }, 'could not record the failed email delivery');
      }
    }
  }

  async function insert(into: Pick<Database, 'insert'>, kind: EmailKind, email: OutgoingEmail, firstAttemptAt: Date): Promise<number> {
    const [row] = await into
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
        nextAttemptAt: transport ? firstAttemptAt : null,
      })
      .returning({ id: outboxEmails.id });
    return row!.id;
  }

  return {
    transportName: transport?.name ?? 'outbox-only',

    /** Records the email and starts delivery; `delivered` settles when delivery has been tried. */
    async send(kind: EmailKind, email: OutgoingEmail): Promise<{ id: number; delivered: Promise<void> }> {
      // Should this process stop before the first try ends, the retry pass picks it up.
      const id = await insert(db, kind, email, new Date(clock().getTime() + RETRY_LEASE_MS));
      return { id, delivered: deliver(id, email, 0) };
    },

    /**
     * Records the email inside the caller's transaction, so it exists exactly when what it reports
     * does; the retry pass (or `retryDue` called after the commit) delivers it.
     */
    enqueue(kind: EmailKind, email: OutgoingEmail, tx: Pick<Database, 'insert'>): Promise<number> {
      return insert(tx, kind, email, clock());
    },

    /** Tries again the failed emails whose wait is over (and any left queued by a stopped process); returns how many were tried. */
    async retryDue(limit = 20): Promise<number> {
      if (!transport) return 0;
      const now = clock();
      const due = await db
        .select()
        .from(outboxEmails)
        .where(and(inArray(outboxEmails.status, ['failed', 'queued']), lte(outboxEmails.nextAttemptAt, now)))
        .orderBy(asc(outboxEmails.nextAttemptAt))
        .limit(limit);
      let tried = 0;
      for (const row of due) {
        // Claim it: only the instance whose update matches the time it read sends it.
        const claimed = await db
          .update(outboxEmails)
          .set({ nextAttemptAt: new Date(now.getTime() + RETRY_LEASE_MS) })
          .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, row.status), eq(outboxEmails.nextAttemptAt, row.nextAttemptAt!)))
          .returning({ id: outboxEmails.id });
        if (claimed.length === 0) continue;
        await deliver(row.id, emailOf(row), row.attempts);
        tried += 1;
      }
      return tried;
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
        nextAttemptAt: r.nextAttemptAt ? r.nextAttemptAt.toISOString() : null,
      }));
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
