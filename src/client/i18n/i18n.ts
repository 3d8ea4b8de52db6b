import { createContext, useCallback, useContext } from 'react';
import { en } from './en.ts';

/** Every UI text key. English is the reference locale: other locales must provide the same keys. */
export type MessageKey = keyof typeof en;

/** A complete set of texts for one locale (e.g. `export const es: Messages = { ... }`). */
export type Messages = Record<MessageKey, string>;

export type Locale = 'en';

const MESSAGES: Record<Locale, Messages> = { en };

export const DEFAULT_LOCALE: Locale = 'en';

export type MessageVars = Record<string, string | number>;

/** Values every text may use without passing them. */
const SITE_VARS: MessageVars = {
  siteName: __SITE_CONFIG__.siteName,
  supportEmail: __SITE_CONFIG__.supportEmail,
  supportPhone: __SITE_CONFIG__.supportPhone,
};

/** Replaces `{name}` with `vars.name`; unknown placeholders stay visible so they get noticed. */
export function interpolate(template: string, vars: MessageVars = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = vars[name] ?? SITE_VARS[name];
    return value === undefined ? placeholder : String(value);
  });
}

export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const template = MESSAGES[locale][key] ?? MESSAGES[DEFAULT_LOCALE][key];
  return interpolate(template, vars);
}

/** Translate in the default locale; for code outside components (toasts from callbacks, etc.). */
export function t(key: MessageKey, vars?: MessageVars): string {
  return translate(DEFAULT_LOCALE, key, vars);
}

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** The active locale. Only English exists today; a provider of this context will switch it later. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** `const t = useT(); t('nav.news')` in components. */
export function useT(): Translate {
  const locale = useContext(LocaleContext);
  return useCallback((key: MessageKey, vars?: MessageVars) => translate(locale, key, vars), [locale]);
}
