import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionScope } from '#server/db/transaction.ts';
import { createAuditLog } from '#server/modules/audit-log/audit-log.ts';
import { createDocumentsRepository } from '#server/modules/documents/repository.ts';
import { createDocumentsService } from '#server/modules/documents/service.ts';
import { loadDataEncryptionKey } from '#server/security/data-encryption.ts';
import { caseFileSchema, caseFileSectionSchemas, packageSections, type CaseFileSection } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { documentDetailSchema, userDocumentListSchema } from '#shared/contracts/documents.ts';
import { HOUSEHOLD_SECTIONS } from '#shared/law/household/index.ts';
import { sampleHousehold } from '#shared/law/household/sample-household.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';
import { signedInPerson } from './support/people.ts';
import type { TestBrowser } from './support/browser.ts';
import { SSN_FORMS_ONCE_MISSED } from './support/ssn-forms.ts';

// Each reading of the clock is 10 seconds later; `later()` jumps past the version merge window.
let now = new Date('2026-11-26T15:00:00Z').getTime();
const clock = () => new Date((now += 10_000));
const later = () => void (now += 10 * 60_000);

let t: TestApp;
let logText = '';
beforeAll(async () => {
  const database = await createTestDatabase();
  const config = testConfig();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logText += String(chunk);
      done();
    },
  });
  const app = await buildTestApp(config, { database: database.handle, clock, logStream });
  await app.ready();
  t = { app, config, database, close: async () => (await app.close(), await database.dispose()) };
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in person with premium, paid with the test processor's 4242 card. */
async function member(): Promise<{ browser: TestBrowser; userId: string }> {
  const { browser, userId } = await signedInPerson(t);
  const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
  const paid = await browser.request('POST', '/api/test-payments/confirm', { json: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '60601' } });
  expect(paid.statusCode).toBe(200);
  return { browser, userId };
}

async function start(browser: TestBrowser, templateId = 'chapter7-complete'): Promise<string> {
  const res = await browser.request('POST', '/api/start-document', { json: { templateId } });
  expect(res.statusCode).toBe(201);
  return documentDetailSchema.parse(res.json()).id;
}

const save = (browser: TestBrowser, id: string, section: string, value: unknown) => browser.request('PUT', `/api/documents/${id}/sections/${section}`, { json: value });
const fixture = jointCoupleCaseFile();

/** What the Chapter 7 package asks (the core sections and Form 107's), all in the fixture. */
const CHAPTER7_SECTIONS = packageSections('chapter7-complete');

async function saveAll(browser: TestBrowser, id: string) {
  for (const section of CHAPTER7_SECTIONS) {
    const res = await save(browser, id, section, fixture[section]);
    expect({ section, status: res.statusCode, body: res.statusCode === 200 ? null : res.json() }).toEqual({ section, status: 200, body: null });
  }
}

let alex: { browser: TestBrowser; userId: string };
let blair: { browser: TestBrowser; userId: string };
beforeAll(async () => {
  [alex, blair] = [await member(), await member()];
});

