import { z } from 'zod';

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** The body; a secret link (confirmation, password reset) is replaced by "[link removed: only the recipient receives it]". */
  text: z.string(),
  kind: z.string(),
  /** stored: kept in the outbox only (no transport); queued/sent/failed: delivery state (over SMTP, or written to the mail folder). */
  status: z.enum(['stored', 'queued', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  attachmentNames: z.array(z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** A failed email's next delivery try; null when sent, never tried by SMTP, or given up. */
  nextAttemptAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** GET /api/admin/outbox: how email leaves the site ('smtp', or 'mail-folder': .eml files in DATA_DIR/mail without an SMTP server) and the newest emails. */
export const outboxResponseSchema = z.object({
  transport: z.string(),
  emails: z.array(outboxEmailSchema),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
