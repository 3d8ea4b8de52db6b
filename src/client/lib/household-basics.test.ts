import { describe, expect, it } from 'vitest';
import { recallHouseholdBasics, rememberHouseholdBasics } from './household-basics.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('the state and household size kept for the risk assessment', () => {
  it('recalls what the calculator remembered, and only that', () => {
    const storage = memoryStorage();
    expect(recallHouseholdBasics(storage)).toBeNull();
    rememberHouseholdBasics({ stateCode: 'TX', householdSize: 3, income: 5 } as never, storage);
    expect(recallHouseholdBasics(storage)).toEqual({ stateCode: 'TX', householdSize: 3 });
  });

  it('ignores what is not a state code and a whole household size', () => {
    const storage = memoryStorage();
    storage.setItem('household-basics', '{"stateCode":"<b>","householdSize":2}');
    expect(recallHouseholdBasics(storage)).toBeNull();
    storage.setItem('household-basics', 'not json');
    expect(recallHouseholdBasics(storage)).toBeNull();
  });
});
