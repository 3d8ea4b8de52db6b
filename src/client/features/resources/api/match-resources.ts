import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';
import type { ResourceMatching } from '../lib/resource-matching.ts';

export const MATCH_RESOURCES_PATH = '/api/match-resources';

const postMatch = apiJson(() => import('#shared/contracts/resources.ts').then((c) => c.matchResourcesResponseSchema));

/** POST /api/match-resources (premium): the resources for a ZIP code, case type and income level, best first. */
export function matchResources(request: ResourceMatching) {
  return postMatch(MATCH_RESOURCES_PATH, { method: 'POST', body: request });
}

export function useMatchResources() {
  return useMutation({ mutationFn: matchResources });
}
