import { registerMessages } from '../i18n.ts';

/** English texts: the "On this page" contents of long pages. Importing this module makes them available to `t()`. */
export const enOnThisPage = {
  'page.onThisPage': 'On this page',
} as const satisfies Record<string, string>;

registerMessages('en', enOnThisPage);
