import type { OutboxEmail, OutboxResponse } from '#shared/contracts/mail-outbox.ts';
import type { OutboxReader } from '../../adapters/mail/mail-outbox.ts';
import type { InTransaction } from '../../db/transaction.ts';
import { AppError } from '#shared/errors.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';

const SHOWN_EMAILS = 200;

/**
 * The admin's view of the outbox. Emails hold people's addresses and messages, so every read is
 * written to the audit log, in the same transaction as the read.
 */
export function createMailOutboxService(deps: { transportName: string; inTransaction: InTransaction<{ emails: OutboxReader; audit: AuditLog }> }) {
  return {
    async listForAdmin(actorId: string): Promise<OutboxResponse> {
      return deps.inTransaction(async ({ emails, audit }) => {
        const shown = await emails.newest(SHOWN_EMAILS);
        await audit.record({ actorId, action: 'outbox.list', targetType: 'outbox', targetId: 'newest', details: { emailIds: shown.map((e) => e.id) } });
        return { transport: deps.transportName, emails: shown };
      });
    },

    async findForAdmin(actorId: string, id: number): Promise<OutboxEmail> {
      return deps.inTransaction(async ({ emails, audit }) => {
        const email = await emails.find(id);
        if (!email) throw new AppError('NOT_FOUND', 'That email is not in the outbox.');
        await audit.record({ actorId, action: 'outbox.read-email', targetType: 'outbox_email', targetId: id });
        return email;
      });
    },
  };
}

export type MailOutboxService = ReturnType<typeof createMailOutboxService>;
