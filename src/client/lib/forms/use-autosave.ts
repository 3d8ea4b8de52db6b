import * as React from 'react';
import type { FieldValues } from 'react-hook-form';
import { createAutosaver, type AutosaveStatus } from './autosaver.ts';
import { saveProblemOf } from './save-problem.ts';
import { useRetryWhenBack } from './use-retry-when-back.ts';
import type { ZodFormApi } from './use-zod-form.ts';

export interface UseAutosaveOptions {
  /** Quiet time after the last keystroke before saving (default 800 ms). */
  delayMs?: number;
  /** Wait before trying a failed save again (default 5 s). */
  retryMs?: number;
}

/**
 * Saves a form's answers (as typed, valid or not: a draft) whenever they change, and flushes
 * what is waiting when the page is hidden or the form goes away — so a person can stop and come
 * back to a long questionnaire. Returns the status to show ('Saving…', 'Your answers are saved').
 */
export function useAutosave<TInput extends FieldValues, TOutput>(
  form: ZodFormApi<TInput, TOutput>,
  save: (draft: TInput) => Promise<void>,
  options: UseAutosaveOptions = {},
): { status: AutosaveStatus; flush: () => Promise<boolean> } {
  const [status, setStatus] = React.useState<AutosaveStatus>('idle');
  // The saver lives as long as the form and always calls the newest `save` the owner passed.
  const [saver] = React.useState(() =>
    createAutosaver<TInput>({
      save,
      delayMs: options.delayMs ?? 800,
      retryMs: options.retryMs ?? 5_000,
      onStatus: setStatus,
      problemOf: (error) => saveProblemOf(error),
    }),
  );
  useRetryWhenBack(saver);
  React.useEffect(() => saver.replaceSave(save), [saver, save]);
  const { watch } = form;

  React.useEffect(() => {
    const subscription = watch((values, { type }) => {
      // Only what the person changed; `reset` to loaded answers is not a change to save.
      if (type === 'change') saver.change(structuredClone(values) as TInput);
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the form saves what is waiting (a failed save keeps being retried).
      void saver.flush();
    };
  }, [watch, saver]);

  return { status, flush: saver.flush };
}