describe('starting and listing', () => {
  it('starts a document for a package and lists it with the spec’s fields', async () => {
    const res = await blair.browser.request('POST', '/api/start-document', { json: { templateId: 'individual-schedules' } });
    expect(res.statusCode).toBe(201);
    const detail = documentDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ templateId: 'individual-schedules', status: 'draft', pdfPath: null, version: 0 });
    expect(detail.missingSections).toEqual(packageSections('individual-schedules'));
    const list = (await blair.browser.get('/api/user-documents')).json();
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'id', 'pdfPath', 'status', 'templateId', 'updatedAt']);
    expect(userDocumentListSchema.parse(list).map((d) => d.id)).toContain(detail.id);
  });

  it('refuses an unknown package', async () => {
    const res = await alex.browser.request('POST', '/api/start-document', { json: { templateId: 'chapter11-deluxe' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Choose one of the document packages' });
  });
});

describe('saving a section', () => {
  const f = fixture;
  const invalid: Array<[CaseFileSection, unknown, string, string]> = [
    ['filing', { ...f.filing, chapter: 11 }, 'chapter', 'Choose Chapter 7 or Chapter 13'],
    ['debtors', { ...f.debtors, debtor: { ...f.debtors!.debtor, dateOfBirth: '1985-02-30' } }, 'debtor.dateOfBirth', 'Enter a real date as MM/DD/YYYY, like 03/14/2026'],
    ['household', { ...f.household, householdSize: 0 }, 'householdSize', 'Household size must be a whole number from 1 to 20'],
    ['property', { items: [{ ...f.property!.items[0], value: -5 }] }, 'items.0.value', 'The amount cannot be less than $0'],
    ['debts', { debts: [{ ...f.debts!.debts[0], intention: 'ignore' }] }, 'debts.0.intention', 'Choose what you intend to do with this property'],
    ['codebtors', { ...f.codebtors, codebtors: [{ ...f.codebtors!.codebtors[0], debtIds: [] }] }, 'codebtors.0.debtIds', 'Choose at least one debt this person owes with you'],
    ['contracts', { contracts: [{ ...f.contracts!.contracts[0], kind: 'boat' }] }, 'contracts.0.kind', 'Choose what kind of contract or lease this is'],
    ['income', { ...f.income, debtor: { wages: { entry: 'monthly', months: [1, 2] } } }, 'debtor.wages.months', 'Enter an amount for each of the 6 months (0 if none)'],
    ['expenses', { ...f.expenses, lines: { ...f.expenses!.lines, foodAndHousekeeping: 12.5 } }, 'lines.foodAndHousekeeping', 'Amounts are stored in whole cents'],
    ['history', { ...f.history, collection: { ...f.history!.collection, lawsuit: 'maybe' } }, 'collection.lawsuit', 'Choose whether anyone has sued you'],
    ['exemptions', { ...f.exemptions, system: 'mine' }, 'system', 'Choose the federal or your state’s exemptions'],
  ];

  let id: string;
  beforeAll(async () => {
    id = await start(alex.browser);
  });

  it.each(invalid)('refuses a bad %s section with the field and the message the interview shows', async (section, value, path, message) => {
    const res = await save(alex.browser, id, section, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(documentDetailSchema.parse((await alex.browser.get(`/api/documents/${id}`)).json()).caseFile[section]).toBeUndefined();
  });

  it('refuses an unknown section, a district not among the 94 and a Social Security number typed into an answer', async () => {
    expect((await save(alex.browser, id, 'hobbies', {})).statusCode).toBe(400);
    const district = await save(alex.browser, id, 'filing', { ...f.filing, district: { code: 'zzz', name: 'Nowhere', state: 'PA' } });
    expect(district.json().issues).toEqual([{ path: 'district.code', message: 'Choose your district from the list' }]);
    const typed = { items: [{ ...f.property!.items[2], description: 'Furniture (my SSN is 219-09-9999)' }] };
    const res = await save(alex.browser, id, 'property', typed);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'items.0.description', message: expect.stringContaining('Remove the Social Security number') }]);
  });

  it('autosaves section by section and resumes with the whole case file', async () => {
    const id = await start(alex.browser);
    await saveAll(alex.browser, id);
    const detail = documentDetailSchema.parse((await alex.browser.get(`/api/documents/${id}`)).json());
    expect(detail.missingSections).toEqual([]);
    expect(caseFileSchema.parse(detail.caseFile)).toEqual(caseFileSchema.parse(fixture));
    expect(detail.version).toBe(CHAPTER7_SECTIONS.length);
  });
});

describe('a section saved before a question was added to it (issue 37: Form 101 lines 12 and 14, Schedule J line 3)', () => {
  it('is missing from the case file, so no form prints a blank answer, and its answers come back for the pages to start from', async () => {
    const id = await start(alex.browser);
    await saveAll(alex.browser, id);
    const { soleProprietor: _sole, hazardousProperty: _hazard, ...olderFiling } = caseFileSectionSchemas.filing.parse(fixture.filing);
    await t.database.handle.db.execute(sql`update user_documents set case_file = jsonb_set(case_file, '{filing}', ${JSON.stringify(olderFiling)}::jsonb) where id = ${id}`);
    const detail = documentDetailSchema.parse((await alex.browser.get(`/api/documents/${id}`)).json());
    expect(detail.missingSections).toEqual(['filing']);
    expect(detail.caseFile.filing).toBeUndefined();
    expect(detail.outdatedSections).toEqual({ filing: olderFiling });
    // Answered and saved again, it is the case file's once more.
    expect((await save(alex.browser, id, 'filing', { ...olderFiling, soleProprietor: false, hazardousProperty: false })).statusCode).toBe(200);
    const saved = documentDetailSchema.parse((await alex.browser.get(`/api/documents/${id}`)).json());
    expect([saved.missingSections, saved.outdatedSections]).toEqual([[], {}]);
  });
});

