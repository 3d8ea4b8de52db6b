/**
 * Legal resource matching (spec 2.12, 3, 5, 9; issue 22): a ZIP code, case type and income level in,
 * matched resources out, each with a 0–100 score and the reasons it matched, in words.
 */
import { z } from 'zod';
import { text as plainText } from './fields.ts';
import { courtOfficeSchema } from './how-to-file.ts';
import { matchReasonSchema } from './match-reasons.ts';
import { CASE_TYPES, HOUSEHOLD_SIZE_MAX, INCOME_LEVELS, type CaseType, type IncomeLevel } from '../resource-matching-choices.ts';

export { CASE_TYPES, HOUSEHOLD_SIZE_MAX, INCOME_LEVELS, type CaseType, type IncomeLevel };

export const MISSING_MATCHING_FIELDS = 'Please fill in all fields for best matching results.';
export const INVALID_ZIP_CODE = 'Please enter a valid 5-digit ZIP code';
export const HOUSEHOLD_SIZE_MESSAGE = `Choose how many people are in your household (1 to ${HOUSEHOLD_SIZE_MAX}).`;

const required = { required_error: MISSING_MATCHING_FIELDS, invalid_type_error: MISSING_MATCHING_FIELDS };

/**
 * A 5-digit ZIP code; ZIP+4 is accepted and cut to its first five digits. One message, never two:
 * an empty box is a missing field, anything else that is not a ZIP code is an invalid one.
 */
export const zipCodeSchema = z
  .string(required)
  .trim()
  // The empty box passes this check and fails the next one: each input gets exactly one message.
  .regex(/^(\d{5}(-\d{4})?)?$/, INVALID_ZIP_CODE)
  .refine((zip) => zip !== '', MISSING_MATCHING_FIELDS)
  .transform((zip) => zip.slice(0, 5));

export const matchResourcesRequestSchema = z.object({
  zipCode: zipCodeSchema,
  caseType: z.enum(CASE_TYPES, { errorMap: () => ({ message: MISSING_MATCHING_FIELDS }) }),
  incomeLevel: z.enum(INCOME_LEVELS, { errorMap: () => ({ message: MISSING_MATCHING_FIELDS }) }),
  /** The people in the household: legal aid's income limits depend on it. */
  householdSize: z.coerce
    .number({ errorMap: () => ({ message: MISSING_MATCHING_FIELDS }) })
    .int(HOUSEHOLD_SIZE_MESSAGE)
    .min(1, HOUSEHOLD_SIZE_MESSAGE)
    .max(HOUSEHOLD_SIZE_MAX, HOUSEHOLD_SIZE_MESSAGE),
});
export type MatchResourcesRequest = z.infer<typeof matchResourcesRequestSchema>;

export const nearbyFreeHelpQuerySchema = z.object({ zipCode: zipCodeSchema });

