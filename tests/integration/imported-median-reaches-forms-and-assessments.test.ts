/**
 * Issue 39 item 1: an official median income table an admin imports replaces the estimate
 * everywhere, with no restart: the forms that print the median (Form 122A-1 line 13), the cover
 * sheet's estimate warning, and the risk assessment's means test (11 U.S.C. §707(b)(7)).
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_FILE_SECTIONS } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { assessmentDetailSchema, assessmentSummarySchema } from '#shared/contracts/risk-assessments.ts';
import { documentDetailSchema } from '#shared/contracts/documents.ts';
import { MEDIAN_INCOME_2026_04_01 } from '#shared/law/data/median-income-2026-04-01.ts';
import { formatDollars } from '#shared/format/money.ts';
import { HOUSEHOLD_SECTIONS } from '#shared/law/household/index.ts';
import { sampleHousehold } from '#shared/law/household/sample-household.ts';
import type { TestBrowser } from './support/browser.ts';
import { premiumMember, signedInPerson } from './support/people.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-25T12:00:00Z') });
});
afterAll(async () => {
  await t?.close();
});

const IMPORTED_EXTRA = 1_234;
const HEADER = 'state_code,state_name,household_1,household_2,household_3,household_4,add_per_person_over_4';
/** The official table as the admin imports it: every median $1,234 above the committed estimate. */
const officialCsv = () =>
  [
    HEADER,
    ...MEDIAN_INCOME_2026_04_01.rows.map(
      (r) => `${r.stateCode},"${r.stateName}",${r.household1 + IMPORTED_EXTRA},${r.household2 + IMPORTED_EXTRA},${r.household3 + IMPORTED_EXTRA},${r.household4 + IMPORTED_EXTRA},11500`,
    ),
  ].join('\n');
const pennsylvaniaFamilyOf4 = MEDIAN_INCOME_2026_04_01.rows.find((r) => r.stateCode === 'PA')!.household4;
const ohioSingle = MEDIAN_INCOME_2026_04_01.rows.find((r) => r.stateCode === 'OH')!.household1;

/** Form 122A-1 line 13's median as printed ("135,862.00"). */
const line13 = (text: string) => /Fill in the median family income for your state and size of household\.\s+\$\s+([\d,]+\.\d\d)/.exec(text)?.[1];
const amount = (dollars: number) => formatDollars(dollars, { cents: 'always' }).slice(1);
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });

async function documentOfTheCouple(browser: TestBrowser): Promise<string> {
  const id = documentDetailSchema.parse((await browser.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } })).json()).id;
  const caseFile = jointCoupleCaseFile();
  for (const section of CASE_FILE_SECTIONS.filter((s) => caseFile[s] !== undefined)) {
    expect((await browser.request('PUT', `/api/documents/${id}/sections/${section}`, { json: caseFile[section] })).statusCode).toBe(200);
  }
  return id;
}

async function completedAssessment(browser: TestBrowser) {
  const id = assessmentSummarySchema.parse((await browser.request('POST', '/api/start-assessment', { json: {} })).json()).id;
  const household = sampleHousehold();
  for (const section of HOUSEHOLD_SECTIONS) {
    expect((await browser.request('PUT', `/api/risk-assessments/${id}/answers/${section}`, { json: { step: section, values: household[section] } })).statusCode).toBe(200);
  }
  return assessmentDetailSchema.parse((await browser.request('POST', `/api/risk-assessments/${id}/complete`, { json: {} })).json()).result!;
}

describe('an imported official median table (11 U.S.C. §707(b)(7))', () => {
  it('replaces the estimate on Form 122A-1 line 13, on the cover sheet and in the risk assessment, without a restart', async () => {
    const member = await premiumMember(t);
    const id = await documentOfTheCouple(member);

    // Before: the committed table is our estimate; the cover sheet says so and line 13 prints it.
    const before = textOf((await member.get(`/api/documents/${id}/preview.pdf`)).rawPayload);
    expect(before).toContain('The median family income on Form 122A-1 line 13 is an estimate');
    expect(line13(before)).toBe(amount(pennsylvaniaFamilyOf4));
    expect((await completedAssessment(member)).meansTest.median).toMatchObject({ valueCents: ohioSingle * 100, effectiveDate: '2026-04-01', needsCheck: true });

    const { browser: admin } = await signedInPerson(t, { admin: true });
    const imported = await admin.request('POST', '/api/admin/median-income-tables', {
      json: { effectiveDate: '2026-11-01', sourceUrl: 'https://www.justice.gov/ust/eo/bapcpa/20261101/bci_data/median_income_table.htm', csv: officialCsv() },
    });
    expect(imported.statusCode).toBe(201);

    // After: the same document's preview is drawn again from the official figure, with no estimate warning.
    const after = textOf((await member.get(`/api/documents/${id}/preview.pdf`)).rawPayload);
    expect(after).not.toContain('is an estimate');
    expect(line13(after)).toBe(amount(pennsylvaniaFamilyOf4 + IMPORTED_EXTRA));

    // The risk assessment compares with the official table too.
    const result = await completedAssessment(member);
    expect(result.meansTest.median).toMatchObject({ stateCode: 'OH', householdSize: 1, effectiveDate: '2026-11-01', valueCents: (ohioSingle + IMPORTED_EXTRA) * 100, needsCheck: false });
  });
});
