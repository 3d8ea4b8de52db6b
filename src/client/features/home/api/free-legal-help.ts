import { apiJson } from '#client/lib/api/api-json.ts';
import { matchResourcesResponseSchema } from '#shared/contracts/resources.ts';

export const FREE_LEGAL_HELP_PATH = '/api/free-legal-help';

const getFreeHelp = apiJson(matchResourcesResponseSchema);

/** GET /api/free-legal-help?zipCode= (public): the nearest free options for a ZIP code, best first. */
export function fetchFreeLegalHelp(zipCode: string) {
  return getFreeHelp(`${FREE_LEGAL_HELP_PATH}?zipCode=${encodeURIComponent(zipCode)}`);
}