describe('unfinished sections (drafts kept in the account)', () => {
  const saveDraft = (browser: TestBrowser, id: string, section: string, json: unknown) => browser.request('PUT', `/api/documents/${id}/section-drafts/${section}`, { json });
  const detailOf = async (browser: TestBrowser, id: string) => documentDetailSchema.parse((await browser.get(`/api/documents/${id}`)).json());
  // Half a creditor typed on a phone: not a valid debts section yet.
  const halfTyped = { debts: [{ creditor: { name: 'Northwind Card Services', street: '' }, amount: '1250', accountLast4: '' }] };

  it('keeps the typing of a section not yet complete for its owner, who resumes it on another device, and never logs it', async () => {
    const id = await start(alex.browser);
    await save(alex.browser, id, 'filing', fixture.filing);
    const before = await detailOf(alex.browser, id);
    const res = await saveDraft(alex.browser, id, 'debts', { savedVersion: 1, values: halfTyped });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ section: 'debts', savedVersion: 1, updatedAt: expect.any(String) });

    // Another device of the same person: the document's answer carries the draft.
    const detail = await detailOf(alex.browser, id);
    expect(detail.sectionDrafts).toEqual({ debts: { values: halfTyped, savedVersion: 1, updatedAt: res.json().updatedAt } });
    // The case file is untouched: a draft is not an answer the forms use.
    expect(detail.caseFile).toEqual(before.caseFile);

    // The next change replaces it.
    const more = { debts: [...halfTyped.debts, { creditor: { name: 'Contoso Medical' } }] };
    expect((await saveDraft(alex.browser, id, 'debts', { savedVersion: 1, values: more })).statusCode).toBe(200);
    expect((await detailOf(alex.browser, id)).sectionDrafts.debts?.values).toEqual(more);
    expect(logText).not.toContain('Northwind Card Services');
  });

  it('is another person’s to nobody: 404 for them, the same as a missing document, and their drafts are not shown', async () => {
    const id = await start(alex.browser);
    const theirs = await saveDraft(blair.browser, id, 'debts', { savedVersion: 0, values: halfTyped });
    const missing = await saveDraft(blair.browser, 'no-such-document', 'debts', { savedVersion: 0, values: halfTyped });
    expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: 404, body: missing.json() });
    expect((await detailOf(alex.browser, id)).sectionDrafts).toEqual({});
  });

  it('refuses a Social Security number in any value, naming the field, and keeps nothing', async () => {
    const id = await start(alex.browser);
    for (const typed of ['219-09-9999', 'my number is 219 09 9999', '219099999', ...SSN_FORMS_ONCE_MISSED]) {
      const values = { debts: [{ creditor: { name: 'Northwind', notes: typed } }] };
      const res = await saveDraft(alex.browser, id, 'debts', { savedVersion: 0, values });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'values.debts.0.creditor.notes', message: expect.stringContaining('Remove the Social Security number') }] });
      expect(res.body).not.toContain('9999');
    }
    expect((await detailOf(alex.browser, id)).sectionDrafts).toEqual({});
    expect(logText).not.toContain('219099999');
  });

  it('refuses an oversized draft with 413 and a clear message, and bad bodies with 400, never 500', async () => {
    const id = await start(alex.browser);
    const tooLong = { debts: Array.from({ length: 400 }, (_, i) => ({ creditor: { name: `Creditor ${i}`, notes: 'x'.repeat(500) } })) };
    const big = await saveDraft(alex.browser, id, 'debts', { savedVersion: 0, values: tooLong });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/too long to keep in your account .* kept on this device/) });
    const overBodyLimit = await saveDraft(alex.browser, id, 'debts', { savedVersion: 0, values: { notes: 'x'.repeat(300 * 1024) } });
    expect(overBodyLimit.statusCode).toBe(413);

    let deep: unknown = 'bottom';
    for (let i = 0; i < 200; i++) deep = [deep];
    const bad: unknown[] = [null, [], 'text', { values: halfTyped }, { savedVersion: -1, values: halfTyped }, { savedVersion: 0, values: [] }, { savedVersion: 0, values: halfTyped, extra: 1 }, { savedVersion: 0, values: { deep } }];
    for (const body of bad) {
      const res = await saveDraft(alex.browser, id, 'debts', body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await saveDraft(alex.browser, id, 'hobbies', { savedVersion: 0, values: {} })).statusCode).toBe(400);
    expect((await detailOf(alex.browser, id)).sectionDrafts).toEqual({});
  });

  it('is cleared once the section is saved complete, and a draft older than that save is refused', async () => {
    const id = await start(alex.browser);
    await saveDraft(alex.browser, id, 'debts', { savedVersion: 0, values: halfTyped });
    await saveDraft(alex.browser, id, 'property', { savedVersion: 0, values: { items: [] } });
    const saved = await save(alex.browser, id, 'debts', fixture.debts);
    expect(saved.statusCode).toBe(200);
    // The answer to the save already shows it gone; the other section's draft stays.
    expect(Object.keys(documentDetailSchema.parse(saved.json()).sectionDrafts)).toEqual(['property']);
    expect(Object.keys((await detailOf(alex.browser, id)).sectionDrafts)).toEqual(['property']);

    // Typing started before that save (a late request from another device) does not hide it; typing started after it is kept.
    const late = await saveDraft(alex.browser, id, 'debts', { savedVersion: 0, values: halfTyped });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('This section was saved since you started typing it');
    const version = documentDetailSchema.parse(saved.json()).version;
    expect((await saveDraft(alex.browser, id, 'debts', { savedVersion: version + 1, values: halfTyped })).statusCode).toBe(409);
    expect((await saveDraft(alex.browser, id, 'debts', { savedVersion: version, values: halfTyped })).statusCode).toBe(200);
  });
});

