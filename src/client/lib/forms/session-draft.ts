// Drafts of short forms kept in this browser tab (sessionStorage) until they are sent: what someone
// typed survives the sign-in round trip and a reload, and is gone when the tab closes. Nothing
// here leaves the device.

const KEY_PREFIX = 'form-draft:';

export type DraftValues = Record<string, string>;

/** sessionStorage, or null where the browser refuses it (private modes, storage turned off). */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft saved for `key`: only text values, and only the fields asked for. */
export function readDraft(key: string, fields: readonly string[], storage: Storage | null = tabStorage()): DraftValues | null {
  try {
    const raw = storage?.getItem(KEY_PREFIX + key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft: DraftValues = {};
    for (const field of fields) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') draft[field] = value;
    }
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the fields' text; a draft with nothing typed in it is removed instead. */
export function writeDraft(key: string, values: Record<string, unknown>, fields: readonly string[], storage: Storage | null = tabStorage()): void {
  const draft: DraftValues = {};
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') draft[field] = value;
  }
  try {
    if (Object.keys(draft).length === 0) storage?.removeItem(KEY_PREFIX + key);
    else storage?.setItem(KEY_PREFIX + key, JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the convenience, never the form.
  }
}

/** Saves the form's fields now (before leaving the page for sign-in). */
export function saveDraft(form: Pick<DraftableForm, 'getValues'>, key: string, fields: readonly string[]): void {
  writeDraft(key, form.getValues(), fields);
}

export function clearDraft(key: string, storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(KEY_PREFIX + key);
  } catch {
    // As above.
  }
}

/** The part of a form a draft needs (React Hook Form's `watch`, `getValues` and `setValue`). */
export interface DraftableForm {
  watch: (callback: (values: Record<string, unknown>, info: { type?: string }) => void) => { unsubscribe: () => void };
  getValues: () => Record<string, unknown>;
  setValue: (name: string, value: string, options: { shouldDirty: boolean }) => void;
}

/**
 * Puts a saved draft back into the fields still empty and saves each change from now on; returns
 * the way to stop. This code loads after the page, so text typed before it came (or replayed from
 * before hydration) is already in the form: it is saved at once, and wins over an older draft.
 */
export function bindSessionDraft(form: DraftableForm, key: string, fields: readonly string[]): () => void {
  const typed = form.getValues();
  for (const [field, value] of Object.entries(readDraft(key, fields) ?? {})) {
    const current = typed[field];
    if (typeof current !== 'string' || current.trim() === '') form.setValue(field, value, { shouldDirty: true });
  }
  writeDraft(key, form.getValues(), fields);
  const subscription = form.watch((values, { type }) => {
    // Only what the person typed; a reset (after sending) is not a draft.
    if (type === 'change') writeDraft(key, values, fields);
  });
  return () => subscription.unsubscribe();
}
