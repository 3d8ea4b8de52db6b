import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, exists, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DocumentStatus, SsnPerson, UserDocument } from '#shared/contracts/documents.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import type { Database } from '../../db/database.ts';
import { riskAssessments, userDocumentPdfs, userDocuments, userDocumentSectionDrafts, userDocumentSsns, userDocumentVersions } from '../../db/schema/index.ts';
import type { EncryptedValue } from '../../security/data-encryption.ts';
import { changedSections, foldVersions, type CaseFileJson } from './version-changes.ts';

export type DocumentRow = typeof userDocuments.$inferSelect;
/** A version as the list shows it (what it changed is read only to restore it). */
export type DocumentVersionRow = Omit<typeof userDocumentVersions.$inferSelect, 'changes'>;
/** A document as the list shows it: never its case file. */
export type ListedDocumentRow = Pick<DocumentRow, 'id' | 'templateId' | 'status' | 'pdfPath' | 'createdAt' | 'updatedAt'>;
export type SsnRow = typeof userDocumentSsns.$inferSelect;
export type SectionDraftRow = typeof userDocumentSectionDrafts.$inferSelect;
/** A stored PDF without its bytes (lists); `pdfContent` reads the bytes of one. */
export type PdfRow = Omit<typeof userDocumentPdfs.$inferSelect, 'content'>;
export const PDF_KINDS = ['package', 'form121', 'matrix'] as const;
export type PdfKind = (typeof PDF_KINDS)[number];
export interface PdfFile {
  kind: PdfKind;
  content: Uint8Array;
  sha256: string;
  sizeBytes: number;
}

export interface StoredPdfContent {
  documentId: string;
  kind: string;
  sha256: string;
  content: Uint8Array;
}

const PDF_COLUMNS = {
  id: userDocumentPdfs.id,
  documentId: userDocumentPdfs.documentId,
  userId: userDocumentPdfs.userId,
  version: userDocumentPdfs.version,
  kind: userDocumentPdfs.kind,
  sha256: userDocumentPdfs.sha256,
  sizeBytes: userDocumentPdfs.sizeBytes,
  createdAt: userDocumentPdfs.createdAt,
};

const LISTED_COLUMNS = {
  id: userDocuments.id,
  templateId: userDocuments.templateId,
  status: userDocuments.status,
  pdfPath: userDocuments.pdfPath,
  createdAt: userDocuments.createdAt,
  updatedAt: userDocuments.updatedAt,
};

const VERSION_COLUMNS = {
  documentId: userDocumentVersions.documentId,
  version: userDocumentVersions.version,
  section: userDocumentVersions.section,
  createdAt: userDocumentVersions.createdAt,
  updatedAt: userDocumentVersions.updatedAt,
};

