import type * as React from 'react';
import { Link, useLocation } from 'react-router';
import { Crown, LockKeyhole, LogIn } from 'lucide-react';
import { COURSES, premiumMonthlyCentsOn } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { loginUrl } from '#client/lib/auth/redirect-to-login.ts';
import type { FreeLegalHelpHref } from '#shared/free-legal-help-anchor.ts';
import { FreeLegalHelpLinks } from '#client/components/legal/free-legal-help-links.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import '#client/i18n/en/premium.ts';

/** The home page's free legal help panel (checked against its id by the type). */
const FREE_LEGAL_HELP_HREF: FreeLegalHelpHref = '/#free-legal-help';

/**
 * Who is looking, as the gate needs it (billing's `usePremiumAccess` gives exactly this):
 * still checking, a visitor, signed in without an active subscription (with its status), or allowed.
 */
export type GateAccess =
  | { state: 'checking' }
  | { state: 'visitor' }
  | { state: 'no-subscription'; status: 'inactive' | 'incomplete' | 'active' | 'past_due' | 'canceled' }
  | { state: 'granted' };

export type GateMode = 'full' | 'preview';

export interface PremiumGateProps {
  access: GateAccess;
  /** The page's h1; it stays readable in every state. */
  heading: string;
  intro?: string;
  /** What a subscription unlocks here, for 'Unlock {feature}'. */
  feature: string;
  /** Spec 2.1: /documents, /assessment and /resources show a dimmed preview to everyone else. */
  allowPreview: boolean;
  /** The schedule completion tool: the Chapter 7 course enrollment opens it too (spec 6), so the gate says so and links the course. */
  opensWithCourse?: boolean;
  /** The page's content; in 'preview' it must not fetch personal data (nobody may have any). */
  children: (mode: GateMode) => React.ReactNode;
}

