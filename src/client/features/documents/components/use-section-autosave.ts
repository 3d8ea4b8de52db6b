import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ZodTypeAny } from 'zod';
import type { CaseFileSection } from '#shared/case-file/index.ts';
import { createAutosaver } from '#client/lib/forms/autosaver.ts';
import { documentKeys, saveDocumentSection } from '../api/documents-api.ts';
import type { SaveState } from './interview-page.tsx';

/**
 * Autosave of one whole section for the special pages (exemption picker, plan builder): once
 * typing pauses the section goes to the server when its schema accepts it; until then it is kept
 * on this page ("local"). The page shows `saveState` with `SaveStatus`.
 */
export function useSectionAutosave(documentId: string, section: CaseFileSection, schema: ZodTypeAny) {
  const queryClient = useQueryClient();
  const [saveState, setSaveState] = React.useState<SaveState>('idle');
  const [keptLocally] = React.useState(() => ({ current: false }));
  const [saver] = React.useState(() =>
    createAutosaver<unknown>({ delayMs: 800, retryMs: 5_000, onStatus: (status) => setSaveState(status === 'saved' && keptLocally.current ? 'local' : status), save: async () => undefined }),
  );
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
