import { registerMessages } from '../i18n.ts';

/** English texts: the account page's own sections (change password, download my data). Importing this module makes them available to `t()`. */
export const enAccount = {
  'account.password.heading': 'Change password',
  'account.password.intro': 'For your safety, enter your current password first. You stay signed in here; your other devices are signed out.',
  'account.password.current': 'Current password',
  'account.password.new': 'New password',
  'account.password.newHint': 'At least 8 characters, and not one of the most common passwords. A short sentence is easy to remember and hard to guess.',
  'account.password.submit': 'Change password',
  'account.password.pending': 'Changing...',
  'account.password.successTitle': 'Password Changed',
  'account.password.successText': 'Use your new password the next time you sign in.',
  'account.password.failureTitle': 'Password Not Changed',
  'account.password.failureText': 'We could not change your password. Please try again.',
  'account.download.heading': 'Download my data',
  'account.download.intro':
    'Get a copy of everything this site keeps about you: your account, sign-ins, checklist, posts and messages, purchases and payments, sign-ups, and the emails we sent you. It is one file you can open in any text editor.',
  'account.download.button': 'Download my data',
  'account.download.note': 'The file holds personal details. Keep it somewhere safe, especially on a shared device.',
} as const satisfies Record<string, string>;

registerMessages('en', enAccount);
