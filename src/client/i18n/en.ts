/**
 * English UI text. Keys are flat and dotted (`area.item`); `{name}` marks a value filled in
 * by `t()`. `{siteName}`, `{supportEmail}` and `{supportPhone}` are always available.
 * Another locale (es.ts) is a `Messages` object with the same keys.
 *
 * This file holds the texts every page needs (layout, navigation, errors) and ships with the
 * first JavaScript of every page. Texts of one area of pages go in ./en/<area>.ts instead: the
 * area's components import that module, so its texts load with those pages only.
 */
export const en = {
  // Site-wide
  'site.tagline': 'Education and community support for people filing bankruptcy on their own',
  'site.notLegalAdvice': '{siteName} offers education and community support, not legal advice.',
  'site.notLegalAdviceDetail':
    'We are not a law firm and cannot represent you. For advice about your own case, talk to a licensed bankruptcy attorney or a legal aid office.',
  'site.titleTemplate': '{title} | {siteName}',

  // Skip link and landmarks
  'layout.skipToContent': 'Skip to main content',
  'layout.loadingPage': 'Loading page…',
  'layout.demoLabel': 'Demo site',
  'layout.demoTitle': 'Demo site:',
  'layout.demoText': 'payments are in test mode. No card is charged and no money moves.',

  // Top navigation (spec 2.2)
  'nav.label': 'Main',
  'nav.home': '{siteName} home',
  'nav.news': 'News',
  'nav.chapter7': 'Chapter 7',
  'nav.chapter13': 'Chapter 13',
  'nav.documents': 'Documents & Forms',
  'nav.assessment': 'Risk Assessment',
  'nav.resources': 'Resources',
  'nav.about': 'About',
  'nav.contact': 'Contact',
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Close menu',
  'nav.signIn': 'Sign In',
  'nav.signOut': 'Sign Out',
  'nav.admin': 'Admin',
  'nav.account': 'My Account',

  // Footer (spec 2.3)
  'footer.label': 'Footer',
  'footer.about':
    'Plain-language guides, tools and a caring community for people filing Chapter 7 or Chapter 13 bankruptcy without an attorney.',
  'footer.educationalOnly': 'Educational Resources Only',
  // What exists: chat rooms where members help each other at any hour; staff moderate, but are not there around the clock.
  'footer.communitySupport': 'Peer chat, open 24/7',
  'footer.resourcesHeading': 'Resources',
  'footer.legalHeading': 'Legal',
  'footer.connectHeading': 'Stay connected',
  'footer.supportHeading': 'Support',
  'footer.preparation': 'Preparation Checklist',
  'footer.chapter7': 'Chapter 7',
  'footer.chapter13': 'Chapter 13',
  'footer.forms': 'Official Forms',
  'footer.freeLegalHelp': 'Free legal help',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'footer.disclaimer': 'Legal Disclaimer',
  'footer.rss': 'News feed (RSS)',
  'footer.communityChat': 'Community chat',
  'footer.emailLabel': 'Email',
  'footer.phoneLabel': 'Phone',
  'footer.responseTime': 'We reply within 24 hours.',
  'footer.noticeHeading': 'Not legal advice',
  'footer.copyright': '© {year} {siteName}',

  // Pages owned by later issues
  'page.comingSoon': 'This page is coming soon.',
  'page.news.heading': 'Latest News',
  'page.news-article.heading': 'News Article',
  'page.preparation.heading': 'Bankruptcy Preparation',
  'page.chapter7.heading': 'Chapter 7 Bankruptcy',
  'page.chapter13.heading': 'Chapter 13 Bankruptcy',
  'page.community.heading': 'Community Support',
  'page.about.heading': 'About Us',
  'page.contact.heading': 'Contact Us',
  'page.privacy-policy.heading': 'Privacy Policy',
  'page.terms-of-service.heading': 'Terms of Service',
  'page.disclaimer.heading': 'Legal Disclaimer',
  'page.forms.heading': 'Official Bankruptcy Forms',
  'page.subscribe.heading': 'Premium Membership',
  'page.subscribe-success.heading': 'Subscription Confirmation',
  'page.confirm-signup.heading': 'Confirm Your Email',
  'page.account.heading': 'My Account',
  'page.course.heading': 'Chapter 7 online course',
  'page.documents.heading': 'Documents and Forms Center',
  'page.document-edit.heading': 'Edit Document',
  'page.document-how-to-file.heading': 'How to file your forms',
  'page.assessment.heading': 'Risk Assessment',
  'page.assessment-questionnaire.heading': 'Assessment Questionnaire',
  'page.assessment-results.heading': 'Assessment Results',
  'page.resources.heading': 'Advanced Resources & Support',
  'page.admin.heading': 'Admin Dashboard',
  'page.backHome': 'Back to Home',

  // Not found (spec 2.1; issue 17 replaced the router's developer text with words for readers)
  'notFound.title': 'Page Not Found',
  'notFound.heading': 'We could not find that page',
  'notFound.text': 'The page may have moved or been removed, or the address may have a small typo.',
  'notFound.homeLink': 'Go to the home page',
  'notFound.browseLink': 'Browse all questions and answers',

  // Unexpected errors while showing a page
  'error.title': 'Something Went Wrong',
  'error.heading': 'Something went wrong',
  'error.text': 'This page could not be shown. Please try again. If it keeps happening, contact us at {supportEmail}.',
  'error.updateText': 'A newer version of this site is available. Reload the page to continue.',
  'error.reload': 'Reload page',

  // Sign-in required (spec 8)
  'auth.unauthorizedTitle': 'Unauthorized',
  'auth.unauthorizedDescription': 'You are logged out. Logging in again...',

  // Notifications
  'toast.viewportLabel': 'Notifications ({hotkey})',
  'toast.close': 'Close notification',

  // Where a page's legal figures come from (components/legal/figure-sources.tsx)
  'figureSources.heading': 'Where the figures on this page come from',
  'figureSources.item': '{figures}: in effect since {date}. Source: {source}.',
  'figureSources.check': 'Figures change from time to time. Before you file, check them on the official source or with the court.',

  // Generic UI
  'form.errorTitle': 'There is a problem',
  'form.invalidMoney': 'Enter an amount in dollars, like 1,250 or 1,250.50',
  'form.invalidDate': 'Enter a real date, like 3/15/2026',
  'form.dateHint': 'For example, 3/15/2026',
  'form.autosave.saving': 'Saving…',
  'form.autosave.saved': 'Your answers are saved',
  'form.autosave.failed': 'Your last change is not saved yet. We will try again.',
  'ui.loading': 'Loading…',
  'ui.loadError': 'This list could not be loaded. Please check your connection and try again.',
  'ui.tryAgain': 'Try again',
  'ui.close': 'Close',
  'ui.cancel': 'Cancel',
  /** After the name of a link that opens in a new tab (screen readers). */
  'home.newTab': '(opens in a new tab)',
} as const satisfies Record<string, string>;
