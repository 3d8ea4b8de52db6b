/**
 * Free places to get help with a bankruptcy, for everyone, without paying us (issue 17). National
 * pages only: matching a person to their own court and legal aid office by ZIP code is issue 22.
 * Every address comes from the source recorded with it, gathered on the date below; none was
 * opened live from our workspace, so each must be checked again when this list is next reviewed.
 * Names and descriptions are ours; no phone number or organization is added.
 */
export const FREE_LEGAL_HELP_CHECKED_ON = '2026-11-25';

/** The home page panel's id: the place the footer, the paywall and the FAQ send people to. */
export const FREE_LEGAL_HELP_ANCHOR = 'free-legal-help';

export interface FreeLegalHelpLink {
  id: 'court-self-help' | 'legal-aid' | 'credit-counseling';
  url: string;
  /** Where the address comes from (a file of /work/shared/data or the official site). */
  source: string;
}

export const FREE_LEGAL_HELP_LINKS: readonly FreeLegalHelpLink[] = [
  {
    id: 'court-self-help',
    // The federal judiciary's national page; each court's own pro se page is in
    // /work/shared/data/bankruptcy_courts_94_checked.csv (pro_se_page_2022_capture), for issue 22.
    url: 'https://www.uscourts.gov/court-programs/bankruptcy/filing-without-attorney',
    source:
      'uscourts.gov, "Filing Without an Attorney" (Administrative Office of the U.S. Courts), the address cited by several public repositories in 2025–2026 after the site moved its bankruptcy pages from /services-forms/ to /court-programs/',
  },
  {
    id: 'legal-aid',
    // LSC funds the grantees listed in /work/shared/data/lsc_grantees_partial.csv (with its corrections file).
    url: 'https://www.lsc.gov/about-lsc/what-legal-aid/find-legal-aid',
    source: 'lsc.gov, Legal Services Corporation "Find Legal Aid" (search by address for the LSC-funded program that serves it), the address cited by many public repositories in 2025–2026',
  },
  {
    id: 'credit-counseling',
    url: 'https://www.justice.gov/ust/list-credit-counseling-agencies-approved-pursuant-11-usc-111',
    source:
      'justice.gov/ust, U.S. Trustee Program list of credit counseling agencies approved under 11 U.S.C. §111, as named in /work/shared/data/README.md ("Free national resources seen in sources"); in Alabama and North Carolina the Bankruptcy Administrators approve providers',
  },
];

export function freeLegalHelpUrl(id: FreeLegalHelpLink['id']): string {
  const link = FREE_LEGAL_HELP_LINKS.find((l) => l.id === id);
  if (!link) throw new Error(`no free legal help link ${id}`);
  return link.url;
}
