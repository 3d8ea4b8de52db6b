import { KeyRound } from 'lucide-react';
import type { ChangePasswordInput } from '#shared/contracts/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import '#client/i18n/en/account.ts';

// The rules (and Zod with them) load with the first submit, not with the page.
const loadSchema = () => import('#shared/contracts/auth.ts').then((contract) => contract.changePasswordSchema);

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

/** Change password (accounts of the site's own sign-in): the current password, then the new one. */
export function ChangePasswordSection() {
  const t = useT();
  const form = useZodForm<ChangePasswordInput>({ schema: loadSchema, defaultValues: EMPTY, idPrefix: 'change-password' });
  const changePassword = useChangePassword();

  const submit = async (input: ChangePasswordInput) => {
    await changePassword.mutateAsync(input);
    form.reset(EMPTY);
    toast({ title: t('account.password.successTitle'), description: t('account.password.successText') });
  };

  return (
    <section aria-labelledby="change-password-heading" className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="change-password-heading" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound className="size-5 shrink-0" aria-hidden="true" />
        {t('account.password.heading')}
      </h2>
      <p>{t('account.password.intro')}</p>
      <ZodForm
        form={form}
        onValidSubmit={submit}
        onSubmitError={(error) => reportApiFailure(error, { title: t('account.password.failureTitle'), fallback: t('account.password.failureText') })}
        className="flex flex-col gap-4"
      >
        <TextField name="currentPassword" type="password" autoComplete="current-password" label={t('account.password.current')} className="sm:max-w-sm" />
        <TextField name="newPassword" type="password" autoComplete="new-password" label={t('account.password.new')} hint={t('account.password.newHint')} className="sm:max-w-sm" />
        <div>
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? t('account.password.pending') : t('account.password.submit')}
          </Button>
        </div>
      </ZodForm>
    </section>
  );
}
