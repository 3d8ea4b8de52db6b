import {
  documentPrefillSchema,
  MAX_SECTION_DRAFT_BYTES,
  saveSectionDraftBodySchema,
  saveSsnBodySchema,
  sectionDraftTooLargeMessage,
  startDocumentBodySchema,
  type DocumentDetail,
  type DocumentPrefill,
  type DocumentVersion,
  type MaskedSsn,
  type SaveSectionDraftResponse,
  type SectionDraft,
  type SsnPerson,
  type UserDocument,
} from '#shared/contracts/documents.ts';
import { caseFileDraftSchema, caseFileSectionSchemas, CASE_FILE_SECTIONS, missingCaseFileSections, packageSections, type CaseFileDraft, type CaseFileSection } from '#shared/case-file/index.ts';
import { looksLikeSocialSecurityNumber } from '#shared/format/social-security-number.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import { AppError, type FieldIssue } from '#shared/errors.ts';
import { householdDraftSchema } from '#shared/law/household/index.ts';
import type { InTransaction } from '../../db/transaction.ts';
import { parseInput, zodIssuesToFieldIssues } from '../../http/validation.ts';
import { decryptBytes, decryptValue, encryptBytes, encryptValue, isEncryptedBytes, SEALED_BYTES_MAGIC, type DataEncryptionKey } from '../../security/data-encryption.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import { BANKRUPTCY_COURTS } from '../resources/data/bankruptcy-courts.ts';
import { toUserDocument, type DocumentRow, type DocumentsRepository, type PdfFile, type PdfRow, type SectionDraftRow, type SsnRow, type StoredPdfContent } from './repository.ts';

/** Far more than anyone needs; stops a script from filling the table under one account. */
export const MAX_DOCUMENTS_PER_PERSON = 100;
/** Saves of one section closer together than this are one version (autosave on every change). */
export const VERSION_MERGE_WINDOW_MS = 5 * 60_000;

const NOT_FOUND = () => new AppError('NOT_FOUND', 'We could not find that document.');
const FILED = () => new AppError('CONFLICT', 'You marked this document as filed, so it can no longer change. Start a new document to prepare an amended one.');

/** The chapter a package prepares; undefined when it can be either (the schedules alone). */
const PACKAGE_CHAPTER: Record<DocumentPackageId, 7 | 13 | undefined> = {
  'chapter7-complete': 7,
  'chapter13-complete': 13,
  'amended-chapter13-plan': 13,
  'individual-schedules': undefined,
};

const SSN_SECTION_MESSAGE = 'Remove the Social Security number from this answer. Enter it only in the Social Security number step, where it is kept encrypted.';

