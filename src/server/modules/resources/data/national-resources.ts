/**
 * Free national options every person is shown. The addresses come from `#shared/free-legal-help.ts`
 * (the home panel, the paywall and the FAQ use the same list); the sources below are copied from
 * that file's comments, where they are kept out of the pages' JavaScript.
 */
import { FREE_LEGAL_HELP_CHECKED_ON, FREE_LEGAL_HELP_IDS, FREE_LEGAL_HELP_URLS, type FreeLegalHelpId } from '#shared/free-legal-help.ts';
import type { Sourced } from './types.ts';

export interface NationalResource extends Sourced {
  id: FreeLegalHelpId;
  url: string;
}

// Public sources by name. Where each address was found: uscourts.gov's is the one several public
// repositories cited in 2025–2026 after the site moved its bankruptcy pages from /services-forms/ to
// /court-programs/; lsc.gov's, the one many cited in 2025–2026; the U.S. Trustee's list is named in
// the reference data README ("Free national resources seen in sources", 2024–2026).
const SOURCES: Record<FreeLegalHelpId, string> = {
  'court-self-help': 'uscourts.gov, "Filing Without an Attorney" (Administrative Office of the U.S. Courts)',
  'legal-aid': 'lsc.gov, "Find Legal Aid" (Legal Services Corporation)',
  'credit-counseling':
    'justice.gov/ust, the U.S. Trustee Program’s list of credit counseling agencies approved under 11 U.S.C. §111 (in Alabama and North Carolina the Bankruptcy Administrators approve providers)',
};

export const NATIONAL_RESOURCES: readonly NationalResource[] = FREE_LEGAL_HELP_IDS.map((id) => ({
  id,
  url: FREE_LEGAL_HELP_URLS[id],
  source: SOURCES[id],
  // The address is the official page itself; the source says where it was found.
  sourceUrl: FREE_LEGAL_HELP_URLS[id],
  lastVerified: FREE_LEGAL_HELP_CHECKED_ON,
}));
