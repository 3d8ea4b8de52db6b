import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { documentDetailSchema } from '#shared/contracts/documents.ts';
import { howToFileSchema } from '#shared/contracts/how-to-file.ts';
import type { TestBrowser } from './support/browser.ts';
import { premiumMember } from './support/people.ts';
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

const fixture = jointCoupleCaseFile();

/** A document of a package with the sections given (the interview's earlier steps, set up through the API). */
async function documentWith(browser: TestBrowser, templateId: string, sections: Record<string, unknown>): Promise<string> {
  const id = documentDetailSchema.parse((await browser.request('POST', '/api/start-document', { json: { templateId } })).json()).id;
  for (const [section, value] of Object.entries(sections)) {
    const saved = await browser.request('PUT', `/api/documents/${id}/sections/${section}`, { json: value });
    expect({ section, status: saved.statusCode, body: saved.statusCode === 200 ? '' : saved.body }).toEqual({ section, status: 200, body: '' });
  }
  return id;
}

const howToFile = (browser: TestBrowser, id: string) => browser.get(`/api/documents/${id}/how-to-file`);

let owner: TestBrowser;
let stranger: TestBrowser;
let chapter7: string;
beforeAll(async () => {
  [owner, stranger] = [await premiumMember(t), await premiumMember(t)];
  chapter7 = await documentWith(owner, 'chapter7-complete', { filing: fixture.filing, debtors: fixture.debtors, household: fixture.household, income: fixture.income });
});

describe('GET /api/documents/:id/how-to-file', () => {
  it('gives the owner the district’s clerk’s offices with their date, the Chapter 7 fee on the planned filing date, the forms to sign and the rules after filing', async () => {
    const res = await howToFile(owner, chapter7);
    expect(res.statusCode).toBe(200);
    const page = howToFileSchema.parse(res.json());
    expect(page).toMatchObject({ documentId: chapter7, packageId: 'chapter7-complete', chapter: 7, jointFiling: true, plannedFilingDate: '2026-12-15', hasFinalPdf: false });
    expect(page.court).toEqual({ districtCode: 'paed', districtName: 'Eastern District of Pennsylvania', website: 'https://www.paeb.uscourts.gov', proSePage: expect.any(String) });
    // Montgomery County: the data does not say which Eastern District office serves it, so both are listed.
    expect(page.offices).toMatchObject({ choice: 'district', county: 'Montgomery', asOf: '2023-01-10', others: [] });
    expect(page.offices.serving.map((o) => `${o.name}: ${o.street}, ${o.city}, ${o.state} ${o.zip} ${o.phone}`)).toEqual([
      'Philadelphia: 900 Market Street, Suite 400, Philadelphia, PA 19107 (215) 408-2800',
      'Reading: 201 Penn Street, Suite 103 (The Gateway Building), Reading, PA 19601 (610) 208-5040',
    ]);
    expect(page.fee).toMatchObject({ totalCents: 33_800, filingFeeCents: 24_500, administrativeFeeCents: 7_800, trusteeSurchargeCents: 1_500, effectiveDate: '2020-12-01', choice: 'full', waiver: null });
    expect(page.fee.installments).toEqual({ count: 4, days: 120, officialSource: 'Fed. R. Bankr. P. 1006(b)' });
    expect(page.signedForms.map((f) => f.number)).toEqual(['101', '106Dec', '107', '108', '122A-1', '121']);
    expect(page.signedForms[0]!.parts[0]).toBe('Part 7 Sign Below');
    expect(page.rules).toMatchObject({
      creditCounseling: { max: 180, officialSource: '11 U.S.C. 109(h)' },
      meetingOfCreditors: { min: 21, max: 40, officialSource: 'Fed. R. Bankr. P. 2003(a)' },
      taxReturnBeforeMeeting: { max: 7 },
      debtorEducation: { max: 60, officialSource: 'Fed. R. Bankr. P. 1007(c)' },
      discharge: { max: 60 },
      planPaymentsBegin: null,
    });
  });

  it('is a 404 for another account, the same as a missing id', async () => {
    const theirs = await howToFile(stranger, chapter7);
    const missing = await howToFile(stranger, '00000000-0000-0000-0000-000000000000');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(JSON.stringify(theirs.json())).not.toContain('Philadelphia');
  });

  it('is for signed-in people only', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: `/api/documents/${chapter7}/how-to-file` });
    expect(visitor.statusCode).toBe(401);
  });

  it('shows the office that serves the person’s county where the court data says, and Chapter 13’s rules and installments', async () => {
    const filing = { ...fixture.filing, chapter: 13, filingFee: 'installments', district: { code: 'almd', name: 'Middle District of Alabama', state: 'AL', county: 'Lee' } };
    const id = await documentWith(owner, 'chapter13-complete', { filing });
    const page = howToFileSchema.parse((await howToFile(owner, id)).json());
    expect(page.offices.choice).toBe('county');
    expect(page.offices.serving.map((o) => o.name)).toEqual(['Opelika']);
    expect(page.offices.others.map((o) => o.name)).toEqual(['Montgomery', 'Dothan']);
    expect(page.fee).toMatchObject({ totalCents: 31_300, choice: 'installments', waiver: null });
    expect(page.rules).toMatchObject({ meetingOfCreditors: { min: 21, max: 50 }, debtorEducation: { max: null }, discharge: { min: 3, max: 5 }, planPaymentsBegin: { max: 30 } });
  });

  it('says what is missing instead of failing: no filing answers yet (409), or a package filed in an open case (404)', async () => {
    const empty = await documentWith(owner, 'chapter7-complete', {});
    const noFiling = await howToFile(owner, empty);
    expect(noFiling.statusCode).toBe(409);
    expect(noFiling.json().message).toMatch(/Answer the questions about your filing/);

    const schedules = await documentWith(owner, 'individual-schedules', { filing: fixture.filing });
    const wrongPackage = await howToFile(owner, schedules);
    expect(wrongPackage.statusCode).toBe(404);
    expect(wrongPackage.json().message).toMatch(/Chapter 7 and Chapter 13 complete packages/);
  });

  it('answers 409, not 500, for a planned filing date before the fees and rules in our data', async () => {
    const id = await documentWith(owner, 'chapter7-complete', { filing: { ...fixture.filing, plannedFilingDate: '2019-06-03' } });
    const res = await howToFile(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/planned filing date/);
  });
});
