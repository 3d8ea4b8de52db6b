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
} as const satisfies Record<string, string>;

registerMessages('en', enFreeLegalHelp);
