import * as React from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { ErrorSummary } from '#client/components/ui/error-summary.tsx';
import type { ToastHandle } from '#client/hooks/use-toast.ts';
import { createErrorToastHolder } from './error-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { listFormErrors, type FormErrorItem } from './error-list.ts';
import type { ZodFormApi } from './use-zod-form.ts';

// Fields find their form here; the value is the whole form API, typed loosely on purpose so
// field components stay generic (the form's own code keeps the precise types).
const ZodFormContext = React.createContext<ZodFormApi<FieldValues, unknown> | null>(null);

/** The form of the nearest `<ZodForm>`; fields use it to register and to find their errors. */
export function useZodFormContext(): ZodFormApi<FieldValues, unknown> {
  const form = React.useContext(ZodFormContext);
  if (!form) throw new Error('Form fields must be placed inside <ZodForm>.');
  return form;
}

export interface ZodFormProps<TInput extends FieldValues, TOutput> extends Omit<React.ComponentProps<'form'>, 'onSubmit' | 'onError'> {
  form: ZodFormApi<TInput, TOutput>;
  /** Gets the schema's output once every field is valid. A rejected promise with 400 field issues shows them. */
  onValidSubmit: (data: TOutput) => void | Promise<void>;
  /**
   * Any other failure of `onValidSubmit` (network, 409, 5xx): tell the person, e.g. with a toast.
   * Return the toast: it closes when a later submit goes through.
   */
  onSubmitError?: (error: unknown) => ToastHandle | void;
  /**
   * After the summary: a failed check of the fields (for a spec toast such as 'Missing Information').
   * Return the toast: it closes as soon as the fields are fixed.
   */
  onInvalidSubmit?: () => ToastHandle | void;
  /** The summary's heading; 'There is a problem' by default. */
  errorTitle?: string;
  /** Where the summary goes when the form's layout needs it elsewhere than the top. */
  summaryClassName?: string;
  /** The summary heading's level (2 by default), for a form under a lower heading of its page. */
  summaryHeadingLevel?: 2 | 3 | 4;
  /**
   * The summary's wording of one problem, when the message alone does not say which field it is
   * about (many boxes with the same rules: 'Wages, month 2: The amount cannot be less than $0').
   */
  summaryMessage?: (error: FormErrorItem) => string;
}

/**
 * A `<form noValidate>` with the error summary at its top (GOV.UK pattern): after a failed
 * submit it lists every problem, takes focus, and each entry links to its field.
 */
export function ZodForm<TInput extends FieldValues, TOutput>({
  form,
  onValidSubmit,
  onSubmitError,
  onInvalidSubmit,
  errorTitle,
  summaryClassName,
  summaryHeadingLevel,
  summaryMessage,
  children,
  className,
  ...formProps
}: ZodFormProps<TInput, TOutput>) {
  const t = useT();
  const errors = listFormErrors(form.formState.errors);
  const { showServerIssues, noteFailedAttempt } = form;
  const [errorToast] = React.useState(createErrorToastHolder);
  const reportSubmitError = (error: unknown): Promise<void> | void => {
    if (!onSubmitError) return Promise.reject(error);
    errorToast.hold(onSubmitError(error), 'sending');
  };
  const hasFieldErrors = errors.length > 0;
  React.useEffect(() => {
    if (!hasFieldErrors) errorToast.close('fields');
  }, [hasFieldErrors, errorToast]);

  const onSubmit = form.handleSubmit(
    async (data) => {
      errorToast.close();
      try {
        await onValidSubmit(data);
      } catch (error) {
        if (showServerIssues(error)) return;
        await reportSubmitError(error);
      }
    },
    () => {
      noteFailedAttempt();
      errorToast.hold(onInvalidSubmit?.(), 'fields');
    },
  );

  return (
    <ZodFormContext.Provider value={form as unknown as ZodFormApi<FieldValues, unknown>}>
      <form
        noValidate
        {...formProps}
        className={className}
        // A schema that fails to download (offline) rejects here, before any validation: it is a
        // failure to send like any other.
        onSubmit={(event) => void onSubmit(event).catch(reportSubmitError)}
      >
        {form.failedAttempts > 0 && errors.length > 0 ? (
          <ErrorSummary
            key={form.failedAttempts}
            title={errorTitle ?? t('form.errorTitle')}
            className={cn(summaryClassName)}
            headingLevel={summaryHeadingLevel}
            errors={errors.map((error) => ({
              fieldId: error.path.startsWith('root') ? undefined : form.fieldId(error.path),
              message: summaryMessage ? summaryMessage(error) : error.message,
            }))}
          />
        ) : null}
        {children}
      </form>
    </ZodFormContext.Provider>
  );
}

/** The props a control needs to be part of the form, labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: React.ChangeEventHandler;
  onBlur: React.FocusEventHandler;
  ref: React.RefCallback<HTMLElement>;
  disabled?: boolean;
}

/** Registers a field and says how to describe it: ids for its hint and error, and its message. */
export function useFieldControl(name: string, options: { hasHint?: boolean; describedBy?: string } = {}) {
  const form = useZodFormContext();
  const id = form.fieldId(name);
  const message = listFormErrors(form.formState.errors).find((error) => error.path === name)?.message;
  const hintId = options.hasHint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [options.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  const registered = form.register(name as Path<FieldValues>);
  const control: FieldControlProps = {
    ...registered,
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
  };
  return { control, message, hintId, errorId: `${id}-error` };
}
