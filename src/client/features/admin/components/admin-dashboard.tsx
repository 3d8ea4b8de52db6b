import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/admin.ts';

export interface AdminTab {
  /** Stable id, also kept in the address (`/admin?tab=questions`) so a reload stays on the tab. */
  value: string;
  label: string;
  content: React.ReactNode;
}

/**
 * Who may see the dashboard (spec 2.17): while sign-in is checked, a spinner; a visitor gets the
 * 'Unauthorized' toast and goes to sign-in after 500 ms (spinner meanwhile); a signed-in
 * non-admin sees 'Access Denied'.
 */
function AdminAccessGate({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  const isVisitor = !isLoading && !isAuthenticated;

  // Leaving the page before the redirect fires cancels it.
  React.useEffect(() => (isVisitor ? notifyUnauthorizedAndRedirect() : undefined), [isVisitor]);

  if (isLoading || isVisitor) {
    return (
      <PageContainer className="flex justify-center py-16">
        <h1 className="sr-only">{t('page.admin.heading')}</h1>
        <Spinner label={t('admin.checkingAccess')} showLabel size="lg" />
      </PageContainer>
    );
  }
  if (!isAdmin) {
    return (
      <PageContainer width="narrow" className="py-10 sm:py-14">
        <div className="flex flex-col items-start gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
          <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-3xl font-bold tracking-tight">{t('admin.accessDenied')}</h1>
          <p className="text-lg text-muted-foreground">{t('admin.accessDeniedText')}</p>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            {t('page.backHome')}
          </Link>
        </div>
      </PageContainer>
    );
  }
  return <>{children}</>;
}

/**
 * The admin dashboard: access rules, then one tab per area. The page chooses the tabs, and what
 * shows above them (`aside`, e.g. the setup checklist), which loads only for an admin.
 */
export function AdminDashboard({ tabs, aside }: { tabs: readonly AdminTab[]; aside?: React.ReactNode }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current = tabs.some((tab) => tab.value === requested) ? requested! : (tabs[0]?.value ?? '');

  const onTabChange = (value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <AdminAccessGate>
      <PageContainer className="py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('page.admin.heading')}</h1>
        <p className="mt-2 text-muted-foreground">{t('admin.intro')}</p>
        {aside}
        <Tabs value={current} onValueChange={onTabChange} className="mt-6">
          <TabsList aria-label={t('admin.tabsLabel')}>
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              {tab.content}
            </TabsContent>
          ))}
        </Tabs>
      </PageContainer>
    </AdminAccessGate>
  );
}