/** court: the person's district court; legal_aid: an LSC program; state_service: a statewide or local service (lawyer referral, clinic, online answers); national: anywhere in the US. */
export const RESOURCE_KINDS = ['court', 'legal_aid', 'state_service', 'national'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
export const SERVICE_TYPES = ['pro_bono', 'low_cost', 'full_service'] as const;
export const AVAILABILITIES = ['immediate', 'within_week', 'within_month'] as const;

/** listed: the phone in the program or service list; intake: the line for new requests; main: the main office. */
export const PHONE_KINDS = ['listed', 'intake', 'main'] as const;

/** your_division: the data says it serves the county; only_office: the district has one; nearest: the closest to the ZIP code (the division is not in our data). */
export const CLERK_OFFICE_CHOICES = ['your_division', 'only_office', 'nearest'] as const;
export const clerkOfficeSchema = courtOfficeSchema.extend({
  choice: z.enum(CLERK_OFFICE_CHOICES),
  /** Miles from the ZIP code, where both are known. */
  distance: z.number().nullable(),
});
export type ClerkOffice = z.infer<typeof clerkOfficeSchema>;

export const matchedResourceSchema = z.object({
  id: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  name: z.string(),
  organization: z.string(),
  /** An office's street address, where a source gives one. */
  address: z.string().nullable(),
  matchScore: z.number().int().min(0).max(100),
  /** Null when we do not know: call or check the website. */
  availability: z.enum(AVAILABILITIES).nullable(),
  /** Miles from the ZIP code; null for resources that serve an area or work online. */
  distance: z.number().nullable(),
  /** The distance, or why there is none, in words ("About 12 miles", "Online", "Statewide"). */
  distanceLabel: z.string(),
  /** Who it serves, in words ("All of Ohio", "Online, anywhere in the US"). */
  coverage: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  specialties: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** A page for people filing without a lawyer, when the resource has one. */
  selfHelpPage: z.string().nullable(),
  /** Every phone we know for it, each saying what it is and where it comes from (legal aid: intake and main lines too). */
  phones: z.array(z.object({ kind: z.enum(PHONE_KINDS), number: z.string(), note: z.string().nullable() })),
  /** The court row: the clerk's office for the person, and why that one. */
  clerkOffice: clerkOfficeSchema.nullable(),
  /** Where each fact on the card comes from, as people read it ("LSC program list, 2021"). */
  sources: z.array(z.object({ name: z.string(), date: z.string(), url: z.string() })),
  /** Why it matched, in English (older clients); `reasonCodes` says the same as codes for the client's own texts. */
  reasons: z.array(z.string()),
  reasonCodes: z.array(matchReasonSchema),
  source: z.string(),
  sourceUrl: z.string(),
  lastVerified: z.string(),
});
export type MatchedResource = z.infer<typeof matchedResourceSchema>;

/** Where a ZIP code is. City and county are empty where the data has none (territories, military mail); so are the coordinates. */
export const placeSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  county: z.string(),
  state: z.string(),
  stateName: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

export const matchResourcesResponseSchema = z.object({
  place: placeSchema,
  resources: z.array(matchedResourceSchema),
  /** The ZIP code data's licence asks for this credit wherever places are shown. */
  placeDataAttribution: z.string(),
});
export type MatchResourcesResponse = z.infer<typeof matchResourcesResponseSchema>;

// ---- Admin: the resources behind matching (issue 22) ----

export const RESOURCE_COVERAGES = ['national', 'statewide', 'part_of_state', 'district'] as const;
export type ResourceCoverage = (typeof RESOURCE_COVERAGES)[number];
/** What a resource is for, which decides how well it fits a case type. */
export const RESOURCE_PURPOSES = [
  'bankruptcy_court',
  'consumer_legal_aid',
  'civil_legal_aid',
  'legal_aid_finder',
  'credit_counseling',
  'debtor_education',
  'online_legal_answers',
  'lawyer_referral',
  'bankruptcy_clinic',
] as const;
export type ResourcePurpose = (typeof RESOURCE_PURPOSES)[number];
/** Who pays: free for everyone, free within an income limit, or a fee. */
export const RESOURCE_COSTS = ['free', 'free_income_limited', 'fee'] as const;
export type ResourceCost = (typeof RESOURCE_COSTS)[number];

/** US states, DC and the territories with a bankruptcy court. */
export const RESOURCE_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'MP',
] as const;

const text = (label: string, max: number) =>
  plainText({ required_error: `${label} is required.`, invalid_type_error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);
/** Empty text means "none". */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().default(null));
const httpsUrl = (label: string) =>
  plainText().trim().max(500, `${label} must be at most 500 characters.`).url(`${label} must be a full web address starting with https://.`).refine((url) => url.startsWith('https://'), `${label} must start with https://.`);
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { errorMap: () => ({ message }) });

