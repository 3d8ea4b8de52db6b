import { describe, expect, it } from 'vitest';
import { PREPARATION_ITEM_IDS } from '#shared/contracts/preparation-items.ts';
import { LOCAL_TICKS_KEY, orderedIds, readLocalTicks, writeLocalTicks } from './local-ticks.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('local checklist ticks', () => {
  it('round-trips known ids and drops unknown ones', () => {
    const storage = memoryStorage();
    writeLocalTicks(['bank-statements', 'credit-report'], storage);
    expect(readLocalTicks(storage)).toEqual(['bank-statements', 'credit-report']);
    storage.setItem(LOCAL_TICKS_KEY, '["bank-statements","nope",3]');
    expect(readLocalTicks(storage)).toEqual(['bank-statements']);
  });

  it('survives broken or missing storage', () => {
    expect(readLocalTicks(memoryStorage({ [LOCAL_TICKS_KEY]: '{oops' }))).toEqual([]);
    expect(readLocalTicks(undefined)).toEqual([]);
    const throwing = { setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    expect(() => writeLocalTicks(['bank-statements'], throwing)).not.toThrow();
  });

  it('clears the key when nothing is ticked', () => {
    const storage = memoryStorage({ [LOCAL_TICKS_KEY]: '["bank-statements"]' });
    writeLocalTicks([], storage);
    expect(storage.data.has(LOCAL_TICKS_KEY)).toBe(false);
  });

  it('orders ids like the checklist', () => {
    expect(orderedIds(['credit-report', 'pay-stubs-6-months', 'credit-report'], PREPARATION_ITEM_IDS)).toEqual(['pay-stubs-6-months', 'credit-report']);
  });
});