/** The checkout, told to bring the person back to this page after paying (the server checks the path). */
function useSubscribePath(): string {
  const { pathname, search, hash } = useLocation();
  return `/subscribe?returnTo=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

function Price() {
  const t = useT();
  return (
    <p className="flex flex-col">
      <span className="text-3xl font-bold tracking-tight">{t('premium.price', { price: formatCents(premiumMonthlyCentsOn(new Date())) })}</span>
      <span className="text-sm text-muted-foreground">{t('premium.priceNote')}</span>
    </p>
  );
}

function Eyebrow({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm font-bold tracking-wider text-primary">
      <Crown className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/** The other way into the schedule completion tool: the course page (outline, price and Enroll). */
function CourseLink() {
  const t = useT();
  return (
    <Link to="/course" className="text-link-inline font-medium">
      {t('premium.courseLink', { price: formatCents(COURSES.chapter7.priceCents) })}
    </Link>
  );
}

/** Nobody has to pay to get help: the paywall itself leads to the free options (the home page's list). */
function FreeHelpNote() {
  const t = useT();
  return (
    <section aria-labelledby="premium-gate-free-help" className="flex flex-col gap-1 border-t border-border pt-3">
      <h3 id="premium-gate-free-help" className="font-semibold">
        {t('premium.freeHelpHeading')}
      </h3>
      <p className="text-sm">
        {t('premium.freeHelpText')}{' '}
        <Link to={FREE_LEGAL_HELP_HREF} className="text-link-inline font-medium">
          {t('premium.freeHelpLink')}
        </Link>
      </p>
      <FreeLegalHelpLinks />
    </section>
  );
}

/** The card over the dimmed preview (spec 2.16): PREMIUM FEATURE / Unlock {feature}, price, actions. */
function PreviewCard({ feature, isVisitor, opensWithCourse }: { feature: string; isVisitor: boolean; opensWithCourse: boolean }) {
  const t = useT();
  const subscribePath = useSubscribePath();
  return (
    <section
      aria-labelledby="premium-gate-heading"
      data-testid="premium-gate"
      className="flex w-full max-w-md flex-col gap-4 rounded-lg border-2 border-primary bg-background p-5 text-foreground shadow-lg sm:p-6"
    >
      <Eyebrow>{t('premium.featureBadge')}</Eyebrow>
      <h2 id="premium-gate-heading" className="text-2xl font-bold tracking-tight text-balance">
        {t('premium.unlock', { feature })}
      </h2>
      <p>{t(opensWithCourse ? 'premium.previewTextOrCourse' : 'premium.previewText')}</p>
      <Price />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {isVisitor ? (
          // Sign-in is a browser navigation; the person lands on /subscribe afterwards.
          <a href={loginUrl(subscribePath)} className={buttonVariants({ size: 'lg' })}>
            <LogIn aria-hidden="true" />
            {t('premium.signInToSubscribe')}
          </a>
        ) : (
          <Link to={subscribePath} className={buttonVariants({ size: 'lg' })}>
            {t('premium.subscribeNow')}
          </Link>
        )}
        <Link to="/about" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('premium.learnMore')}
        </Link>
      </div>
      {opensWithCourse ? <CourseLink /> : null}
      <p className="text-sm text-muted-foreground">{t('premium.notAdvice')}</p>
      <FreeHelpNote />
    </section>
  );
}

/** Without a preview: a card in place of the content. */
function BlockedCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="premium-gate-heading"
      data-testid="premium-gate"
      className="mt-6 flex max-w-xl flex-col items-start gap-4 rounded-lg border border-border bg-card p-6 shadow-sm"
    >
      {icon}
      <h2 id="premium-gate-heading" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The premium gate (spec 2.16), one component for every premium page. Admins and members with
 * an active subscription see the content. Everyone else sees, with a preview, the page dimmed
 * and inert (no focus, hidden from screen readers) beneath an overlay card; without a preview,
 * 'PREMIUM REQUIRED' (signed in) or 'Login Required' (visitors).
 */
export function PremiumGate({ access, heading, intro, feature, allowPreview, opensWithCourse = false, children }: PremiumGateProps) {
  const t = useT();
  const subscribePath = useSubscribePath();

  let body: React.ReactNode;
  if (access.state === 'checking') {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('premium.checking')} showLabel size="lg" />
      </div>
    );
  } else if (access.state === 'granted') {
    body = children('full');
  } else if (allowPreview) {
    body = (
      <div className="mt-6 grid">
        <div inert aria-hidden="true" data-testid="premium-preview" className="col-start-1 row-start-1 min-w-0 opacity-40 saturate-50 select-none">
          {children('preview')}
        </div>
        <div className="z-10 col-start-1 row-start-1 flex min-w-0 items-start justify-center p-1 sm:p-6">
          <div className="sticky top-24 flex w-full justify-center">
            <PreviewCard feature={feature} isVisitor={access.state === 'visitor'} opensWithCourse={opensWithCourse} />
          </div>
        </div>
      </div>
    );
  } else if (access.state === 'no-subscription') {
    body = (
      <BlockedCard icon={<LockKeyhole className="size-10 text-primary" aria-hidden="true" />} title={t('premium.requiredBadge')}>
        <p>{t(opensWithCourse ? 'premium.requiredTextOrCourse' : 'premium.requiredText', { feature })}</p>
        <p className="font-medium">{t('premium.currentStatus', { status: t(`premium.status.${access.status}` as MessageKey) })}</p>
        <Price />
        <div className="flex flex-wrap gap-3">
          <Link to={subscribePath} className={buttonVariants()}>
            {t('premium.subscribeNow')}
          </Link>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            {t('page.backHome')}
          </Link>
        </div>
        {opensWithCourse ? <CourseLink /> : null}
        <FreeHelpNote />
      </BlockedCard>
    );
  } else {
    body = (
      <BlockedCard icon={<LogIn className="size-10 text-primary" aria-hidden="true" />} title={t('premium.loginRequired')}>
        <p>{t('premium.loginRequiredText', { feature })}</p>
        <a href={loginUrl()} className={buttonVariants()}>
          {t('premium.signIn')}
        </a>
        <FreeHelpNote />
      </BlockedCard>
    );
  }

  return (
    <PageContainer className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
      {access.state === 'granted' ? <div className="mt-6">{body}</div> : body}
    </PageContainer>
  );
}
