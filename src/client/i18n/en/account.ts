import { registerMessages } from '../i18n.ts';

/** English texts: the account page's own sections (change password). Importing this module makes them available to `t()`. */
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
} as const satisfies Record<string, string>;

registerMessages('en', enAccount);
