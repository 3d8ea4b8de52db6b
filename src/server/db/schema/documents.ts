import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * A person's documents (spec 3 "user document"): one case file per document, for one of the four
 * packages. The case file is a draft of `src/shared/case-file` (every section optional, each present
 * one valid), saved one section at a time. Status: draft → generated (final PDF made) → completed
 * (the person marks it filed). The id is a random UUID.
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of DOCUMENT_PACKAGE_IDS. */
    templateId: text('template_id').notNull(),
    status: text('status').notNull().default('draft'),
    caseFile: jsonb('case_file').$type<Record<string, unknown>>().notNull().default({}),
    /** What a risk assessment suggested for sections not yet saved (defaults for the interview). */
    prefill: jsonb('prefill').$type<Record<string, unknown>>().notNull().default({}),
    /** Number of the newest entry of user_document_versions (0 before the first save). */
    version: integer('version').notNull().default(0),
    /** The newest final PDF, set by the PDF routes. */
    pdfPath: text('pdf_path'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_documents_user_created_idx').on(t.userId, t.createdAt)],
);

/** The document a row belongs to: the row goes with it. */
const documentIdColumn = () =>
  text('document_id')
    .notNull()
    .references(() => userDocuments.id, { onDelete: 'cascade' });
/** The person a document's row is about (for account deletion and the data download): the row goes with them. */
const ownerIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The case file after each burst of saves, so an accidental overwrite can be undone: saves of the
 * same section within a few minutes update the newest entry; another section or a later save adds one.
 * Kept compact: each entry holds only the sections it changed; the oldest kept entry holds them all
 * (the base), and an earlier case file is the base with each later entry's changes laid over it
 * (`version-changes.ts`).
 */
export const userDocumentVersions = pgTable(
  'user_document_versions',
  {
    documentId: documentIdColumn(),
    version: integer('version').notNull(),
    /** The section saved (or `restore` when an earlier version was brought back). */
    section: text('section').notNull(),
    /** The sections changed since the entry before, by name (a section taken away is null); every section in the oldest entry. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.version] })],
);

/**
 * Social Security numbers, never in the case file: AES-256-GCM with a random nonce per value, the
 * document and person as authenticated data, and the id of the key, so keys can rotate. Only the
 * last 4 digits are kept readable (what every screen shows); the full number is decrypted only to
 * render Form 121.
 */
export const userDocumentSsns = pgTable(
  'user_document_ssns',
  {
    documentId: documentIdColumn(),
    /** `debtor` or `spouse`. */
    person: text('person').notNull(),
    userId: ownerIdColumn(),
    keyId: text('key_id').notNull(),
    nonce: text('nonce').notNull(),
    ciphertext: text('ciphertext').notNull(),
    authTag: text('auth_tag').notNull(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.person] }), index('user_document_ssns_user_idx').on(t.userId)],
);

/** Bytes as PostgreSQL `bytea` (PGlite answers a Uint8Array, `pg` a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Final PDFs made for a document (the package, Form 121 and the creditor matrix as separate files),
 * one row per file, kept for every generation: editing after generation makes a new version and
 * earlier PDFs stay downloadable. The bytes live in the database, so every instance of the site
 * serves them (architecture: nothing only on one instance's disk); a download re-checks the SHA-256.
 */
export const userDocumentPdfs = pgTable(
  'user_document_pdfs',
  {
    id: text('id').primaryKey(),
    documentId: documentIdColumn(),
    userId: ownerIdColumn(),
    /** The case file version rendered. */
    version: integer('version').notNull(),
    /** `package`, `form121` or `matrix`. */
    kind: text('kind').notNull(),
    content: bytea('content').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_document_pdfs_document_idx').on(t.documentId, t.createdAt)],
);

/**
 * Typing of a section not yet complete enough to save into the case file, kept so the person
 * resumes it on any device. One row per section; removed when the section is saved complete (or an
 * earlier version is restored). Never a Social Security number: the route refuses a value shaped like one.
 */
export const userDocumentSectionDrafts = pgTable(
  'user_document_section_drafts',
  {
    documentId: documentIdColumn(),
    /** One of CASE_FILE_SECTIONS. */
    section: text('section').notNull(),
    userId: ownerIdColumn(),
    /** The interview form's values as typed (plain JSON). */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** The document version the typing started from. */
    savedVersion: integer('saved_version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.section] }), index('user_document_section_drafts_user_idx').on(t.userId)],
);