export function toUserDocument(row: ListedDocumentRow): UserDocument {
  return {
    id: row.id,
    templateId: row.templateId as DocumentPackageId,
    status: row.status as DocumentStatus,
    pdfPath: row.pdfPath,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Every read and write names the owner: another person's id is simply not found. Versions and
 * SSNs are reached only through a document the caller has loaded by (id, owner).
 */
export function createDocumentsRepository(db: Database, { maxVersions = MAX_VERSIONS_PER_DOCUMENT }: { maxVersions?: number } = {}) {
  const owned = (userId: string, id: string) => and(eq(userDocuments.userId, userId), eq(userDocuments.id, id));

  return {
    async create(
      userId: string,
      values: { templateId: DocumentPackageId; caseFile: Record<string, unknown>; prefill: Record<string, unknown>; now: Date },
    ): Promise<DocumentRow> {
      const [row] = await db
        .insert(userDocuments)
        .values({ id: randomUUID(), userId, templateId: values.templateId, caseFile: values.caseFile, prefill: values.prefill, createdAt: values.now, updatedAt: values.now })
        .returning();
      return row!;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userDocuments).where(eq(userDocuments.userId, userId));
      return row?.n ?? 0;
    },

    /** Newest first, without the case files (a person may have a hundred). */
    async listOf(userId: string): Promise<ListedDocumentRow[]> {
      return db.select(LISTED_COLUMNS).from(userDocuments).where(eq(userDocuments.userId, userId)).orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
    },

    /** The `plan` sections of the person's documents that have one, newest document first (only that section is read). */
    async plansOf(userId: string): Promise<unknown[]> {
      const plan = sql<unknown>`${userDocuments.caseFile} -> 'plan'`;
      const rows = await db
        .select({ plan })
        .from(userDocuments)
        .where(and(eq(userDocuments.userId, userId), sql`${plan} is not null`))
        .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
      return rows.map((row) => row.plan);
    },

    /** The document the person worked on last (pre-fill of a new one). */
    async latestEdited(userId: string): Promise<DocumentRow | null> {
      const [row] = await db.select().from(userDocuments).where(and(eq(userDocuments.userId, userId), sql`${userDocuments.version} > 0`)).orderBy(desc(userDocuments.updatedAt)).limit(1);
      return row ?? null;
    },

    async latestCompletedAssessment(userId: string): Promise<{ id: string; answers: Record<string, unknown> } | null> {
      const [row] = await db
        .select({ id: riskAssessments.id, answers: riskAssessments.answers })
        .from(riskAssessments)
        .where(and(eq(riskAssessments.userId, userId), eq(riskAssessments.isCompleted, true)))
        .orderBy(desc(riskAssessments.completedAt))
        .limit(1);
      return row ?? null;
    },

    /** Deletes one of the person's documents; its versions, section drafts, SSNs and PDFs go with it (foreign keys cascade). */
    async delete(userId: string, id: string): Promise<DocumentRow | null> {
      const [row] = await db.delete(userDocuments).where(owned(userId, id)).returning();
      return row ?? null;
    },

    async findOwned(userId: string, id: string): Promise<DocumentRow | null> {
      const [row] = await db.select().from(userDocuments).where(owned(userId, id));
      return row ?? null;
    },

    /**
     * Replaces one section in place (no read-modify-write race between two tabs) and records the
     * version: saves of the same section within `mergeWithinMs` update the newest version, others add one.
     */
    async saveSection(userId: string, id: string, section: string, value: unknown, now: Date, mergeWithinMs: number): Promise<DocumentRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(userDocuments)
          .set({ caseFile: sql`${userDocuments.caseFile} || jsonb_build_object(${section}::text, ${JSON.stringify(value)}::jsonb)`, updatedAt: now })
          .where(and(owned(userId, id), sql`${userDocuments.status} <> 'completed'`))
          .returning();
        if (!row) return null;
        // The section is complete now: its unfinished typing is superseded.
        await tx.delete(userDocumentSectionDrafts).where(and(eq(userDocumentSectionDrafts.documentId, id), eq(userDocumentSectionDrafts.section, section)));
        const [newest] = await tx.select(VERSION_COLUMNS).from(userDocumentVersions).where(eq(userDocumentVersions.documentId, id)).orderBy(desc(userDocumentVersions.version)).limit(1);
        // The section as stored (jsonb), not as sent: what the case file now holds.
        const changes = { [section]: row.caseFile[section] };
        // A version a PDF was made from stays as rendered: a save after generating is a new version, so that PDF reads as out of date.
        const [rendered] = newest
          ? await tx.select({ id: userDocumentPdfs.id }).from(userDocumentPdfs).where(and(eq(userDocumentPdfs.documentId, id), eq(userDocumentPdfs.version, newest.version))).limit(1)
          : [];
        if (newest && !rendered && newest.section === section && newest.version === row.version && now.getTime() - newest.updatedAt.getTime() < mergeWithinMs) {
          await tx
            .update(userDocumentVersions)
            .set({ changes: sql`${userDocumentVersions.changes} || ${JSON.stringify(changes)}::jsonb`, updatedAt: now })
            .where(and(eq(userDocumentVersions.documentId, id), eq(userDocumentVersions.version, newest.version)));
          return row;
        }
        // The first version is the base: the whole case file (sections pre-filled at the start included).
        return addVersion(tx, row, section, newest ? changes : row.caseFile, now, maxVersions);
      });
    },

    async listVersions(documentId: string): Promise<DocumentVersionRow[]> {
      return db.select(VERSION_COLUMNS).from(userDocumentVersions).where(eq(userDocumentVersions.documentId, documentId)).orderBy(desc(userDocumentVersions.version));
    },

    /** Brings an earlier version back as the newest one (the versions in between stay). */
    async restore(userId: string, id: string, version: number, now: Date): Promise<DocumentRow | 'no-version' | null> {
      return db.transaction(async (tx) => {
        // Locks the document first, so no save lands between reading the case file and replacing it.
        const [current] = await tx
          .select({ caseFile: userDocuments.caseFile })
          .from(userDocuments)
          .where(and(owned(userId, id), sql`${userDocuments.status} <> 'completed'`))
          .for('update');
        if (!current) return null;
        const earlier = await caseFileAt(tx, id, version);
        if (!earlier) return 'no-version' as const;
        const [row] = await tx.update(userDocuments).set({ caseFile: earlier, updatedAt: now }).where(owned(userId, id)).returning();
        // Typing started from the case file being replaced would bring it back: it goes.
        await tx.delete(userDocumentSectionDrafts).where(eq(userDocumentSectionDrafts.documentId, id));
        return addVersion(tx, row!, 'restore', changedSections(current.caseFile, earlier), now, maxVersions);
      });
    },

    /** Marks a generated document filed, only while its newest package PDF was made from its current version (one statement: no save slips in between). */
    async markCompleted(userId: string, id: string, now: Date): Promise<DocumentRow | null> {
      const current = db
        .select({ id: userDocumentPdfs.id })
        .from(userDocumentPdfs)
        .where(and(eq(userDocumentPdfs.documentId, userDocuments.id), eq(userDocumentPdfs.kind, 'package'), eq(userDocumentPdfs.version, userDocuments.version)));
      const [row] = await db
        .update(userDocuments)
        .set({ status: 'completed', completedAt: now, updatedAt: now })
        .where(and(owned(userId, id), eq(userDocuments.status, 'generated'), exists(current)))
        .returning();
      return row ?? null;
    },

    /**
     * Records the final PDFs of one generation (for the case file version rendered) and marks the
     * document generated, its `pdfPath` the package's download address. A filed document is left as it is.
     */
    async recordGenerated(userId: string, id: string, version: number, files: readonly PdfFile[], now: Date): Promise<DocumentRow | null> {
      return db.transaction(async (tx) => {
        const packageFile = files.find((file) => file.kind === 'package');
        const [row] = await tx
          .update(userDocuments)
          .set({ status: 'generated', updatedAt: now, ...(packageFile ? { pdfPath: `/api/download-pdf/${id}` } : {}) })
          .where(and(owned(userId, id), sql`${userDocuments.status} <> 'completed'`))
          .returning();
        if (!row) return null;
        if (files.length > 0) await tx.insert(userDocumentPdfs).values(files.map((file) => ({ id: randomUUID(), documentId: id, userId, version, ...file, createdAt: now })));
        return row;
      });
    },

    /** Final PDFs of a document, newest first. */
    async pdfsOf(documentId: string): Promise<PdfRow[]> {
      return db.select(PDF_COLUMNS).from(userDocumentPdfs).where(eq(userDocumentPdfs.documentId, documentId)).orderBy(desc(userDocumentPdfs.createdAt), desc(userDocumentPdfs.id));
    },

    /** The stored bytes of one of the person's final PDFs (encrypted), with what they are bound to. */
    async pdfContent(userId: string, pdfId: string): Promise<StoredPdfContent | null> {
      const [row] = await db
        .select({ documentId: userDocumentPdfs.documentId, kind: userDocumentPdfs.kind, sha256: userDocumentPdfs.sha256, content: userDocumentPdfs.content })
        .from(userDocumentPdfs)
        .where(and(eq(userDocumentPdfs.userId, userId), eq(userDocumentPdfs.id, pdfId)));
      return row ? { ...row, content: new Uint8Array(row.content) } : null;
    },

    /** The next few files (by id, after `afterId`) not starting with `encryptedPrefix`: stored plain, whatever their owner. */
    async plainPdfs(afterId: string, limit: number, encryptedPrefix: Uint8Array): Promise<(StoredPdfContent & { id: string })[]> {
      const rows = await db
        .select({ id: userDocumentPdfs.id, documentId: userDocumentPdfs.documentId, kind: userDocumentPdfs.kind, sha256: userDocumentPdfs.sha256, content: userDocumentPdfs.content })
        .from(userDocumentPdfs)
        .where(and(gt(userDocumentPdfs.id, afterId), sql`substring(${userDocumentPdfs.content} from 1 for ${encryptedPrefix.length}) <> ${Buffer.from(encryptedPrefix)}`))
        .orderBy(userDocumentPdfs.id)
        .limit(limit);
      return rows.map((row) => ({ ...row, content: new Uint8Array(row.content) }));
    },

    /** Replaces a plain file's bytes by their encrypted form, unless another instance did it first. */
    async replacePlainPdf(id: string, plain: Uint8Array, encrypted: Uint8Array): Promise<void> {
      await db.update(userDocumentPdfs).set({ content: encrypted }).where(and(eq(userDocumentPdfs.id, id), eq(userDocumentPdfs.content, plain)));
    },

    /** Rewrites the files' table, so the plain bytes of rows just replaced leave the database's files. */
    async compactPdfs(): Promise<void> {
      await db.execute(sql`vacuum full user_document_pdfs`);
    },

    /** One final PDF by its id, only when the person owns it. */
    async findOwnedPdf(userId: string, pdfId: string): Promise<PdfRow | null> {
      const [row] = await db.select(PDF_COLUMNS).from(userDocumentPdfs).where(and(eq(userDocumentPdfs.userId, userId), eq(userDocumentPdfs.id, pdfId)));
      return row ?? null;
    },

    async sectionDraftsOf(documentId: string): Promise<SectionDraftRow[]> {
      return db.select().from(userDocumentSectionDrafts).where(eq(userDocumentSectionDrafts.documentId, documentId));
    },

    /**
     * Keeps a section's unfinished typing (one row per section, replaced); null when the document is
     * filed or not the person's, `superseded` when the section was saved complete (or an earlier
     * version restored) after the version the typing started from: a late draft must not hide that save.
     */
    async saveSectionDraft(
      userId: string,
      id: string,
      section: string,
      draft: { values: Record<string, unknown>; savedVersion: number },
      now: Date,
    ): Promise<SectionDraftRow | 'superseded' | null> {
      return db.transaction(async (tx) => {
        // Locks the document row, so a complete save of the section cannot slip in between.
        const [document] = await tx
          .select({ id: userDocuments.id, version: userDocuments.version })
          .from(userDocuments)
          .where(and(owned(userId, id), sql`${userDocuments.status} <> 'completed'`))
          .for('update');
        if (!document) return null;
        if (draft.savedVersion > document.version) return 'superseded';
        const [saved] = await tx
          .select({ version: userDocumentVersions.version })
          .from(userDocumentVersions)
          .where(and(eq(userDocumentVersions.documentId, id), inArray(userDocumentVersions.section, [section, 'restore']), gt(userDocumentVersions.version, draft.savedVersion)))
          .limit(1);
        if (saved) return 'superseded';
        const [row] = await tx
          .insert(userDocumentSectionDrafts)
          .values({ documentId: id, section, userId, values: draft.values, savedVersion: draft.savedVersion, updatedAt: now })
          .onConflictDoUpdate({
            target: [userDocumentSectionDrafts.documentId, userDocumentSectionDrafts.section],
            set: { values: draft.values, savedVersion: draft.savedVersion, updatedAt: now },
          })
          .returning();
        return row!;
      });
    },

    async ssnsOf(documentId: string): Promise<SsnRow[]> {
      return db.select().from(userDocumentSsns).where(eq(userDocumentSsns.documentId, documentId));
    },

    async saveSsn(userId: string, documentId: string, person: SsnPerson, value: EncryptedValue & { last4: string }, now: Date): Promise<void> {
      await db
        .insert(userDocumentSsns)
        .values({ documentId, person, userId, ...value, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [userDocumentSsns.documentId, userDocumentSsns.person],
          set: { keyId: value.keyId, nonce: value.nonce, ciphertext: value.ciphertext, authTag: value.authTag, last4: value.last4, updatedAt: now },
        });
    },
  };
}

