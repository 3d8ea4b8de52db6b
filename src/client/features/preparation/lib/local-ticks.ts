import { isPreparationItemId, type PreparationItemId } from '#shared/contracts/preparation-items.ts';

/** Where a visitor's ticks are kept (this browser only). */
export const LOCAL_TICKS_KEY = 'bsh.preparation-checklist.v1';

/** The ticks kept in this browser; unknown ids and unreadable storage give none. */
export function readLocalTicks(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): PreparationItemId[] {
  try {
    const raw = storage?.getItem(LOCAL_TICKS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is PreparationItemId => typeof id === 'string' && isPreparationItemId(id)) : [];
  } catch {
    return [];
  }
}

export function writeLocalTicks(ids: readonly string[], storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (ids.length === 0) storage?.removeItem(LOCAL_TICKS_KEY);
    else storage?.setItem(LOCAL_TICKS_KEY, JSON.stringify(ids));
  } catch {
    // Private browsing or a full storage: the ticks then last for this visit only.
  }
}

/** Ids in checklist order, each once. */
export function orderedIds(ids: Iterable<string>, order: readonly PreparationItemId[]): PreparationItemId[] {
  const set = new Set(ids);
  return order.filter((id) => set.has(id));
}
