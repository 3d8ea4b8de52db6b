import { registerMessages } from '../i18n.ts';

/** English texts: The preparation checklist page (spec 2.5). Importing this module makes them available to `t()`. */
export const enPreparation = {
  'preparation.progress': '{done} of {total} done',
  'preparation.progressLabel': 'Checklist progress',
  'preparation.jumpTo': 'Jump to a list',
  'preparation.savedLocally': 'Your ticks are saved in this browser only.',
  'preparation.signInToSave': 'Sign in to keep them with your account',
  'preparation.savedToAccount': 'Your ticks are saved to your account.',
  'preparation.saving': 'Saving…',
  'preparation.saveFailedTitle': 'Could not save your checklist',
  'preparation.saveFailedText': 'Please check your connection. Your ticks are kept on this page; we will try again when you change one.',
  'preparation.loadFailed': 'Your saved ticks could not be loaded. Ticks you make now are kept in this browser.',
  'preparation.groupProgress': '{done} of {total}',
  'preparation.formsLink': 'Next: get the official forms',
} as const satisfies Record<string, string>;

registerMessages('en', enPreparation);
