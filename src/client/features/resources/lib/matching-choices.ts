/** Spec 7: the matcher's case types and income levels (without Zod, for the page's first load). */
export const CASE_TYPES = ['chapter7', 'chapter13', 'general', 'alternatives'] as const;
export const INCOME_LEVELS = ['low', 'medium', 'high'] as const;