/** Keeps at most this many versions of one document; the oldest go first. */
export const MAX_VERSIONS_PER_DOCUMENT = 200;

/** The case file of one version: the base with every later version's changes up to it laid over; null when it is not kept. */
async function caseFileAt(tx: Database, documentId: string, version: number): Promise<CaseFileJson | null> {
  const rows = await tx
    .select({ version: userDocumentVersions.version, changes: userDocumentVersions.changes })
    .from(userDocumentVersions)
    .where(and(eq(userDocumentVersions.documentId, documentId), lte(userDocumentVersions.version, version)))
    .orderBy(asc(userDocumentVersions.version));
  return rows.at(-1)?.version === version ? foldVersions(rows.map((row) => row.changes)) : null;
}

/**
 * Adds the next version with what it changed, then keeps the newest `maxVersions`: the oldest kept
 * one becomes the base (the whole case file at that version) before those older go.
 */
async function addVersion(tx: Database, row: DocumentRow, section: string, changes: CaseFileJson, now: Date, maxVersions: number): Promise<DocumentRow> {
  const version = row.version + 1;
  await tx.insert(userDocumentVersions).values({ documentId: row.id, version, section, changes, createdAt: now, updatedAt: now });
  const oldestKept = version - maxVersions + 1;
  const [older] = await tx
    .select({ version: userDocumentVersions.version })
    .from(userDocumentVersions)
    .where(and(eq(userDocumentVersions.documentId, row.id), lt(userDocumentVersions.version, oldestKept)))
    .limit(1);
  if (older) {
    const base = await caseFileAt(tx, row.id, oldestKept);
    await tx.update(userDocumentVersions).set({ changes: base! }).where(and(eq(userDocumentVersions.documentId, row.id), eq(userDocumentVersions.version, oldestKept)));
    await tx.delete(userDocumentVersions).where(and(eq(userDocumentVersions.documentId, row.id), lt(userDocumentVersions.version, oldestKept)));
  }
  const [updated] = await tx.update(userDocuments).set({ version }).where(eq(userDocuments.id, row.id)).returning();
  return updated!;
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
