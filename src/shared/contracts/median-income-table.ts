/**
 * GET /api/median-income: the median income table in force (issue 15). Its own module, apart from
 * the admin's import contract, so the pages that fetch it load only this schema.
 */
import { z } from 'zod';

export const medianIncomeRowSchema = z.object({
  stateCode: z.string(),
  stateName: z.string(),
  household1: z.number(),
  household2: z.number(),
  household3: z.number(),
  household4: z.number(),
});

export const medianIncomeTableSchema = z.object({
  effectiveDate: z.string(),
  source: z.string(),
  officialSource: z.string(),
  confidence: z.string(),
  /** `estimate`: our projection, labelled "estimate — check the official table" wherever shown. */
  status: z.enum(['official', 'estimate']),
  dataFile: z.string(),
  addPerPersonOver4: z.number(),
  rows: z.array(medianIncomeRowSchema),
});
export type MedianIncomeTableDto = z.infer<typeof medianIncomeTableSchema>;
