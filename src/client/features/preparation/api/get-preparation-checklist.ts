import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreparationChecklist } from '#shared/contracts/preparation.ts';

export const PREPARATION_CHECKLIST_PATH = '/api/preparation-checklist';

/** Query keys of the preparation feature: all → checklist. */
export const preparationKeys = {
  all: [PREPARATION_CHECKLIST_PATH] as const,
  checklist: () => [PREPARATION_CHECKLIST_PATH] as const,
};

/** GET /api/preparation-checklist: the signed-in user's ticked item ids. */
export function preparationChecklistQueryOptions() {
  return queryOptions<PreparationChecklist>({ queryKey: preparationKeys.checklist() });
}

/** Only asked for when someone is signed in; visitors keep their ticks in the browser. */
export function usePreparationChecklist(isSignedIn: boolean) {
  return useQuery({ ...preparationChecklistQueryOptions(), enabled: isSignedIn });
}
