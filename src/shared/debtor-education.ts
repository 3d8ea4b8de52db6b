/**
 * The official list of debtor education (personal financial management) course providers, for the
 * course completion page (issue 24). Its own module, not in free-legal-help.ts: that one is part of
 * every page's first script (the footer), and an export another chunk uses would stay there.
 * Source: the U.S. Trustee Program's list of approved debtor education providers (justice.gov/ust), as
 * named in the reference data README ("Free national resources seen in sources", 2024–2026),
 * beside the credit counseling list of free-legal-help.ts; in Alabama and North Carolina the
 * Bankruptcy Administrators approve providers.
 */
export const DEBTOR_EDUCATION_PROVIDERS_URL = 'https://www.justice.gov/ust/list-approved-providers-personal-financial-management-instructional-courses-debtor-education';