describe('versions', () => {
  it('keeps a burst of saves as one version and undoes an accidental overwrite', async () => {
    const id = await start(alex.browser);
    await save(alex.browser, id, 'filing', fixture.filing);
    await save(alex.browser, id, 'debtors', fixture.debtors);
    await save(alex.browser, id, 'debtors', fixture.debtors);
    const versions = (await alex.browser.get(`/api/documents/${id}/versions`)).json();
    expect(versions.map((v: { version: number; section: string }) => [v.version, v.section])).toEqual([
      [2, 'debtors'],
      [1, 'filing'],
    ]);
    later();
    const overwritten = { ...fixture.debtors, debtor: { ...fixture.debtors!.debtor, name: { first: 'X', last: 'Y' } } };
    expect((await save(alex.browser, id, 'debtors', overwritten)).statusCode).toBe(200);
    const restored = await alex.browser.request('POST', `/api/documents/${id}/versions/2/restore`);
    expect(restored.statusCode).toBe(200);
    const detail = documentDetailSchema.parse(restored.json());
    expect(detail.caseFile.debtors?.debtor.name).toEqual(fixture.debtors!.debtor.name);
    expect(detail.version).toBe(4);
    const after = (await alex.browser.get(`/api/documents/${id}/versions`)).json();
    expect(after[0]).toMatchObject({ version: 4, section: 'restore', current: true });
    expect((await alex.browser.request('POST', `/api/documents/${id}/versions/99/restore`)).statusCode).toBe(404);
  });
});

