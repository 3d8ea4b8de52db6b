import * as React from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useT } from '#client/i18n/i18n.ts';
import { apiFieldIssues } from '#client/lib/api-error-body.ts';
import { createZodFormResolver, type FormSchemaSource, type InputKind } from './zod-form-resolver.ts';

export interface UseZodFormOptions<TInput extends FieldValues, TOutput> {
  /** The shared contract's schema (or a loader of it, on public pages). */
  schema: FormSchemaSource<TOutput>;
  defaultValues: DefaultValues<TInput>;
  /** Prefix of the field ids, unique on the page (`contact` → `contact-email`). */
  idPrefix: string;
  /** Text boxes read as dollars or dates before validation (`{ monthlyIncome: 'money' }`). */
  inputKinds?: Partial<Record<Path<TInput>, InputKind>>;
}

export interface ZodFormApi<TInput extends FieldValues, TOutput> extends UseFormReturn<TInput, unknown, TOutput> {
  idPrefix: string;
  /** The id of a field's control; the error summary links to it. */
  fieldId: (name: string) => string;
  /** Counts failed submits (ours or the server's): the summary remounts and takes focus each time. */
  failedAttempts: number;
  /** Marks one more failed submit. */
  noteFailedAttempt: () => void;
  /**
   * Puts the field problems of a refused request (400 `issues`) under their fields and in the
   * summary. True when there were any; otherwise the caller reports the failure its own way.
   */
  showServerIssues: (error: unknown) => boolean;
}

/** Field ids are the prefix and the field's path, dots made dashes (`plan-debts-0-amount`). */
export function fieldIdFor(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/\./g, '-')}`;
}

/**
 * The one way to hold a form: React Hook Form validated by a shared Zod contract. Errors show
 * after the first submit and then follow each change, so a fixed field clears at once.
 */
export function useZodForm<TInput extends FieldValues, TOutput = TInput>(options: UseZodFormOptions<TInput, TOutput>): ZodFormApi<TInput, TOutput> {
  const t = useT();
  const { schema, inputKinds, idPrefix } = options;
  const messages = { money: t('form.invalidMoney'), date: t('form.invalidDate') };
  // The resolver is made once: the schema source and kinds are fixed for a form's lifetime.
  const [resolver] = React.useState(() => createZodFormResolver<TInput, TOutput>(schema, (inputKinds ?? {}) as Record<string, InputKind>, messages));
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead, so every problem is read out at once.
    shouldFocusError: false,
  });
  const [failedAttempts, setFailedAttempts] = React.useState(0);
  const noteFailedAttempt = React.useCallback(() => setFailedAttempts((count) => count + 1), []);
  const { setError } = form;

  const showServerIssues = React.useCallback(
    (error: unknown) => {
      const issues = apiFieldIssues(error);
      if (issues.length === 0) return false;
      for (const issue of issues) {
        // A problem with no field (path '') belongs to the whole form.
        const path = (issue.path === '' ? 'root.server' : issue.path) as Path<TInput>;
        setError(path, { type: 'server', message: issue.message });
      }
      noteFailedAttempt();
      return true;
    },
    [setError, noteFailedAttempt],
  );

  return {
    ...form,
    idPrefix,
    fieldId: (name: string) => fieldIdFor(idPrefix, name),
    failedAttempts,
    noteFailedAttempt,
    showServerIssues,
  };
}
