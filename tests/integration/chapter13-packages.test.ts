/**
 * The Chapter 13 Complete, Amended Chapter 13 Plan and Individual Schedules packages through the
 * API: Chapter 13 eligibility before Generate, generate after the purchase, download, the forms in
 * the PDF (read with pdftotext), and another person's id answered as a missing one (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageSections } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { chapter13EligibilityResponseSchema } from '#shared/contracts/chapter13-eligibility.ts';
import { generateDocumentPdfResponseSchema } from '#shared/contracts/document-pdfs.ts';
import { documentDetailSchema } from '#shared/contracts/documents.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import { HAS_PDFTOTEXT, pdfText } from '#server/adapters/pdf/testing/poppler.ts';
import type { TestBrowser } from './support/browser.ts';
import { buyDocumentPackage, premiumMember } from './support/people.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

let t: TestApp;
let owner: TestBrowser;
let stranger: TestBrowser;
beforeAll(async () => {
  const database = await createTestDatabase();
  const config = testConfig();
  const app = await buildTestApp(config, { database: database.handle });
  await app.ready();
  t = { app, config, database, close: async () => (await app.close(), await database.dispose()) };
  [owner, stranger] = [await premiumMember(t), await premiumMember(t)];
});
afterAll(async () => {
  await t?.close();
});

/** The fixture household filing Chapter 13 to save the home, with the plan choices. */
function chapter13CaseFile(): Record<string, unknown> {
  const fixture = jointCoupleCaseFile();
  return {
    ...fixture,
    filing: { ...fixture.filing, chapter: 13, schedulesWanted: ['106I', '106J'] },
    plan: { secured: [{ debtId: 'd-mortgage', treatment: 'maintain-and-cure' }, { debtId: 'd-car', treatment: 'pay-in-full', interestRatePercent: 6 }], trusteeFeePercent: 10 },
  };
}

async function documentFor(templateId: DocumentPackageId, caseFile: Record<string, unknown> = chapter13CaseFile()): Promise<string> {
  const id = documentDetailSchema.parse((await owner.request('POST', '/api/start-document', { json: { templateId } })).json()).id;
  for (const section of packageSections(templateId)) {
    const saved = await owner.request('PUT', `/api/documents/${id}/sections/${section}`, { json: caseFile[section] });
    expect({ section, status: saved.statusCode, body: saved.statusCode === 200 ? null : saved.json() }).toEqual({ section, status: 200, body: null });
  }
  return id;
}

async function generateAndDownload(id: string): Promise<string> {
  const res = await owner.request('POST', `/api/documents/${id}/generate`);
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  generateDocumentPdfResponseSchema.parse(res.json());
  const download = await owner.get(`/api/download-pdf/${id}`);
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect((await stranger.get(`/api/download-pdf/${id}`)).statusCode).toBe(404);
  expect((await stranger.request('POST', `/api/documents/${id}/generate`)).statusCode).toBe(404);
  return HAS_PDFTOTEXT ? pdfText(download.rawPayload).replace(/\s+/g, ' ') : '';
}

describe('Chapter 13 Complete Package', () => {
  it('checks Chapter 13 eligibility, then generates the petition, schedules, 122C-1 and the plan', async () => {
    const id = await documentFor('chapter13-complete');
    const eligibility = await owner.get(`/api/documents/${id}/chapter13-eligibility`);
    expect(eligibility.statusCode).toBe(200);
    expect(chapter13EligibilityResponseSchema.parse(eligibility.json())).toMatchObject({ status: 'eligible', regularIncome: true, withinDebtLimits: true, reasons: [] });
    expect((await stranger.get(`/api/documents/${id}/chapter13-eligibility`)).statusCode).toBe(404);

    await buyDocumentPackage(owner, 'chapter13-complete');
    const text = await generateAndDownload(id);
    if (!HAS_PDFTOTEXT) return;
    expect(text).toContain('Official Form 122C-1');
    expect(text).toContain('Official Form 113 Chapter 13 Plan');
    expect(text).toContain('per month for 36 months.');
    expect(text).not.toContain('Official Form 122C-2 Chapter 13 Calculation of Your Disposable Income');
    expect(text).not.toContain('X Amended plan');
  }, 60_000);

  it('refuses Generate with the reasons when the household cannot file Chapter 13', async () => {
    const caseFile = chapter13CaseFile();
    const debts = caseFile.debts as { debts: { id: string; amount: number }[] };
    debts.debts.find((debt) => debt.id === 'd-mortgage')!.amount = 300_000_000;
    const id = await documentFor('chapter13-complete', caseFile);
    const eligibility = chapter13EligibilityResponseSchema.parse((await owner.get(`/api/documents/${id}/chapter13-eligibility`)).json());
    expect(eligibility).toMatchObject({ status: 'not-eligible', withinDebtLimits: false });
    const res = await owner.request('POST', `/api/documents/${id}/generate`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Chapter 13 requires secured debts under');
    expect(res.json().issues[0].path).toBe('debts');
  }, 60_000);
});

describe('Amended Chapter 13 Plan and Individual Schedules', () => {
  it('refuses an amended plan that lists no changed section, then generates Form 113 marked amended with them', async () => {
    const unlisted = await documentFor('amended-chapter13-plan', chapter13CaseFile());
    await buyDocumentPackage(owner, 'amended-chapter13-plan');
    const refused = await owner.request('POST', `/api/documents/${unlisted}/generate`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('List the sections of the plan you changed.');
    expect(refused.json().issues).toEqual([{ path: 'plan.amendedSections', message: 'List the sections of the plan you changed' }]);

    const caseFile = chapter13CaseFile();
    caseFile.plan = { ...(caseFile.plan as object), amendedSections: ['2.1'], taxRefunds: { choice: 'retain' }, vesting: { choice: 'discharge' } };
    const id = await documentFor('amended-chapter13-plan', caseFile);
    expect(chapter13EligibilityResponseSchema.parse((await owner.get(`/api/documents/${id}/chapter13-eligibility`)).json()).status).toBe('not-applicable');
    const text = await generateAndDownload(id);
    if (!HAS_PDFTOTEXT) return;
    expect(text).toContain('X Amended plan Sections of the plan that have been changed: 2.1');
    expect(text).toContain('X Debtor(s) will retain any income tax refunds');
    expect(text).toContain('X entry of discharge.');
    expect(text).not.toContain('Official Form 101');
  }, 60_000);

  it('generates the schedules chosen, with the declaration', async () => {
    const id = await documentFor('individual-schedules');
    await buyDocumentPackage(owner, 'individual-schedules');
    const text = await generateAndDownload(id);
    if (!HAS_PDFTOTEXT) return;
    expect(text).toContain('Official Form 106I');
    expect(text).toContain('Official Form 106J');
    expect(text).toContain('Official Form 106Dec');
    expect(text).not.toContain('Official Form 106D ');
    expect(text).not.toContain('Official Form 106A/B');
  }, 60_000);
});
