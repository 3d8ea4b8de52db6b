import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertTriangle, CircleCheck } from 'lucide-react';
import { premiumMonthlyCentsOn } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import type { CreateSubscriptionResponse } from '#shared/contracts/billing.ts';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { apiErrorMessage } from '#client/lib/api-error-body.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import { createSubscription } from '../api/create-subscription.ts';
import { subscriptionStatusKeys } from '../api/get-subscription-status.ts';
import { validateCoupon } from '../api/validate-coupon.ts';
import { usePaymentFlow, type PaidStatus } from '../hooks/use-payment-flow.ts';
import { CouponBox } from './coupon-box.tsx';
import { MembershipOffer } from './membership-offer.tsx';
import { PaymentForm } from './payment-form.tsx';
import '#client/i18n/en/billing.ts';

/** Redirect delays of spec 9. */
export const ALREADY_SUBSCRIBED_REDIRECT_MS = 2000;
export const AFTER_PAYMENT_REDIRECT_MS = 1000;
const RETURN_PATH = '/subscribe-success';

/** Stripe's return address: the success page, which then offers the page the person came from. */
function stripeReturnPath(returnPath: string): string {
  return `${RETURN_PATH}?returnTo=${encodeURIComponent(returnPath)}`;
}

type ReadySubscription = CreateSubscriptionResponse & { clientSecret: string };

type Phase =
  | { kind: 'setting-up' }
  | { kind: 'error' }
  | { kind: 'already-active' }
  | { kind: 'welcome' }
  | { kind: 'ready'; subscription: ReadySubscription };

function Centered({ children }: { children: React.ReactNode }) {
  return <PageContainer width="narrow" className="flex flex-col items-center gap-4 py-16 text-center">{children}</PageContainer>;
}

/**
 * /subscribe (spec 2.15, 4, 8): sets up the membership checkout as soon as someone signed in
 * arrives, then shows the PREMIUM MEMBERSHIP offer, the coupon box and the card form.
 */
