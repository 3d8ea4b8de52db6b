import { FREE_LEGAL_HELP_ANCHOR } from '#shared/free-legal-help-anchor.ts';

/** The home page's "Start here" path, in the order to follow it. */
export const START_HERE_STEPS = [
  {
    titleKey: 'home.startHere.meansTestTitle',
    textKey: 'home.startHere.meansTestText',
    links: [{ to: '/chapter7#means-test', labelKey: 'home.startHere.meansTestLink' }],
  },
  {
    titleKey: 'home.startHere.checklistTitle',
    textKey: 'home.startHere.checklistText',
    links: [{ to: '/preparation', labelKey: 'home.startHere.checklistLink' }],
  },
  {
    titleKey: 'home.startHere.nextTitle',
    textKey: 'home.startHere.nextText',
    links: [
      { to: '/documents', labelKey: 'home.startHere.packagesLink' },
      { to: `/#${FREE_LEGAL_HELP_ANCHOR}`, labelKey: 'home.startHere.freeHelpLink' },
    ],
  },
] as const;
