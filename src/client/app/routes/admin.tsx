import * as React from 'react';
import { AdminDashboard, type AdminTab } from '#client/features/admin/components/admin-dashboard.tsx';
import { SetupChecklist } from '#client/features/admin/components/setup-checklist.tsx';
import { UserAdminPanel } from '#client/features/admin-users/components/user-admin-panel.tsx';
import { AuditLogPanel } from '#client/features/audit-log/components/audit-log-panel.tsx';
import { CouponAdminPanel } from '#client/features/billing/components/coupon-admin-panel.tsx';
import { ChatModerationPanel } from '#client/features/chat-moderation/chat-moderation-panel.tsx';
import { QuestionModerationPanel } from '#client/features/community-posts/components/question-moderation-panel.tsx';
import { StoryModerationPanel } from '#client/features/community-posts/components/story-moderation-panel.tsx';
import { FaqAdminPanel } from '#client/features/faqs/components/faq-admin-panel.tsx';
import { LegalFiguresAdminPanel } from '#client/features/legal-figures/components/legal-figures-admin-panel.tsx';
import { OutboxPanel } from '#client/features/mail-outbox/components/outbox-panel.tsx';
import { NewsAdminPanel } from '#client/features/news/components/news-admin-panel.tsx';
import { WebinarAdminPanel } from '#client/features/webinars/components/webinar-admin-panel.tsx';
import { LegalResourcesAdminPanel } from '#client/features/resources/components/legal-resources-admin-panel.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/admin.ts';

// Lazy: every page's first script names each chunk the admin page needs.
const CourseAdminPanel = React.lazy(() => import('#client/features/course/components/course-admin-panel.tsx').then((m) => ({ default: m.CourseAdminPanel })));

/**
 * The admin dashboard (spec 2.17): moderation, news, users, FAQs, webinars, audit log, outbox, chat,
 * coupons and the online course. Each tab is the admin screen of the feature that owns the data;
 * this page only arranges them in the dashboard shell.
 */
function AdminPage() {
  const t = useT();
  const tabs: AdminTab[] = [
    { value: 'stories', label: t('admin.tabs.stories'), content: <StoryModerationPanel /> },
    { value: 'questions', label: t('admin.tabs.questions'), content: <QuestionModerationPanel /> },
    { value: 'news', label: t('admin.tabs.news'), content: <NewsAdminPanel /> },
    { value: 'users', label: t('admin.tabs.users'), content: <UserAdminPanel /> },
    { value: 'faqs', label: t('admin.tabs.faqs'), content: <FaqAdminPanel /> },
    { value: 'webinars', label: t('admin.tabs.webinars'), content: <WebinarAdminPanel /> },
    { value: 'audit-log', label: t('admin.tabs.audit'), content: <AuditLogPanel /> },
    { value: 'outbox', label: t('admin.tabs.outbox'), content: <OutboxPanel /> },
    { value: 'chat', label: t('admin.tabs.chat'), content: <ChatModerationPanel /> },
    { value: 'coupons', label: t('admin.tabs.coupons'), content: <CouponAdminPanel /> },
    { value: 'course', label: t('admin.tabs.course'), content: (
        <React.Suspense fallback={null}>
          <CourseAdminPanel />
        </React.Suspense>
      ),
    },
    { value: 'legal-figures', label: t('admin.tabs.legalFigures'), content: <LegalFiguresAdminPanel /> },
    { value: 'legal-resources', label: t('admin.tabs.resources'), content: <LegalResourcesAdminPanel /> },
  ];
  return <AdminDashboard tabs={tabs} aside={<SetupChecklist />} />;
}

export function Component() {
  return (
    <QueryProvider>
      <AdminPage />
    </QueryProvider>
  );
}
