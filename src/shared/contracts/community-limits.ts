/**
 * Limits and categories of community stories and questions, without the validation library, so
 * public pages can show counters and choices without loading it. `community.ts` builds its
 * schemas from these and re-exports them.
 */
export const STORY_MAX_LENGTH = 5000;
export const QUESTION_MAX_LENGTH = 1000;
export const QUESTION_CATEGORIES = ['general', 'chapter7', 'chapter13', 'forms'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
