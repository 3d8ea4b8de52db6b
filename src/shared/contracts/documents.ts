import { z } from 'zod';
import { CASE_FILE_SECTIONS, caseFileDraftSchema, type CaseFileSection } from '../case-file/case-file.ts';
import { DOCUMENT_PACKAGE_IDS } from '../document-packages.ts';
import { aboutSectionSchema, incomeSectionSchema } from '../law/household/household.ts';
import { text } from './fields.ts';

/** Spec 3: a user document's status. */
export const DOCUMENT_STATUSES = ['draft', 'generated', 'completed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A document's id in a path; any text, so a malformed id is simply not found (404), like another person's. */
export const documentIdParamsSchema = z.object({ id: text().min(1).max(64) });

export const documentSectionParamsSchema = documentIdParamsSchema.extend({
  section: z.enum(CASE_FILE_SECTIONS as [CaseFileSection, ...CaseFileSection[]], { errorMap: () => ({ message: 'Unknown section of the case file' }) }),
});

export const documentVersionParamsSchema = documentIdParamsSchema.extend({
  version: z.coerce.number({ invalid_type_error: 'Unknown version' }).int('Unknown version').min(1, 'Unknown version').max(1_000_000, 'Unknown version'),
});

/** POST /api/start-document body (spec 3: templateId). */
export const startDocumentBodySchema = z
  .object({
    templateId: z.enum(DOCUMENT_PACKAGE_IDS, { errorMap: () => ({ message: 'Choose one of the document packages' }) }),
  })
  .strict();
export type StartDocumentBody = z.infer<typeof startDocumentBodySchema>;

/** One document as My Documents lists it (spec 3: id, templateId, status, pdfPath, createdAt, updatedAt). */
export const userDocumentSchema = z.object({
  id: z.string(),
  templateId: z.enum(DOCUMENT_PACKAGE_IDS),
  status: z.enum(DOCUMENT_STATUSES),
  pdfPath: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** GET /api/user-documents: the person's documents, newest first. */
export const userDocumentListSchema = z.array(userDocumentSchema);

export const SSN_PERSONS = ['debtor', 'spouse'] as const;
export type SsnPerson = (typeof SSN_PERSONS)[number];

/** A stored Social Security number as every answer shows it: the last 4 digits only. */
export const maskedSsnSchema = z.object({ last4: z.string().regex(/^\d{4}$/), masked: z.string() });
export type MaskedSsn = z.infer<typeof maskedSsnSchema>;

/**
 * Suggestions for sections not yet saved, from the person's newest completed risk assessment: the
 * interview offers them as the first answers. Each is part of a section, never saved until the person
 * saves the section.
 */
export const documentPrefillSchema = z.object({
  household: aboutSectionSchema.pick({ householdSize: true, maritalStatus: true, membersAged65OrOver: true, dependentChildren: true }).partial().optional(),
  income: incomeSectionSchema.partial().optional(),
  /** Where the person lives (state, county), for the district and the address. */
  residence: z.object({ state: z.string(), county: z.string().optional() }).optional(),
});
export type DocumentPrefill = z.infer<typeof documentPrefillSchema>;

/** GET /api/documents/:id: the document with its case file (SSNs masked) and what is left to answer. */
export const documentDetailSchema = userDocumentSchema.extend({
  /** Number of the newest saved version (0 before the first save). */
  version: z.number().int(),
  completedAt: z.string().nullable(),
  caseFile: caseFileDraftSchema,
  missingSections: z.array(z.enum(CASE_FILE_SECTIONS as [CaseFileSection, ...CaseFileSection[]])),
  ssn: z.object({ debtor: maskedSsnSchema.nullable(), spouse: maskedSsnSchema.nullable() }),
  prefill: documentPrefillSchema,
  /** Where the case file came from when it was started. */
  prefilledFrom: z.object({ earlierDocumentId: z.string().nullable(), riskAssessmentId: z.string().nullable() }),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/**
 * PUT /api/documents/:id/sections/:section body: the whole section, checked by that section's
 * schema (`caseFileSectionSchemas[section]`); issues name fields within the section.
 */
export const saveDocumentSectionResponseSchema = documentDetailSchema;

const SSN_MESSAGE = 'Enter the 9-digit Social Security number, like 123-45-6789';

/** A full Social Security number (or ITIN) as typed: 9 digits, dashes or spaces allowed. Never logged, never echoed. */
export const ssnNumberSchema = z
  .string({ required_error: SSN_MESSAGE, invalid_type_error: SSN_MESSAGE })
  .trim()
  .regex(/^\d{3}[-\s]?\d{2}[-\s]?\d{4}$/, SSN_MESSAGE)
  .transform((typed) => typed.replace(/\D/g, ''))
  .refine((digits) => !digits.startsWith('000') && !digits.startsWith('666'), 'A Social Security number never starts with 000 or 666. Check the number on your card')
  .refine((digits) => digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000', 'This is not a valid Social Security number. Check the number on your card');

/** PUT /api/documents/:id/ssn body. */
export const saveSsnBodySchema = z
  .object({
    person: z.enum(SSN_PERSONS, { errorMap: () => ({ message: 'Choose whose number this is' }) }),
    number: ssnNumberSchema,
  })
  .strict();
export const saveSsnResponseSchema = z.object({ person: z.enum(SSN_PERSONS), ssn: maskedSsnSchema });

/** GET /api/documents/:id/versions: saved versions, newest first. */
export const documentVersionSchema = z.object({
  version: z.number().int(),
  /** The section saved, or `restore`. */
  section: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  current: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;
export const documentVersionListSchema = z.array(documentVersionSchema);

