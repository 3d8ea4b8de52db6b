import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { premiumMonthlyCentsOn } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import type { SubscriptionStatus } from '#shared/contracts/billing.ts';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type Translate } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { useSetCancelAtPeriodEnd } from '../api/set-cancel-at-period-end.ts';
import { useSkipToPeriodEnd } from '../api/skip-to-period-end.ts';
import { formatLongDate } from '#shared/format/dates.ts';
import { PriceChangeNotice } from './price-change-notice.tsx';
import '#client/i18n/en/billing.ts';

type Standing = 'active' | 'canceling' | 'past-due' | 'none';

/** The membership in plain words: renewing, ending at the period end, past due, or none. */
export function standingOf(status: SubscriptionStatus): Standing {
  if (!status.hasActiveSubscription) return 'none';
  if (status.status === 'past_due') return 'past-due';
  return status.cancelAtPeriodEnd ? 'canceling' : 'active';
}

function statusWords(t: Translate, standing: Standing, date: string): string {
  switch (standing) {
    case 'active':
      return t('billing.account.status.active');
    case 'canceling':
      return t('billing.account.status.canceling', { date });
    case 'past-due':
      return t('billing.account.status.pastDue');
    default:
      return t('billing.account.status.none');
  }
}

/** A membership action failed: signed out → sign in again; otherwise the server's reason. */
function showActionError(t: Translate, error: Error) {
  reportApiFailure(error, { title: t('billing.account.actionFailedTitle'), fallback: t('billing.account.actionFailedText') });
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-medium sm:w-36 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 text-muted-foreground">{children}</dd>
    </div>
  );
}

/**
 * /account's membership (issue 7): plan, status, renewal or end date, price and card; Cancel
 * subscription (effective at the end of the period paid for) and Keep my subscription to undo it.
 */
export function MembershipSection() {
  const t = useT();
  const status = useSubscriptionStatus({ enabled: true });
  const change = useSetCancelAtPeriodEnd();

  const onChange = (cancel: boolean) =>
    change.mutate(cancel, {
      onSuccess: (next) => {
        const date = next.endDate ? formatLongDate(next.endDate) : '';
        toast(
          !cancel
            ? { title: t('billing.account.keptTitle'), description: t('billing.account.keptText', { date }) }
            : next.hasActiveSubscription
              ? { title: t('billing.account.canceledTitle'), description: t('billing.account.canceledText', { date }) }
              : { title: t('billing.account.endedTitle'), description: t('billing.account.endedText') },
        );
      },
      onError: (error) => showActionError(t, error),
    });

  return (
    <section aria-labelledby="membership-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="membership-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Crown className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t('billing.account.membershipHeading')}
      </h2>
      {status.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('billing.account.loading')}</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-3/5" />
        </div>
      ) : status.isError || !status.data ? (
        <div className="flex flex-col items-start gap-3">
          <p>{t('billing.account.loadFailed')}</p>
          <Button variant="outline" onClick={() => void status.refetch()}>
            {t('billing.account.retry')}
          </Button>
        </div>
      ) : (
        <MembershipDetails status={status.data} isChanging={change.isPending} onChange={onChange} />
      )}
    </section>
  );
}

/**
 * Test mode only (no real money exists): moves this membership's own clock past its period end,
 * the way a payment processor's test clock does, so a person can see a renewal or an end now.
 */
function TestClock({ standing, date }: { standing: Standing; date: string }) {
  const t = useT();
  const skip = useSkipToPeriodEnd();
  const onSkip = () =>
    skip.mutate(undefined, {
      onSuccess: () => toast({ title: t('billing.account.testClock.doneTitle'), description: t('billing.account.testClock.doneText') }),
      onError: (error) => showActionError(t, error),
    });
  return (
    <section aria-labelledby="test-clock-heading" className="flex flex-col gap-2 rounded-lg border border-dashed border-border p-4">
      <h3 id="test-clock-heading" className="font-semibold">
        {t('billing.account.testClock.heading')}
      </h3>
      <p className="text-sm text-muted-foreground">{t(standing === 'past-due' ? 'billing.account.testClock.pastDueText' : 'billing.account.testClock.text', { date })}</p>
      <Button variant="outline" size="sm" className="self-start" onClick={onSkip} disabled={skip.isPending}>
        {skip.isPending ? t('billing.account.working') : t('billing.account.testClock.skip')}
      </Button>
    </section>
  );
}

function MembershipDetails({ status, isChanging, onChange }: { status: SubscriptionStatus; isChanging: boolean; onChange: (cancel: boolean) => void }) {
  const t = useT();
  const standing = standingOf(status);
  const date = status.endDate ? formatLongDate(status.endDate) : '';
  const price = formatCents(status.priceCents);

  if (standing === 'none') {
    return (
      <>
        <dl className="flex flex-col gap-2">
          <Row term={t('billing.account.plan')}>{t('billing.account.planFree')}</Row>
          <Row term={t('billing.account.status')}>{statusWords(t, standing, date)}</Row>
        </dl>
        <p>{t('billing.account.noneText', { price: formatCents(premiumMonthlyCentsOn(new Date())) })}</p>
        <Link to="/subscribe" className={buttonVariants({ className: 'self-start' })}>
          {t('billing.account.subscribe')}
        </Link>
      </>
    );
  }

  return (
    <>
      <dl className="flex flex-col gap-2">
        <Row term={t('billing.account.plan')}>{t('billing.account.planPremium')}</Row>
        <Row term={t('billing.account.status')}>
          <Badge variant={standing === 'active' ? 'success' : 'warning'} className="whitespace-normal">
            {statusWords(t, standing, date)}
          </Badge>
        </Row>
        <Row term={standing === 'active' ? t('billing.account.renewsOn') : t('billing.account.endsOn')}>{date}</Row>
        <Row term={t('billing.account.price')}>{t('billing.account.priceValue', { price })}</Row>
        {status.couponCode ? <Row term={t('billing.account.coupon')}>{status.couponCode}</Row> : null}
        <Row term={t('billing.account.card')}>
          {status.cardBrand && status.cardLast4 ? t('billing.account.cardValue', { brand: status.cardBrand, last4: status.cardLast4 }) : t('billing.account.noCard')}
        </Row>
      </dl>
      {standing === 'active' ? <p>{t('billing.account.activeText', { date, price })}</p> : null}
      {status.priceChange ? <PriceChangeNotice change={status.priceChange} /> : null}
      {standing === 'canceling' ? <p>{t('billing.account.cancelingText', { date })}</p> : null}
      {standing === 'past-due' ? <p>{t('billing.account.pastDueText')}</p> : null}
      {standing === 'active' || standing === 'past-due' ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="self-start" disabled={isChanging}>
              {isChanging ? t('billing.account.working') : t('billing.account.cancel')}
            </Button>
          }
          title={t('billing.account.cancelDialogTitle')}
          description={standing === 'past-due' ? t('billing.account.pastDueCancelDialogText') : t('billing.account.cancelDialogText', { date })}
          confirmLabel={t('billing.account.cancel')}
          cancelLabel={t('billing.account.cancelBack')}
          onConfirm={() => onChange(true)}
        />
      ) : null}
      {standing === 'canceling' ? (
        <Button className="self-start" onClick={() => onChange(false)} disabled={isChanging}>
          {isChanging ? t('billing.account.working') : t('billing.account.keep')}
        </Button>
      ) : null}
      {status.provider === 'test' ? <TestClock standing={standing} date={date} /> : null}
    </>
  );
}
