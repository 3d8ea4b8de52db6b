import { registerMessages } from '../i18n.ts';

/** English texts: the free legal help links (home panel, paywall, FAQ). Importing this module makes them available to `t()`. */
export const enFreeLegalHelp = {
  'freeHelp.court-self-help': 'Filing without a lawyer (U.S. Courts)',
  'freeHelp.legal-aid': 'Find Legal Aid (Legal Services Corporation)',
  'freeHelp.credit-counseling': 'Approved credit counseling agencies (U.S. Trustee)',
  'freeHelp.allOptions': 'All free help options',
  'freeHelp.newTab': '(opens in a new tab)',
} as const satisfies Record<string, string>;

registerMessages('en', enFreeLegalHelp);