/** Strings of a section that hold a Social Security number, by path within the section. */
function ssnIssues(value: unknown, path: (string | number)[] = []): FieldIssue[] {
  if (typeof value === 'string') return looksLikeSocialSecurityNumber(value) ? [{ path: path.join('.'), message: SSN_SECTION_MESSAGE }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => ssnIssues(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => ssnIssues(item, [...path, key]));
  return [];
}

const DISTRICT_CODES = new Map(BANKRUPTCY_COURTS.map((court) => [court.districtCode, court]));

/** The sections of a stored case file that still fit the model (a row from an older model keeps what does). */
function readCaseFile(stored: Record<string, unknown>): CaseFileDraft {
  const whole = caseFileDraftSchema.safeParse(stored);
  if (whole.success) return whole.data;
  const kept: Record<string, unknown> = {};
  for (const section of CASE_FILE_SECTIONS) {
    const parsed = caseFileSectionSchemas[section].safeParse(stored[section]);
    if (parsed.success) kept[section] = parsed.data;
  }
  return kept as CaseFileDraft;
}

/** The stored sections that no longer fit the model (saved before a question was added), as stored. */
function outdatedSectionsOf(stored: Record<string, unknown>, caseFile: CaseFileDraft): DocumentDetail['outdatedSections'] {
  const outdated: DocumentDetail['outdatedSections'] = {};
  for (const section of CASE_FILE_SECTIONS) {
    const value = stored[section];
    if (caseFile[section] === undefined && value !== null && typeof value === 'object' && !Array.isArray(value)) outdated[section] = value as Record<string, unknown>;
  }
  return outdated;
}

const toSectionDraft = (row: SectionDraftRow): SectionDraft => ({ values: row.values, savedVersion: row.savedVersion, updatedAt: row.updatedAt.toISOString() });

const masked = (last4: string): MaskedSsn => ({ last4, masked: `XXX-XX-${last4}` });
const boundTo = (documentId: string, person: SsnPerson) => `user_document_ssns:${documentId}:${person}`;
/** A stored file opens only in its own document's row of its kind, with the SHA-256 recorded for it. */
const fileBoundTo = (documentId: string, file: { kind: string; sha256: string }) => `user_document_pdfs:${documentId}:${file.kind}:${file.sha256}`;

/** Why a document whose answers changed after its newest PDF cannot be marked filed (the page offers to generate again). */
export const OUT_OF_DATE_PDF_MESSAGE =
  'You changed your answers after your newest PDF was made, so that PDF is out of date. Generate the final PDF again before you mark this document as filed.';

/** What a download says when a stored file does not open or does not match its SHA-256. */
export const DAMAGED_FILE_MESSAGE = 'This file did not pass its integrity check, so we did not send it. Generate it again from your document, or contact us.';

/** What a completed risk assessment tells the interview: household size and status, income, where the person lives. */
function prefillFromAssessment(answers: Record<string, unknown>): { prefill: DocumentPrefill; history?: unknown } {
  const household = householdDraftSchema.safeParse(answers);
  if (!household.success) return { prefill: {} };
  const { about, income, history, collection, transfers } = household.data;
  const prefill = documentPrefillSchema.parse({
    ...(about
      ? {
          household: { householdSize: about.householdSize, maritalStatus: about.maritalStatus, membersAged65OrOver: about.membersAged65OrOver, dependentChildren: about.dependentChildren },
          residence: { state: about.stateCode, ...(about.county ? { county: about.county.name } : {}) },
        }
      : {}),
    ...(income ? { income } : {}),
  });
  const historySection = history && collection && transfers ? { priorCases: history.priorCases, collection, transfers: transfers.transfers, purchases: transfers.purchases } : undefined;
  return { prefill, ...(historySection ? { history: historySection } : {}) };
}

export function createDocumentsService(deps: {
  repository: DocumentsRepository;
  clock: () => Date;
  encryptionKey: DataEncryptionKey;
  /** A deletion and its audit record in one transaction. */
  inTransaction: InTransaction<{ repository: DocumentsRepository; audit: AuditLog }>;
}) {
  const { repository, clock, encryptionKey, inTransaction } = deps;
  const keys = [encryptionKey];

  async function owned(userId: string, id: string): Promise<DocumentRow> {
    const row = await repository.findOwned(userId, id);
    if (!row) throw NOT_FOUND();
    return row;
  }

  async function toDetail(row: DocumentRow): Promise<DocumentDetail> {
    const caseFile = readCaseFile(row.caseFile);
    const ssns = await repository.ssnsOf(row.id);
    const ssnOf = (person: SsnPerson) => {
      const found = ssns.find((s) => s.person === person);
      return found ? masked(found.last4) : null;
    };
    const prefill = documentPrefillSchema.safeParse(row.prefill);
    const sectionDrafts: DocumentDetail['sectionDrafts'] = {};
    for (const draft of await repository.sectionDraftsOf(row.id)) {
      if ((CASE_FILE_SECTIONS as readonly string[]).includes(draft.section)) sectionDrafts[draft.section as CaseFileSection] = toSectionDraft(draft);
    }
    const from = row.prefill['from'] as { earlierDocumentId?: string; riskAssessmentId?: string } | undefined;
    return {
      ...toUserDocument(row),
      version: row.version,
      completedAt: row.completedAt?.toISOString() ?? null,
      caseFile,
      missingSections: missingCaseFileSections(caseFile, packageSections(row.templateId as DocumentPackageId)),
      ssn: { debtor: ssnOf('debtor'), spouse: ssnOf('spouse') },
      prefill: prefill.success ? prefill.data : {},
      prefilledFrom: { earlierDocumentId: from?.earlierDocumentId ?? null, riskAssessmentId: from?.riskAssessmentId ?? null },
      outdatedSections: outdatedSectionsOf(row.caseFile, caseFile),
      sectionDrafts,
    };
  }

  function decrypt(row: SsnRow): string {
    return decryptValue(keys, row, boundTo(row.documentId, row.person as SsnPerson));
  }

  /**
   * The bytes of a stored file, decrypted for this download only. A file stored before files were
   * encrypted is plain until the start-up pass encrypts it; its SHA-256 is checked all the same.
   */
  function openFile(stored: StoredPdfContent): Uint8Array {
    if (!isEncryptedBytes(stored.content)) return stored.content;
    try {
      const opened = decryptBytes(keys, stored.content, fileBoundTo(stored.documentId, stored));
      return new Uint8Array(opened.buffer, opened.byteOffset, opened.byteLength);
    } catch {
      throw new AppError('INTERNAL', DAMAGED_FILE_MESSAGE);
    }
  }

  async function storeSsn(userId: string, documentId: string, person: SsnPerson, digits: string): Promise<void> {
    const value = encryptValue(encryptionKey, digits, boundTo(documentId, person));
    await repository.saveSsn(userId, documentId, person, { ...value, last4: digits.slice(-4) }, clock());
  }

  /** The server is the authority on the last 4 digits: they follow the stored number. */
  function withSsnLast4(section: CaseFileSection, value: unknown, ssns: SsnRow[]): unknown {
    if (section !== 'debtors' || !value || typeof value !== 'object') return value;
    const debtors = { ...(value as Record<string, Record<string, unknown> | undefined>) };
    for (const ssn of ssns) {
      const person = debtors[ssn.person];
      if (person) debtors[ssn.person] = { ...person, ssnLast4: ssn.last4 };
    }
    return debtors;
  }

  /**
   * A plan package starts from the newest plan made here (a Chapter 13 package or an amended plan),
   * even when the document edited last has none; the changed sections are the new amendment's own.
   */
  async function carryEarlierPlan(userId: string, caseFile: Record<string, unknown>): Promise<void> {
    if (!caseFile['plan']) {
      const withPlan = (await repository.plansOf(userId)).find((plan) => caseFileSectionSchemas.plan.safeParse(plan).success);
      if (withPlan) caseFile['plan'] = caseFileSectionSchemas.plan.parse(withPlan);
    }
    const plan = caseFile['plan'] as { amendedSections?: unknown } | undefined;
    if (plan) delete plan.amendedSections;
  }

  return {
    async list(userId: string): Promise<UserDocument[]> {
      return (await repository.listOf(userId)).map(toUserDocument);
    },

    /**
     * A new document for one package, pre-filled from the person's earlier case file (every section
     * that still fits, their Social Security numbers re-encrypted for it) and their newest completed
     * risk assessment (suggestions for the household and income, and the history section).
     */
    async start(userId: string, body: unknown): Promise<DocumentDetail> {
      const { templateId } = parseInput(startDocumentBodySchema, body);
      if ((await repository.countOf(userId)) >= MAX_DOCUMENTS_PER_PERSON) {
        throw new AppError('CONFLICT', `You have ${MAX_DOCUMENTS_PER_PERSON} documents, the most we keep. Please contact support to remove old ones.`);
      }
      const earlier = await repository.latestEdited(userId);
      const assessment = await repository.latestCompletedAssessment(userId);
      const caseFile: Record<string, unknown> = {};
      if (earlier) {
        Object.assign(caseFile, readCaseFile(earlier.caseFile));
        const chapter = PACKAGE_CHAPTER[templateId];
        const filing = caseFile['filing'] as { chapter?: number } | undefined;
        if (filing && chapter !== undefined && filing.chapter !== chapter) delete caseFile['filing'];
      }
      if (packageSections(templateId).includes('plan')) await carryEarlierPlan(userId, caseFile);
      else delete caseFile['plan'];
      const fromAssessment = assessment ? prefillFromAssessment(assessment.answers) : { prefill: {} };
      if (!caseFile['history'] && fromAssessment.history && caseFileSectionSchemas.history.safeParse(fromAssessment.history).success) {
        caseFile['history'] = caseFileSectionSchemas.history.parse(fromAssessment.history);
      }
      const from = { ...(earlier ? { earlierDocumentId: earlier.id } : {}), ...(assessment ? { riskAssessmentId: assessment.id } : {}) };
      const row = await repository.create(userId, { templateId, caseFile, prefill: { ...fromAssessment.prefill, from }, now: clock() });
      if (earlier) {
        for (const ssn of await repository.ssnsOf(earlier.id)) await storeSsn(userId, row.id, ssn.person as SsnPerson, decrypt(ssn));
      }
      return toDetail(row);
    },

    async get(userId: string, id: string): Promise<DocumentDetail> {
      return toDetail(await owned(userId, id));
    },

    /**
     * Deletes one of the person's documents, filed or not, with everything kept for it (versions,
     * unfinished typing, Social Security numbers, PDFs), and records who deleted which document.
     */
    async delete(userId: string, id: string): Promise<void> {
      const deleted = await inTransaction(async ({ repository: tx, audit }) => {
        const row = await tx.delete(userId, id);
        if (row) await audit.record({ actorId: userId, action: 'document.delete', targetType: 'user_document', targetId: id, details: { templateId: row.templateId, status: row.status } });
        return row;
      });
      if (!deleted) throw NOT_FOUND();
    },

    /** Autosave of one whole section, checked by that section's schema (issues name fields within it). */
    async saveSection(userId: string, id: string, section: CaseFileSection, body: unknown): Promise<DocumentDetail> {
      const row = await owned(userId, id);
      if (row.status === 'completed') throw FILED();
      const parsed = caseFileSectionSchemas[section].safeParse(body);
      if (!parsed.success) {
        const issues = zodIssuesToFieldIssues(parsed.error);
        throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Check this section', issues);
      }
      const found = ssnIssues(body);
      if (found.length > 0) throw new AppError('VALIDATION_FAILED', SSN_SECTION_MESSAGE, found);
      if (section === 'filing') {
        const district = (parsed.data as { district: { code: string; state: string } }).district;
        const court = DISTRICT_CODES.get(district.code);
        if (!court || court.state !== district.state) {
          throw new AppError('VALIDATION_FAILED', 'Choose your district from the list', [{ path: 'district.code', message: 'Choose your district from the list' }]);
        }
      }
      const value = withSsnLast4(section, parsed.data, await repository.ssnsOf(id));
      const saved = await repository.saveSection(userId, id, section, value, clock(), VERSION_MERGE_WINDOW_MS);
      if (!saved) throw FILED();
      return toDetail(saved);
    },

    /**
     * Keeps a section's typing before it is complete, so another device resumes it: plain JSON, within
     * MAX_SECTION_DRAFT_BYTES (413 beyond), never a Social Security number (400). Removed when the
     * section is saved complete; typing started before that save is refused then (409).
     */
    async saveSectionDraft(userId: string, id: string, section: CaseFileSection, body: unknown): Promise<SaveSectionDraftResponse> {
      const row = await owned(userId, id);
      if (row.status === 'completed') throw FILED();
      // Checked first: the schema bounds the nesting, so measuring it cannot overflow the stack.
      const draft = parseInput(saveSectionDraftBodySchema, body);
      if (Buffer.byteLength(JSON.stringify(draft.values), 'utf8') > MAX_SECTION_DRAFT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', sectionDraftTooLargeMessage());
      const saved = await repository.saveSectionDraft(userId, id, section, draft, clock());
      if (!saved) throw FILED();
      if (saved === 'superseded') throw new AppError('CONFLICT', 'This section was saved since you started typing it here (on another device, perhaps). Reload the page to see the saved answers.');
      return { section, savedVersion: saved.savedVersion, updatedAt: saved.updatedAt.toISOString() };
    },

    /** Stores a full Social Security number encrypted; answers with the last 4 digits only. */
    async saveSsn(userId: string, id: string, body: unknown): Promise<{ person: SsnPerson; ssn: MaskedSsn }> {
      const row = await owned(userId, id);
      if (row.status === 'completed') throw FILED();
      const { person, number } = parseInput(saveSsnBodySchema, body);
      await storeSsn(userId, id, person, number);
      const debtors = readCaseFile(row.caseFile).debtors;
      if (debtors?.[person]) await repository.saveSection(userId, id, 'debtors', withSsnLast4('debtors', debtors, await repository.ssnsOf(id)), clock(), VERSION_MERGE_WINDOW_MS);
      return { person, ssn: masked(number.slice(-4)) };
    },

    /**
     * The full numbers, for rendering Form 121 only (server side; never sent in an answer of this
     * module, never logged). Formatted as on the form: 123-45-6789.
     */
    async readSsnForForm121(documentId: string, userId: string): Promise<{ debtor: string | null; spouse: string | null }> {
      const row = await owned(userId, documentId);
      const ssns = await repository.ssnsOf(row.id);
      const full = (person: SsnPerson) => {
        const found = ssns.find((s) => s.person === person);
        if (!found) return null;
        const digits = decrypt(found);
        return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
      };
      return { debtor: full('debtor'), spouse: full('spouse') };
    },

    // -------------------------------------------------------------------------------------------
    // For the PDF routes (preview, generate, download): the same owner check, server side only.

    /** The document and its case file as saved (a draft: sections may be missing), for rendering. */
    async forRendering(userId: string, id: string): Promise<{ document: DocumentDetail; caseFile: CaseFileDraft }> {
      const document = await toDetail(await owned(userId, id));
      return { document, caseFile: document.caseFile };
    },

    /**
     * Records a generation's files, encrypted like the numbers Form 121 holds (the database and its
     * write-ahead log never see them plain), and marks the document generated (409 once it is filed).
     */
    async recordGenerated(userId: string, id: string, version: number, files: readonly PdfFile[]): Promise<DocumentDetail> {
      await owned(userId, id);
      const encrypted = files.map((file) => ({ ...file, content: encryptBytes(encryptionKey, file.content, fileBoundTo(id, file)) }));
      const row = await repository.recordGenerated(userId, id, version, encrypted, clock());
      if (!row) throw FILED();
      return toDetail(row);
    },

    /** The document's final PDFs, newest first (404 for another person's document). */
    async pdfs(userId: string, id: string): Promise<PdfRow[]> {
      return repository.pdfsOf((await owned(userId, id)).id);
    },

    /** The bytes of one of the person's final PDFs, decrypted (404 for another person's, the same as a missing one). */
    async pdfContent(userId: string, pdfId: string): Promise<Uint8Array> {
      const stored = await repository.pdfContent(userId, pdfId);
      if (!stored) throw NOT_FOUND();
      return openFile(stored);
    },

    /**
     * Encrypts the files stored plain before files were encrypted (run at start; a few at a time, so
     * memory stays small), then rewrites their table so the plain bytes leave its files. Answers how many.
     */
    async encryptPlainFiles(): Promise<number> {
      let count = 0;
      for (let batch = await repository.plainPdfs('', 20, SEALED_BYTES_MAGIC); batch.length > 0; batch = await repository.plainPdfs(batch.at(-1)!.id, 20, SEALED_BYTES_MAGIC)) {
        for (const file of batch) await repository.replacePlainPdf(file.id, file.content, encryptBytes(encryptionKey, file.content, fileBoundTo(file.documentId, file)));
        count += batch.length;
      }
      if (count > 0) await repository.compactPdfs();
      return count;
    },

    /** One final PDF by its id (404 for another person's, the same as a missing one). */
    async pdf(userId: string, pdfId: string): Promise<PdfRow> {
      const row = await repository.findOwnedPdf(userId, pdfId);
      if (!row) throw NOT_FOUND();
      return row;
    },

    async complete(userId: string, id: string): Promise<DocumentDetail> {
      const row = await owned(userId, id);
      if (row.status === 'completed') return toDetail(row);
      const completed = await repository.markCompleted(userId, id, clock());
      if (completed) return toDetail(completed);
      if ((await owned(userId, id)).status === 'generated') throw new AppError('CONFLICT', OUT_OF_DATE_PDF_MESSAGE);
      throw new AppError('CONFLICT', 'Generate the final PDF before you mark this document as filed.');
    },

    async versions(userId: string, id: string): Promise<DocumentVersion[]> {
      const row = await owned(userId, id);
      return (await repository.listVersions(row.id)).map((v) => ({
        version: v.version,
        section: v.section,
        createdAt: v.createdAt.toISOString(),
        updatedAt: v.updatedAt.toISOString(),
        current: v.version === row.version,
      }));
    },

    async restore(userId: string, id: string, version: number): Promise<DocumentDetail> {
      const row = await owned(userId, id);
      if (row.status === 'completed') throw FILED();
      const restored = await repository.restore(userId, id, version, clock());
      if (restored === 'no-version') throw new AppError('NOT_FOUND', 'We could not find that version of the document.');
      if (!restored) throw FILED();
      return toDetail(restored);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
