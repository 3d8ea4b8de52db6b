import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AlertTriangle, CircleCheck, Clock } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useT } from '#client/i18n/i18n.ts';
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status.ts';
import { afterPaymentPath, PREMIUM_HOME_PATH } from '#shared/billing/after-payment-path.ts';
import { formatLongDate } from '#shared/format/dates.ts';
import '#client/i18n/en/billing.ts';

/** While the provider's confirmation (a webhook) is on its way: ask every 2 s, for up to 30 s. */
const POLL_INTERVAL_MS = 2000;
const MAX_WAIT_MS = 30_000;

function Outcome({ icon, heading, children }: { icon: React.ReactNode; heading: string; children: React.ReactNode }) {
  return (
    <PageContainer width="narrow" className="py-10 sm:py-14">
      <div className="flex flex-col items-start gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
        {icon}
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        {children}
      </div>
    </PageContainer>
  );
}

/**
 * /subscribe-success (spec 7): where a payment provider sends the browser back after a redirect
 * (`?payment_intent_client_secret=…&redirect_status=succeeded|processing|failed`). It confirms
 * against our own subscription status, waiting briefly for the provider's confirmation.
 */
export function SubscribeSuccessPage() {
  const t = useT();
  const [params] = useSearchParams();
  const redirectStatus = params.get('redirect_status');
  // The page the person subscribed from (checked again here: this address can be typed by anyone).
  const returnPath = afterPaymentPath(params.get('returnTo') ?? undefined);
  const isAwaitingConfirmation = redirectStatus === 'succeeded' || redirectStatus === 'processing';
  const { isLoading: isAuthLoading, isAuthenticated } = useAuth();
  const isVisitor = !isAuthLoading && !isAuthenticated;

  React.useEffect(() => (isVisitor ? notifyUnauthorizedAndRedirect() : undefined), [isVisitor]);

  const [hasStoppedWaiting, setHasStoppedWaiting] = React.useState(false);
  React.useEffect(() => {
    if (!isAwaitingConfirmation) return;
    const timer = setTimeout(() => setHasStoppedWaiting(true), MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isAwaitingConfirmation]);

  const status = useQuery({
    ...subscriptionStatusQueryOptions({ enabled: isAuthenticated }),
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      isAwaitingConfirmation && !hasStoppedWaiting && !query.state.data?.hasActiveSubscription ? POLL_INTERVAL_MS : false,
  });

  // A status cached before the payment says nothing about it: wait for a fresh answer.
  if (isAuthLoading || isVisitor || !status.isFetchedAfterMount) {
    return (
      <PageContainer width="narrow" className="flex flex-col items-center gap-4 py-16">
        <h1 className="sr-only">{t('page.subscribe-success.heading')}</h1>
        <Spinner label={t('billing.success.checking')} showLabel size="lg" />
      </PageContainer>
    );
  }

  const tryAgain = (
    <Link to="/subscribe" className={buttonVariants()}>
      {t('billing.success.tryAgain')}
    </Link>
  );

  if (status.data?.hasActiveSubscription) {
    return (
      <Outcome icon={<CircleCheck className="size-10 text-primary" aria-hidden="true" />} heading={t('billing.success.activeHeading')}>
        <p className="text-lg">{t('billing.success.activeText', { date: status.data.endDate ? formatLongDate(status.data.endDate) : '' })}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={returnPath} className={buttonVariants()}>
            {returnPath === PREMIUM_HOME_PATH ? t('billing.success.open') : t('billing.success.back')}
          </Link>
          <Link to="/account" className={buttonVariants({ variant: 'outline' })}>
            {t('billing.success.account')}
          </Link>
        </div>
      </Outcome>
    );
  }

  if (isAwaitingConfirmation) {
    const isStillPolling = !hasStoppedWaiting && !status.isError;
    const isProcessing = redirectStatus === 'processing';
    return (
      <Outcome
        icon={<Clock className="size-10 text-primary" aria-hidden="true" />}
        heading={isProcessing ? t('billing.success.processingHeading') : t('billing.success.pendingHeading')}
      >
        <p className="text-lg">{isProcessing ? t('billing.success.processingText') : t('billing.success.pendingText')}</p>
        {isStillPolling ? <Spinner label={t('billing.success.checking')} showLabel /> : <p role="status">{t('billing.success.slowText')}</p>}
        <Link to="/account" className={buttonVariants({ variant: 'outline' })}>
          {t('billing.success.account')}
        </Link>
      </Outcome>
    );
  }

  const hasFailed = redirectStatus !== null;
  return (
    <Outcome
      icon={<AlertTriangle className="size-10 text-destructive" aria-hidden="true" />}
      heading={hasFailed ? t('billing.success.failedHeading') : t('billing.success.noneHeading')}
    >
      <p className="text-lg">{hasFailed ? t('billing.success.failedText') : t('billing.success.noneText')}</p>
      {tryAgain}
    </Outcome>
  );
}
