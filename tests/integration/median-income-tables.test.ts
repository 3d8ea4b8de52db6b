import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userDocuments } from '#server/db/schema/index.ts';
import { MEDIAN_INCOME_2026_04_01 } from '#shared/law/data/median-income-2026-04-01.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import { testDriver } from './support/test-database.ts';
import { createTwoInstances, type TwoInstances } from './support/two-instances.ts';
import { TestBrowser, signUp } from './support/browser.ts';

let now = new Date('2026-11-25T12:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInPerson>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await signedInPerson(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
});

const HEADER = 'state_code,state_name,household_1,household_2,household_3,household_4,add_per_person_over_4';
/** The 2026-04-01 table with every median $1,000 higher and a new add-on, as a CSV. */
const csvLines = (addOn = 11_500) =>
  MEDIAN_INCOME_2026_04_01.rows.map((r) => `${r.stateCode},"${r.stateName}",${r.household1 + 1000},${r.household2 + 1000},${r.household3 + 1000},${r.household4 + 1000},${addOn}`);
const validCsv = () => [HEADER, ...csvLines()].join('\n');
const importTable = (body: unknown) => admin.browser.request('POST', '/api/admin/median-income-tables', { json: body });
const SOURCE = 'https://www.justice.gov/ust/eo/bapcpa/20261126/bci_data/median_income_table.htm';

type Faq = { answer: string };
type Article = { id: number; content: string; figureSources: Array<{ figuresText: string; effectiveDate: string; officialSource: string }> };
/** What the seeded FAQ and news article about the median table say, as the server fills them in. */
async function medianTexts(app = t.app) {
  const faqs = (await app.inject({ method: 'GET', url: '/api/faqs' })).json() as Faq[];
  const faqSaysTableOf = /median income table in force today took effect on ([A-Z][a-z]+ \d+, \d{4})/.exec(faqs.map((f) => f.answer).join('\n'))?.[1];
  const summaries = (await app.inject({ method: 'GET', url: '/api/news' })).json() as Array<{ id: number }>;
  const articles = await Promise.all(summaries.map(async ({ id }) => (await app.inject({ method: 'GET', url: `/api/news/${id}` })).json() as Article));
  const aboutMedians = articles.find((a) => a.content.includes('for each person'))!;
  return { faqSaysTableOf, newsFootnote: aboutMedians.figureSources.find((note) => note.figuresText.startsWith('$11,')) };
}

