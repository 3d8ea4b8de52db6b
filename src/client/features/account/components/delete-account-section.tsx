import * as React from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import { deleteAccount } from '../api/delete-account.ts';
import '#client/i18n/en/billing.ts';

/**
 * Delete my account: the person types the confirmation word first, because nothing can be
 * recovered. Afterwards the browser goes home with a full load, so no signed-in state lingers.
 */
export function DeleteAccountSection() {
  const t = useT();
  const word = t('billing.delete.word');
  const [typed, setTyped] = React.useState('');
  const [isDeleting, setIsDeleting] = React.useState(false);
  const isConfirmed = typed.trim() === word;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isConfirmed || isDeleting) return;
    setIsDeleting(true);
    try {
      await deleteAccount();
      window.location.assign('/');
    } catch (error) {
      setIsDeleting(false);
      if (isUnauthorizedError(error)) notifyUnauthorizedAndRedirect();
      else toast({ variant: 'destructive', title: t('billing.delete.failedTitle'), description: t('billing.delete.failedText') });
    }
  };

  return (
    <section aria-labelledby="delete-account-heading" className="flex flex-col gap-4 rounded-lg border-2 border-destructive bg-card p-5 shadow-sm sm:p-6">
      <h2 id="delete-account-heading" className="flex items-center gap-2 text-xl font-semibold text-destructive">
        <Trash2 className="size-5 shrink-0" aria-hidden="true" />
        {t('billing.delete.heading')}
      </h2>
      <p>{t('billing.delete.text')}</p>
      <p>{t('billing.delete.subscriptionNote')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
        <Label htmlFor="delete-confirm">{t('billing.delete.confirmLabel', { word })}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="delete-confirm"
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="sm:max-w-xs"
          />
          <Button type="submit" variant="destructive" disabled={!isConfirmed || isDeleting}>
            {isDeleting ? t('billing.delete.pending') : t('billing.delete.button')}
          </Button>
        </div>
      </form>
    </section>
  );
}
