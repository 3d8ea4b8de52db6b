import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxEmail } from '#shared/contracts/mail-outbox.ts';
import type { Database } from '../../db/database.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { getOrCreateSecret } from '../../security/app-secrets.ts';
import { newSealingKey, openSealedText, sealText } from '../../security/sealed-text.ts';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';

export type EmailKind = 'password-reset' | 'email-confirmation' | 'contact' | 'newsletter' | 'webinar' | 'signup-confirmation' | 'notification' | 'price-change' | 'receipt';

/** What the outbox (and so the admin screen) shows instead of a secret link. */
export const REDACTED_LINK = '[link removed: only the recipient receives it]';

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

/** A sealed body that does not open (the site's mail key changed, or the row was altered): no retry can help. */
class UnopenableEmailError extends Error {
  constructor() {
    super("The message could not be unsealed: the site's mail key changed or the stored email was altered. Ask the person to request a new link.");
  }
}

function openBody(key: string, row: OutboxRow): SealedBody {
  try {
    return JSON.parse(openSealedText(key, row.sealedBody!, row.toAddress)) as SealedBody;
  } catch {
    throw new UnopenableEmailError();
  }
}

interface SealedBody {
  text: string;
  html: string | null;
}

/** The email with every secret replaced by REDACTED_LINK; a secret must sit in the body only. */
function redacted(email: OutgoingEmail, secrets: readonly string[]): OutgoingEmail {
  let { text, html } = email;
  for (const secret of secrets) {
    // A short "secret" would blank out ordinary words (and '' every gap between letters).
    if (secret.length < 16) throw new Error('a secret to remove from an email must be at least 16 characters');
    if (email.subject.includes(secret)) throw new Error('a secret link belongs in the body of an email, not its subject');
    text = text.replaceAll(secret, REDACTED_LINK);
    html = html?.replaceAll(secret, REDACTED_LINK);
  }
  return { ...email, text, ...(html !== undefined ? { html } : {}) };
}

function shownEmail(r: OutboxRow): OutboxEmail {
  return {
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
  };
}

/** Reading the outbox as the admin screen shows it: token emails with their links removed. */
export function createOutboxReader(db: Pick<Database, 'select'>) {
  return {
    async newest(limit = 100): Promise<OutboxEmail[]> {
      const rows = await db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
      return rows.map(shownEmail);
    },

    async find(id: number): Promise<OutboxEmail | undefined> {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      return row ? shownEmail(row) : undefined;
    },
  };
}

export type OutboxReader = ReturnType<typeof createOutboxReader>;

/**
 * Every email is written to the outbox table first (so nothing is lost and admins can see it);
 * it is then handed to the transport (SMTP, or the mail folder without an SMTP server) and marked
 * sent or failed. A failed delivery is tried again later (`retryDue`, run every minute by the app)
 * with growing waits.
 *
 * An email carrying a secret link (`secrets`) is stored redacted, so whoever reads the outbox
 * cannot take over the recipient's account; its whole body is sealed with the site's mail key
 * (kept in `app_secrets`) and opened only to hand it to the transport, on the first try or a retry.
 * See docs/decisions/014-token-emails-sealed-in-the-outbox.md.
 */
export function createMailOutbox(db: Database, transport: MailTransport | undefined, log: FastifyBaseLogger, clock: () => Date = () => new Date()) {
  let sealingKey: Promise<string> | undefined;
  const sealingKeyOnce = () =>
    (sealingKey ??= getOrCreateSecret(db, 'mail.sealing-key', newSealingKey).catch((error: unknown) => {
      sealingKey = undefined;
      throw error;
    }));

  /** The email to hand to the transport: a token email's sealed body is opened here, and only here. */
  async function emailOf(row: OutboxRow): Promise<OutgoingEmail> {
    const body: SealedBody = row.sealedBody ? openBody(await sealingKeyOnce(), row) : { text: row.textBody, html: row.htmlBody };
    return {
      to: row.toAddress,
      subject: row.subject,
      text: body.text,
      ...(body.html ? { html: body.html } : {}),
      attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
    };
  }

  async function deliver(id: number, email: () => Promise<OutgoingEmail>, attemptsBefore: number): Promise<void> {
    if (!transport) return;
    try {
      await transport.deliver(await email());
      // Sent: the sealed body has done its job and is not kept.
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: clock(), attempts: sql`${outboxEmails.attempts} + 1`, lastError: null, nextAttemptAt: null, sealedBody: null })
        .where(eq(outboxEmails.id, id));
    } catch (error) {
      // The message text can contain personal data; log only the id and the transport's error code.
      log.warn({ outboxId: id, code: (error as { code?: string }).code }, 'email delivery failed');
      const nextAttemptAt = error instanceof UnopenableEmailError ? null : nextAttemptAfter(attemptsBefore + 1, clock());
      try {
        await db
          .update(outboxEmails)
          .set({
            status: 'failed',
            attempts: sql`${outboxEmails.attempts} + 1`,
            lastError: String((error as Error).message).slice(0, 500),
            nextAttemptAt,
            // Given up: nothing will open the sealed body again.
            ...(nextAttemptAt ? {} : { sealedBody: null }),
          })
          .where(eq(outboxEmails.id, id));
      } catch (recordError) {
        // Nobody awaits a delivery, so a rejection here would end the process. The email stays
        // queued with its lease, so the retry pass tries it again once the database answers.
        log.warn({ outboxId: id, err: recordError }, 'could not record the failed email delivery');
      }
    }
  }

  async function insert(into: Pick<Database, 'insert'>, kind: EmailKind, email: OutgoingEmail, firstAttemptAt: Date, sealedBody: string | null = null): Promise<number> {
    const [row] = await into
      .insert(outboxEmails)
      .values({
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        sealedBody,
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

    /**
     * Records the email and starts delivery; `delivered` settles when delivery has been tried.
     * `secrets`: the secret links in its body (confirmation, password reset), which only the
     * transport receives; the outbox keeps the email with REDACTED_LINK in their place.
     */
    async send(kind: EmailKind, email: OutgoingEmail, options: { secrets?: readonly string[] } = {}): Promise<{ id: number; delivered: Promise<void> }> {
      const secrets = options.secrets ?? [];
      const stored = secrets.length > 0 ? redacted(email, secrets) : email;
      const sealed = secrets.length > 0 ? sealText(await sealingKeyOnce(), JSON.stringify({ text: email.text, html: email.html ?? null } satisfies SealedBody), email.to) : null;
      // Should this process stop before the first try ends, the retry pass picks it up.
      const id = await insert(db, kind, stored, new Date(clock().getTime() + RETRY_LEASE_MS), sealed);
      return { id, delivered: deliver(id, () => Promise.resolve(email), 0) };
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
        await deliver(row.id, () => emailOf(row), row.attempts);
        tried += 1;
      }
      return tried;
    },

    list(limit = 100): Promise<OutboxEmail[]> {
      return createOutboxReader(db).newest(limit);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
