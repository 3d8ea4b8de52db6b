import * as React from 'react';
import { Link } from 'react-router';
import { signupFormSchema, type SignupForm } from '#shared/contracts/signups.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import type { ToastHandle } from '#client/hooks/use-toast.ts';
import { useAuthField } from '#client/lib/auth/use-auth.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { EMPTY_SIGNUP_VALUES, prefillSignup, SIGNUP_FIELDS, type SignupField, type SignupValues } from '../lib/signup-form.ts';
import '#client/i18n/en/signups.ts';

const FIELD_INPUTS: Record<SignupField, { labelKey: MessageKey; type: string; autoComplete: string; inputMode?: 'tel' | 'email' }> = {
  firstName: { labelKey: 'signups.firstName', type: 'text', autoComplete: 'given-name' },
  lastName: { labelKey: 'signups.lastName', type: 'text', autoComplete: 'family-name' },
  email: { labelKey: 'signups.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phoneNumber: { labelKey: 'signups.phoneNumber', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
};

export interface SignupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefix of the field ids, unique per dialog. */
  idPrefix: string;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  /**
   * Sends a valid form (the owner toasts and closes the dialog); the form is emptied when it
   * resolves. A rejection with the server's 400 field issues shows them under their fields.
   */
  onValidSubmit: (form: SignupForm) => Promise<void>;
  /** Any other failure of `onValidSubmit`. */
  /** Return the toast: it closes when a later submit goes through. */
  onSubmitError: (error: unknown) => ToastHandle | void;
  /** Shown above the fields (the webinar's details). */
  children?: React.ReactNode;
  /** False hides the form (no webinar to register for): only a Close button remains. */
  showForm?: boolean;
}

/**
 * The newsletter and webinar dialogs' shared form (spec 2.3, 5): four fields checked with the
 * shared rules, each message in red under its field. What was typed survives closing the dialog;
 * a successful sign-up empties it.
 */
export function SignupDialog({
  open,
  onOpenChange,
  idPrefix,
  title,
  description,
  submitLabel,
  pendingLabel,
  onValidSubmit,
  onSubmitError,
  children,
  showForm = true,
}: SignupDialogProps) {
  const t = useT();
  const user = useAuthField('user');
  const form = useZodForm<SignupValues, SignupForm>({ schema: signupFormSchema, defaultValues: EMPTY_SIGNUP_VALUES, idPrefix });
  const isPending = form.formState.isSubmitting;
  const prefilledFor = React.useRef<string | null>(null);

  // A signed-in person's name and email are filled in once, when the dialog first opens for them.
  const { getValues, setValue } = form;
  React.useEffect(() => {
    if (!open || !user || prefilledFor.current === user.id) return;
    prefilledFor.current = user.id;
    const prefilled = prefillSignup(getValues(), user);
    for (const field of SIGNUP_FIELDS) setValue(field, prefilled[field]);
  }, [open, user, getValues, setValue]);

  const send = async (data: SignupForm) => {
    await onValidSubmit(data);
    form.reset(EMPTY_SIGNUP_VALUES);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {showForm ? (
          <ZodForm form={form} onValidSubmit={send} onSubmitError={onSubmitError} className="flex flex-col gap-4" aria-label={title}>
            <div className="grid gap-4 sm:grid-cols-2">
              {SIGNUP_FIELDS.map((field) => {
                const input = FIELD_INPUTS[field];
                return (
                  <TextField
                    key={field}
                    name={field}
                    label={t(input.labelKey)}
                    type={input.type}
                    autoComplete={input.autoComplete}
                    inputMode={input.inputMode}
                    className={field === 'email' || field === 'phoneNumber' ? 'sm:col-span-2' : undefined}
                  />
                );
              })}
            </div>
            <p className="text-sm text-muted-foreground">
              {t('signups.privacyNote')}{' '}
              <Link to="/privacy-policy" className="font-medium text-link underline underline-offset-4 hover:text-link-hover">
                {t('signups.privacyLink')}
              </Link>
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('signups.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={isPending}>
                {isPending ? pendingLabel : submitLabel}
              </Button>
            </DialogFooter>
          </ZodForm>
        ) : (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('ui.close')}</Button>
            </DialogClose>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
