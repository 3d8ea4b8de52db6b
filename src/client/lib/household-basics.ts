// Where a signed-in person said they live and how many they are, kept in this browser when they
// use the means test calculator, so the risk assessment can start from it (the two features do
// not import each other). Nothing else of the calculator is kept.

const KEY = 'household-basics';

export interface HouseholdBasics {
  stateCode: string;
  householdSize: number;
}

export function rememberHouseholdBasics(basics: HouseholdBasics, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ stateCode: basics.stateCode, householdSize: basics.householdSize }));
  } catch {
    // Storage full or refused (private mode): the assessment simply starts empty.
  }
}

/** What was remembered, or null when nothing (or nothing readable) was. */
export function recallHouseholdBasics(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): HouseholdBasics | null {
  try {
    const value = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<HouseholdBasics> | null;
    if (typeof value?.stateCode !== 'string' || !/^[A-Z]{2}$/.test(value.stateCode) || !Number.isInteger(value.householdSize)) return null;
    return { stateCode: value.stateCode, householdSize: value.householdSize! };
  } catch {
    return null;
  }
}
