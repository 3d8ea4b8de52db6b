import * as React from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { DraftableForm } from './session-draft.ts';
import type { ZodFormApi } from './use-zod-form.ts';

// The storage code follows the page: public pages keep their first load small.
const loadDrafts = () => import('./session-draft.ts');

/**
 * Keeps what someone types in `fields` as a draft in this browser tab, and puts it back when the
 * form shows again (after signing in, a reload, coming back to the page). Call the returned
 * function once the form was sent, so the draft does not come back. Restored after hydration, so
 * prerendered pages stay the same for everyone; offline before the code came, there is no draft.
 */
export function useSessionDraft<TInput extends FieldValues, TOutput>(form: ZodFormApi<TInput, TOutput>, key: string, fields: ReadonlyArray<Path<TInput>>): () => void {
  const { watch, setValue } = form;
  // The field list is fixed for a form's lifetime.
  const [draftFields] = React.useState(fields);

  React.useEffect(() => {
    let stop: (() => void) | undefined;
    let isActive = true;
    loadDrafts().then(({ bindSessionDraft }) => {
      if (isActive) stop = bindSessionDraft({ watch, setValue } as unknown as DraftableForm, key, draftFields);
    }, () => undefined);
    return () => {
      isActive = false;
      stop?.();
    };
  }, [key, draftFields, watch, setValue]);

  return React.useCallback(() => void loadDrafts().then(({ clearDraft }) => clearDraft(key), () => undefined), [key]);
}
