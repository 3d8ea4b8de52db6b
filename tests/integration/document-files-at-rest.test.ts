import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { userDocumentPdfs } from '#server/db/schema/index.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { CASE_FILE_SECTIONS } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { documentDetailSchema } from '#shared/contracts/documents.ts';
import { buyDocumentPackage, premiumMember } from './support/people.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { createTestDatabase, testDriver, type TestDatabase } from './support/test-database.ts';

/**
 * Issue 36, item 2: the Social Security numbers are encrypted in user_document_ssns; the Form 121
 * made from them must not sit beside them in plain bytes (nor in the write-ahead log). The embedded
 * database runs from a real data directory here, so its files can be read as they are on disk.
 */
const DEBTOR_SSN = '387524169';
const SPOUSE_SSN = '451679283';

/** Every way the digits can be written (plain, dashes, spaces), as ASCII and as a PDF hex string holds them. */
function forms(digits: string): string[] {
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)];
  const text = [digits, `${a}-${b}-${c}`, `${a} ${b} ${c}`];
  return [...text, ...text.map((s) => Buffer.from(s, 'latin1').toString('hex')), ...text.map((s) => Buffer.from(s, 'latin1').toString('hex').toUpperCase())];
}
const NEEDLES = [...forms(DEBTOR_SSN), ...forms(SPOUSE_SSN)];
const found = (text: string) => NEEDLES.filter((needle) => text.includes(needle));

/** Rows of a raw query (both drivers answer with `rows`). */
async function rowsOf<Row>(db: Database, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** The text of a stored file: a PDF's words as a reader sees them (pdftotext), else its bytes as Latin-1. */
function readableText(bytes: Buffer): string {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return bytes.toString('latin1');
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });
}

/** Each table's rows as text, and each bytea value read as a person would open the file. */
async function everyTableAsText(db: Database): Promise<Map<string, string>> {
  const tables = await rowsOf<{ table_name: string }>(db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const byteaColumns = await rowsOf<{ table_name: string; column_name: string }>(db, sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type = 'bytea'`);
  const dump = new Map<string, string>();
  for (const { table_name: table } of tables) {
    const rows = await rowsOf<{ row: string }>(db, sql`select t::text as row from ${sql.identifier(table)} t`);
    let text = rows.map((r) => r.row).join('\n');
    for (const { column_name: column } of byteaColumns.filter((c) => c.table_name === table)) {
      const values = await rowsOf<{ value: Uint8Array | null }>(db, sql`select ${sql.identifier(column)} as value from ${sql.identifier(table)}`);
      for (const { value } of values) if (value) text += `\n${readableText(Buffer.from(value))}`;
    }
    dump.set(table, text);
  }
  return dump;
}

/** Every file under a directory. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const isPglite = testDriver() === 'pglite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-at-rest-'));
let t: TestApp;
let database: TestDatabase;
let isClosed = false;
beforeAll(async () => {
  if (isPglite) {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.migrate();
    await seedDatabase(handle.db);
    database = { handle, url: undefined, dispose: () => handle.close() };
  } else {
    database = await createTestDatabase();
  }
  const config = testConfig();
  const app = await buildTestApp(config, { database: database.handle });
  await app.ready();
  t = { app, config, database, close: async () => (await app.close(), await database.dispose()) };
}, 300_000);
afterAll(async () => {
  if (!isClosed) await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('Form 121 at rest', () => {
  it('keeps the full Social Security numbers out of every table and every database file, and still gives the owner Form 121 with them', { timeout: 300_000 }, async () => {
    const browser = await premiumMember(t);
    await buyDocumentPackage(browser, 'chapter7-complete');
    const started = await browser.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } });
    const id = documentDetailSchema.parse(started.json()).id;
    const fixture = jointCoupleCaseFile();
    for (const section of CASE_FILE_SECTIONS.filter((s) => fixture[s] !== undefined)) {
      expect((await browser.request('PUT', `/api/documents/${id}/sections/${section}`, { json: fixture[section] })).statusCode).toBe(200);
    }
    for (const [person, number] of [['debtor', DEBTOR_SSN], ['spouse', SPOUSE_SSN]] as const) {
      expect((await browser.request('PUT', `/api/documents/${id}/ssn`, { json: { person, number } })).statusCode).toBe(200);
    }
    expect((await browser.request('POST', `/api/documents/${id}/generate`)).statusCode).toBe(201);

    // The owner's download is Form 121 with both full numbers, as the court needs it.
    const form121 = await browser.get(`/api/documents/${id}/form121.pdf`);
    expect(form121.statusCode).toBe(200);
    const form121Text = readableText(form121.rawPayload);
    expect(form121Text).toContain('387-52-4169');
    expect(form121Text).toContain('451-67-9283');
    expect((await browser.get(`/api/download-pdf/${id}`)).statusCode).toBe(200);

    // Stored, each file is sealed: not a PDF, not the matrix's text.
    const stored = await t.database.handle.db.select({ kind: userDocumentPdfs.kind, content: userDocumentPdfs.content }).from(userDocumentPdfs).where(eq(userDocumentPdfs.documentId, id));
    expect(stored.map((row) => row.kind).sort()).toEqual(['form121', 'matrix', 'package']);
    for (const row of stored) expect({ kind: row.kind, start: Buffer.from(row.content).subarray(0, 5).toString('latin1') }).not.toMatchObject({ start: '%PDF-' });

    const tables = await everyTableAsText(t.database.handle.db);
    expect(tables.has('user_document_pdfs')).toBe(true);
    for (const [table, text] of tables) expect({ table, found: found(text) }).toEqual({ table, found: [] });

    if (isPglite) {
      // Closed, so every page and the write-ahead log are on disk as they would be after a stop.
      await t.close();
      isClosed = true;
      const files = filesUnder(dataDir);
      expect(files.some((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
      // A PDF keeps its text in compressed streams: pieces of the file itself show whether it is on disk.
      const pieces = Array.from({ length: 16 }, (_, n) => form121.rawPayload.subarray(Math.floor((form121.rawPayload.length * n) / 16), Math.floor((form121.rawPayload.length * n) / 16) + 48).toString('latin1'));
      for (const file of files) {
        const bytes = fs.readFileSync(file).toString('latin1');
        const where = path.relative(dataDir, file);
        expect({ where, found: found(bytes), form121Pieces: pieces.filter((piece) => bytes.includes(piece)).length }).toEqual({ where, found: [], form121Pieces: 0 });
      }
    }
  });
});
