import * as React from 'react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ChangePasswordSection } from '#client/features/account/components/change-password-section.tsx';
import { DeleteAccountSection } from '#client/features/account/components/delete-account-section.tsx';
import { DownloadDataSection } from '#client/features/account/components/download-data-section.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { MembershipSection } from '#client/features/billing/components/membership-section.tsx';
import { PaymentHistory } from '#client/features/billing/components/payment-history.tsx';
import { PurchasesSection } from '#client/features/billing/components/purchases-section.tsx';
import { YourPosts } from '#client/features/community-posts/components/your-posts.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/billing.ts';

// Only people enrolled in the course see its card: its code loads with it.
const CourseProgressCard = React.lazy(() => import('#client/features/course/components/course-progress-card.tsx').then((m) => ({ default: m.CourseProgressCard })));

/** My Account (issue 7): membership, payments and receipts, purchases, changing the password, downloading one's data, and deleting the account. */
function AccountPage() {
  const t = useT();
  const { isLoading, isAuthenticated, user } = useAuth();
  const isVisitor = !isLoading && !isAuthenticated;

  // Visitors get the shared sign-in-again flow and come back here afterwards.
  React.useEffect(() => (isVisitor ? notifyUnauthorizedAndRedirect() : undefined), [isVisitor]);

  if (!isAuthenticated) {
    return (
      <PageContainer className="flex justify-center py-16">
        <h1 className="sr-only">{t('page.account.heading')}</h1>
        <Spinner label={t('billing.account.loading')} showLabel size="lg" />
      </PageContainer>
    );
  }

  return (
    <PageContainer width="narrow" className="flex flex-col gap-6 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('page.account.heading')}</h1>
        <p className="text-lg text-muted-foreground">{t('billing.account.intro')}</p>
      </div>
      <MembershipSection />
      <PaymentHistory />
      <PurchasesSection />
      <React.Suspense fallback={null}>
        <CourseProgressCard className="sm:p-6" />
      </React.Suspense>
      <div className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
        <YourPosts headingLevel="h2" showCommunityLink />
      </div>
      {user?.canChangePassword ? <ChangePasswordSection /> : null}
      <DownloadDataSection />
      <DeleteAccountSection />
    </PageContainer>
  );
}

export function Component() {
  return (
    <QueryProvider>
      <AccountPage />
    </QueryProvider>
  );
}
