import { CalendarDays, Clock } from 'lucide-react';
import type { Webinar } from '#shared/contracts/webinars.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { apiErrorMessage } from '#client/lib/api-error-body.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { useNextWebinar } from '../api/get-next-webinar.ts';
import { useWebinarRegistration } from '../api/register-for-webinar.ts';
import { formatWebinarTime } from '#shared/format/dates.ts';
import { handleSignupFailure } from '../lib/signup-failure.ts';
import type { SignupDialogOpenProps } from './newsletter-dialog.tsx';
import { SignupDialog } from './signup-dialog.tsx';
import '#client/i18n/en/signups.ts';

function WebinarDetails({ webinar }: { webinar: Webinar }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-secondary/60 p-4">
      <p className="text-sm font-medium text-muted-foreground">{t('signups.webinar.next')}</p>
      <p className="text-base leading-snug font-semibold">{webinar.title}</p>
      <p className="flex items-start gap-2 text-sm">
        <CalendarDays className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <time dateTime={webinar.startsAt}>{formatWebinarTime(webinar.startsAt, webinar.timeZone)}</time>
      </p>
      <p className="flex items-start gap-2 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t('signups.webinar.duration', { minutes: webinar.durationMinutes })}
      </p>
      {webinar.description ? <p className="text-sm whitespace-pre-line text-muted-foreground">{webinar.description}</p> : null}
    </div>
  );
}

function WebinarDialogContent({ open, onOpenChange }: SignupDialogOpenProps) {
  const t = useT();
  const next = useNextWebinar({ enabled: open });
  const registration = useWebinarRegistration();
  const webinar = next.data?.webinar;
  const hasNoWebinar = next.isSuccess && webinar === null;

  return (
    <SignupDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix="webinar"
      title={t('signups.webinar.title')}
      description={t('signups.webinar.description')}
      submitLabel={t('signups.webinar.submit')}
      pendingLabel={t('signups.webinar.pending')}
      showForm={!hasNoWebinar}
      onValidSubmit={async (form) => {
        const result = await registration.mutateAsync(form);
        const vars = { title: result.webinar.title, when: formatWebinarTime(result.webinar.startsAt, result.webinar.timeZone), email: form.email };
        toast(
          result.status === 'check-email'
            ? { title: t('signups.checkEmailTitle'), description: t('signups.webinar.checkEmailText', vars) }
            : {
                title: t('signups.webinar.successTitle'),
                description: t(result.status === 'already-signed-up' ? 'signups.webinar.successAlready' : 'signups.webinar.successText', vars),
              },
        );
        onOpenChange(false);
      }}
      onSubmitError={(error) =>
        handleSignupFailure(error, {
          t,
          signInText: t('signups.webinar.signInText'),
          otherwise: () => {
            // 409: no webinar is scheduled any more; the server says so in words people understand.
            const serverMessage = error instanceof ApiError && error.status === 409 ? apiErrorMessage(error) : undefined;
            return toast({ variant: 'destructive', title: t('signups.webinar.failureTitle'), description: serverMessage ?? t('signups.failureText') });
          },
        })
      }
    >
      {next.isPending ? (
        <Spinner label={t('signups.webinar.loading')} showLabel />
      ) : next.isError ? (
        <p className="text-sm text-muted-foreground">{t('signups.webinar.loadError')}</p>
      ) : webinar ? (
        <WebinarDetails webinar={webinar} />
      ) : (
        <p className="rounded-md border border-border bg-muted p-4 text-base">{t('signups.webinar.none')}</p>
      )}
    </SignupDialog>
  );
}

/** The 'Webinar and Hands-On Class' registration dialog for the next webinar (spec 2.3, 4, 5, 8). */
export function WebinarDialog(props: SignupDialogOpenProps) {
  return (
    <QueryProvider>
      <WebinarDialogContent {...props} />
    </QueryProvider>
  );
}
