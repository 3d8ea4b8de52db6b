import { registerMessages } from '../i18n.ts';

/** English texts: The FAQ guide (About page) and FAQ texts used elsewhere. Importing this module makes them available to `t()`. */
export const enFaqs = {
  'faqs.newTab': '(opens in a new tab)',
  'about.faqHeading': 'Frequently Asked Questions',
  'about.faqIntro': 'Answers to the questions people ask us most. They explain how things usually work; for advice about your own case, talk to a legal aid office or an attorney.',
  'about.faqGroup': '{category} Questions',
  'about.faqEmpty': 'No FAQs available.',
  'about.faqLoading': 'Loading questions…',
  'about.faqError': 'The questions could not be loaded right now. Please try again later.',
} as const satisfies Record<string, string>;

registerMessages('en', enFaqs);
