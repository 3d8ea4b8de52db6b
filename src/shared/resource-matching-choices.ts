/**
 * Spec 7 and 9: the matcher's case types and income levels, and the income bands behind the levels
 * (yearly household income in dollars). No Zod here, so the page's first load can use them.
 */
export const CASE_TYPES = ['chapter7', 'chapter13', 'general', 'alternatives'] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const INCOME_LEVELS = ['low', 'medium', 'high'] as const;
export type IncomeLevel = (typeof INCOME_LEVELS)[number];

/**
 * The levels compare a household's yearly income with legal aid's limits for its size (issue 42):
 * low is under the usual limit (125% of the poverty guideline), medium up to the higher limit some
 * programs use (200%), high above it. The dollar amounts come from the figures module.
 */
export const HOUSEHOLD_SIZE_MAX = 12;