describe('importing a median income table', () => {
  it.each([
    ['an unknown state', (lines: string[]) => [...lines, 'ZZ,Nowhere,1,2,3,4,11500'], 'Line 57: "ZZ" is not a state, DC or territory code.'],
    ['a missing household size', (lines: string[]) => lines.map((l) => (l.startsWith('TX,') ? l.replace(/,\d+,11500$/, ',,11500') : l)), 'Texas: the median for a household of 4 is missing.'],
    ['a non-numeric amount', (lines: string[]) => lines.map((l) => (l.startsWith('OH,') ? l.replace(/^OH,"Ohio",\d+/, 'OH,"Ohio",lots') : l)), 'Ohio: the median for a household of 1 ("lots") is not a whole number of dollars.'],
    ['a duplicate state', (lines: string[]) => [...lines, lines[1]!], 'Alabama (AL) is listed twice (also on line 2).'],
    ['missing jurisdictions', (lines: string[]) => lines.filter((l) => !l.startsWith('DC,') && !l.startsWith('WY,')), 'Missing states: DC, WY. Every table lists the 50 states and DC.'],
    ['different add-ons', (lines: string[]) => lines.map((l) => (l.startsWith('AK,') ? l.replace(/11500$/, '11100') : l)), 'The add-on per person over 4 must be the same on every line (found 11500, 11100).'],
  ])('refuses %s with a message naming the line and the problem', async (_label, change, message) => {
    const lines = [HEADER, ...csvLines()];
    const res = await importTable({ effectiveDate: '2026-11-26', sourceUrl: SOURCE, csv: change(lines).join('\n') });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; issues: Array<{ path: string; message: string }> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues.map((i) => i.message).join('\n')).toContain(message);
    expect(body.issues.every((i) => i.path === 'csv')).toBe(true);
  });

  it('refuses a file without the expected columns, a bad date, a plain-http source, and an oversize body', async () => {
    const noColumns = await importTable({ effectiveDate: '2026-11-26', sourceUrl: SOURCE, csv: 'state,one,two\nAL,1,2' });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().issues[0].message).toContain('Missing: state_code, household_1');
    expect((await importTable({ effectiveDate: '2026-02-30', sourceUrl: SOURCE, csv: validCsv() })).statusCode).toBe(400);
    expect((await importTable({ effectiveDate: '2026-11-26', sourceUrl: 'http://example.org/table', csv: validCsv() })).statusCode).toBe(400);
    expect((await importTable({ effectiveDate: '2026-11-26', sourceUrl: SOURCE, csv: 'x'.repeat(300_000) })).statusCode).toBe(413);
    expect((await importTable({ effectiveDate: '2026-11-26', sourceUrl: SOURCE, csv: `${validCsv()}\n${'\n'.repeat(60_000)}` })).statusCode).toBe(400);
    expect(((await admin.browser.get('/api/admin/median-income-tables')).json() as { tables: unknown[] }).tables).toHaveLength(2);
  });

  it('stores a valid table, lists it with the seed tables, and uses it from its effective date on', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/median-income' })).json() as { effectiveDate: string; rows: Array<{ stateCode: string; household1: number }> };
    expect(before.effectiveDate).toBe('2026-04-01');

    const res = await importTable({ effectiveDate: '2026-11-26', sourceUrl: SOURCE, csv: validCsv() });
    expect(res.statusCode).toBe(201);
    const list = res.json() as { tables: Array<{ effectiveDate: string; origin: string; rowCount: number; source: string }>; importNeeded: unknown };
    expect(list.tables.map((table) => [table.effectiveDate, table.origin])).toEqual([
      ['2026-11-26', 'imported'],
      ['2026-04-01', 'seed'],
      ['2025-11-01', 'seed'],
    ]);
    expect(list.tables[0]).toMatchObject({ rowCount: 55, source: SOURCE });
    // Today (2026-11-25) still gets our estimate of 2026-04-01: the nudge stays until tomorrow.
    expect(list.importNeeded).toEqual({ filingDate: '2026-11-25', tableEffectiveDate: '2026-04-01', status: 'estimate', likelyReplacedOn: '2026-11-01' });

    // Today the table of tomorrow is not used, by the API or by the texts the server fills in.
    const texToday = MEDIAN_INCOME_2026_04_01.rows.find((r) => r.stateCode === 'TX')!.household1;
    const today = (await t.app.inject({ method: 'GET', url: '/api/median-income' })).json() as typeof before;
    expect(today.effectiveDate).toBe('2026-04-01');
    expect(today.rows.find((r) => r.stateCode === 'TX')?.household1).toBe(texToday);
    expect(await medianTexts()).toEqual({ faqSaysTableOf: 'April 1, 2026', newsFootnote: expect.objectContaining({ figuresText: '$11,100', effectiveDate: '2026-04-01' }) });

    now = new Date('2026-11-26T00:30:00Z');
    const tomorrow = (await t.app.inject({ method: 'GET', url: '/api/median-income' })).json() as typeof before & { addPerPersonOver4: number; officialSource: string };
    expect(tomorrow.effectiveDate).toBe('2026-11-26');
    expect(tomorrow.rows.find((r) => r.stateCode === 'TX')?.household1).toBe(texToday + 1000);
    expect(tomorrow.addPerPersonOver4).toBe(11_500);
    expect(tomorrow.officialSource).toContain(SOURCE);
    expect(await medianTexts()).toEqual({
      faqSaysTableOf: 'November 26, 2026',
      newsFootnote: expect.objectContaining({ figuresText: '$11,500', effectiveDate: '2026-11-26', officialSource: expect.stringContaining(SOURCE) }),
    });

    // A filing date picks the table of that date.
    const filedEarlier = (await t.app.inject({ method: 'GET', url: '/api/median-income?date=2026-01-15' })).json() as typeof before;
    expect(filedEarlier.effectiveDate).toBe('2025-11-01');
    expect((await t.app.inject({ method: 'GET', url: '/api/median-income?date=2020-01-01' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/median-income?date=tomorrow' })).statusCode).toBe(400);
  });

  it('refuses a second table of the same date (409) and records the import in the audit log', async () => {
    const again = await importTable({ effectiveDate: '2026-11-26', sourceUrl: SOURCE, csv: validCsv() });
    expect(again.statusCode).toBe(409);
    const audit = (await admin.browser.get('/api/admin/audit-log')).json() as Array<{ action: string; targetId: string }>;
    expect(audit.filter((entry) => entry.action === 'median_income_table.import').map((entry) => entry.targetId)).toEqual(['2026-11-26']);
  });

  // 11 U.S.C. §101(39A): the U.S. Trustee publishes the Census median for cases filed on or after
  // April 1 and November 1; a table is likely replaced at the next such date (figures.ts).
  it('nudges the admin as soon as a filing date in use (today or a planned filing date) falls on or after the table’s likely replacement', async () => {
    const nudge = async () => {
      const later = await signedInPerson(t, { admin: true });
      return ((await later.browser.get('/api/admin/median-income-tables')).json() as { importNeeded: unknown }).importNeeded;
    };
    now = new Date('2027-03-31T12:00:00Z');
    expect(await nudge()).toBeNull();
    now = new Date('2027-04-01T12:00:00Z');
    expect(await nudge()).toEqual({ filingDate: '2027-04-01', tableEffectiveDate: '2026-11-26', status: 'official', likelyReplacedOn: '2027-04-01' });

    // Earlier today, but a person plans to file on 2027-04-02: the nudge names that date.
    now = new Date('2027-01-10T12:00:00Z');
    const person = await signedInPerson(t);
    await t.database.handle.db.insert(userDocuments).values({ id: 'doc-planned', userId: person.userId, templateId: 'chapter7-complete', caseFile: { filing: { plannedFilingDate: '2027-04-02' } } });
    expect(await nudge()).toMatchObject({ filingDate: '2027-04-02', likelyReplacedOn: '2027-04-01' });
    await t.database.handle.db.delete(userDocuments).where(eq(userDocuments.id, 'doc-planned'));
  });

  it('the estimate label leaves the table in force once the official one for the date is imported (no restart)', async () => {
    now = new Date('2026-11-25T12:00:00Z');
    const inForce = async (date: string) => ((await t.app.inject({ method: 'GET', url: `/api/median-income?date=${date}` })).json() as { status: string; effectiveDate: string });
    expect(await inForce('2026-11-25')).toMatchObject({ effectiveDate: '2026-04-01', status: 'estimate' });
    expect(await inForce('2026-11-26')).toMatchObject({ effectiveDate: '2026-11-26', status: 'official' });
  });
});

// Two instances on one PostgreSQL database: an import through one is used by the other at once.
describe.runIf(testDriver() === 'postgres')('a table imported on one instance', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await createTwoInstances({ ADMIN_EMAILS: 'ada@example.com' });
    await instances.a.ready();
    await instances.b.ready();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('is used at once by the other instance’s median API and texts, though it had them cached', async () => {
    const inForce = async () => ((await instances.a.inject({ method: 'GET', url: '/api/median-income' })).json() as { effectiveDate: string }).effectiveDate;
    const before = await inForce();
    expect((await medianTexts(instances.a)).newsFootnote).toMatchObject({ figuresText: '$11,100' });
    const browser = new TestBrowser(instances.b);
    await signUp(browser, { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', password: 'password for ada' });
    // Taking effect today at the latest (these apps run on the real clock), after the committed tables.
    const effectiveDate = new Date().toISOString().slice(0, 10);
    expect(effectiveDate > before).toBe(true);
    const res = await browser.request('POST', '/api/admin/median-income-tables', { json: { effectiveDate, sourceUrl: SOURCE, csv: validCsv() } });
    expect(res.statusCode).toBe(201);
    // No wait for a reload period: the chat bus carries the import (poll only for the NOTIFY's trip).
    await expect.poll(inForce, { timeout: 3000, interval: 50 }).toBe(effectiveDate);
    expect((await medianTexts(instances.a)).newsFootnote).toMatchObject({ figuresText: '$11,500', effectiveDate });
  });
});
