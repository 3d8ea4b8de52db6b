import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { useNewsletterSignup } from '../api/sign-up-for-newsletter.ts';
import { handleSignupFailure } from '../lib/signup-failure.ts';
import { SignupDialog } from './signup-dialog.tsx';
import '#client/i18n/en/signups.ts';

export interface SignupDialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function NewsletterDialogContent({ open, onOpenChange }: SignupDialogOpenProps) {
  const t = useT();
  const signup = useNewsletterSignup();

  return (
    <SignupDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix="newsletter"
      title={t('signups.newsletter.title')}
      description={t('signups.newsletter.description')}
      submitLabel={t('signups.newsletter.submit')}
      pendingLabel={t('signups.newsletter.pending')}
      onValidSubmit={async (form) => {
        const result = await signup.mutateAsync(form);
        toast(
          result.status === 'check-email'
            ? { title: t('signups.checkEmailTitle'), description: t('signups.newsletter.checkEmailText', { email: form.email }) }
            : {
                title: t('signups.newsletter.successTitle'),
                description: t(result.status === 'already-signed-up' ? 'signups.newsletter.successAlready' : 'signups.newsletter.successText', { email: form.email }),
              },
        );
        onOpenChange(false);
      }}
      onSubmitError={(error) =>
        handleSignupFailure(error, {
          t,
          signInText: t('signups.newsletter.signInText'),
          otherwise: () => toast({ variant: 'destructive', title: t('signups.newsletter.failureTitle'), description: t('signups.failureText') }),
        })
      }
    />
  );
}

/** The 'Insights and News' newsletter sign-up dialog (spec 2.3, 4, 5, 8). */
export function NewsletterDialog(props: SignupDialogOpenProps) {
  return (
    <QueryProvider>
      <NewsletterDialogContent {...props} />
    </QueryProvider>
  );
}
