import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/** Every email the site sends is recorded here first; SMTP delivery (when configured) updates it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * An email carrying a secret link (confirmation, password reset) keeps only a redacted body in
     * the columns above; its whole text and HTML are sealed here (AES-256-GCM, bound to the
     * recipient) for the transport alone, and dropped once it is sent or given up.
     */
    sealedBody: text('sealed_body'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a failed delivery is tried again; null once sent or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), index('outbox_retry_idx').on(t.status, t.nextAttemptAt)],
);