/** Bytes of a document's stored versions (each row as text: measures any shape of the table). */
async function storedVersionBytes(id: string): Promise<number> {
  const result = (await t.database.handle.db.execute(sql`select coalesce(sum(octet_length(v::text)), 0)::int as n from user_document_versions v where document_id = ${id}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('versions kept compact', () => {
  it('twenty small saves grow the stored versions and the data download by about the sections saved, not twenty case files', async () => {
    const { browser } = await member();
    const id = await start(browser);
    await saveAll(browser, id);
    const caseFileBytes = JSON.stringify(fixture).length;
    const versionsBefore = await storedVersionBytes(id);
    const downloadBefore = (await browser.get('/api/auth/user/data')).body.length;
    let savedBytes = 0;
    for (let i = 0; i < 20; i++) {
      later();
      // A small change each time: the planned filing date moves a day.
      const filing = { ...fixture.filing!, plannedFilingDate: `2026-12-${String(i + 1).padStart(2, '0')}` };
      expect((await save(browser, id, 'filing', filing)).statusCode).toBe(200);
      savedBytes += JSON.stringify(filing).length;
    }
    const versionsGrowth = (await storedVersionBytes(id)) - versionsBefore;
    const downloadGrowth = (await browser.get('/api/auth/user/data')).body.length - downloadBefore;
    // Before: each save copied the whole case file (20 × ~${caseFileBytes} bytes).
    expect(versionsGrowth).toBeLessThan(savedBytes * 2 + 20 * 200);
    expect(versionsGrowth).toBeLessThan((20 * caseFileBytes) / 4);
    expect(downloadGrowth).toBeLessThan(savedBytes * 3 + 20 * 300);
  });

  it('brings back each earlier version exactly, sections taken away by a restore included', async () => {
    const { browser } = await member();
    const id = await start(browser);
    const caseFiles = new Map<number, unknown>();
    const record = async (res: Awaited<ReturnType<typeof save>>) => {
      expect(res.statusCode).toBe(200);
      const detail = documentDetailSchema.parse(res.json());
      caseFiles.set(detail.version, detail.caseFile);
    };
    const steps: Array<[CaseFileSection, unknown]> = [
      ['filing', fixture.filing],
      ['debtors', fixture.debtors],
      ['debts', fixture.debts],
      ['debtors', { ...fixture.debtors, debtor: { ...fixture.debtors!.debtor, name: { first: 'X', last: 'Y' } } }],
      ['household', fixture.household],
      ['debts', { ...fixture.debts, debts: fixture.debts!.debts.slice(1) }],
    ];
    for (const [section, value] of steps) {
      later();
      await record(await save(browser, id, section, value));
    }
    // A restore takes sections away (version 1 had the filing only); the versions after it still come back whole.
    later();
    await record(await browser.request('POST', `/api/documents/${id}/versions/1/restore`));
    later();
    await record(await save(browser, id, 'property', fixture.property));
    for (const [version, caseFile] of [...caseFiles].reverse()) {
      later();
      const restored = await browser.request('POST', `/api/documents/${id}/versions/${version}/restore`);
      expect({ version, status: restored.statusCode }).toEqual({ version, status: 200 });
      expect({ version, caseFile: documentDetailSchema.parse(restored.json()).caseFile }).toEqual({ version, caseFile });
      expect(documentDetailSchema.parse((await browser.get(`/api/documents/${id}`)).json()).caseFile).toEqual(caseFile);
    }
    const versions = (await browser.get(`/api/documents/${id}/versions`)).json();
    expect(versions).toHaveLength(steps.length + 2 + caseFiles.size);
    expect(versions[0]).toMatchObject({ section: 'restore', current: true });
  });

  it('lists documents without reading their case files (a role that cannot read them lists them all)', async () => {
    const { userId, browser } = await member();
    await start(browser);
    await start(browser, 'individual-schedules');
    const { db } = t.database.handle;
    const role = sql.raw(`document_lister_${Date.now().toString(36)}`);
    await db.execute(sql`create role ${role}`);
    try {
      await db.execute(sql`grant select (id, user_id, template_id, status, pdf_path, created_at, updated_at) on user_documents to ${role}`);
      const listed = await db.transaction(async (tx) => {
        await tx.execute(sql`set local role ${role}`);
        return createDocumentsRepository(tx).listOf(userId);
      });
      expect(listed.map((row) => row.templateId)).toEqual(['individual-schedules', 'chapter7-complete']);
    } finally {
      await db.execute(sql`revoke all on user_documents from ${role}`);
      await db.execute(sql`drop role ${role}`);
    }
  });

  it('keeps the newest versions when there are too many, the oldest kept one whole', async () => {
    const { userId, browser } = await member();
    const id = await start(browser);
    const repository = createDocumentsRepository(t.database.handle.db, { maxVersions: 3 });
    const saved = new Map<number, unknown>();
    const sections = ['filing', 'debtors', 'household', 'debts', 'property', 'income'] as const;
    for (const section of sections) {
      const row = (await repository.saveSection(userId, id, section, fixture[section], clock(), 0))!;
      saved.set(row.version, row.caseFile);
    }
    expect((await repository.listVersions(id)).map((v) => v.version)).toEqual([6, 5, 4]);
    for (const version of [4, 5, 6]) expect((await repository.restore(userId, id, version, clock())) as { caseFile: unknown }).toMatchObject({ caseFile: saved.get(version) });
    expect(await repository.restore(userId, id, 3, clock())).toBe('no-version');
  });
});

describe('versions saved before they were kept compact (migration 0022)', () => {
  it('are rewritten as changed sections, and each still lists and restores exactly', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const { db } = database.handle;
      // The table as it was: a whole case file in every version.
      await db.execute(sql`alter table user_document_versions drop column changes`);
      await db.execute(sql`alter table user_document_versions add column case_file jsonb not null`);
      const caseFiles = [
        { filing: fixture.filing },
        { filing: fixture.filing, debtors: fixture.debtors },
        { filing: fixture.filing, debtors: fixture.debtors, debts: fixture.debts },
        { filing: { ...fixture.filing, plannedFilingDate: '2026-12-20' }, debts: fixture.debts },
      ];
      await db.execute(sql`insert into users (id, issuer, subject) values ('u-old', 'https://issuer.example', 'old')`);
      await db.execute(sql`insert into user_documents (id, user_id, template_id, case_file, version) values ('d-old', 'u-old', 'chapter7-complete', ${JSON.stringify(caseFiles.at(-1))}::jsonb, ${caseFiles.length})`);
      for (const [i, caseFile] of caseFiles.entries()) {
        await db.execute(sql`insert into user_document_versions (document_id, version, section, case_file) values ('d-old', ${i + 1}, 'filing', ${JSON.stringify(caseFile)}::jsonb)`);
      }
      const migration = fs.readFileSync(path.join(import.meta.dirname, '../../src/server/db/migrations/0022_document_versions_changed_sections.sql'), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

      const stored = (await db.execute(sql`select version, changes from user_document_versions where document_id = 'd-old' order by version`)) as unknown as { rows: { changes: unknown }[] };
      expect(stored.rows.map((row) => row.changes)).toEqual([caseFiles[0], { debtors: fixture.debtors }, { debts: fixture.debts }, { filing: caseFiles[3]!.filing, debtors: null }]);
      const repository = createDocumentsRepository(db);
      expect((await repository.listVersions('d-old')).map((v) => v.version)).toEqual([4, 3, 2, 1]);
      for (const [i, caseFile] of caseFiles.entries()) {
        expect(await repository.restore('u-old', 'd-old', i + 1, clock())).toMatchObject({ caseFile: JSON.parse(JSON.stringify(caseFile)) });
      }
    } finally {
      await database.dispose();
    }
  });
});

/** The service as the PDF routes use it on the server, with the key file of the app's DATA_DIR. */
const serverSide = () =>
  createDocumentsService({
    repository: createDocumentsRepository(t.database.handle.db),
    clock,
    encryptionKey: loadDataEncryptionKey(t.config.dataEncryptionKey, t.config.dataDir).key,
    inTransaction: transactionScope(t.database.handle.db, (tx) => ({ repository: createDocumentsRepository(tx), audit: createAuditLog(tx) })),
  });

describe('generating and marking a document filed', () => {
  it('records the final PDFs for their owner, needs them before filing, then freezes the case file', async () => {
    const id = await start(alex.browser);
    await save(alex.browser, id, 'filing', fixture.filing);
    expect((await alex.browser.request('POST', `/api/documents/${id}/complete`)).statusCode).toBe(409);
    const service = serverSide();
    const { document, caseFile } = await service.forRendering(alex.userId, id);
    expect(caseFile.filing?.chapter).toBe(7);
    await expect(service.recordGenerated(blair.userId, id, document.version, [])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const file = { kind: 'package' as const, content: new Uint8Array([37, 80, 68, 70]), sha256: 'b'.repeat(64), sizeBytes: 4 };
    expect(await service.recordGenerated(alex.userId, id, document.version, [file])).toMatchObject({ status: 'generated', pdfPath: `/api/download-pdf/${id}` });
    const [pdf] = await service.pdfs(alex.userId, id);
    expect(pdf).toMatchObject({ kind: 'package', sha256: file.sha256, sizeBytes: 4, version: 1 });
    expect(await service.pdfContent(alex.userId, pdf!.id)).toEqual(file.content);
    await expect(service.pdfContent(blair.userId, pdf!.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.pdf(blair.userId, pdf!.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await alex.browser.get('/api/user-documents')).json()).toContainEqual(expect.objectContaining({ id, status: 'generated', pdfPath: `/api/download-pdf/${id}` }));

    const done = await alex.browser.request('POST', `/api/documents/${id}/complete`);
    expect(done.json()).toMatchObject({ status: 'completed' });
    expect((await save(alex.browser, id, 'filing', fixture.filing)).statusCode).toBe(409);
  });
});

describe('marking filed a document whose PDF is out of date', () => {
  const packageFile = (n: number) => ({ kind: 'package' as const, content: new Uint8Array([37, 80, 68, 70, n]), sha256: String(n).repeat(64).slice(0, 64), sizeBytes: 5 });

  it('is refused with a clear message until the final PDF is made again from the answers as they stand', async () => {
    const id = await start(alex.browser);
    await save(alex.browser, id, 'filing', fixture.filing);
    const service = serverSide();
    const generate = async (n: number) => service.recordGenerated(alex.userId, id, (await service.forRendering(alex.userId, id)).document.version, [packageFile(n)]);
    await generate(1);
    // Saved again after generating, even within the window that merges saves of one section: a new version.
    const edited = await save(alex.browser, id, 'filing', { ...fixture.filing, plannedFilingDate: '2026-12-16' });
    expect(edited.json().version).toBe(2);

    const refused = await alex.browser.request('POST', `/api/documents/${id}/complete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: 'You changed your answers after your newest PDF was made, so that PDF is out of date. Generate the final PDF again before you mark this document as filed.',
    });
    expect(documentDetailSchema.parse((await alex.browser.get(`/api/documents/${id}`)).json()).status).toBe('generated');

    await generate(2);
    const filed = await alex.browser.request('POST', `/api/documents/${id}/complete`);
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ status: 'completed', version: 2 });
  });
});