export function SubscribePage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo') ?? undefined;
  // Where to go after paying: the server's checked answer (nothing can be paid before it arrives).
  const [returnPath, setReturnPath] = React.useState('');
  const { isLoading: isAuthLoading, isAuthenticated } = useAuth();
  const [phase, setPhase] = React.useState<Phase>({ kind: 'setting-up' });
  const [isApplyingCoupon, setIsApplyingCoupon] = React.useState(false);
  const [couponError, setCouponError] = React.useState<string | null>(null);
  const hasStarted = React.useRef(false);
  const isVisitor = !isAuthLoading && !isAuthenticated;

  // Spec 8: subscribing needs sign-in; the person comes back here afterwards.
  React.useEffect(() => (isVisitor ? notifyUnauthorizedAndRedirect() : undefined), [isVisitor]);

  const welcome = React.useCallback(() => {
    toast({ title: t('billing.subscribe.welcomeTitle'), description: t('billing.subscribe.welcomeText') });
    // The premium pages must ask again, not show the cached "not subscribed".
    queryClient.removeQueries({ queryKey: subscriptionStatusKeys.all });
    setPhase({ kind: 'welcome' });
  }, [queryClient, t]);

  /** Moves the page on according to the server's answer (spec 4's transitions). */
  const applyResponse = React.useCallback(
    (response: CreateSubscriptionResponse): void => {
      setReturnPath(response.returnPath);
      if (response.status === 'active' && response.activatedNow) {
        welcome();
      } else if (response.status === 'active') {
        toast({ title: t('billing.subscribe.alreadyTitle'), description: t('billing.subscribe.alreadyText') });
        setPhase({ kind: 'already-active' });
      } else if (response.clientSecret) {
        setPhase({ kind: 'ready', subscription: { ...response, clientSecret: response.clientSecret } });
      } else {
        // Stripe with nothing to pay now (a 100% coupon): the activation arrives by webhook.
        queryClient.removeQueries({ queryKey: subscriptionStatusKeys.all });
        void navigate(`${stripeReturnPath(response.returnPath)}&redirect_status=succeeded`);
      }
    },
    [navigate, queryClient, t, welcome],
  );

  React.useEffect(() => {
    if (!isAuthenticated || hasStarted.current) return;
    hasStarted.current = true;
    createSubscription({ returnTo }).then(applyResponse, (error: unknown) => {
      if (isUnauthorizedError(error)) {
        notifyUnauthorizedAndRedirect();
        return;
      }
      toast({ variant: 'destructive', title: t('billing.subscribe.errorTitle'), description: t('billing.subscribe.errorToast') });
      setPhase({ kind: 'error' });
    });
  }, [isAuthenticated, applyResponse, t, returnTo]);

  // Already subscribed: back to the page the person came from after 2 s; after paying: after 1 s.
  React.useEffect(() => {
    if (phase.kind !== 'already-active' && phase.kind !== 'welcome') return;
    const timer = setTimeout(
      () => void navigate(returnPath),
      phase.kind === 'already-active' ? ALREADY_SUBSCRIBED_REDIRECT_MS : AFTER_PAYMENT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [phase.kind, navigate, returnPath]);

  const flow = usePaymentFlow({
    onPaid: (status: PaidStatus) => {
      if (phase.kind === 'ready' && phase.subscription.provider === 'stripe') {
        // Stripe tells our server by webhook; the return page waits for it.
        toast({ title: t('billing.subscribe.welcomeTitle'), description: t('billing.subscribe.welcomeText') });
        queryClient.removeQueries({ queryKey: subscriptionStatusKeys.all });
        void navigate(`${stripeReturnPath(returnPath)}&redirect_status=${status}`);
        return;
      }
      welcome();
    },
  });

  const changeCoupon = async (code: string | null) => {
    setIsApplyingCoupon(true);
    setCouponError(null);
    try {
      if (code) {
        const coupon = await validateCoupon(code);
        toast({ title: t('billing.coupon.appliedTitle'), description: t('billing.coupon.appliedText', { code: coupon.code, price: formatCents(coupon.priceCents) }) });
        applyResponse(await createSubscription({ couponCode: coupon.code, returnTo }));
      } else {
        applyResponse(await createSubscription({ returnTo }));
      }
    } catch (error) {
      if (isUnauthorizedError(error)) notifyUnauthorizedAndRedirect();
      else setCouponError(apiErrorMessage(error) ?? t('billing.coupon.checkFailed'));
    } finally {
      setIsApplyingCoupon(false);
    }
  };

  if (phase.kind === 'error') {
    return (
      <Centered>
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">{t('billing.subscribe.errorTitle')}</h1>
        <p className="text-lg text-muted-foreground">{t('billing.subscribe.errorText')}</p>
        <Button onClick={() => window.location.reload()}>{t('billing.subscribe.tryAgain')}</Button>
      </Centered>
    );
  }

  if (phase.kind === 'already-active' || phase.kind === 'welcome') {
    const isWelcome = phase.kind === 'welcome';
    return (
      <Centered>
        <CircleCheck className="size-10 text-primary" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">{isWelcome ? t('billing.subscribe.welcomeTitle') : t('billing.subscribe.alreadyTitle')}</h1>
        <p className="text-lg">{isWelcome ? t('billing.subscribe.welcomeText') : t('billing.subscribe.alreadyText')}</p>
        <Spinner label={t('billing.subscribe.redirecting')} showLabel />
        <Link to={returnPath} className={buttonVariants({ variant: 'outline' })}>
          {t('billing.subscribe.goNow')}
        </Link>
      </Centered>
    );
  }

  if (phase.kind === 'setting-up') {
    return (
      <Centered>
        <h1 className="sr-only">{t('billing.subscribe.heading')}</h1>
        <Spinner label={t('billing.subscribe.settingUp')} showLabel size="lg" className="flex-col" />
      </Centered>
    );
  }

  const { subscription } = phase;
  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12">
        <MembershipOffer />
        <div className="flex min-w-0 flex-col gap-6">
          <CouponBox
            applied={subscription.coupon}
            isApplying={isApplyingCoupon}
            error={couponError}
            onApply={(code) => void changeCoupon(code)}
            onRemove={() => void changeCoupon(null)}
            isLocked={flow.isProcessing}
          />
          <section aria-labelledby="payment-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
            <h2 id="payment-heading" className="text-xl font-semibold">
              {t('billing.subscribe.paymentHeading')}
            </h2>
            <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-3">
              <span className="font-medium">{t('billing.subscribe.dueToday')}</span>
              <span className="text-2xl font-bold">{formatCents(subscription.amountCents)}</span>
            </div>
            <p className="text-sm text-muted-foreground">{t('billing.subscribe.thenMonthly', { price: formatCents(premiumMonthlyCentsOn(new Date())) })}</p>
            <PaymentForm
              // A new client secret (a coupon applied or removed) is a new payment: a fresh form.
              key={subscription.clientSecret}
              session={subscription}
              submitLabel={t('billing.subscribe.submit', { amount: formatCents(subscription.amountCents) })}
              flow={flow}
              idPrefix="subscribe-card"
              returnPath={stripeReturnPath(returnPath)}
            />
          </section>
        </div>
      </div>
    </PageContainer>
  );
}
