import * as React from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/error-summary.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import type { SignupForm } from '#shared/contracts/signups.ts';
import {
  EMPTY_SIGNUP_VALUES,
  prefillSignup,
  SIGNUP_FIELDS,
  validateSignupForm,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from '../lib/signup-form.ts';
import '#client/i18n/en/signups.ts';

const FIELD_INPUTS: Record<SignupField, { labelKey: MessageKey; type: string; autoComplete: string }> = {
  firstName: { labelKey: 'signups.firstName', type: 'text', autoComplete: 'given-name' },
  lastName: { labelKey: 'signups.lastName', type: 'text', autoComplete: 'family-name' },
  email: { labelKey: 'signups.email', type: 'email', autoComplete: 'email' },
  phoneNumber: { labelKey: 'signups.phoneNumber', type: 'tel', autoComplete: 'tel' },
};

/** What the dialog's owner reports back after sending a valid form. */
export interface SubmitCallbacks {
  /** The request succeeded: the form is emptied (the owner closes the dialog). */
  onSuccess: () => void;
  /** The server refused some fields (400): their messages show under them. */
  onFieldErrors: (errors: SignupErrors) => void;
}

export interface SignupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefix of the field ids, unique per dialog. */
  idPrefix: string;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onValidSubmit: (form: SignupForm, callbacks: SubmitCallbacks) => void;
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
  isPending,
  onValidSubmit,
  children,
  showForm = true,
}: SignupDialogProps) {
  const t = useT();
  const { user } = useAuth();
  const [values, setValues] = React.useState<SignupValues>(EMPTY_SIGNUP_VALUES);
  const [errors, setErrors] = React.useState<SignupErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = React.useState(false);
  const [prefilledFor, setPrefilledFor] = React.useState<string | null>(null);

  // A signed-in person's name and email are filled in once, when the dialog first opens for them.
  if (open && user && prefilledFor !== user.id) {
    setPrefilledFor(user.id);
    setValues((current) => prefillSignup(current, user));
  }

  const fieldId = (field: SignupField) => `${idPrefix}-${field}`;
  const errorId = (field: SignupField) => `${fieldId(field)}-error`;

  const focusFirstError = (found: SignupErrors) => {
    const first = SIGNUP_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onChange = (field: SignupField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a failed attempt, messages disappear as soon as a field is fixed.
    if (hasTriedSubmit) {
      const result = validateSignupForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const result = validateSignupForm(values);
    if (!result.ok) {
      flushSync(() => {
        setHasTriedSubmit(true);
        setErrors(result.errors);
      });
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    onValidSubmit(result.data, {
      onSuccess: () => {
        setValues(EMPTY_SIGNUP_VALUES);
        setErrors({});
        setHasTriedSubmit(false);
      },
      onFieldErrors: (found) => {
        flushSync(() => {
          setHasTriedSubmit(true);
          setErrors(found);
        });
        focusFirstError(found);
      },
    });
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
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={title}>
            <div className="grid gap-4 sm:grid-cols-2">
              {SIGNUP_FIELDS.map((field) => {
                const input = FIELD_INPUTS[field];
                const message = errors[field];
                return (
                  <div key={field} className={field === 'email' || field === 'phoneNumber' ? 'flex flex-col gap-1.5 sm:col-span-2' : 'flex flex-col gap-1.5'}>
                    <Label htmlFor={fieldId(field)}>{t(input.labelKey)}</Label>
                    <Input
                      id={fieldId(field)}
                      name={field}
                      type={input.type}
                      autoComplete={input.autoComplete}
                      inputMode={field === 'phoneNumber' ? 'tel' : field === 'email' ? 'email' : undefined}
                      value={values[field]}
                      onChange={onChange(field)}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? errorId(field) : undefined}
                    />
                    <FieldError id={errorId(field)}>{message}</FieldError>
                  </div>
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
          </form>
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
