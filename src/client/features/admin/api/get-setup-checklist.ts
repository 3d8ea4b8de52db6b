import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupChecklistSchema } from '#shared/contracts/site-setup.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const SETUP_CHECKLIST_PATH = '/api/admin/setup-checklist';

const getSetupChecklist = apiJson(setupChecklistSchema);

/** GET /api/admin/setup-checklist: what the site still lacks. Fetched fresh each time the dashboard opens. */
export function useSetupChecklist() {
  return useQuery(queryOptions({ queryKey: [SETUP_CHECKLIST_PATH], queryFn: ({ signal }) => getSetupChecklist(SETUP_CHECKLIST_PATH, { signal }), staleTime: 0 }));
}
