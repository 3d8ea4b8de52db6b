import type { MatchResourcesRequest, MatchResourcesResponse } from '#shared/contracts/resources.ts';
import { matchResources } from './match-resources.ts';
import { placeOfZip, ZIP_PLACE_ATTRIBUTION } from './zip-place.ts';

/** How many free options the home page's panel shows. */
const NEAREST_FREE_OPTIONS = 5;

export function createResourcesService(clock: () => Date) {
  return {
    /** Premium matching: every resource for the place, scored for the person's case and income. */
    async match(request: MatchResourcesRequest): Promise<MatchResourcesResponse> {
      const place = await placeOfZip(request.zipCode);
      return { place, resources: matchResources(request, place, clock()), placeDataAttribution: ZIP_PLACE_ATTRIBUTION };
    },

    /** The public home panel: the free options that fit a place best, for anyone, with no sign-in. */
    async nearestFreeOptions(zipCode: string): Promise<MatchResourcesResponse> {
      const place = await placeOfZip(zipCode);
      const free = matchResources({ zipCode, caseType: 'general', incomeLevel: 'low' }, place, clock()).filter((r) => r.serviceType === 'pro_bono');
      return { place, resources: free.slice(0, NEAREST_FREE_OPTIONS), placeDataAttribution: ZIP_PLACE_ATTRIBUTION };
    },
  };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;
