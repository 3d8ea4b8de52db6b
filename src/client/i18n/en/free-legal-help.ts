import { registerMessages } from '../i18n.ts';

/** English texts: the free legal help links (home panel, paywall, FAQ). Importing this module makes them available to `t()`. */
export const enFreeLegalHelp = {
  'freeHelp.court-self-help': 'Filing without a lawyer (U.S. Courts)',
  'freeHelp.legal-aid': 'Find Legal Aid (Legal Services Corporation)',
  'freeHelp.credit-counseling': 'Approved credit counseling agencies (U.S. Trustee)',
  'freeHelp.allOptions': 'All free help options',
  'freeHelp.newTab': '(opens in a new tab)',
  // The home panel's ZIP search (loaded when someone searches, not with the page)
  'freeHelp.search.resultsHeading': 'Free help for {place}',
  'freeHelp.search.free': 'Free',
  'freeHelp.search.resultsNote': 'From public sources, each with the date it was last checked. Call or check the website before you go.',
  'freeHelp.search.seeAllMatches': 'Match resources to your case and income (premium)',
  'freeHelp.search.website': 'Website of {name}',
  'freeHelp.search.failed': 'Could not search for help near you',
  // How to reach a resource, its court's clerk's office and its sources (home panel and premium matching)
  'freeHelp.contact.phone.listed': 'Phone',
  'freeHelp.contact.phone.intake': 'Intake line',
  'freeHelp.contact.phone.main': 'Main office',
  'freeHelp.contact.address': 'Office',
  'freeHelp.contact.clerkOffice': 'Clerk’s office',
  'freeHelp.contact.clerk.your_division': 'The office for your county.',
  'freeHelp.contact.clerk.only_office': 'The court’s office.',
  'freeHelp.contact.clerk.nearest': 'The nearest office to your ZIP code, about {miles} miles away. Our data does not say which office handles your county: check on the court’s website.',
  'freeHelp.contact.clerk.asOf': 'Address and phone as of {date}.',
  'freeHelp.contact.sources': 'Sources: {sources}. Check details with the organization before you rely on them.',
} as const satisfies Record<string, string>;

registerMessages('en', enFreeLegalHelp);
