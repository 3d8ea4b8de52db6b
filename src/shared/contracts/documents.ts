import { z } from 'zod';
import { CASE_FILE_SECTIONS, caseFileDraftSchema, type CaseFileSection } from '../case-file/case-file.ts';
import { DOCUMENT_PACKAGE_IDS } from '../document-packages.ts';
import { aboutSectionSchema, incomeSectionSchema } from '../law/household/household.ts';
import { looksLikeSocialSecurityNumber, socialSecurityNumberDigits } from '../format/social-security-number.ts';
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

/** The largest unfinished section kept in the account, as JSON (the whole 300-item property list fits). */
export const MAX_SECTION_DRAFT_BYTES = 192 * 1024;
/** How deeply a draft's values may nest (a list of rows of addresses is 4 deep). */
const MAX_SECTION_DRAFT_DEPTH = 12;

export const SECTION_DRAFT_SSN_MESSAGE = 'Remove the Social Security number from this answer. Enter it only in the Social Security number step, where it is kept encrypted.';
export const sectionDraftTooLargeMessage = () =>
  `This unfinished section is too long to keep in your account (more than ${MAX_SECTION_DRAFT_BYTES / 1024} KB). It is kept on this device; finish the section to save it.`;

/** Where a draft's values break the rules: too deep, not plain JSON, or a string shaped like a Social Security number. */
function draftValueIssues(value: unknown, path: (string | number)[], depth: number, addIssue: (path: (string | number)[], message: string) => void): void {
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) addIssue(path, 'Only plain numbers can be kept');
    return;
  }
  if (typeof value === 'string') {
    if (looksLikeSocialSecurityNumber(value)) addIssue(path, SECTION_DRAFT_SSN_MESSAGE);
    return;
  }
  if (depth >= MAX_SECTION_DRAFT_DEPTH) return addIssue(path, 'The answers are nested too deeply');
  if (Array.isArray(value)) return value.forEach((item, index) => draftValueIssues(item, [...path, index], depth + 1, addIssue));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) draftValueIssues(item, [...path, key], depth + 1, addIssue);
    return;
  }
  addIssue(path, 'Only plain answers (text, numbers, yes or no, lists) can be kept');
}

/**
 * PUT /api/documents/:id/section-drafts/:section body: a section's typing before it is complete
 * (the interview form's values), so another device resumes it. Plain JSON only, never a Social
 * Security number (the client keeps such typing on the device); the size is checked by the server (413).
 */
export const saveSectionDraftBodySchema = z
  .object({
    /** The document version the typing started from. */
    savedVersion: z.number().int().min(0).max(1_000_000),
    values: z.record(z.unknown()),
  })
  .strict()
  .superRefine((body, ctx) => {
    let count = 0;
    draftValueIssues(body.values, ['values'], 0, (path, message) => {
      if (count++ < 20) ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
    });
  });
export type SaveSectionDraftBody = z.infer<typeof saveSectionDraftBodySchema>;

/** An unfinished section kept in the account. */
export const sectionDraftSchema = z.object({ values: z.record(z.unknown()), savedVersion: z.number().int(), updatedAt: z.string() });
export type SectionDraft = z.infer<typeof sectionDraftSchema>;
export const saveSectionDraftResponseSchema = sectionDraftSchema.omit({ values: true }).extend({ section: z.enum(CASE_FILE_SECTIONS as [CaseFileSection, ...CaseFileSection[]]) });
export type SaveSectionDraftResponse = z.infer<typeof saveSectionDraftResponseSchema>;

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
  /**
   * Sections saved before a question was added to them (Form 101 lines 12 and 14, Schedule J line 3):
   * not in `caseFile` (no form may print a blank answer), their answers kept so the pages start from them.
   */
  outdatedSections: z.record(z.enum(CASE_FILE_SECTIONS as [CaseFileSection, ...CaseFileSection[]]), z.record(z.unknown())),
  /** Unfinished sections kept in the account (typing not yet complete enough for the case file), by section. */
  sectionDrafts: z.record(z.enum(CASE_FILE_SECTIONS as [CaseFileSection, ...CaseFileSection[]]), sectionDraftSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/**
 * PUT /api/documents/:id/sections/:section body: the whole section, checked by that section's
 * schema (`caseFileSectionSchemas[section]`); issues name fields within the section.
 */
export const saveDocumentSectionResponseSchema = documentDetailSchema;

const SSN_MESSAGE = 'Enter the 9-digit Social Security number, like 123-45-6789';

/**
 * A full Social Security number (or ITIN) as typed: 9 digits, alone or in 3-2-4 groups with
 * spaces, dashes, dots, slashes or underscores between (the forms every free-text field refuses).
 * Never logged, never echoed.
 */
export const ssnNumberSchema = text({ required_error: SSN_MESSAGE, invalid_type_error: SSN_MESSAGE })
  .transform((typed, ctx) => {
    const refuse = (message: string) => (ctx.addIssue({ code: z.ZodIssueCode.custom, message, fatal: true }), z.NEVER);
    const digits = socialSecurityNumberDigits(typed);
    if (digits === undefined) return refuse(SSN_MESSAGE);
    if (digits.startsWith('000') || digits.startsWith('666')) return refuse('A Social Security number never starts with 000 or 666. Check the number on your card');
    if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return refuse('This is not a valid Social Security number. Check the number on your card');
    return digits;
  });

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

