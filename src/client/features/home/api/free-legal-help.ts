import { apiJson } from '#client/lib/api/api-json.ts';

export const FREE_LEGAL_HELP_PATH = '/api/free-legal-help';

// The contract (and Zod) load with the first answer, not with the search box.
const getFreeHelp = apiJson(() => import('#shared/contracts/resources.ts').then((c) => c.matchResourcesResponseSchema));

/** GET /api/free-legal-help?zipCode= (public): the nearest free options for a ZIP code, best first. */
export function fetchFreeLegalHelp(zipCode: string) {
  return getFreeHelp(`${FREE_LEGAL_HELP_PATH}?zipCode=${encodeURIComponent(zipCode)}`);
}
