import { z } from 'zod';
import { CASE_TYPES, HOUSEHOLD_SIZE_MAX, INCOME_LEVELS } from './matching-choices.ts';

/**
 * Resource matching (spec 2.12, 5; issue 42): ZIP code, case type, household size and income level are all needed, with no
 * ZIP format check. No API takes it yet (matching comes in a later issue), so the rule lives
 * beside the form; the messages are the page's own texts.
 */
export const resourceMatchingSchema = (messages: { zip: string; caseType: string; incomeLevel: string; householdSize: string }) =>
  z.object({
    zipCode: z.string().trim().min(1, messages.zip),
    caseType: z.enum(CASE_TYPES, { errorMap: () => ({ message: messages.caseType }) }),
    householdSize: z.coerce.number().int().min(1, messages.householdSize).max(HOUSEHOLD_SIZE_MAX, messages.householdSize),
    incomeLevel: z.enum(INCOME_LEVELS, { errorMap: () => ({ message: messages.incomeLevel }) }),
  });
export type ResourceMatching = z.infer<ReturnType<typeof resourceMatchingSchema>>;
