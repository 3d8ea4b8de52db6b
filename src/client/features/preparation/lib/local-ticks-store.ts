import type { PreparationItemId } from '#shared/contracts/preparation-items.ts';
import { LOCAL_TICKS_KEY, readLocalTicks, writeLocalTicks } from './local-ticks.ts';

const NONE: readonly PreparationItemId[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedTicks: readonly PreparationItemId[] = NONE;

function rawValue(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCAL_TICKS_KEY) ?? null;
  } catch {
    return null;
  }
}

/** A visitor's ticks in this browser, as an external store (also follows other tabs). */
export const localTicksStore = {
  getSnapshot(): readonly PreparationItemId[] {
    const raw = rawValue();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedTicks = raw === null ? NONE : readLocalTicks();
    }
    return cachedTicks;
  },
  /** Prerendered HTML and hydration show nothing ticked. */
  getServerSnapshot(): readonly PreparationItemId[] {
    return NONE;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_TICKS_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  write(ids: readonly string[]): void {
    writeLocalTicks(ids);
    listeners.forEach((listener) => listener());
  },
};
