/**
 * Spec 7 and 9: the matcher's case types and income levels, and the income bands behind the levels
 * (yearly household income in dollars). No Zod here, so the page's first load can use them.
 */
export const CASE_TYPES = ['chapter7', 'chapter13', 'general', 'alternatives'] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const INCOME_LEVELS = ['low', 'medium', 'high'] as const;
export type IncomeLevel = (typeof INCOME_LEVELS)[number];

export const INCOME_LEVEL_BANDS: Record<IncomeLevel, { from: number | null; under: number | null }> = {
  low: { from: null, under: 35_000 },
  medium: { from: 35_000, under: 75_000 },
  high: { from: 75_000, under: null },
};
