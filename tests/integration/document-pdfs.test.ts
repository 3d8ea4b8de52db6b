import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDocumentPdfs } from '#server/db/schema/index.ts';
import { CASE_FILE_SECTIONS } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { documentPdfListSchema, generateDocumentPdfResponseSchema, packageChecksResponseSchema } from '#shared/contracts/document-pdfs.ts';
import { documentDetailSchema } from '#shared/contracts/documents.ts';
import type { TestBrowser } from './support/browser.ts';
import { courseEnrollee, signedInPerson } from './support/people.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  const database = await createTestDatabase();
  const config = testConfig();
  const app = await buildTestApp(config, { database: database.handle });
  await app.ready();
  t = { app, config, database, close: async () => (await app.close(), await database.dispose()) };
});
afterAll(async () => {
  await t?.close();
});

const card = (clientSecret: string) => ({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '60601' });

/** A signed-in member (premium paid with the test processor's 4242 card). */
async function member(): Promise<TestBrowser> {
  const { browser } = await signedInPerson(t);
  const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
  expect((await browser.request('POST', '/api/test-payments/confirm', { json: card(created.clientSecret) })).statusCode).toBe(200);
  return browser;
}

async function buyPackage(browser: TestBrowser, templateId: string) {
  const checkout = (await browser.request('POST', '/api/purchase-document-package', { json: { templateId } })).json();
  expect((await browser.request('POST', '/api/test-payments/confirm', { json: card(checkout.clientSecret) })).statusCode).toBe(200);
}

/** A chapter 7 document with the fixture household's whole case file. */
async function fixtureDocument(browser: TestBrowser): Promise<string> {
  const started = await browser.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } });
  const id = documentDetailSchema.parse(started.json()).id;
  const fixture = jointCoupleCaseFile();
  for (const section of CASE_FILE_SECTIONS.filter((s) => fixture[s] !== undefined)) {
    const saved = await browser.request('PUT', `/api/documents/${id}/sections/${section}`, { json: fixture[section] });
    expect({ section, status: saved.statusCode }).toEqual({ section, status: 200 });
  }
  return id;
}

/** The PDF's text, read by poppler's pdftotext (installed by .ci/run). */
const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let owner: TestBrowser;
let stranger: TestBrowser;
let documentId: string;
beforeAll(async () => {
  [owner, stranger] = [await member(), await member()];
  documentId = await fixtureDocument(owner);
});

describe('preview', () => {
  it('shows the draft in the page: a PDF marked DRAFT, inline, never cached', async () => {
    const res = await owner.get(`/api/documents/${documentId}/preview.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="chapter7-complete-2026-12-15-draft.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.toString('latin1').startsWith('%PDF-')).toBe(true);
    expect(pdfText(res.rawPayload)).toContain('DRAFT - preview only, not for filing');
  });

  it('shows an unfinished document too: Form 107 without the history and debts sections has those lines blank, no error', async () => {
    const browser = await member();
    const started = await browser.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } });
    const id = documentDetailSchema.parse(started.json()).id;
    const fixture = jointCoupleCaseFile();
    for (const section of CASE_FILE_SECTIONS.filter((s) => fixture[s] !== undefined && s !== 'history' && s !== 'debts')) {
      expect((await browser.request('PUT', `/api/documents/${id}/sections/${section}`, { json: fixture[section] })).statusCode).toBe(200);
    }
    expect(documentDetailSchema.parse((await browser.get(`/api/documents/${id}`)).json()).missingSections).toEqual(['debts', 'history']);
    const res = await browser.get(`/api/documents/${id}/preview.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain('Statement of Financial Affairs for Individuals Filing for Bankruptcy');
  });

  it('may be framed by the site itself (the Generate step shows it in the page), and no other answer may', async () => {
    const preview = await owner.get(`/api/documents/${documentId}/preview.pdf`);
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(preview.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const path of [`/api/documents/${documentId}`, `/documents/edit/${documentId}?step=generate`, `/api/download-pdf/${documentId}`]) {
      const other = await owner.get(path);
      expect(other.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options'], path).toBe('DENY');
    }
    // A refused preview (another person's) is not framable either.
    const refused = await stranger.get(`/api/documents/${documentId}/preview.pdf`);
    expect(refused.headers['x-frame-options']).toBe('DENY');
  });

  it('is a 404 for another person, the same as a missing id', async () => {
    const theirs = await stranger.get(`/api/documents/${documentId}/preview.pdf`);
    const missing = await stranger.get('/api/documents/00000000-0000-0000-0000-000000000000/preview.pdf');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });
});

describe('the schedule completion tool for someone enrolled in the Chapter 7 course, without a subscription (spec 6)', () => {
  it('lets them start a document, save answers and see the DRAFT preview; the final PDF still needs the package', async () => {
    const { browser } = await courseEnrollee(t);
    const id = await fixtureDocument(browser);
    expect(documentDetailSchema.parse((await browser.get(`/api/documents/${id}`)).json()).id).toBe(id);
    expect((await browser.get('/api/user-documents')).json()).toEqual([expect.objectContaining({ id })]);
    const preview = await browser.get(`/api/documents/${id}/preview.pdf`);
    expect(preview.statusCode).toBe(200);
    expect(pdfText(preview.rawPayload)).toContain('DRAFT - preview only, not for filing');

    const refused = await browser.request('POST', `/api/documents/${id}/generate`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'Buy the Chapter 7 Complete Package to generate the final PDF. Drafts and previews stay free with your membership or course enrollment.' });
    await buyPackage(browser, 'chapter7-complete');
    expect((await browser.request('POST', `/api/documents/${id}/generate`)).statusCode).toBe(201);
  });

  it('refuses a signed-in person with neither the course nor a subscription (403)', async () => {
    const { browser } = await signedInPerson(t);
    const started = await browser.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } });
    expect(started.statusCode).toBe(403);
    expect(started.json()).toEqual({ code: 'FORBIDDEN', message: 'An active premium subscription or enrollment in the Chapter 7 course is required' });
    expect((await browser.get('/api/user-documents')).statusCode).toBe(403);
  });
});