describe('deleting one document', () => {
  /** Rows of every table that keeps something for a document (a `document_id` column, or the document itself). */
  async function rowsKeptFor(id: string): Promise<Record<string, number>> {
    const { rows: tables } = (await t.database.handle.db.execute(
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'document_id' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables) {
      const { rows } = (await t.database.handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where document_id = ${id}`)) as unknown as { rows: { n: number }[] };
      counts[table] = rows[0]!.n;
    }
    const { rows } = (await t.database.handle.db.execute(sql`select count(*)::int as n from user_documents where id = ${id}`)) as unknown as { rows: { n: number }[] };
    counts['user_documents'] = rows[0]!.n;
    return counts;
  }

  it('removes it with its versions, unfinished typing, Social Security numbers and PDFs, for its owner only, and records it in the audit log', async () => {
    const id = await start(alex.browser);
    const kept = await start(alex.browser);
    await save(alex.browser, id, 'filing', fixture.filing);
    await save(alex.browser, kept, 'filing', fixture.filing);
    later();
    await save(alex.browser, id, 'debtors', fixture.debtors);
    expect((await alex.browser.request('PUT', `/api/documents/${id}/ssn`, { json: { person: 'debtor', number: '219-09-9999' } })).statusCode).toBe(200);
    expect((await alex.browser.request('PUT', `/api/documents/${id}/section-drafts/debts`, { json: { savedVersion: 2, values: { debts: [] } } })).statusCode).toBe(200);
    const service = serverSide();
    const file = { kind: 'package' as const, content: new Uint8Array([37, 80, 68, 70]), sha256: 'c'.repeat(64), sizeBytes: 4 };
    await service.recordGenerated(alex.userId, id, (await service.forRendering(alex.userId, id)).document.version, [file]);
    const before = await rowsKeptFor(id);
    expect(Object.keys(before).sort()).toEqual(['user_document_pdfs', 'user_document_section_drafts', 'user_document_ssns', 'user_document_versions', 'user_documents']);
    for (const [table, n] of Object.entries(before)) expect({ table, n: n > 0 }).toEqual({ table, n: true });

    // Another person: the same 404 as a missing document, and nothing goes.
    const theirs = await blair.browser.request('DELETE', `/api/documents/${id}`);
    const missing = await blair.browser.request('DELETE', '/api/documents/no-such-document');
    expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: 404, body: missing.json() });
    expect(await rowsKeptFor(id)).toEqual(before);

    const deleted = await alex.browser.request('DELETE', `/api/documents/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await rowsKeptFor(id)).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    expect((await alex.browser.get(`/api/documents/${id}`)).statusCode).toBe(404);
    expect((await alex.browser.request('DELETE', `/api/documents/${id}`)).statusCode).toBe(404);
    const listed = userDocumentListSchema.parse((await alex.browser.get('/api/user-documents')).json()).map((d) => d.id);
    expect(listed).toContain(kept);
    expect(listed).not.toContain(id);
    expect((await rowsKeptFor(kept))['user_document_versions']).toBe(1);

    const { rows: audit } = (await t.database.handle.db.execute(sql`select actor_id, target_type, details from audit_log where action = 'document.delete' and target_id = ${id}`)) as unknown as {
      rows: { actor_id: string; target_type: string; details: unknown }[];
    };
    expect(audit).toEqual([{ actor_id: alex.userId, target_type: 'user_document', details: { templateId: 'chapter7-complete', status: 'generated' } }]);
  });
});

describe('another person’s document', () => {
  it('is not found on every route, the same as a missing id', async () => {
    const id = await start(alex.browser);
    await save(alex.browser, id, 'filing', fixture.filing);
    const routes: Array<['GET' | 'PUT' | 'POST', string, unknown?]> = [
      ['GET', `/api/documents/${id}`],
      ['PUT', `/api/documents/${id}/sections/filing`, fixture.filing],
      ['PUT', `/api/documents/${id}/ssn`, { person: 'debtor', number: '219-09-9999' }],
      ['PUT', `/api/documents/${id}/section-drafts/debts`, { savedVersion: 1, values: { debts: [] } }],
      ['POST', `/api/documents/${id}/complete`],
      ['GET', `/api/documents/${id}/versions`],
      ['POST', `/api/documents/${id}/versions/1/restore`],
    ];
    for (const [method, url, json] of routes) {
      const theirs = await blair.browser.request(method, url, json === undefined ? {} : { json });
      const missing = await blair.browser.request(method, url.replace(id, 'no-such-document'), json === undefined ? {} : { json });
      expect({ url, status: theirs.statusCode, body: theirs.json() }).toEqual({ url, status: 404, body: missing.json() });
    }
    expect((await blair.browser.get('/api/user-documents')).json().map((d: { id: string }) => d.id)).not.toContain(id);
    // Nothing changed for its owner.
    const detail = documentDetailSchema.parse((await alex.browser.get(`/api/documents/${id}`)).json());
    expect(detail.ssn.debtor).toBeNull();
  });
});

describe('Social Security numbers', () => {
  // Valid-looking numbers made for this test, in both typed forms.
  const debtorSsn = '219-09-9999';
  const spouseSsn = '457 55 5462';
  const digits = (ssn: string) => ssn.replace(/\D/g, '');

  it('are stored encrypted, shown masked everywhere, decrypted only for Form 121, never logged', async () => {
    const id = await start(alex.browser);
    await save(alex.browser, id, 'debtors', fixture.debtors);
    const saved = await alex.browser.request('PUT', `/api/documents/${id}/ssn`, { json: { person: 'debtor', number: debtorSsn } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ person: 'debtor', ssn: { last4: '9999', masked: 'XXX-XX-9999' } });
    await alex.browser.request('PUT', `/api/documents/${id}/ssn`, { json: { person: 'spouse', number: spouseSsn } });

    const answers = [
      saved.body,
      (await alex.browser.get(`/api/documents/${id}`)).body,
      (await alex.browser.get('/api/user-documents')).body,
      (await alex.browser.get(`/api/documents/${id}/versions`)).body,
      (await save(alex.browser, id, 'debtors', fixture.debtors)).body,
      (await alex.browser.get('/api/account/export')).body,
    ];
    const detail = documentDetailSchema.parse(JSON.parse(answers[1]!));
    expect(detail.ssn).toEqual({ debtor: { last4: '9999', masked: 'XXX-XX-9999' }, spouse: { last4: '5462', masked: 'XXX-XX-5462' } });
    expect(detail.caseFile.debtors?.debtor.ssnLast4).toBe('9999');
    expect(detail.caseFile.debtors?.spouse?.ssnLast4).toBe('5462');

    // Every row of every table, as text: neither number appears, in any form.
    const rowsOf = async (query: ReturnType<typeof sql>) => (await t.database.handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    const tables = await rowsOf(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    let everything = '';
    for (const { table_name } of tables.rows) everything += JSON.stringify((await rowsOf(sql`select * from ${sql.identifier(String(table_name))}`)).rows);
    // The encrypted rows are there (with the last 4 digits readable), the numbers are not.
    const ssnRows = (await rowsOf(sql`select * from user_document_ssns where document_id = ${id}`)).rows;
    expect(ssnRows.map((row) => row['last4']).sort()).toEqual(['5462', '9999']);
    expect(new Set(ssnRows.map((row) => row['nonce'])).size).toBe(2);
    for (const ssn of [debtorSsn, spouseSsn]) {
      for (const form of [ssn, digits(ssn), `${digits(ssn).slice(0, 3)}-${digits(ssn).slice(3, 5)}-${digits(ssn).slice(5)}`]) {
        expect(everything).not.toContain(form);
        expect(logText).not.toContain(form);
        for (const answer of answers) expect(answer).not.toContain(form);
      }
    }
    expect(logText.length).toBeGreaterThan(0);

    // Only the server's Form 121 path opens them, with the key file of DATA_DIR.
    const service = serverSide();
    expect(await service.readSsnForForm121(id, alex.userId)).toEqual({ debtor: '219-09-9999', spouse: '457-55-5462' });
    await expect(service.readSsnForForm121(id, blair.userId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a number that cannot be a Social Security number, without repeating it', async () => {
    const id = await start(alex.browser);
    for (const number of ['12345', '000-12-3456', '219-00-9999']) {
      const res = await alex.browser.request('PUT', `/api/documents/${id}/ssn`, { json: { person: 'debtor', number } });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain(number);
    }
    expect((await alex.browser.request('PUT', `/api/documents/${id}/ssn`, { json: { person: 'cousin', number: debtorSsn } })).json().issues).toContainEqual({
      path: 'person',
      message: 'Choose whose number this is',
    });
  });
});

describe('pre-filling a new document', () => {
  it('from the person’s completed risk assessment, then from their earlier case file', async () => {
    const casey = await member();
    const assessment = (await casey.browser.request('POST', '/api/start-assessment', { json: {} })).json();
    const household = sampleHousehold();
    for (const section of HOUSEHOLD_SECTIONS) {
      const res = await casey.browser.request('PUT', `/api/risk-assessments/${assessment.id}/answers/${section}`, { json: { step: section, values: household[section] } });
      expect(res.statusCode).toBe(200);
    }
    expect((await casey.browser.request('POST', `/api/risk-assessments/${assessment.id}/complete`)).statusCode).toBe(200);

    const first = documentDetailSchema.parse((await casey.browser.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } })).json());
    expect(first.prefilledFrom).toEqual({ earlierDocumentId: null, riskAssessmentId: assessment.id });
    expect(first.prefill.household).toMatchObject({ householdSize: 1, maritalStatus: 'not-married' });
    expect(first.prefill.residence).toEqual({ state: 'OH', county: 'Franklin County' });
    expect(first.prefill.income?.debtor).toEqual(household.income.debtor);
    expect(first.caseFile.history?.collection).toEqual(household.collection);

    await saveAll(casey.browser, first.id);
    await casey.browser.request('PUT', `/api/documents/${first.id}/ssn`, { json: { person: 'debtor', number: '219-09-9999' } });
    const second = documentDetailSchema.parse((await casey.browser.request('POST', '/api/start-document', { json: { templateId: 'chapter13-complete' } })).json());
    expect(second.prefilledFrom.earlierDocumentId).toBe(first.id);
    // Everything but the filing section, which was for Chapter 7, and the plan, which Chapter 7 has not.
    expect(second.missingSections).toEqual(['filing', 'plan']);
    expect(second.caseFile.financialAffairs).toEqual(caseFileSchema.parse(fixture).financialAffairs);
    expect(second.caseFile.debts).toEqual(caseFileSchema.parse(fixture).debts);
    expect(second.ssn.debtor).toEqual({ last4: '9999', masked: 'XXX-XX-9999' });
  });
});

describe('pre-filling a plan', () => {
  it('an amended plan starts from the newest plan made here, even when the document edited last has none, without the earlier amendment’s marks', async () => {
    const dana = await member();
    const plan = { monthlyPaymentCents: 91_000, secured: [{ debtId: 'd-car', treatment: 'surrender' }], amendedSections: ['2.1'] };
    const first = await start(dana.browser, 'amended-chapter13-plan');
    expect((await save(dana.browser, first, 'debts', fixture.debts)).statusCode).toBe(200);
    expect((await save(dana.browser, first, 'plan', plan)).statusCode).toBe(200);
    later();
    const schedules = await start(dana.browser, 'individual-schedules');
    expect(documentDetailSchema.parse((await dana.browser.request('GET', `/api/documents/${schedules}`)).json()).caseFile.plan).toBeUndefined();
    expect((await save(dana.browser, schedules, 'expenses', fixture.expenses)).statusCode).toBe(200);
    later();
    const amended = documentDetailSchema.parse((await dana.browser.request('POST', '/api/start-document', { json: { templateId: 'amended-chapter13-plan' } })).json());
    expect(amended.prefilledFrom.earlierDocumentId).toBe(schedules);
    expect(amended.caseFile.plan).toEqual({ monthlyPaymentCents: 91_000, secured: [{ debtId: 'd-car', treatment: 'surrender' }] });
  });
});
