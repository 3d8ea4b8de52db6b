import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones, so it is easy to guess. Choose another: a short sentence you can remember works well.';

let common: Set<string> | undefined;

/**
 * True for a password on the list of the most used ones (about 50,000, from @zxcvbn-ts's offline
 * list; loaded once, on first use, server-side only). Compared ignoring case.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
