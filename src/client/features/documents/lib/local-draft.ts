// Typing of a section not yet complete enough to save to the account, kept in this browser so a
// reload, a slow network or a closed tab loses nothing. Tied to the saved version it started from:
// once a newer version is saved (on another device, say), the saved answers win.
import type { CaseFileSection } from '#shared/case-file/index.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';

export interface LocalDraft {
  savedVersion: number;
  values: FormValues;
}

const keyOf = (documentId: string, section: CaseFileSection) => `document-draft:${documentId}:${section}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft(documentId: string, section: CaseFileSection): LocalDraft | null {
  try {
    const raw = storage()?.getItem(keyOf(documentId, section));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    return typeof parsed.savedVersion === 'number' && parsed.values && typeof parsed.values === 'object' ? (parsed as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(documentId: string, section: CaseFileSection, draft: LocalDraft): void {
  try {
    storage()?.setItem(keyOf(documentId, section), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the local copy; the server save still runs.
  }
}

export function clearLocalDraft(documentId: string, section: CaseFileSection): void {
  try {
    storage()?.removeItem(keyOf(documentId, section));
  } catch {
    // Nothing to clear.
  }
}
