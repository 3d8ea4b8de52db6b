import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { AlertTriangle, CircleCheck, MailCheck } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { apiErrorMessage } from '#client/lib/api-error-body.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { formatWebinarTime } from '#shared/format/dates.ts';
import { useConfirmSignup } from '../api/confirm-signup.ts';
import '#client/i18n/en/signups.ts';

function Panel({ icon, heading, children }: { icon: React.ReactNode; heading: string; children: React.ReactNode }) {
  // A new outcome takes focus, so a screen reader reads what happened (not the page's first heading:
  // the layout already handles focus on navigation).
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const firstHeading = React.useRef(heading);
  React.useEffect(() => {
    if (heading !== firstHeading.current) headingRef.current?.focus();
  }, [heading]);
  return (
    <PageContainer width="narrow" className="py-10 sm:py-14">
      <div className="flex flex-col items-start gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
        {icon}
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight">
          {heading}
        </h1>
        {children}
      </div>
    </PageContainer>
  );
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * /confirm-signup?token=…: the page an emailed newsletter or webinar confirmation link opens.
 * Opening it changes nothing (mail scanners open links); the person's own click posts the token.
 */
export function ConfirmSignupPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSignup();
  const home = (label: string) => (
    <Link to="/" className={buttonVariants({ variant: 'outline' })}>
      {label}
    </Link>
  );
  const warning = <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />;

  if (confirm.isSuccess) {
    const done = confirm.data;
    return (
      <Panel icon={<CircleCheck className="size-10 text-primary" aria-hidden="true" />} heading={t(done.kind === 'webinar' ? 'signups.confirm.webinarHeading' : 'signups.confirm.newsletterHeading')}>
        <p className="text-lg">
          {done.kind === 'webinar'
            ? t('signups.confirm.webinarText', { title: done.webinar.title, when: formatWebinarTime(done.webinar.startsAt, done.webinar.timeZone) })
            : t('signups.confirm.newsletterText')}
        </p>
        {home(t('signups.confirm.home'))}
      </Panel>
    );
  }

  const status = confirm.isError ? statusOf(confirm.error) : null;
  if (!token || status === 400) {
    return (
      <Panel icon={warning} heading={t('signups.confirm.incompleteHeading')}>
        <p className="text-lg">{t('signups.confirm.incompleteText')}</p>
        {home(t('signups.confirm.signUpAgain'))}
      </Panel>
    );
  }
  if (status === 404) {
    return (
      <Panel icon={warning} heading={t('signups.confirm.goneHeading')}>
        <p className="text-lg">{t('signups.confirm.goneText')}</p>
        {home(t('signups.confirm.signUpAgain'))}
      </Panel>
    );
  }
  if (status !== null) {
    // 409: the webinar began or was canceled (the server says which in plain words); else try again.
    const reason = status === 409 ? apiErrorMessage(confirm.error) : undefined;
    return (
      <Panel icon={warning} heading={t('signups.confirm.failedHeading')}>
        <p className="text-lg" role="status">
          {reason ?? t('signups.confirm.failedText')}
        </p>
        <div className="flex flex-wrap gap-3">
          {reason ? null : <Button onClick={() => confirm.mutate(token)}>{t('signups.confirm.tryAgain')}</Button>}
          {home(t('signups.confirm.signUpAgain'))}
        </div>
      </Panel>
    );
  }

  return (
    <Panel icon={<MailCheck className="size-10 text-primary" aria-hidden="true" />} heading={t('page.confirm-signup.heading')}>
      <p className="text-lg">{t('signups.confirm.text')}</p>
      <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending ? t('signups.confirm.pending') : t('signups.confirm.submit')}
      </Button>
    </Panel>
  );
}
