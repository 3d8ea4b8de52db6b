import type { QuestionCategory } from '#shared/contracts/community.ts';
import type { MessageKey } from '#client/i18n/i18n.ts';

/** The shown name of each question category (General, Chapter 7, Chapter 13, Forms). */
export const CATEGORY_LABEL_KEYS: Record<QuestionCategory, MessageKey> = {
  general: 'communityPosts.category.general',
  chapter7: 'communityPosts.category.chapter7',
  chapter13: 'communityPosts.category.chapter13',
  forms: 'communityPosts.category.forms',
};
