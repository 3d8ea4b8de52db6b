import * as React from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { DraftableForm } from './session-draft.ts';
import type { ZodFormApi } from './use-zod-form.ts';

// The storage code follows the page: public pages keep their first load small.
const loadDrafts = () => import('./session-draft.ts');

export interface SessionDraft {
  saveDraft: () => Promise<void>;
  clearDraft: () => void;
}

/**
 * Keeps what someone types in `fields` as a draft in this browser tab, and puts it back when the
 * form shows again (after signing in, a reload, coming back to the page). `saveDraft` saves it
 * now (before a redirect); call `clearDraft` once the form was sent, so the draft does not come back. Restored after hydration, so
 * prerendered pages stay the same for everyone; offline before the code came, there is no draft.
 */
export function useSessionDraft<TInput extends FieldValues, TOutput>(form: ZodFormApi<TInput, TOutput>, key: string, fields: ReadonlyArray<Path<TInput>>): SessionDraft {
  const { watch, getValues, setValue } = form;
  // The field list is fixed for a form's lifetime.
  const [draftFields] = React.useState(fields);

  React.useEffect(() => {
    let stop: (() => void) | undefined;
    let isActive = true;
    loadDrafts().then(({ bindSessionDraft }) => {
      if (isActive) stop = bindSessionDraft({ watch, getValues, setValue } as unknown as DraftableForm, key, draftFields);
    }, () => undefined);
    return () => {
      isActive = false;
      stop?.();
    };
  }, [key, draftFields, watch, getValues, setValue]);

  return React.useMemo(
    () => ({
      saveDraft: () => loadDrafts().then(({ saveDraft }) => saveDraft({ getValues } as unknown as DraftableForm, key, draftFields), () => undefined),
      clearDraft: () => void loadDrafts().then(({ clearDraft }) => clearDraft(key), () => undefined),
    }),
    [key, draftFields, getValues],
  );
}