describe('generate and download', () => {
  it('refuses the final PDF until the package is bought, with a clear message', async () => {
    const res = await owner.request('POST', `/api/documents/${documentId}/generate`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Buy the Chapter 7 Complete Package to generate the final PDF. Drafts and previews stay free with your membership or course enrollment.' });
    expect((await owner.get(`/api/download-pdf/${documentId}`)).statusCode).toBe(404);
  });

  it('asks for the sections still missing', async () => {
    const browser = await member();
    await buyPackage(browser, 'individual-schedules');
    const started = await browser.request('POST', '/api/start-document', { json: { templateId: 'individual-schedules' } });
    const res = await browser.request('POST', `/api/documents/${documentDetailSchema.parse(started.json()).id}/generate`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Answer every section before you generate the final PDF\. Still to do: Your filing, About you,/);
  });

  it('stores the final PDF with its SHA-256, marks the document generated, and serves it to the owner only', async () => {
    await buyPackage(owner, 'chapter7-complete');
    const res = await owner.request('POST', `/api/documents/${documentId}/generate`);
    expect(res.statusCode).toBe(201);
    const generated = generateDocumentPdfResponseSchema.parse(res.json());
    expect(generated.document).toMatchObject({ id: documentId, status: 'generated', pdfPath: expect.any(String) });
    expect(generated.pdf).toMatchObject({ generation: 1, current: true });

    const download = await owner.get(`/api/download-pdf/${documentId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="chapter7-complete-2026-12-15-v1.pdf"');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(sha256(download.rawPayload)).toBe(generated.pdf.sha256);
    const text = pdfText(download.rawPayload);
    expect(text).toContain('Voluntary Petition for Individuals Filing for Bankruptcy');
    expect(text).not.toContain('DRAFT');

    const rows = await t.database.handle.db.select().from(userDocumentPdfs).where(eq(userDocumentPdfs.documentId, documentId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['form121', 'matrix', 'package']);
    expect(rows.find((r) => r.kind === 'package')).toMatchObject({ sha256: generated.pdf.sha256, sizeBytes: download.rawPayload.length });
    expect(generated.pdf.separateFiles.map((f) => [f.kind, f.downloadUrl])).toEqual([
      ['form121', `/api/documents/${documentId}/form121.pdf?generation=1`],
      ['matrix', `/api/documents/${documentId}/creditor-matrix.txt?generation=1`],
    ]);

    // Generating again from the same answers gives back the same PDF.
    const again = await owner.request('POST', `/api/documents/${documentId}/generate`);
    expect(again.statusCode).toBe(200);
    expect(generateDocumentPdfResponseSchema.parse(again.json()).pdf.generation).toBe(1);

    const theirs = await stranger.get(`/api/download-pdf/${documentId}`);
    const missing = await stranger.get('/api/download-pdf/no-such-document');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await stranger.request('POST', `/api/documents/${documentId}/generate`)).statusCode).toBe(404);
  });

  it('puts the full Social Security numbers only in the separate Form 121 file, and every creditor once in the mailing list', async () => {
    const browser = await member();
    await buyPackage(browser, 'chapter7-complete');
    const id = await fixtureDocument(browser);
    for (const [person, number] of [['debtor', '219-09-9999'], ['spouse', '078-05-1120']] as const) {
      expect((await browser.request('PUT', `/api/documents/${id}/ssn`, { json: { person, number } })).statusCode).toBe(200);
    }
    expect((await browser.request('POST', `/api/documents/${id}/generate`)).statusCode).toBe(201);

    const form121 = await browser.get(`/api/documents/${id}/form121.pdf`);
    expect(form121.statusCode).toBe(200);
    expect(form121.headers['content-disposition']).toBe('attachment; filename="chapter7-complete-2026-12-15-form121-v1.pdf"');
    const form121Text = pdfText(form121.rawPayload);
    expect(form121Text).toContain('Statement About Your Social Security Numbers');
    expect(form121Text).toMatch(/219-09-9999[\s\S]*078-05-1120|078-05-1120[\s\S]*219-09-9999/);

    const packageText = pdfText((await browser.get(`/api/download-pdf/${id}`)).rawPayload);
    expect(packageText).toContain('Your Chapter 7 bankruptcy package');
    expect(packageText).not.toContain('219-09-9999');
    expect(packageText).not.toContain('078-05-1120');
    expect(packageText).not.toContain('Statement About Your Social Security Numbers');
    const preview = pdfText((await browser.get(`/api/documents/${id}/preview.pdf`)).rawPayload);
    expect(preview).not.toContain('219-09-9999');

    const matrix = await browser.get(`/api/documents/${id}/creditor-matrix.txt`);
    expect(matrix.statusCode).toBe(200);
    expect(matrix.headers['content-type']).toBe('text/plain; charset=us-ascii');
    const entries = matrix.body.trimEnd().split('\n\n');
    const names = entries.map((entry) => entry.split('\n')[0]);
    const fixture = jointCoupleCaseFile();
    const creditors = [...new Set(fixture.debts!.debts!.map((d) => d.creditor!.name!))];
    for (const name of creditors) expect(names.filter((n) => n === name)).toEqual([name]);
    expect(new Set(names).size).toBe(names.length);
    expect(matrix.body).not.toMatch(/\$|\d+\.\d\d\b/);

    for (const path of [`/api/documents/${id}/form121.pdf`, `/api/documents/${id}/creditor-matrix.txt`]) {
      const theirs = await stranger.get(path);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('219-09-9999');
    }
  });

  it('runs the cross-form checks before Generate: listed for the generate panel, and Generate refuses with each one (409)', async () => {
    const browser = await member();
    await buyPackage(browser, 'chapter7-complete');
    const id = await fixtureDocument(browser);
    expect((await browser.get(`/api/documents/${id}/checks`)).json()).toEqual({ issues: [] });
    const exemptions = jointCoupleCaseFile().exemptions!;
    const tooMuch = { ...exemptions, claims: exemptions.claims!.map((c) => (c.id === 'e-home' ? { ...c, amount: { kind: 'amount', cents: 10_000_000 } } : c)) };
    expect((await browser.request('PUT', `/api/documents/${id}/sections/exemptions`, { json: tooMuch })).statusCode).toBe(200);

    const checks = packageChecksResponseSchema.parse((await browser.get(`/api/documents/${id}/checks`)).json());
    expect(checks.issues.map((i) => [i.check, i.section])).toEqual([['exemption-above-limit', 'exemptions']]);
    expect(checks.issues[0]!.message).toMatch(/^Your claims under the federal homestead \(§522\(d\)\(1\)\) exemption add up to \$100,000\.00/);

    const refused = await browser.request('POST', `/api/documents/${id}/generate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', issues: [{ path: 'exemptions', message: checks.issues[0]!.message }] });
    expect(refused.json().message).toMatch(/^Some of your answers are not ready for the final forms yet/);
    expect((await browser.get(`/api/download-pdf/${id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/documents/${id}/checks`)).statusCode).toBe(404);

    // Under Pennsylvania's own list: $601 under the $300-a-spouse general exemption (42 Pa.C.S. 8123(a)) is refused too.
    const stateClaim = { id: 'e-checking', propertyItemId: 'p-checking', law: '42 Pa.C.S. 8123(a)', ruleId: 'PA:state:wildcard', amount: { kind: 'amount', cents: 60_100 } };
    expect((await browser.request('PUT', `/api/documents/${id}/sections/exemptions`, { json: { system: 'state', stateCode: 'PA', claims: [stateClaim] } })).statusCode).toBe(200);
    const stateChecks = packageChecksResponseSchema.parse((await browser.get(`/api/documents/${id}/checks`)).json());
    expect(stateChecks.issues.map((i) => [i.check, i.section, i.message])).toEqual([
      ['exemption-above-limit', 'exemptions', 'Your claims under 42 Pa.C.S. 8123(a) (any property (the “wildcard”)) add up to $601.00, more than the $600.00 it allows for the two of you. Lower the amounts so they fit, or use another exemption for the rest.'],
    ]);
    expect((await browser.request('POST', `/api/documents/${id}/generate`)).statusCode).toBe(409);
  });

  it('previews a draft whose credit counseling is not taken yet, and refuses the final PDF until it is (listed before the rest is done)', async () => {
    const browser = await member();
    await buyPackage(browser, 'chapter7-complete');
    const started = await browser.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } });
    const id = documentDetailSchema.parse(started.json()).id;
    const filing = jointCoupleCaseFile().filing!;
    const notYet = { ...filing, creditCounseling: { debtor: { status: 'notYet' }, spouse: { status: 'notYet' } } };
    expect((await browser.request('PUT', `/api/documents/${id}/sections/filing`, { json: notYet })).statusCode).toBe(200);
    const early = packageChecksResponseSchema.parse((await browser.get(`/api/documents/${id}/checks`)).json());
    expect(early.issues.map((i) => [i.check, i.section, i.step])).toEqual([
      ['credit-counseling', 'filing', 'filing-fee'],
      ['credit-counseling', 'filing', 'filing-fee'],
    ]);

    const fixture = jointCoupleCaseFile();
    for (const section of CASE_FILE_SECTIONS.filter((s) => s !== 'filing' && fixture[s] !== undefined)) {
      expect((await browser.request('PUT', `/api/documents/${id}/sections/${section}`, { json: fixture[section] })).statusCode).toBe(200);
    }
    const preview = await browser.get(`/api/documents/${id}/preview.pdf`);
    expect(preview.statusCode).toBe(200);
    // Form 101 Part 5 (line 15): no box checked, so nothing says the course was taken.
    const text = pdfText(preview.rawPayload);
    const part5 = text.slice(text.indexOf('Explain Your Efforts to Receive a Briefing'), text.indexOf('Answer These Questions for Reporting Purposes'));
    expect(part5).toContain('I received a briefing from an approved credit counseling agency');
    expect(part5).not.toMatch(/^\s*X\s/m);
    const refused = await browser.request('POST', `/api/documents/${id}/generate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().issues).toEqual(early.issues.map((i) => ({ path: 'filing', message: i.message })));

    const taken = { ...filing, creditCounseling: { debtor: { status: 'receivedWithCertificate', completedOn: '2026-12-01' }, spouse: { status: 'receivedWithCertificate', completedOn: '2026-12-01' } } };
    expect((await browser.request('PUT', `/api/documents/${id}/sections/filing`, { json: taken })).statusCode).toBe(200);
    expect((await browser.get(`/api/documents/${id}/checks`)).json()).toEqual({ issues: [] });
    expect((await browser.request('POST', `/api/documents/${id}/generate`)).statusCode).toBe(201);
  });

  it('refuses a fee waiver the 150 % test refuses: listed with a link to the filing fee page while sections are still missing, and Generate says no (409)', async () => {
    const browser = await member();
    await buyPackage(browser, 'chapter7-complete');
    const started = await browser.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } });
    const id = documentDetailSchema.parse(started.json()).id;
    const fixture = jointCoupleCaseFile();
    const put = async (section: string, value: unknown) => expect((await browser.request('PUT', `/api/documents/${id}/sections/${section}`, { json: value })).statusCode).toBe(200);
    // The couple take home $5,500 a month: $66,000 a year, above $49,500 (150 % of the guideline for 4).
    await put('filing', { ...fixture.filing, filingFee: 'waiver' });
    for (const section of ['debtors', 'household', 'income'] as const) await put(section, fixture[section]);

    const early = packageChecksResponseSchema.parse((await browser.get(`/api/documents/${id}/checks`)).json());
    expect(early.issues.map((i) => [i.check, i.section, i.step])).toEqual([['fee-waiver-refused-by-income-test', 'filing', 'filing-fee']]);
    expect(early.issues[0]!.message).toContain("Your family's income of $66,000 a year is not less than $49,500, 150% of the poverty guideline for a family of 4");

    for (const section of CASE_FILE_SECTIONS.filter((s) => fixture[s] !== undefined && !['filing', 'debtors', 'household', 'income'].includes(s))) await put(section, fixture[section]);
    const refused = await browser.request('POST', `/api/documents/${id}/generate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', issues: [{ path: 'filing', message: early.issues[0]!.message }] });

    // Paying in installments instead: nothing to fix, and the final PDF is made.
    await put('filing', { ...fixture.filing, filingFee: 'installments' });
    expect((await browser.get(`/api/documents/${id}/checks`)).json()).toEqual({ issues: [] });
    expect((await browser.request('POST', `/api/documents/${id}/generate`)).statusCode).toBe(201);
  });

  it('lists unfinished changes and empty Form 107 entries with the step that fixes them, even while a section is missing, and Generate refuses them (409)', async () => {
    const browser = await member();
    await buyPackage(browser, 'chapter7-complete');
    const id = await fixtureDocument(browser);
    const version = () => browser.get(`/api/documents/${id}`).then((res) => documentDetailSchema.parse(res.json()).version);
    // A vehicle added on the property pages and left unfinished: kept as the section's draft, the saved section unchanged.
    const draft = { savedVersion: await version(), values: { items: [{ id: 'p-new', addedOn: 'property-vehicles', line: '', description: '', value: '', owner: '' }] } };
    expect((await browser.request('PUT', `/api/documents/${id}/section-drafts/property`, { json: draft })).statusCode).toBe(200);
    const fixture = jointCoupleCaseFile();
    const blankEntry = { ...fixture.financialAffairs!, answers: { ...fixture.financialAffairs!.answers, '9': { answer: true, entries: [{ id: 'fa-9-x', name: '  ' }] } } };
    expect((await browser.request('PUT', `/api/documents/${id}/sections/financialAffairs`, { json: blankEntry })).statusCode).toBe(200);

    const checks = packageChecksResponseSchema.parse((await browser.get(`/api/documents/${id}/checks`)).json());
    expect(checks.issues.map((i) => [i.check, i.section, i.step])).toEqual([
      ['unfinished-changes', 'property', 'check-property'],
      ['empty-rows', 'financialAffairs', 'fa-details-9'],
    ]);
    expect(checks.issues[0]!.message).toBe('Your changes to “What you own” are not finished, so your forms still show your earlier answers. Finish them, or remove a row you added and left empty.');
    const refused = await browser.request('POST', `/api/documents/${id}/generate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', issues: [{ path: 'property' }, { path: 'financialAffairs' }] });
    expect((await browser.get(`/api/download-pdf/${id}`)).statusCode).toBe(404);

    // Listed before every section is saved too (someone new: nothing carried over from an earlier document).
    const newcomer = await member();
    const other = documentDetailSchema.parse((await newcomer.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } })).json());
    expect((await newcomer.request('PUT', `/api/documents/${other.id}/sections/property`, { json: fixture.property })).statusCode).toBe(200);
    const savedOnce = documentDetailSchema.parse((await newcomer.get(`/api/documents/${other.id}`)).json());
    expect(savedOnce.missingSections).toContain('debtors');
    expect((await newcomer.request('PUT', `/api/documents/${other.id}/section-drafts/property`, { json: { ...draft, savedVersion: savedOnce.version } })).statusCode).toBe(200);
    expect(packageChecksResponseSchema.parse((await newcomer.get(`/api/documents/${other.id}/checks`)).json()).issues.map((i) => i.step)).toEqual(['check-property']);
  });

  it('makes a new PDF after an edit and keeps the earlier one downloadable', async () => {
    const fixture = jointCoupleCaseFile();
    const edited = { ...fixture.debtors!, debtor: { ...fixture.debtors!.debtor, phone: '610-555-0199' } };
    expect((await owner.request('PUT', `/api/documents/${documentId}/sections/debtors`, { json: edited })).statusCode).toBe(200);
    const before = documentPdfListSchema.parse((await owner.get(`/api/documents/${documentId}/pdfs`)).json());
    expect(before.map((p) => [p.generation, p.current])).toEqual([[1, false]]);

    const res = await owner.request('POST', `/api/documents/${documentId}/generate`);
    expect(res.statusCode).toBe(201);
    const list = documentPdfListSchema.parse((await owner.get(`/api/documents/${documentId}/pdfs`)).json());
    expect(list.map((p) => [p.generation, p.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const first = await owner.get(`/api/download-pdf/${documentId}?generation=1`);
    expect(first.statusCode).toBe(200);
    expect(sha256(first.rawPayload)).toBe(list[1]!.sha256);
    expect(first.headers['content-disposition']).toContain('-v1.pdf');
    expect(sha256((await owner.get(`/api/download-pdf/${documentId}`)).rawPayload)).toBe(list[0]!.sha256);
    expect((await owner.get(`/api/download-pdf/${documentId}?generation=9`)).statusCode).toBe(404);
    // The earlier version's separate files are listed with it, and are that generation's.
    expect(list[1]!.separateFiles.map((f) => f.downloadUrl)).toEqual([`/api/documents/${documentId}/form121.pdf?generation=1`, `/api/documents/${documentId}/creditor-matrix.txt?generation=1`]);
    const earlierMatrix = await owner.get(list[1]!.separateFiles[1]!.downloadUrl);
    expect(earlierMatrix.headers['content-disposition']).toContain('creditor-matrix-v1.txt');

    // The list is the owner's alone: another person gets the same 404 as for a missing id.
    const theirs = await stranger.get(`/api/documents/${documentId}/pdfs`);
    const missing = await stranger.get('/api/documents/no-such-document/pdfs');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it('keeps every version listed and downloadable once the person marks the document filed, and makes no new one', async () => {
    const filed = await owner.request('POST', `/api/documents/${documentId}/complete`);
    expect(documentDetailSchema.parse(filed.json())).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const list = documentPdfListSchema.parse((await owner.get(`/api/documents/${documentId}/pdfs`)).json());
    expect(list.map((p) => p.generation)).toEqual([2, 1]);
    expect((await owner.get(`/api/download-pdf/${documentId}?generation=1`)).statusCode).toBe(200);
    expect((await owner.request('POST', `/api/documents/${documentId}/generate`)).statusCode).toBe(409);
    expect((await stranger.request('POST', `/api/documents/${documentId}/complete`)).statusCode).toBe(404);
  });

  it('encrypts, at the next start, a file stored plain before files were encrypted; it downloads the same', async () => {
    const form121 = (await owner.get(`/api/documents/${documentId}/form121.pdf?generation=1`)).rawPayload;
    const [row] = await t.database.handle.db
      .select()
      .from(userDocumentPdfs)
      .where(and(eq(userDocumentPdfs.documentId, documentId), eq(userDocumentPdfs.kind, 'form121')))
      .orderBy(userDocumentPdfs.createdAt);
    expect(Buffer.from(row!.content).subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    // As the site stored it before: the plain PDF.
    await t.database.handle.db.update(userDocumentPdfs).set({ content: form121 }).where(eq(userDocumentPdfs.id, row!.id));
    expect(sha256((await owner.get(`/api/documents/${documentId}/form121.pdf?generation=1`)).rawPayload)).toBe(row!.sha256);

    const restarted = await buildTestApp(t.config, { database: t.database.handle });
    await restarted.ready();
    await restarted.close();
    const [after] = await t.database.handle.db.select().from(userDocumentPdfs).where(eq(userDocumentPdfs.id, row!.id));
    expect(Buffer.from(after!.content).subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    expect(Buffer.from(after!.content).includes(form121.subarray(1000, 1100))).toBe(false);
    expect(sha256((await owner.get(`/api/documents/${documentId}/form121.pdf?generation=1`)).rawPayload)).toBe(row!.sha256);
  });

  it('refuses a stored PDF whose bytes no longer match its SHA-256', async () => {
    const rows = await t.database.handle.db
      .select()
      .from(userDocumentPdfs)
      .where(and(eq(userDocumentPdfs.documentId, documentId), eq(userDocumentPdfs.kind, 'package')))
      .orderBy(userDocumentPdfs.createdAt);
    const tampered = Buffer.from(rows[0]!.content);
    const at = tampered.length - 10;
    tampered.writeUInt8(tampered.readUInt8(at) ^ 0xff, at);
    await t.database.handle.db.update(userDocumentPdfs).set({ content: tampered }).where(eq(userDocumentPdfs.id, rows[0]!.id));
    const res = await owner.get(`/api/download-pdf/${documentId}?generation=1`);
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/did not pass its integrity check/);
  });
});
