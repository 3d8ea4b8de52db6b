// Typing of a section not yet complete enough to save into the case file, kept in this browser so a
// reload, a slow network or a closed tab loses nothing (the account keeps a copy too, for other
// devices). Tied to the saved version it started from: once a newer version is saved (on another
// device, say), the saved answers win.
import type { CaseFileSection } from '#shared/case-file/index.ts';
import type { SectionDraft } from '#shared/contracts/documents.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';

export interface LocalDraft {
  savedVersion: number;
  values: FormValues;
  /** When it was typed (ms since 1970); missing in copies kept before the account kept drafts. */
  updatedAt?: number;
  /**
   * True once the account holds this typing too (as an unfinished draft). Missing while it is on
   * this device only: the save was refused (signed out), cut off (offline) or is still to come.
   */
  isInAccount?: boolean;
}

/**
 * The typing to resume a section from: the newer of this device's copy (while it still belongs to
 * the saved version) and the account's (typed on any device, removed once the section was saved
 * complete); null when neither, so the saved section is shown.
 */
export function newestDraftValues(local: LocalDraft | null, account: SectionDraft | undefined, savedVersion: number): FormValues | null {
  const usableLocal = local && local.savedVersion === savedVersion ? local : null;
  if (account && (!usableLocal || Date.parse(account.updatedAt) > (usableLocal.updatedAt ?? 0))) return account.values;
  return usableLocal?.values ?? null;
}

/**
 * This device's typing that the account does not hold yet, when the section resumes from it: it is
 * saved as soon as the page opens (after signing in again, say), so it cannot stay on this device
 * while the forms are made from older answers.
 */
export function typingNotInAccount(local: LocalDraft | null, account: SectionDraft | undefined, savedVersion: number): FormValues | null {
  const values = newestDraftValues(local, account, savedVersion);
  return local && local.isInAccount !== true && values !== null && values === local.values ? values : null;
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
