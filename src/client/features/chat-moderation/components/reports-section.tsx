import type { ChatReport } from '#shared/contracts/chat.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { formatShortDate } from '#shared/format/dates.ts';
import { useChatReports } from '../api/get-chat-reports.ts';
import { useHideReportedMessage } from '../api/hide-reported-message.ts';
import { useResolveChatReport } from '../api/resolve-chat-report.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/chat-moderation.ts';

export interface MuteTarget {
  userId: string;
  name: string;
}

function ReportItem({ report, onMuteAuthor }: { report: ChatReport; onMuteAuthor: (target: MuteTarget) => void }) {
  const t = useT();
  const hide = useHideReportedMessage();
  const resolve = useResolveChatReport();
  const isBusy = hide.isPending || resolve.isPending;

  const hideMessage = () =>
    hide.mutate(
      { reportId: report.id, messageId: report.messageId },
      {
        onSuccess: () => toast({ title: t('chatModeration.reports.hiddenTitle'), description: t('chatModeration.reports.hiddenText') }),
        onError: (error) => reportApiFailure(error, { title: t('chatModeration.failedTitle'), fallback: t('chatModeration.failedText') }),
      },
    );
  const dismiss = () =>
    resolve.mutate(report.id, {
      onSuccess: () => toast({ title: t('chatModeration.reports.dismissedTitle'), description: t('chatModeration.reports.dismissedText') }),
      onError: (error) => reportApiFailure(error, { title: t('chatModeration.failedTitle'), fallback: t('chatModeration.failedText') }),
    });

  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs"
      aria-label={t('chatModeration.reports.itemLabel', { name: report.authorName })}
      data-testid="chat-report"
    >
      <blockquote className="rounded-md border-l-4 border-border bg-muted px-3 py-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{report.message}</blockquote>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-muted-foreground">{t('chatModeration.reports.author')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {report.authorName}
          {report.isHidden ? <Badge variant="secondary">{t('chatModeration.reports.hiddenBadge')}</Badge> : null}
        </dd>
        <dt className="font-medium text-muted-foreground">{t('chatModeration.reports.reporter')}</dt>
        <dd>
          {report.reporterName} <span aria-hidden="true">·</span> <time dateTime={report.createdAt}>{formatShortDate(report.createdAt)}</time>
        </dd>
        <dt className="font-medium text-muted-foreground">{t('chatModeration.reports.reason')}</dt>
        <dd className="min-w-0 whitespace-pre-wrap [overflow-wrap:anywhere]">{report.reason}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {report.isHidden ? null : (
          <Button variant="destructive" size="sm" onClick={hideMessage} disabled={isBusy}>
            {t('chatModeration.reports.hide')}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={dismiss} disabled={isBusy}>
          {t('chatModeration.reports.dismiss')}
        </Button>
        {report.authorId ? (
          <Button variant="outline" size="sm" onClick={() => onMuteAuthor({ userId: report.authorId!, name: report.authorName })}>
            {t('chatModeration.reports.muteAuthor')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Open reports: the message, its author, who reported it and why; hide the message or dismiss. */
export function ReportsSection({ onMuteAuthor }: { onMuteAuthor: (target: MuteTarget) => void }) {
  const t = useT();
  const reports = useChatReports();
  return (
    <section aria-labelledby="chat-moderation-reports" className="flex flex-col gap-4">
      <h3 id="chat-moderation-reports" className="text-lg font-semibold">
        {t('chatModeration.reports.heading')}
      </h3>
      <QueryState query={reports}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('chatModeration.reports.empty')}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-4">
              {list.map((report) => (
                <ReportItem key={report.id} report={report} onMuteAuthor={onMuteAuthor} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