/** What an admin enters for a resource. The server checks the ZIP code and that the date is not in the future. */
export const legalResourceInputSchema = z
  .object({
    kind: choice(RESOURCE_KINDS, 'Choose what kind of resource this is.'),
    name: text('The name', 200),
    organization: text('The organization', 200),
    state: optional(choice(RESOURCE_STATES, 'Choose a state, or none for a national resource.')),
    coverage: choice(RESOURCE_COVERAGES, 'Choose the area it serves.'),
    coverageNote: optional(text('The area served', 200)),
    address: optional(text('The address', 300)),
    locationZip: optional(z.string().trim().regex(/^\d{5}$/, 'The location ZIP code must be 5 digits.')),
    phone: optional(z.string().trim().regex(/^[0-9()+.\- ]{7,25}$/, 'Enter the phone number with digits, spaces, dashes or parentheses only.')),
    email: optional(plainText().trim().max(200).email('Enter a valid email address.')),
    website: optional(httpsUrl('The website')),
    serviceType: choice(SERVICE_TYPES, 'Choose the service type.'),
    purpose: choice(RESOURCE_PURPOSES, 'Choose what it helps with.'),
    cost: choice(RESOURCE_COSTS, 'Choose who pays.'),
    availability: optional(choice(AVAILABILITIES, 'Choose when it can help.')),
    // A list, or one per line (the admin form's text box).
    specialties: z.preprocess(
      (value) => (typeof value === 'string' ? value.split('\n').map((line) => line.trim()).filter(Boolean) : value),
      z.array(text('A specialty', 80), { invalid_type_error: 'List the specialties.' }).max(10, 'List at most 10 specialties.').default([]),
    ),
    source: text('The source', 500).refine((value) => value.length >= 10, 'Say where these facts come from (at least 10 characters).'),
    sourceUrl: httpsUrl('The source address'),
    lastVerified: z.string({ required_error: 'The date it was last checked is required.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date it was last checked as YYYY-MM-DD.').refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Enter a real date.'),
  })
  .superRefine((value, ctx) => {
    if (value.coverage === 'national' && value.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'A national resource has no state: choose none, or another area.' });
    if (value.coverage !== 'national' && !value.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose the state it serves.' });
    if ((value.kind === 'court') !== (value.coverage === 'district')) ctx.addIssue({ code: 'custom', path: ['coverage'], message: 'Only a court serves a district; choose national, statewide or part of a state.' });
    if (!value.website && !value.phone) ctx.addIssue({ code: 'custom', path: ['website'], message: 'Give a website or a phone number, so people can reach it.' });
  });
export type LegalResourceInput = z.infer<typeof legalResourceInputSchema>;
export type LegalResourceFormValues = z.input<typeof legalResourceInputSchema>;

export const legalResourceIdSchema = z.object({ id: plainText().trim().min(1).max(120) });

/** A resource as the admin screen lists it (retired rows too). */
export const legalResourceAdminRowSchema = z.object({
  id: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  name: z.string(),
  organization: z.string(),
  state: z.string().nullable(),
  coverage: z.enum(RESOURCE_COVERAGES),
  coverageNote: z.string().nullable(),
  address: z.string().nullable(),
  locationZip: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  serviceType: z.enum(SERVICE_TYPES),
  purpose: z.enum(RESOURCE_PURPOSES),
  cost: z.enum(RESOURCE_COSTS),
  availability: z.enum(AVAILABILITIES).nullable(),
  specialties: z.array(z.string()),
  source: z.string(),
  sourceUrl: z.string(),
  lastVerified: z.string(),
  /** Rows from the committed data files; after an admin change the files no longer overwrite them. */
  fromDataFiles: z.boolean(),
  editedAt: z.string().nullable(),
  retiredAt: z.string().nullable(),
});
export type LegalResourceAdminRow = z.infer<typeof legalResourceAdminRowSchema>;
export const legalResourceAdminListSchema = z.array(legalResourceAdminRowSchema);
