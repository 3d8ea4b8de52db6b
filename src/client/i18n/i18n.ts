import { createContext, useCallback, useContext } from 'react';
import { en } from './en.ts';
import type { enContact } from './en/contact.ts';
import type { enFaqs } from './en/faqs.ts';
import type { enHome } from './en/home.ts';
import type { enMeansTest } from './en/means-test.ts';
import type { enOfficialForms } from './en/official-forms.ts';
import type { enPreparation } from './en/preparation.ts';
import type { enAdmin } from './en/admin.ts';
import type { enCommunityPosts } from './en/community-posts.ts';
import type { enCommunityPostsLink } from './en/community-posts-link.ts';
import type { enNews } from './en/news.ts';
import type { enSignups } from './en/signups.ts';
import type { enChat } from './en/chat.ts';
import type { enChatModeration } from './en/chat-moderation.ts';
import type { enBilling } from './en/billing.ts';
import type { enCheckout } from './en/checkout.ts';
import type { enPremium } from './en/premium.ts';
import type { enAccount } from './en/account.ts';
import type { enAssessment } from './en/assessment.ts';
import type { enFreeLegalHelp } from './en/free-legal-help.ts';
import type { enOnThisPage } from './en/on-this-page.ts';
import type { enCourse } from './en/course.ts';
import type { enCounseling } from './en/counseling.ts';
import type { enResourceReasons } from './en/resource-reasons.ts';
import type { enHowToFile } from './en/how-to-file.ts';

/** Texts of one area of pages, loaded with those pages (./en/<area>.ts). Add each new area here. */
type AreaMessages = typeof enContact & typeof enFaqs & typeof enHome & typeof enMeansTest & typeof enOfficialForms & typeof enPreparation &
  typeof enAdmin &
  typeof enCommunityPosts &
  typeof enCommunityPostsLink &
  typeof enNews &
  typeof enSignups &
  typeof enChat &
  typeof enChatModeration &
  typeof enBilling &
  typeof enCheckout &
  typeof enPremium &
  typeof enAccount &
  typeof enAssessment &
  typeof enFreeLegalHelp &
  typeof enOnThisPage &
  typeof enCourse &
  typeof enCounseling &
  typeof enResourceReasons &
  typeof enHowToFile;

/** Every UI text key. English is the reference locale: other locales must provide the same keys. */
export type MessageKey = keyof typeof en | keyof AreaMessages;

/** A complete set of texts for one locale (e.g. `export const es: Messages = { ... }`). */
export type Messages = Record<MessageKey, string>;

export type Locale = 'en';

// Area texts join when their module loads (registerMessages).
const MESSAGES: Record<Locale, Partial<Messages>> = { en: { ...en } };

/** Adds one area's texts (called by the ./en/<area>.ts modules when they load). */
export function registerMessages(locale: Locale, messages: Partial<Messages>): void {
  Object.assign(MESSAGES[locale], messages);
}

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
  if (template === undefined) {
    // An area's text used without importing its ./en/<area>.ts module: show the key, not a crash.
    if (import.meta.env?.DEV) console.error(`Missing UI text "${key}": import the i18n module that defines it.`);
    return key;
  }
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
