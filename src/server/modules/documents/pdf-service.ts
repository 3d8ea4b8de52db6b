/**
 * The document PDFs: a preview (DRAFT across every page, free for subscribers, drawn from the case
 * file as it stands), the final PDF (only once the package is bought and the case file is complete;
 * stored in the database with its SHA-256 by the documents service, every generation
 * kept), and downloads that re-check the SHA-256.
 */
import { createHash } from 'node:crypto';
import { packageHasForm121 } from '#server/adapters/pdf/chapter7/composition.ts';
import { chapter7PackageChecks } from '#server/adapters/pdf/chapter7/package-checks.ts';
import type { Form121Input } from '#server/adapters/pdf/forms/121/definition.ts';
import type { PdfRenderer } from '#server/adapters/pdf/render-pool/render-pool.ts';
import { creditorMatrix, MatrixEntryTooLongError, matrixParties } from '#shared/documents/chapter7/creditor-matrix.ts';
import { type CaseFile, caseFileSchema, CASE_FILE_SECTION_TITLES, missingCaseFileSections, packageSections } from '#shared/case-file/index.ts';
import type { DocumentPdf, GenerateDocumentPdfResponse, PackageCheckIssue, PackageChecksResponse } from '#shared/contracts/document-pdfs.ts';
import type { Chapter13EligibilityResponse } from '#shared/contracts/chapter13-eligibility.ts';
import { chapter13EligibilityOf } from '#shared/documents/chapter13/eligibility.ts';
import type { ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import { withImportedMedianTables } from '../../adapters/pdf/imported-median-tables.ts';
import { figuresKey } from '../../adapters/pdf/forms/means-test.ts';
import { packageProblems } from '#shared/documents/chapter13/package-checks.ts';
import { counselingAndDetailsIssues } from '#shared/documents/counseling-and-details-gate.ts';
import { feeWaiverRequestIssues } from '#shared/documents/fee-waiver-request.ts';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { DOCUMENT_PACKAGE_NAMES, type DocumentPackageId } from '#shared/document-packages.ts';
import { AppError } from '#shared/errors.ts';
import { LegalFigureUnavailableError, toIsoDate } from '#shared/law/figures.ts';
import { zodIssuesToFieldIssues } from '../../http/validation.ts';
import type { PdfFile as StoredFile, PdfKind, PdfRow } from './repository.ts';
import { createPreviewCache } from './preview-cache.ts';
import { createPersonRenderGate } from './render-gate.ts';
import { DAMAGED_FILE_MESSAGE, type DocumentsService } from './service.ts';
import { refuseUnfinishedChanges, unfinishedChanges } from './unfinished-changes.ts';

const NO_PDF = () => new AppError('NOT_FOUND', 'We could not find that PDF.');

export interface PdfFile {
  bytes: Buffer;
  fileName: string;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const generationQuery = (generation?: number) => (generation === undefined ? '' : `?generation=${generation}`);
export const downloadPath = (documentId: string, generation?: number) => `/api/download-pdf/${documentId}${generationQuery(generation)}`;

/** The files handed to the clerk apart from the package, their routes and names. */
const SEPARATE_FILES = {
  form121: { label: 'Form 121: your full Social Security numbers (file it apart, never with the other forms)', path: 'form121.pdf', extension: 'pdf' },
  matrix: { label: 'Creditor mailing list (plain text, names and addresses)', path: 'creditor-matrix.txt', extension: 'txt' },
} as const;
export type SeparateFileKind = keyof typeof SEPARATE_FILES;
export const separateFilePath = (documentId: string, kind: SeparateFileKind, generation?: number) => `/api/documents/${documentId}/${SEPARATE_FILES[kind].path}${generationQuery(generation)}`;

/** A file name made by the server (never from what a person typed): package, filing date, generation. */
function fileNameOf(document: DocumentDetail, filingDate: string, suffix: string, extension = 'pdf'): string {
  return `${document.templateId}-${filingDate}-${suffix}.${extension}`;
}

export function createDocumentPdfService(deps: {
  documents: DocumentsService;
  hasPurchased: (userId: string, templateId: string) => Promise<boolean>;
  clock: () => Date;
  producer: string;
  /** Draws the PDFs (the worker pool in the server): rendering is the slow part, kept off the request thread. */
  renderer: PdfRenderer;
  /** Median income tables an admin imported: every median in the forms and their checks uses them (issue 39 item 1). */
  medianIncomeTables: () => Promise<ImportedMedianIncomeTables>;
}) {
  const { documents, hasPurchased, clock, producer, renderer, medianIncomeTables } = deps;
  const gate = createPersonRenderGate();
  const previews = createPreviewCache({ clock });

  /** The stored files of one kind of a document, oldest first, numbered 1, 2, 3 (their generation: each generation stores one of each kind). */
  async function generations(userId: string, id: string, kind: PdfKind = 'package'): Promise<{ generation: number; row: PdfRow }[]> {
    const rows = (await documents.pdfs(userId, id)).filter((row) => row.kind === kind).reverse();
    return rows.map((row, index) => ({ generation: index + 1, row }));
  }

  /** A stored file (the newest, or one generation), after checking its bytes against the SHA-256 recorded with it. */
  async function storedFile(userId: string, id: string, kind: PdfKind, generation: number | undefined) {
    const { document, caseFile } = await documents.forRendering(userId, id);
    const all = await generations(userId, id, kind);
    const found = generation === undefined ? all.at(-1) : all.find((g) => g.generation === generation);
    if (!found) throw NO_PDF();
    const bytes = Buffer.from(await documents.pdfContent(userId, found.row.id));
    if (sha256Of(bytes) !== found.row.sha256) {
      throw new AppError('INTERNAL', DAMAGED_FILE_MESSAGE);
    }
    const filingDate = caseFile.filing?.plannedFilingDate ?? toIsoDate(found.row.createdAt);
    return { document, bytes, filingDate, generation: found.generation };
  }

  /** The package's cross-form checks (the Chapter 7 package has them), after the answers the final package waits for, and the fee waiver's 150 % test. */
  const checksOf = (caseFile: CaseFile, packageId: DocumentPackageId, filingDate: string): PackageCheckIssue[] => [
    ...counselingAndDetailsIssues(caseFile, packageId),
    ...(packageId === 'chapter7-complete' ? chapter7PackageChecks(caseFile, filingDate) : []),
    ...feeWaiverRequestIssues(caseFile, filingDate),
  ];

  // A "Yes" whose only entry was left empty is one problem, said once: the empty row names it.
  const withoutRepeats = (issues: PackageCheckIssue[]): PackageCheckIssue[] =>
    issues.filter((issue) => !(issue.check === 'form107-yes-without-details' && issues.some((other) => other.check === 'empty-rows' && other.step === issue.step)));

  const stored = (kind: PdfKind, content: Uint8Array): StoredFile => ({ kind, content, sha256: sha256Of(content), sizeBytes: content.length });

  /** Form 121 with the full numbers (decrypted for this rendering only, never logged) and the creditor matrix. */
  async function separateFiles(userId: string, id: string, caseFile: CaseFile, filingDate: string): Promise<StoredFile[]> {
    let matrix: string;
    try {
      matrix = creditorMatrix(matrixParties(caseFile));
    } catch (error) {
      if (error instanceof MatrixEntryTooLongError) throw new AppError('VALIDATION_FAILED', error.message, [{ path: 'debts', message: error.message }]);
      throw error;
    }
    const numbers = await documents.readSsnForForm121(id, userId);
    const form121: Form121Input = { ...caseFile, socialSecurityNumbers: { debtor: numbers.debtor ?? undefined, spouse: numbers.spouse ?? undefined } };
    const rendered = await renderer.renderForms(form121, ['121'], { draft: false, filingDate, producer, title: 'Official Form 121 (not for the public court file)' });
    return [stored('form121', rendered.bytes), stored('matrix', Buffer.from(matrix, 'ascii'))];
  }

  /** The separate files stored with each generation of the package. */
  async function separateByGeneration(userId: string, id: string): Promise<Map<number, DocumentPdf['separateFiles']>> {
    const map = new Map<number, DocumentPdf['separateFiles']>();
    for (const kind of Object.keys(SEPARATE_FILES) as SeparateFileKind[]) {
      for (const { generation } of await generations(userId, id, kind)) {
        map.set(generation, [...(map.get(generation) ?? []), { kind, label: SEPARATE_FILES[kind].label, downloadUrl: separateFilePath(id, kind, generation) }]);
      }
    }
    return map;
  }

  const toPdf = (documentId: string, version: number, separateKinds: Map<number, DocumentPdf['separateFiles']>) => ({ generation, row }: { generation: number; row: PdfRow }): DocumentPdf => ({
    generation,
    caseFileVersion: row.version,
    current: row.version === version,
    sha256: row.sha256,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: downloadPath(documentId, generation),
    separateFiles: separateKinds.get(generation) ?? [],
  });

  return {
    /** The package as the case file stands, every page marked DRAFT; nothing stored. */
    async preview(userId: string, id: string): Promise<PdfFile> {
      const { document, caseFile } = await documents.forRendering(userId, id);
      const filingDate = caseFile.filing?.plannedFilingDate ?? toIsoDate(clock());
      // What the PDF is drawn from: a save (even one merged into the same version) changes it.
      const importedMedianIncomeTables = await medianIncomeTables();
      const fingerprint = sha256Of(Buffer.from(JSON.stringify([document.version, document.templateId, filingDate, figuresKey(filingDate, importedMedianIncomeTables), caseFile])));
      const bytes = await previews.get(id, fingerprint, async () => {
        const rendered = await gate.run(userId, () => renderer.renderPackage(caseFile, document.templateId as DocumentPackageId, { draft: true, filingDate, producer, importedMedianIncomeTables }));
        return Buffer.from(rendered.bytes.buffer, rendered.bytes.byteOffset, rendered.bytes.byteLength);
      });
      return { bytes, fileName: fileNameOf(document, filingDate, 'draft') };
    },

    /**
     * The final PDF: needs the package bought and every section answered. Generating again from
     * the same version of the case file answers with the PDF already made.
     */
    async generate(userId: string, id: string): Promise<GenerateDocumentPdfResponse> {
      const { document, caseFile } = await documents.forRendering(userId, id);
      if (document.status === 'completed') throw new AppError('CONFLICT', 'You marked this document as filed, so its PDF can no longer change. Download the PDF you filed from My Documents.');
      if (!(await hasPurchased(userId, document.templateId))) {
        throw new AppError('FORBIDDEN', `Buy the ${DOCUMENT_PACKAGE_NAMES[document.templateId]} to generate the final PDF. Drafts and previews stay free with your membership or course enrollment.`);
      }
      refuseUnfinishedChanges(document);
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
      const filingDate = complete.data.filing.plannedFilingDate;
      const importedMedianIncomeTables = await medianIncomeTables();
      const mismatches = withoutRepeats(withImportedMedianTables(importedMedianIncomeTables, () => checksOf(complete.data, document.templateId as DocumentPackageId, filingDate)));
      if (mismatches.length > 0) {
        throw new AppError(
          'CONFLICT',
          `Some of your answers are not ready for the final forms yet, so we did not make the final PDF. Fix ${mismatches.length === 1 ? 'this' : `these ${mismatches.length} points`} first: ${mismatches.map((m) => m.message).join(' ')}`,
          mismatches.map((m) => ({ path: m.section, message: m.message })),
        );
      }
      const existing = await generations(userId, id);
      const newest = existing.at(-1);
      if (newest && newest.row.version === document.version) {
        return { document: pick(document), pdf: toPdf(id, document.version, await separateByGeneration(userId, id))(newest), created: false };
      }
      const files = await gate.run(userId, async () => {
        const rendered = await renderer.renderPackage(complete.data, document.templateId as DocumentPackageId, { draft: false, filingDate, producer, importedMedianIncomeTables });
        const separate = packageHasForm121(document.templateId as DocumentPackageId) ? await separateFiles(userId, id, complete.data, filingDate) : [];
        return [stored('package', rendered.bytes), ...separate];
      });
      const updated = await documents.recordGenerated(userId, id, document.version, files);
      const made = (await generations(userId, id)).at(-1)!;
      return { document: pick(updated), pdf: toPdf(id, updated.version, await separateByGeneration(userId, id))(made), created: true };
    },

    /** The checks Generate runs, to show before the button: while sections are missing, those that can already tell (unfinished changes, counseling, Form 107 details, the fee waiver's test). */
    async checks(userId: string, id: string): Promise<PackageChecksResponse> {
      const { document, caseFile } = await documents.forRendering(userId, id);
      const packageId = document.templateId as DocumentPackageId;
      const draftIssues = withoutRepeats([
        ...unfinishedChanges(document),
        ...counselingAndDetailsIssues(caseFile, packageId),
        ...feeWaiverRequestIssues(caseFile, caseFile.filing?.plannedFilingDate ?? toIsoDate(clock())),
      ]);
      if (missingCaseFileSections(caseFile, packageSections(packageId)).length > 0) return { issues: draftIssues };
      const complete = caseFileSchema.safeParse(caseFile);
      if (!complete.success) return { issues: draftIssues };
      const imported = await medianIncomeTables();
      return { issues: withoutRepeats([...unfinishedChanges(document), ...withImportedMedianTables(imported, () => checksOf(complete.data, packageId, complete.data.filing.plannedFilingDate))]) };
    },

    /** Whether the person can file Chapter 13 on the planned filing date, with the reasons (Chapter 13 package only). */
    async chapter13Eligibility(userId: string, id: string): Promise<Chapter13EligibilityResponse> {
      const { document, caseFile } = await documents.forRendering(userId, id);
      try {
        return chapter13EligibilityOf(caseFile, document.templateId as DocumentPackageId);
      } catch (error) {
        // A filing date the legal tables do not reach yet is a 503 that says so, not a 500.
        if (error instanceof LegalFigureUnavailableError) throw new AppError('UNAVAILABLE', 'We do not have the legal figures in force on your filing date yet. Please try again later.', undefined, error);
        throw error;
      }
    },

    async list(userId: string, id: string): Promise<DocumentPdf[]> {
      const { document } = await documents.forRendering(userId, id);
      return (await generations(userId, id)).map(toPdf(id, document.version, await separateByGeneration(userId, id))).reverse();
    },

    /** A stored final PDF (the newest, or one generation), after checking its bytes against the SHA-256 recorded with it. */
    async download(userId: string, id: string, generation?: number): Promise<PdfFile> {
      const file = await storedFile(userId, id, 'package', generation);
      return { bytes: file.bytes, fileName: fileNameOf(file.document, file.filingDate, `v${file.generation}`) };
    },

    /** Form 121 or the creditor matrix of a generation (owner only: another person's document is a 404). */
    async downloadSeparate(userId: string, id: string, kind: SeparateFileKind, generation?: number): Promise<PdfFile> {
      const file = await storedFile(userId, id, kind, generation);
      const name = kind === 'form121' ? 'form121' : 'creditor-matrix';
      return { bytes: file.bytes, fileName: fileNameOf(file.document, file.filingDate, `${name}-v${file.generation}`, SEPARATE_FILES[kind].extension) };
    },
  };
}

/** The spec's fields of a document (the list's shape). */
function pick(document: DocumentDetail) {
  const { id, templateId, status, pdfPath, createdAt, updatedAt } = document;
  return { id, templateId, status, pdfPath, createdAt, updatedAt };
}

export type DocumentPdfService = ReturnType<typeof createDocumentPdfService>;
