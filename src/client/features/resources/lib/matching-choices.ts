/** Spec 7: the matcher's case types and income levels (without Zod, for the page's first load). */
export { CASE_TYPES, HOUSEHOLD_SIZE_MAX, INCOME_LEVELS } from '#shared/resource-matching-choices.ts';
