import * as React from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { FormField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { deleteAccount } from '../api/delete-account.ts';
import type { DeleteConfirmation } from '../lib/delete-confirmation.ts';
import '#client/i18n/en/billing.ts';

/**
 * Delete my account: the person types the confirmation word first, because nothing can be
 * recovered. Afterwards the browser goes home with a full load, so no signed-in state lingers.
 */
export function DeleteAccountSection() {
  const t = useT();
  const word = t('billing.delete.word');
  const label = t('billing.delete.confirmLabel', { word });
  const form = useZodForm<DeleteConfirmation, DeleteConfirmation>({
    schema: () => import('../lib/delete-confirmation.ts').then((rules) => rules.deleteConfirmationSchema(word, label)),
    defaultValues: { confirm: '' },
    idPrefix: 'delete',
  });
  // Stays on after success: the page is leaving.
  const [hasDeleted, setHasDeleted] = React.useState(false);
  const isDeleting = form.formState.isSubmitting || hasDeleted;
  const isConfirmed = form.watch('confirm').trim() === word;

  const onDelete = async () => {
    await deleteAccount();
    setHasDeleted(true);
    window.location.assign('/');
  };

  return (
    <section aria-labelledby="delete-account-heading" className="flex flex-col gap-4 rounded-lg border-2 border-destructive bg-card p-5 shadow-sm sm:p-6">
      <h2 id="delete-account-heading" className="flex items-center gap-2 text-xl font-semibold text-destructive">
        <Trash2 className="size-5 shrink-0" aria-hidden="true" />
        {t('billing.delete.heading')}
      </h2>
      <p>{t('billing.delete.text')}</p>
      <p>{t('billing.delete.subscriptionNote')}</p>
      <ZodForm
        form={form}
        onValidSubmit={onDelete}
        onSubmitError={(error) => reportApiFailure(error, { title: t('billing.delete.failedTitle'), fallback: t('billing.delete.failedText') })}
        className="flex flex-col gap-2"
      >
        <FormField name="confirm" label={label}>
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} className="sm:max-w-xs" />
              <Button type="submit" variant="destructive" disabled={!isConfirmed || isDeleting}>
                {isDeleting ? t('billing.delete.pending') : t('billing.delete.button')}
              </Button>
            </div>
          )}
        </FormField>
      </ZodForm>
    </section>
  );
}
