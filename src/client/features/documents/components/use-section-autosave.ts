import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ZodTypeAny } from 'zod';
import type { CaseFileSection } from '#shared/case-file/index.ts';
import { createAutosaver } from '#client/lib/forms/autosaver.ts';
import { saveProblemOf } from '#client/lib/forms/save-problem.ts';
import { useRetryWhenBack } from '#client/lib/forms/use-retry-when-back.ts';
import { documentKeys, saveDocumentSection } from '../api/documents-api.ts';
import type { SaveState } from './interview-page.tsx';

/**
 * Autosave of one whole section for the special pages (exemption picker, plan builder): once
 * typing pauses the section goes to the server when its schema accepts it; until then it is kept
 * on this page ("local"). The page shows `saveState` with `SaveStatus`. Signed out or offline, the
 * typing waits on this page and is saved once the person is back (`flush` answers false meanwhile,
 * so Continue stays on the page).
 */
export function useSectionAutosave(documentId: string, section: CaseFileSection, schema: ZodTypeAny) {
  const queryClient = useQueryClient();
  const [saveState, setSaveState] = React.useState<SaveState>('idle');
  const [keptLocally] = React.useState(() => ({ current: false }));
  const [saver] = React.useState(() =>
    createAutosaver<unknown>({
      delayMs: 800,
      retryMs: 5_000,
      problemOf: (error) => saveProblemOf(error),
      onStatus: (status) => setSaveState(status === 'saved' && keptLocally.current ? 'local' : status),
      save: async () => undefined,
    }),
  );
  useRetryWhenBack(saver);
  React.useEffect(() => {
    saver.replaceSave(async (value) => {
      const checked = schema.safeParse(value);
      keptLocally.current = !checked.success;
      if (!checked.success) return;
      const result = await saveDocumentSection(documentId, section, checked.data);
      queryClient.setQueryData(documentKeys.detail(documentId), result);
    });
  }, [saver, documentId, section, schema, queryClient, keptLocally]);
  React.useEffect(() => () => void saver.flush(), [saver]);
  return { saveState, change: (value: unknown) => saver.change(value), flush: () => saver.flush() };
}
