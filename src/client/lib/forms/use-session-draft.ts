import * as React from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from './session-draft.ts';
import type { ZodFormApi } from './use-zod-form.ts';

/**
 * Keeps what someone types in `fields` as a draft in this browser tab, and puts it back when the
 * form shows again (after signing in, a reload, coming back to the page). Call the returned
 * function once the form was sent, so the draft does not come back. Restored after hydration, so
 * prerendered pages stay the same for everyone.
 */
export function useSessionDraft<TInput extends FieldValues, TOutput>(form: ZodFormApi<TInput, TOutput>, key: string, fields: ReadonlyArray<Path<TInput>>): () => void {
  const { watch, setValue } = form;
  // The field list is fixed for a form's lifetime.
  const [draftFields] = React.useState(fields);

  React.useEffect(() => {
    const draft = readDraft(key, draftFields);
    for (const [field, value] of Object.entries(draft ?? {})) {
      setValue(field as Path<TInput>, value as PathValue<TInput, Path<TInput>>, { shouldDirty: true });
    }
    const subscription = watch((values, { type }) => {
      // Only what the person typed; a reset (after sending) is not a draft.
      if (type === 'change') writeDraft(key, values as Record<string, unknown>, draftFields);
    });
    return () => subscription.unsubscribe();
  }, [key, draftFields, watch, setValue]);

  return React.useCallback(() => clearDraft(key), [key]);
}
