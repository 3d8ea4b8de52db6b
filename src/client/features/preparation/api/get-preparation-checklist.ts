import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const PREPARATION_CHECKLIST_PATH = '/api/preparation-checklist';

/** Query keys of the preparation feature: all → checklist. */
export const preparationKeys = {
  all: [PREPARATION_CHECKLIST_PATH] as const,
  checklist: () => [PREPARATION_CHECKLIST_PATH] as const,
};

const getPreparationChecklist = apiJson(() => import('#shared/contracts/preparation.ts').then((c) => c.preparationChecklistSchema));

/** GET /api/preparation-checklist: the signed-in user's ticked item ids. */
export function preparationChecklistQueryOptions() {
  return queryOptions({ queryKey: preparationKeys.checklist(), queryFn: ({ signal }) => getPreparationChecklist(PREPARATION_CHECKLIST_PATH, { signal }) });
}

/** Only asked for when someone is signed in; visitors keep their ticks in the browser. */
export function usePreparationChecklist(isSignedIn: boolean) {
  return useQuery({ ...preparationChecklistQueryOptions(), enabled: isSignedIn });
}
