import { Paperclip } from 'lucide-react';
import type { OutboxEmail } from '#shared/contracts/mail-outbox.ts';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { formatShortDateTime } from '#shared/format/dates.ts';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/admin.ts';

const STATUS: Record<OutboxEmail['status'], { key: MessageKey; variant: BadgeProps['variant'] }> = {
  stored: { key: 'admin.outbox.status.stored', variant: 'secondary' },
  queued: { key: 'admin.outbox.status.queued', variant: 'warning' },
  sent: { key: 'admin.outbox.status.sent', variant: 'success' },
  failed: { key: 'admin.outbox.status.failed', variant: 'destructive' },
};

function EmailItem({ email }: { email: OutboxEmail }) {
  const t = useT();
  const status = STATUS[email.status];
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs" data-testid="admin-email">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant={status.variant}>{t(status.key)}</Badge>
        <time dateTime={email.createdAt}>{formatShortDateTime(email.createdAt)}</time>
        {email.attempts > 1 ? <span>{t('admin.outbox.attempts', { count: email.attempts })}</span> : null}
      </div>
      <p className="font-semibold break-words">{email.subject}</p>
      <p className="text-sm break-all">
        <span className="text-muted-foreground">{t('admin.outbox.to')} </span>
        {email.to}
      </p>
      {email.attachmentNames.length > 0 ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Paperclip className="size-4" aria-hidden="true" />
          {email.attachmentNames.join(', ')}
        </p>
      ) : null}
      {email.lastError ? <p className="text-sm break-words text-destructive">{t('admin.outbox.lastError', { error: email.lastError })}</p> : null}
      {email.status === 'failed' ? (
        <p className="text-sm text-muted-foreground">
          {email.nextAttemptAt ? t('admin.outbox.nextAttempt', { when: formatShortDateTime(email.nextAttemptAt) }) : t('admin.outbox.gaveUp')}
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="inline-flex min-h-8 cursor-pointer items-center font-medium text-link">{t('admin.outbox.showText')}</summary>
        <pre className="mt-2 max-h-96 overflow-auto rounded-md bg-muted p-3 font-sans break-words whitespace-pre-wrap">{email.text}</pre>
      </details>
    </li>
  );
}

/** The Email Outbox tab: the newest emails the site sent or kept, with their delivery state. */
export function OutboxPanel() {
  const t = useT();
  const outbox = useOutbox();
  const transportText = (transport: string) =>
    transport === 'outbox-only' ? t('admin.outbox.outboxOnly') : transport === 'mail-folder' ? t('admin.outbox.mailFolder') : t('admin.outbox.transport', { transport });
  return (
    <section aria-labelledby="admin-outbox-heading" className="flex flex-col gap-4">
      <h2 id="admin-outbox-heading" className="text-xl font-semibold">
        {t('admin.tabs.outbox')}
      </h2>
      <QueryState query={outbox}>
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">{transportText(data.transport)}</p>
            <p className="text-sm text-muted-foreground">{t('admin.outbox.redactedNote')}</p>
            {data.emails.length === 0 ? (
              <EmptyState>{t('admin.outbox.empty')}</EmptyState>
            ) : (
              <ul className="flex flex-col gap-4">
                {data.emails.map((email) => (
                  <EmailItem key={email.id} email={email} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
