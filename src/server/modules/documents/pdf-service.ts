/**
 * The document PDFs: a preview (DRAFT across every page, free for subscribers, drawn from the case
 * file as it stands), the final PDF (only once the package is bought and the case file is complete;
 * stored in the database with its SHA-256 by the documents service, every generation
 * kept), and downloads that re-check the SHA-256.
 */
import { createHash } from 'node:crypto';
import { renderPackage } from '#server/adapters/pdf/package.ts';
import { caseFileSchema, CASE_FILE_SECTION_TITLES, missingCaseFileSections, packageSections } from '#shared/case-file/index.ts';
import type { Chapter13EligibilityResponse } from '#shared/contracts/chapter13-eligibility.ts';
import type { DocumentPdf, GenerateDocumentPdfResponse } from '#shared/contracts/document-pdfs.ts';
import { chapter13EligibilityOf } from '#shared/documents/chapter13/eligibility.ts';
import { packageProblems } from '#shared/documents/chapter13/package-checks.ts';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { DOCUMENT_PACKAGE_NAMES, type DocumentPackageId } from '#shared/document-packages.ts';
import { AppError } from '#shared/errors.ts';
import { toIsoDate } from '#shared/law/figures.ts';
import { zodIssuesToFieldIssues } from '../../http/validation.ts';
import type { PdfRow } from './repository.ts';
import type { DocumentsService } from './service.ts';

const NO_PDF = () => new AppError('NOT_FOUND', 'We could not find that PDF.');

export interface PdfFile {
  bytes: Buffer;
  fileName: string;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export const downloadPath = (documentId: string, generation?: number) => `/api/download-pdf/${documentId}${generation === undefined ? '' : `?generation=${generation}`}`;

/** A file name made by the server (never from what a person typed): package, filing date, generation. */
function fileNameOf(document: DocumentDetail, filingDate: string, suffix: string): string {
  return `${document.templateId}-${filingDate}-${suffix}.pdf`;
}

export function createDocumentPdfService(deps: {
  documents: DocumentsService;
  hasPurchased: (userId: string, templateId: string) => Promise<boolean>;
  clock: () => Date;
  producer: string;
}) {
  const { documents, hasPurchased, clock, producer } = deps;

  /** The package PDFs of a document, oldest first, numbered 1, 2, 3 (their generation). */
  async function generations(userId: string, id: string): Promise<{ generation: number; row: PdfRow }[]> {
    const rows = (await documents.pdfs(userId, id)).filter((row) => row.kind === 'package').reverse();
    return rows.map((row, index) => ({ generation: index + 1, row }));
  }

  const toPdf = (documentId: string, version: number) => ({ generation, row }: { generation: number; row: PdfRow }): DocumentPdf => ({
    generation,
    caseFileVersion: row.version,
    current: row.version === version,
    sha256: row.sha256,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: downloadPath(documentId, generation),
  });

  return {
    /** The package as the case file stands, every page marked DRAFT; nothing stored. */
    async preview(userId: string, id: string): Promise<PdfFile> {
      const { document, caseFile } = await documents.forRendering(userId, id);
      const filingDate = caseFile.filing?.plannedFilingDate ?? toIsoDate(clock());
      const rendered = await renderPackage(caseFile, document.templateId as DocumentPackageId, { draft: true, filingDate, producer });
      return { bytes: Buffer.from(rendered.bytes), fileName: fileNameOf(document, filingDate, 'draft') };
    },

    /**
     * The final PDF: needs the package bought and every section answered. Generating again from
     * the same version of the case file answers with the PDF already made.
     */
    async generate(userId: string, id: string): Promise<GenerateDocumentPdfResponse> {
      const { document, caseFile } = await documents.forRendering(userId, id);
      if (document.status === 'completed') throw new AppError('CONFLICT', 'You marked this document as filed, so its PDF can no longer change. Download the PDF you filed from My Documents.');
      if (!(await hasPurchased(userId, document.templateId))) {
        throw new AppError('FORBIDDEN', `Buy the ${DOCUMENT_PACKAGE_NAMES[document.templateId]} to generate the final PDF. Drafts and previews stay free with your membership.`);
      }
      const missing = missingCaseFileSections(caseFile, packageSections(document.templateId as DocumentPackageId));
      if (missing.length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Answer every section before you generate the final PDF. Still to do: ${missing.map((s) => CASE_FILE_SECTION_TITLES[s]).join(', ')}.`,
          missing.map((section) => ({ path: section, message: `Answer the section “${CASE_FILE_SECTION_TITLES[section]}”` })),
        );
      }
      const complete = caseFileSchema.safeParse(caseFile);
      if (!complete.success) {
        const issues = zodIssuesToFieldIssues(complete.error);
        throw new AppError('VALIDATION_FAILED', `Some answers do not fit together yet: ${issues[0]?.message ?? 'check your answers'}.`, issues);
      }
      const problems = packageProblems(complete.data, document.templateId as DocumentPackageId);
      if (problems) throw new AppError('VALIDATION_FAILED', problems.message, problems.issues);
      const existing = await generations(userId, id);
      const newest = existing.at(-1);
      if (newest && newest.row.version === document.version) {
        return { document: pick(document), pdf: toPdf(id, document.version)(newest), created: false };
      }
      const filingDate = caseFile.filing?.plannedFilingDate ?? toIsoDate(clock());
      const rendered = await renderPackage(complete.data, document.templateId as DocumentPackageId, { draft: false, filingDate, producer });
      const bytes = Buffer.from(rendered.bytes);
      const updated = await documents.recordGenerated(userId, id, document.version, [{ kind: 'package', content: bytes, sha256: sha256Of(bytes), sizeBytes: bytes.length }]);
      const made = (await generations(userId, id)).at(-1)!;
      return { document: pick(updated), pdf: toPdf(id, updated.version)(made), created: true };
    },

    /** Whether the person can file Chapter 13 on the planned filing date, with the reasons (Chapter 13 package only). */
    async chapter13Eligibility(userId: string, id: string): Promise<Chapter13EligibilityResponse> {
      const { document, caseFile } = await documents.forRendering(userId, id);
      return chapter13EligibilityOf(caseFile, document.templateId as DocumentPackageId);
    },

    async list(userId: string, id: string): Promise<DocumentPdf[]> {
      const { document } = await documents.forRendering(userId, id);
      return (await generations(userId, id)).map(toPdf(id, document.version)).reverse();
    },

    /** A stored final PDF (the newest, or one generation), after checking its bytes against the SHA-256 recorded with it. */
    async download(userId: string, id: string, generation?: number): Promise<PdfFile> {
      const { document, caseFile } = await documents.forRendering(userId, id);
      const all = await generations(userId, id);
      const found = generation === undefined ? all.at(-1) : all.find((g) => g.generation === generation);
      if (!found) throw NO_PDF();
      const bytes = Buffer.from(await documents.pdfContent(userId, found.row.id));
      if (sha256Of(bytes) !== found.row.sha256) {
        throw new AppError('INTERNAL', 'This PDF did not pass its integrity check, so we did not send it. Generate it again from your document, or contact us.');
      }
      const filingDate = caseFile.filing?.plannedFilingDate ?? toIsoDate(found.row.createdAt);
      return { bytes, fileName: fileNameOf(document, filingDate, `v${found.generation}`) };
    },
  };
}

/** The spec's fields of a document (the list's shape). */
function pick(document: DocumentDetail) {
  const { id, templateId, status, pdfPath, createdAt, updatedAt } = document;
  return { id, templateId, status, pdfPath, createdAt, updatedAt };
}

export type DocumentPdfService = ReturnType<typeof createDocumentPdfService>;
