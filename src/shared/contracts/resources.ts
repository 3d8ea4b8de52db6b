/**
 * Legal resource matching (spec 2.12, 3, 5, 9; issue 22): a ZIP code, case type and income level in,
 * matched resources out, each with a 0–100 score and the reasons it matched, in words.
 */
import { z } from 'zod';
import { CASE_TYPES, INCOME_LEVELS, INCOME_LEVEL_BANDS, type CaseType, type IncomeLevel } from '../resource-matching-choices.ts';

export { CASE_TYPES, INCOME_LEVELS, INCOME_LEVEL_BANDS, type CaseType, type IncomeLevel };

export const MISSING_MATCHING_FIELDS = 'Please fill in all fields for best matching results.';
export const INVALID_ZIP_CODE = 'Please enter a valid 5-digit ZIP code';

const required = { required_error: MISSING_MATCHING_FIELDS, invalid_type_error: MISSING_MATCHING_FIELDS };

/** A 5-digit ZIP code; ZIP+4 is accepted and cut to its first five digits. */
export const zipCodeSchema = z
  .string(required)
  .trim()
  .min(1, MISSING_MATCHING_FIELDS)
  .regex(/^\d{5}(-\d{4})?$/, INVALID_ZIP_CODE)
  .transform((zip) => zip.slice(0, 5));

export const matchResourcesRequestSchema = z.object({
  zipCode: zipCodeSchema,
  caseType: z.enum(CASE_TYPES, { errorMap: () => ({ message: MISSING_MATCHING_FIELDS }) }),
  incomeLevel: z.enum(INCOME_LEVELS, { errorMap: () => ({ message: MISSING_MATCHING_FIELDS }) }),
});
export type MatchResourcesRequest = z.infer<typeof matchResourcesRequestSchema>;

export const nearbyFreeHelpQuerySchema = z.object({ zipCode: zipCodeSchema });

export const RESOURCE_KINDS = ['court', 'legal_aid', 'national'] as const;
export const SERVICE_TYPES = ['pro_bono', 'low_cost', 'full_service'] as const;
export const AVAILABILITIES = ['immediate', 'within_week', 'within_month'] as const;

export const matchedResourceSchema = z.object({
  id: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  name: z.string(),
  organization: z.string(),
  /** No street address is in our sourced data yet. */
  address: z.string().nullable(),
  matchScore: z.number().int().min(0).max(100),
  /** Null when we do not know: call or check the website. */
  availability: z.enum(AVAILABILITIES).nullable(),
  /** Miles from the ZIP code; null for resources that serve an area or work online. */
  distance: z.number().nullable(),
  /** Who it serves, in words ("All of Ohio", "Online, anywhere in the US"). */
  coverage: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  specialties: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** A page for people filing without a lawyer, when the resource has one. */
  selfHelpPage: z.string().nullable(),
  reasons: z.array(z.string()),
  source: z.string(),
  sourceUrl: z.string(),
  lastVerified: z.string(),
});
export type MatchedResource = z.infer<typeof matchedResourceSchema>;

export const placeSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  county: z.string(),
  state: z.string(),
  stateName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const matchResourcesResponseSchema = z.object({
  place: placeSchema,
  resources: z.array(matchedResourceSchema),
  /** The ZIP code data's licence asks for this credit wherever places are shown. */
  placeDataAttribution: z.string(),
});
export type MatchResourcesResponse = z.infer<typeof matchResourcesResponseSchema>;
