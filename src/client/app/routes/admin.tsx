import { AdminDashboard, type AdminTab } from '#client/features/admin/components/admin-dashboard.tsx';
import { AuditLogPanel } from '#client/features/admin/components/audit-log-panel.tsx';
import { FaqsPanel } from '#client/features/admin/components/faqs-panel.tsx';
import { OutboxPanel } from '#client/features/admin/components/outbox-panel.tsx';
import { QuestionsPanel } from '#client/features/admin/components/questions-panel.tsx';
import { StoriesPanel } from '#client/features/admin/components/stories-panel.tsx';
import { UsersPanel } from '#client/features/admin/components/users-panel.tsx';
import { WebinarsPanel } from '#client/features/admin/components/webinars-panel.tsx';
import { CouponAdminPanel } from '#client/features/billing/components/coupon-admin-panel.tsx';
import { ChatModerationPanel } from '#client/features/chat-moderation/chat-moderation-panel.tsx';
import { NewsAdminPanel } from '#client/features/news/components/news-admin-panel.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/admin.ts';

/** The admin dashboard (spec 2.17): moderation, news, users, FAQs, webinars, audit log, outbox, chat and coupons. */
function AdminPage() {
  const t = useT();
  const tabs: AdminTab[] = [
    { value: 'stories', label: t('admin.tabs.stories'), content: <StoriesPanel /> },
    { value: 'questions', label: t('admin.tabs.questions'), content: <QuestionsPanel /> },
    { value: 'news', label: t('admin.tabs.news'), content: <NewsAdminPanel /> },
    { value: 'users', label: t('admin.tabs.users'), content: <UsersPanel /> },
    { value: 'faqs', label: t('admin.tabs.faqs'), content: <FaqsPanel /> },
    { value: 'webinars', label: t('admin.tabs.webinars'), content: <WebinarsPanel /> },
    { value: 'audit-log', label: t('admin.tabs.audit'), content: <AuditLogPanel /> },
    { value: 'outbox', label: t('admin.tabs.outbox'), content: <OutboxPanel /> },
    { value: 'chat', label: t('admin.tabs.chat'), content: <ChatModerationPanel /> },
    { value: 'coupons', label: t('admin.tabs.coupons'), content: <CouponAdminPanel /> },
  ];
  return <AdminDashboard tabs={tabs} />;
}

export function Component() {
  return (
    <QueryProvider>
      <AdminPage />
    </QueryProvider>
  );
}
