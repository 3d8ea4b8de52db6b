import type { AuditEntry } from '#shared/contracts/admin.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { formatShortDateTime } from '#shared/format/dates.ts';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/admin.ts';

/** Admin actions in words; an action not listed here shows its code. */
const ACTION_KEYS: Record<string, MessageKey> = {
  'story.approve': 'admin.audit.action.storyApprove',
  'story.reject': 'admin.audit.action.storyReject',
  'question.approve': 'admin.audit.action.questionApprove',
  'question.reject': 'admin.audit.action.questionReject',
  'question.answer': 'admin.audit.action.questionAnswer',
  'question.remove-answer': 'admin.audit.action.questionRemoveAnswer',
  'news.create': 'admin.audit.action.newsCreate',
  'news.update': 'admin.audit.action.newsUpdate',
  'news.delete': 'admin.audit.action.newsDelete',
  'faq.create': 'admin.audit.action.faqCreate',
  'faq.update': 'admin.audit.action.faqUpdate',
  'faq.delete': 'admin.audit.action.faqDelete',
  'faq.reorder': 'admin.audit.action.faqReorder',
  'webinar.create': 'admin.audit.action.webinarCreate',
  'webinar.update': 'admin.audit.action.webinarUpdate',
  'webinar.delete': 'admin.audit.action.webinarDelete',
  'user.grant-admin': 'admin.audit.action.userGrantAdmin',
  'user.revoke-admin': 'admin.audit.action.userRevokeAdmin',
  'user.admin-command-unchanged': 'admin.audit.action.userAdminCommandUnchanged',
  'user.admin-command-refused': 'admin.audit.action.userAdminCommandRefused',
  'user.disable': 'admin.audit.action.userDisable',
  'user.enable': 'admin.audit.action.userEnable',
  'outbox.list': 'admin.audit.action.outboxList',
  'outbox.read-email': 'admin.audit.action.outboxReadEmail',
  'median_income_table.import': 'admin.audit.action.medianIncomeTableImport',
  'coupon.create': 'admin.audit.action.couponCreate',
  'chat.mute': 'admin.audit.action.chatMute',
  'chat.unmute': 'admin.audit.action.chatUnmute',
  'chat.resolve-report': 'admin.audit.action.chatResolveReport',
  'chat.create-room': 'admin.audit.action.chatCreateRoom',
};

/** The readable part of an entry's details (a title, an email, a category, a command line run), if any. */
function detailText(details: AuditEntry['details']): string {
  return ['title', 'email', 'category', 'name', 'via', 'command', 'reason', 'sourceUrl']
    .map((key) => details[key])
    .filter((value): value is string => typeof value === 'string' && value.length > 0)
    .join(' · ');
}

/** The Audit Log tab: who did what, when, to which record (newest first). */
export function AuditLogPanel() {
  const t = useT();
  const log = useAuditLog();
  return (
    <section aria-labelledby="admin-audit-heading" className="flex flex-col gap-4">
      <h2 id="admin-audit-heading" className="text-xl font-semibold">
        {t('admin.tabs.audit')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('admin.audit.intro')}</p>
      <QueryState query={log}>
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState>{t('admin.audit.empty')}</EmptyState>
          ) : (
            <div role="region" aria-labelledby="admin-audit-heading" tabIndex={0} className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
                <thead className="bg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin.audit.when')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin.audit.who')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin.audit.what')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin.audit.target')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => {
                    const actionKey = ACTION_KEYS[entry.action];
                    const detail = detailText(entry.details);
                    return (
                      <tr key={entry.id} className="border-t border-border align-top">
                        <td className="px-3 py-2 whitespace-nowrap">
                          <time dateTime={entry.createdAt}>{formatShortDateTime(entry.createdAt)}</time>
                        </td>
                        <td className="px-3 py-2 break-all">{entry.actorEmail ?? entry.actorId ?? t('admin.audit.system')}</td>
                        <td className="px-3 py-2">
                          {actionKey ? t(actionKey) : <code>{entry.action}</code>}
                        </td>
                        <td className="px-3 py-2 break-words">
                          {t('admin.audit.record', { type: entry.targetType, id: entry.targetId })}
                          {detail ? <span className="block text-muted-foreground">{detail}</span> : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
