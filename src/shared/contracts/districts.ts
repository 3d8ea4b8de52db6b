/**
 * GET /api/bankruptcy-districts?state=PA: the federal judicial districts of one state and, where a
 * state has several, which district each county belongs to (the interview's district picker).
 */
import { z } from 'zod';
import { stateCodeSchema } from '../case-file/case-file.ts';
import { text } from './fields.ts';

export const BANKRUPTCY_DISTRICTS_PATH = '/api/bankruptcy-districts';

const CHOOSE_STATE = 'Choose your state from the list';

export const bankruptcyDistrictsQuerySchema = z.object({
  state: text({ required_error: 'Choose your state', invalid_type_error: 'Choose your state' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, CHOOSE_STATE)
    .transform((code) => code.toUpperCase())
    .refine((code) => stateCodeSchema.safeParse(code).success, CHOOSE_STATE),
  /** A county as the person or another tool wrote it ("Montgomery County"), to find in the list. */
  county: text().trim().max(80, 'The county name must be 80 characters or fewer').optional(),
});

export const bankruptcyDistrictsSchema = z.object({
  state: z.string(),
  /** The state's districts (one in most states). */
  districts: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Every county of a state with several districts, as PACER spells it, with its district; empty otherwise. */
  counties: z.array(z.object({ name: z.string(), districtCode: z.string() })),
  /** The list's name of the county asked about, when it is one of them. */
  countyMatch: z.string().nullable(),
});
export type BankruptcyDistricts = z.infer<typeof bankruptcyDistrictsSchema>;
