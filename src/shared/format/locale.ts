/** The locale every text is written for today; formatting takes it as a parameter so another can follow. */
export const DEFAULT_LOCALE = 'en-US';

export type FormatLocale = string;
