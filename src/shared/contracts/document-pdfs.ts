import { z } from 'zod';
import { CASE_FILE_SECTIONS, type CaseFileSection } from '../case-file/case-file.ts';
import { userDocumentSchema } from './documents.ts';

/** One final PDF of a document (every generation stays downloadable). */
export const documentPdfSchema = z.object({
  generation: z.number().int(),
  /** The document's version (of its case file) the PDF was made from. */
  caseFileVersion: z.number().int(),
  /** True when the case file has not changed since this PDF was made. */
  current: z.boolean(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  /** `GET /api/download-pdf/{documentId}?generation=N`. */
  downloadUrl: z.string(),
  /** Files made with the package and handed to the clerk apart (Form 121, the creditor mailing list). */
  separateFiles: z.array(z.object({ kind: z.enum(['form121', 'matrix']), label: z.string(), downloadUrl: z.string() })),
});
export type DocumentPdf = z.infer<typeof documentPdfSchema>;

/** GET /api/documents/:id/pdfs: newest first. */
export const documentPdfListSchema = z.array(documentPdfSchema);

/** POST /api/documents/:id/generate: the final PDF made (or the one already made from this version). */
export const generateDocumentPdfResponseSchema = z.object({ document: userDocumentSchema, pdf: documentPdfSchema, created: z.boolean() });
export type GenerateDocumentPdfResponse = z.infer<typeof generateDocumentPdfResponseSchema>;

/** `?generation=N` of the download route; without it, the newest PDF. A bad value is simply not found. */
export const downloadPdfQuerySchema = z.object({ generation: z.string().regex(/^\d{1,6}$/).transform(Number).optional() }).strict();

/** One mismatch between the forms of a package, with the interview section where it is fixed. */
export const packageCheckIssueSchema = z.object({
  check: z.string(),
  where: z.array(z.string()),
  message: z.string(),
  section: z.enum(CASE_FILE_SECTIONS as [CaseFileSection, ...CaseFileSection[]]),
  /** The interview step (page id) where a person fixes it, when more precise than the section's first page. */
  step: z.string().optional(),
});
export type PackageCheckIssue = z.infer<typeof packageCheckIssueSchema>;

/** GET /api/documents/:id/checks: the cross-form checks Generate runs (empty while sections are missing). */
export const packageChecksResponseSchema = z.object({ issues: z.array(packageCheckIssueSchema) });
export type PackageChecksResponse = z.infer<typeof packageChecksResponseSchema>;
