/**
 * Free places to get help with a bankruptcy, for everyone, without paying us (issue 17). National
 * pages only: matching a person to their own court and legal aid office by ZIP code is issue 22.
 *
 * Gathered 2026-11-25. Each address's source is the comment above it (comments, not data: every
 * page's footer loads this module, and the sources would only add weight). None was opened live
 * from our workspace, so each must be checked again when this list is next reviewed. Names and
 * descriptions are ours; no phone number or organization is added.
 */
export const FREE_LEGAL_HELP_CHECKED_ON = '2026-11-25';

export type FreeLegalHelpId = 'court-self-help' | 'legal-aid' | 'credit-counseling';

export const FREE_LEGAL_HELP_URLS: Readonly<Record<FreeLegalHelpId, string>> = {
  // uscourts.gov, "Filing Without an Attorney" (Administrative Office of the U.S. Courts): the
  // address cited by several public repositories in 2025–2026, after the site moved its
  // bankruptcy pages from /services-forms/ to /court-programs/. Each court's own pro se page is in
  // the PACER CM/ECF Court Lookup data (captured 2022-12-20, column pro_se_page_2022_capture), for issue 22.
  'court-self-help': 'https://www.uscourts.gov/court-programs/bankruptcy/filing-without-attorney',
  // lsc.gov, Legal Services Corporation "Find Legal Aid" (search by address for the LSC-funded
  // program serving it): the address cited by many public repositories in 2025–2026. The programs
  // themselves are the LSC grantee list (lsc.gov/grants/our-grantees, updated 2026-01-18), corrected.
  'legal-aid': 'https://www.lsc.gov/about-lsc/what-legal-aid/find-legal-aid',
  // justice.gov/ust, U.S. Trustee Program list of credit counseling agencies approved under
  // 11 U.S.C. §111, as named in the reference data README ("Free national resources seen in
  // sources", 2024–2026). In Alabama and North Carolina the Bankruptcy Administrators approve providers.
  'credit-counseling': 'https://www.justice.gov/ust/list-credit-counseling-agencies-approved-pursuant-11-usc-111',
};

/** In the order people need them: how to file on your own, legal aid, then the required counseling. */
export const FREE_LEGAL_HELP_IDS: readonly FreeLegalHelpId[] = ['court-self-help', 'legal-aid', 'credit-counseling'];

export function freeLegalHelpUrl(id: FreeLegalHelpId): string {
  return FREE_LEGAL_HELP_URLS[id];
}

